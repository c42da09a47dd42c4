import { describe, expect, it } from "vitest";
import { effectiveOption, maxRoomsPerNight, notAvailable, paymentOptionVisibility, priceNights, reservationCall, selectionFromEntries, setQty, wholeStaySelection, type SelectionRoom } from "./room-selection.ts";
import { fieldErrors } from "./reservation-schema.ts";

const nights = ["2026-12-01", "2026-12-02"];
const room = (id: number, units: number[], capacity = 2): SelectionRoom => ({
  id,
  name: `Room ${id}`,
  capacity,
  unit: Math.min(...units),
  is_promo: 0,
  promo: { promo_percent: 0, promo_name: null },
  rates: nights.map((d, i) => ({ rateDate: d, fix_price: 100_000 * id, unit: units[i]! })),
});
const rooms = [room(1, [2, 2]), room(2, [1, 0])];

describe("room selection → reservation call", () => {
  it("one room for the whole stay is the single call", () => {
    expect(reservationCall(wholeStaySelection(nights, 1))).toEqual({ kind: "single", roomId: 1 });
  });
  it("another room on a night, or two units, is the multiple call", () => {
    const mixed = setQty(setQty(wholeStaySelection(nights, 1), "2026-12-02", 1, 0), "2026-12-02", 2, 1);
    expect(reservationCall(mixed)).toEqual({ kind: "multiple", details: [{ date: "2026-12-01", rooms: [{ room_id: 1, qty: 1 }] }, { date: "2026-12-02", rooms: [{ room_id: 2, qty: 1 }] }] });
    const two = setQty(wholeStaySelection(nights, 1), "2026-12-01", 1, 2);
    expect(reservationCall(two).kind).toBe("multiple");
    expect(maxRoomsPerNight(two)).toBe(2);
  });
  it("reads the qty fields of the form", () => {
    const s = selectionFromEntries([["qty-2026-12-01-1", "1"], ["qty-2026-12-02-2", "1"], ["qty-2026-12-09-1", "3"], ["qty-2026-12-01-9", "1"]], nights, [1, 2]);
    expect(s).toEqual([{ date: "2026-12-01", rooms: [{ roomId: 1, qty: 1 }] }, { date: "2026-12-02", rooms: [{ roomId: 2, qty: 1 }] }]);
  });
  it("notAvailable when a chosen night has no free unit, or a night has no room", () => {
    expect(notAvailable(wholeStaySelection(nights, 1), rooms)).toBe(false);
    expect(notAvailable(wholeStaySelection(nights, 2), rooms)).toBe(true);
    expect(notAvailable(setQty(wholeStaySelection(nights, 1), "2026-12-01", 1, 0), rooms)).toBe(true);
  });
  it("prices the chosen nights", () => {
    expect(priceNights(wholeStaySelection(nights, 2), rooms).map((n) => n.rate)).toEqual([200_000, 200_000]);
  });
});

describe("payment option rules (seed 001 section 4)", () => {
  it("pay at property only with payAtVilla and one room a night; DP only with more", () => {
    expect(paymentOptionVisibility({ payAtVilla: true, maxRooms: 1, loggedIn: false })).toEqual({ payAtProperty: true, dp: false, kredivo: false });
    expect(paymentOptionVisibility({ payAtVilla: true, maxRooms: 2, loggedIn: true })).toEqual({ payAtProperty: false, dp: true, kredivo: true });
    expect(paymentOptionVisibility({ payAtVilla: false, maxRooms: 1, loggedIn: true }).payAtProperty).toBe(false);
  });
  it("an option that is not allowed falls back to full payment", () => {
    const guest = paymentOptionVisibility({ payAtVilla: false, maxRooms: 1, loggedIn: false });
    expect(effectiveOption(3, guest)).toBe(0);
    expect(effectiveOption(2, guest)).toBe(0);
    expect(effectiveOption(1, guest)).toBe(0);
  });
});

describe("reservation schema", () => {
  const base = { guestName: "Budi", guestIdNumber: "", areaCode: "+62", guestNoTelp: "81234567890", guestEmail: "budi@example.com", guestAddress: "", specialRequest: "", optionPay: "0", hourArrival: "14:00", kodeVoucher: "", referralCode: "", points: "", idempotencyKey: "k", uniqueCode: "123", voucherPercent: "", voucherAmount: "", referralPercent: "", referrerPromos: [] };
  it("accepts a complete guest", () => expect(fieldErrors(base)).toEqual({}));
  it("names each broken field", () => {
    expect(fieldErrors({ ...base, guestName: " ", guestEmail: "a@b", guestNoTelp: "0812", specialRequest: "x".repeat(671), points: "05" })).toEqual({
      guestName: "nameRequired",
      guestEmail: "emailInvalid",
      guestNoTelp: "zeroFirst",
      specialRequest: "specialRequestTooLong",
      points: "zeroFirst",
    });
    expect(fieldErrors({ ...base, specialRequest: "x".repeat(670) })).toEqual({});
  });
});
