import { describe, expect, it } from "vitest";
import { quoteCancellation, splitRefund, type CancellationInput } from "./cancellation.ts";

const paid: CancellationInput = {
  arrival: "2027-03-20",
  today: "2027-03-10",
  dayCancel: 7,
  refundPercent: 50,
  ended: false,
  unpaidHold: false,
  paid: 1_000_345,
  uniqueCode: 345,
};

describe("quoteCancellation", () => {
  it("refunds the percent of what was paid less the unique code, floored", () => {
    const q = quoteCancellation({ ...paid, refundPercent: 33 });
    expect(q).toMatchObject({ cancellable: true, refusal: null, daysBeforeArrival: 10, lastDay: "2027-03-13" });
    expect(q.uniqueCodeKept).toBe(345);
    expect(q.refundable).toBe(1_000_000);
    expect(q.refund).toBe(330_000);
    expect(
      quoteCancellation({ ...paid, paid: 1_000_345, uniqueCode: 345, refundPercent: 33, today: "2027-03-13" }).refund,
    ).toBe(330_000);
  });

  it("accepts the last cancellable day and refuses the day after it", () => {
    expect(quoteCancellation({ ...paid, today: "2027-03-13" })).toMatchObject({
      cancellable: true,
      daysBeforeArrival: 7,
    });
    expect(quoteCancellation({ ...paid, today: "2027-03-14" })).toMatchObject({
      cancellable: false,
      refusal: "tooLate",
      refund: 0,
    });
  });

  it("gives 0 at 0% or without a refund percent, everything but the unique code at 100%", () => {
    expect(quoteCancellation({ ...paid, refundPercent: 0 })).toMatchObject({ cancellable: true, refund: 0 });
    expect(quoteCancellation({ ...paid, refundPercent: null })).toMatchObject({
      cancellable: true,
      refund: 0,
      percent: 0,
    });
    expect(quoteCancellation({ ...paid, refundPercent: 100 }).refund).toBe(1_000_000);
  });

  it("refuses without a policy, after arrival, and once ended", () => {
    expect(quoteCancellation({ ...paid, dayCancel: null }).refusal).toBe("notCancellable");
    expect(quoteCancellation({ ...paid, today: "2027-03-21", dayCancel: 0 }).refusal).toBe("started");
    expect(quoteCancellation({ ...paid, ended: true }).refusal).toBe("ended");
  });

  it("lets day_cancel 0 cancel on the arrival day itself", () => {
    expect(quoteCancellation({ ...paid, today: "2027-03-20", dayCancel: 0 }).cancellable).toBe(true);
  });

  it("lets an unpaid hold go at any time before arrival, refunding nothing, even without a policy", () => {
    const q = quoteCancellation({ ...paid, unpaidHold: true, paid: 0, dayCancel: null, today: "2027-03-19" });
    expect(q).toMatchObject({ cancellable: true, refund: 0, uniqueCodeKept: 0, percent: 0 });
  });

  it("refunds nothing for a pay-at-property booking (nothing paid), within the policy", () => {
    expect(quoteCancellation({ ...paid, paid: 0 })).toMatchObject({ cancellable: true, refund: 0, uniqueCodeKept: 0 });
  });
});

describe("splitRefund", () => {
  it("takes the newest payment first, each at most its amount", () => {
    const parts = splitRefund(700, [
      { id: 2, amount: 500 },
      { id: 1, amount: 600 },
    ]);
    expect(parts).toEqual([
      { id: 2, amount: 500, refund: 500 },
      { id: 1, amount: 600, refund: 200 },
    ]);
    expect(splitRefund(0, [{ id: 1, amount: 10 }])).toEqual([]);
  });
});
