import { describe, expect, it } from "vitest";
import { CHANGE_FEE_IDR, changeRefusal, inventoryDelta, quoteDateChange, sameRoomsEveryNight } from "./date-change.ts";

const nights = (dates: string[], rate: number) => dates.map((date) => ({ date, roomId: 7, qty: 2, rate }));
const none = { promo: 0, voucher: 0, referral: 0, referrerPromo: 0, points: 0 };

describe("quoteDateChange", () => {
  it("prices the new nights as booking does, keeps the discount amounts and the code, adds the fee", () => {
    const q = quoteDateChange({
      nights: [...nights(["2027-05-01", "2027-05-02"], 1_000_000)],
      feePercent: 10,
      discounts: { ...none, promo: 200_000, points: 50_000 },
      uniqueCode: 345,
      oldTotal: 3_000_345,
      refundPercent: 50,
    });
    // 1,000,000 less 10% fee = 900,000 a unit, 2 units, 2 nights.
    expect(q.subTotal).toBe(3_600_000);
    expect(q.discounts).toBe(250_000);
    expect(q.newTotal).toBe(3_600_000 - 250_000 + 345);
    expect(q.fee).toBe(CHANGE_FEE_IDR);
    expect(q.difference).toBe(q.newTotal + CHANGE_FEE_IDR - 3_000_345);
    expect(q.toPay).toBe(q.difference);
    expect(q.refund).toBe(0);
  });

  it("refunds the policy's percent of a negative difference, floored; nothing without a policy percent", () => {
    const base = { nights: nights(["2027-05-01"], 100_001), feePercent: 0, discounts: none, uniqueCode: 0, fee: 0 };
    const q = quoteDateChange({ ...base, oldTotal: 500_000, refundPercent: 33 });
    expect(q.difference).toBe(200_002 - 500_000);
    expect(q.toPay).toBe(0);
    expect(q.refund).toBe(Math.floor((299_998 * 33) / 100));
    expect(quoteDateChange({ ...base, oldTotal: 500_000, refundPercent: null }).refund).toBe(0);
  });

  it("never takes more discount than the new subtotal", () => {
    const q = quoteDateChange({
      nights: nights(["2027-05-01"], 100_000),
      feePercent: 0,
      discounts: { ...none, voucher: 900_000 },
      uniqueCode: 100,
      oldTotal: 100,
      refundPercent: 100,
      fee: 0,
    });
    expect(q).toMatchObject({ discounts: 200_000, newTotal: 100, difference: 0, toPay: 0, refund: 0 });
  });
});

describe("changeRefusal", () => {
  const open = {
    arrival: "2027-03-20",
    today: "2027-03-10",
    dayCancel: 7,
    refundPercent: 50,
    ended: false,
    paidInFull: true,
    sameRooms: true,
  };
  it("follows the cancellation's window: the last day accepted, the day after refused, no policy refused", () => {
    expect(changeRefusal({ ...open, today: "2027-03-13" })).toBeNull();
    expect(changeRefusal({ ...open, today: "2027-03-14" })).toBe("tooLate");
    expect(changeRefusal({ ...open, dayCancel: null })).toBe("notCancellable");
    expect(changeRefusal({ ...open, ended: true })).toBe("ended");
  });
  it("wants a booking paid online in full with the same rooms every night", () => {
    expect(changeRefusal({ ...open, paidInFull: false })).toBe("notPaid");
    expect(changeRefusal({ ...open, sameRooms: false })).toBe("roomsVary");
  });
});

describe("sameRoomsEveryNight and inventoryDelta", () => {
  it("answers the rooms held each night, or null when nights differ", () => {
    const lines = [
      { date: "2027-05-01", roomId: 9, qty: 1 },
      { date: "2027-05-01", roomId: 7, qty: 2 },
      { date: "2027-05-02", roomId: 7, qty: 2 },
      { date: "2027-05-02", roomId: 9, qty: 1 },
    ];
    expect(sameRoomsEveryNight(lines)).toEqual([
      { roomId: 7, qty: 2 },
      { roomId: 9, qty: 1 },
    ]);
    expect(sameRoomsEveryNight(lines.slice(0, 3))).toBeNull();
  });
  it("moves only the nights that differ, in (room, date) order", () => {
    const old = [
      { roomId: 7, date: "2027-05-01", qty: 1 },
      { roomId: 7, date: "2027-05-02", qty: 1 },
    ];
    const next = [
      { roomId: 7, date: "2027-05-02", qty: 1 },
      { roomId: 7, date: "2027-05-03", qty: 1 },
    ];
    expect(inventoryDelta(old, next)).toEqual([
      { roomId: 7, date: "2027-05-01", qty: -1 },
      { roomId: 7, date: "2027-05-03", qty: 1 },
    ]);
  });
});
