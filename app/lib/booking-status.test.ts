import { describe, expect, it } from "vitest";
import { bookingStatusView } from "./booking-status.ts";

describe("bookingStatusView (seed 001 section 4)", () => {
  it.each([
    [{ status: 0 }, "waitingPayment", true, false],
    [{ status: 0, statusText: "canceled" }, "cancelled", true, false],
    [{ status: 1 }, "paid", true, true],
    [{ status: 2, statusPay: 0 }, "pending", true, false],
    [{ status: 2, statusPay: 1 }, "paid", true, true],
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
