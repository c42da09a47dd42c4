import { describe, expect, it } from "vitest";
import {
  bookingStatusView,
  canResumePayment,
  dailySection,
  longStaySection,
  longStayStatusView,
  orderPaymentState,
  progressStep,
} from "./booking-status.ts";

describe("orderPaymentState (the payment-result popup)", () => {
  it.each([
    [{ status: 0 }, "pending"],
    [{ status: 1 }, "paid"],
    [{ status: 2, statusPay: 1 }, "paid"],
    [{ status: 2, statusPay: 0 }, "pending"],
    [{ status: 3 }, "failed"],
    [{ status: 6 }, "expired"],
    [{ status: 4 }, "paid"],
  ] as const)("%o reads %s", (input, state) => {
    expect(orderPaymentState(input)).toBe(state);
  });
});

describe("bookingStatusView (seed 001 section 4)", () => {
  it.each([
    [{ status: 0 }, "waitingPayment", true, false],
    [{ status: 0, statusText: "canceled" }, "cancelled", true, false],
    [{ status: 1 }, "paid", true, true],
    [{ status: 2, statusPay: 0 }, "pending", true, false],
    [{ status: 2, statusPay: 1 }, "payAtProperty", true, true],
    [{ status: 2, statusPay: 2 }, "pending", true, false],
    [{ status: 3 }, "cancelled", false, false],
    [{ status: 4 }, "checkedOut", false, false],
    [{ status: 6, statusText: "expired" }, "cancelled", false, false],
    [{ status: 7 }, "paid", true, true],
    [{ status: 9 }, "unknown", false, false],
  ] as const)("%o → %s, active %s, voucher download %s", (input, label, active, voucherDownload) => {
    expect(bookingStatusView(input)).toMatchObject({ label, active, voucherDownload });
  });

  it("maps statusPay to what is payable on arrival", () => {
    expect(bookingStatusView({ status: 1, statusPay: 0 }).payableOnArrival).toBe("none");
    expect(bookingStatusView({ status: 2, statusPay: 1 }).payableOnArrival).toBe("total");
    expect(bookingStatusView({ status: 2, statusPay: 2 }).payableOnArrival).toBe("totalMinusDp");
  });
});

describe("progressStep (the detail page's trio)", () => {
  it.each([
    [{ status: 0 }, "pending"],
    [{ status: 0, statusText: "canceled" }, "none"],
    [{ status: 1 }, "paid"],
    [{ status: 2, statusPay: 0 }, "pending"],
    [{ status: 2, statusPay: 1 }, "confirmed"],
    [{ status: 2, statusPay: 2 }, "pending"],
    [{ status: 3 }, "none"],
    [{ status: 4 }, "checkout"],
    [{ status: 6 }, "none"],
    [{ status: 7 }, "paid"],
  ] as const)("%o → %s", (input, step) => {
    expect(progressStep(input)).toBe(step);
  });
});

describe("dailySection (active or history on /my-booking)", () => {
  it.each([
    [{ status: 0, paymentStatus: "pending" }, "active"],
    [{ status: 0, statusText: "canceled", paymentStatus: "failed" }, "history"],
    [{ status: 1, paymentStatus: "settlement" }, "active"],
    [{ status: 2, statusPay: 1, paymentStatus: "pending" }, "active"],
    [{ status: 2, statusPay: 2, paymentStatus: "settlement" }, "active"],
    [{ status: 2, statusPay: 0, paymentStatus: "pending" }, "active"],
    [{ status: 3, paymentStatus: "failed" }, "history"],
    [{ status: 4, paymentStatus: "settlement" }, "history"],
    [{ status: 6, paymentStatus: "expired" }, "history"],
    [{ status: 7, paymentStatus: "settlement" }, "active"],
    [{ status: 0, paymentStatus: "expired" }, "history"],
  ] as const)("%o → %s", (input, section) => {
    expect(dailySection(input)).toBe(section);
  });

  it("long stays: Settlement and Pending active, the rest history", () => {
    expect(longStaySection("Settlement")).toBe("active");
    expect(longStaySection("Pending")).toBe("active");
    for (const s of ["Canceled", "Check-Out", "Expired", undefined]) expect(longStaySection(s)).toBe("history");
  });
});

describe("canResumePayment ('Pay now' for a booking still waiting for its payment)", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  const later = new Date("2026-11-24T11:00:00Z");
  const waiting = { status: 0, paymentOption: 0, transactionStatus: "pending", expiresAt: later, now };
  it("only while unpaid, pending at a gateway and not expired", () => {
    expect(canResumePayment(waiting)).toBe(true);
    expect(canResumePayment({ ...waiting, paymentOption: 2 })).toBe(true);
    expect(canResumePayment({ ...waiting, expiresAt: new Date("2026-11-24T09:59:59Z") })).toBe(false);
    expect(canResumePayment({ ...waiting, expiresAt: null })).toBe(false);
    expect(canResumePayment({ ...waiting, transactionStatus: "settlement" })).toBe(false);
    expect(canResumePayment({ ...waiting, statusText: "canceled" })).toBe(false);
    expect(canResumePayment({ ...waiting, status: 1 })).toBe(false);
    expect(canResumePayment({ ...waiting, paymentOption: 1 })).toBe(false);
  });
});

describe("longStayStatusView (issue 22: a down payment with a balance owed is not 'paid')", () => {
  it("Settlement with a balance owed is dpPaid, active, with its voucher (decision 043)", () => {
    expect(longStayStatusView({ transactionStatus: "Settlement", balanceOwed: 9_144_000 })).toEqual({
      label: "dpPaid",
      active: true,
      voucherDownload: true,
    });
  });
  it("Settlement with nothing owed is paid", () => {
    expect(longStayStatusView({ transactionStatus: "Settlement", balanceOwed: 0 })).toEqual({
      label: "paid",
      active: true,
      voucherDownload: true,
    });
  });
  it("the other states: no voucher before any payment nor after a cancellation", () => {
    expect(longStayStatusView({ transactionStatus: "Pending", balanceOwed: 0 })).toEqual({
      label: "waitingPayment",
      active: true,
      voucherDownload: false,
    });
    expect(longStayStatusView({ transactionStatus: "Canceled", balanceOwed: 0 })).toMatchObject({
      label: "cancelled",
      active: false,
      voucherDownload: false,
    });
    expect(longStayStatusView({ transactionStatus: "Expired", balanceOwed: 0 })).toMatchObject({
      label: "expired",
      voucherDownload: false,
    });
    expect(longStayStatusView({ transactionStatus: "Check-Out", balanceOwed: 0 })).toEqual({
      label: "checkedOut",
      active: false,
      voucherDownload: true,
    });
    expect(longStayStatusView({ transactionStatus: "Odd", balanceOwed: 0 }).label).toBe("unknown");
  });
});
