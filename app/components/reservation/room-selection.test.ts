import { describe, expect, it } from "vitest";
import {
  blockedReason,
  defaultRoomId,
  pricedNightCount,
  maxRoomsPerNight,
  notAvailable,
  priceNights,
  reservationCall,
  selectionFromEntries,
  setQty,
  wholeStaySelection,
  type SelectionRoom,
} from "./room-selection.ts";

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
    expect(reservationCall(mixed)).toEqual({
      kind: "multiple",
      details: [
        { date: "2026-12-01", rooms: [{ room_id: 1, qty: 1 }] },
        { date: "2026-12-02", rooms: [{ room_id: 2, qty: 1 }] },
      ],
    });
    const two = setQty(wholeStaySelection(nights, 1), "2026-12-01", 1, 2);
    expect(reservationCall(two).kind).toBe("multiple");
    expect(maxRoomsPerNight(two)).toBe(2);
  });
  it("reads the qty fields of the form", () => {
    const s = selectionFromEntries(
      [
        ["qty-2026-12-01-1", "1"],
        ["qty-2026-12-02-2", "1"],
        ["qty-2026-12-09-1", "3"],
        ["qty-2026-12-01-9", "1"],
      ],
      nights,
      [1, 2],
    );
    expect(s).toEqual([
      { date: "2026-12-01", rooms: [{ roomId: 1, qty: 1 }] },
      { date: "2026-12-02", rooms: [{ roomId: 2, qty: 1 }] },
    ]);
  });
  it("notAvailable when a chosen night has no free unit, or a night has no room", () => {
    expect(notAvailable(wholeStaySelection(nights, 1), rooms)).toBe(false);
    expect(notAvailable(wholeStaySelection(nights, 2), rooms)).toBe(true);
    expect(notAvailable(setQty(wholeStaySelection(nights, 1), "2026-12-01", 1, 0), rooms)).toBe(true);
  });
  it("preselects the cheapest room after its promo (as the detail page recommends), else the first free one", () => {
    const promoRoom: SelectionRoom = {
      ...room(3, [2, 2]),
      is_promo: 1,
      promo: { promo_percent: 50, promo_name: "Half" },
    };
    // Room 3: 300,000 a night, 150,000 after its promo: cheaper than room 2 (200,000), dearer than room 1 (100,000).
    expect(defaultRoomId([room(2, [1, 1]), promoRoom], 2)).toBe(3);
    expect(defaultRoomId([room(1, [2, 2]), promoRoom], 2)).toBe(1);
    expect(defaultRoomId([room(1, [2, 2], 1), room(2, [0, 1], 1)], 2)).toBe(1);
  });
  it("says why a selection is blocked: the first night with no room, or a room with too few free units", () => {
    expect(blockedReason(wholeStaySelection(nights, 1), rooms)).toBeNull();
    expect(blockedReason(wholeStaySelection(nights, 2), rooms)).toEqual({
      kind: "tooFew",
      date: "2026-12-02",
      room: "Room 2",
      free: 0,
    });
    const emptyNight = setQty(wholeStaySelection(nights, 1), "2026-12-02", 1, 0);
    expect(blockedReason(emptyNight, rooms)).toEqual({ kind: "noRoom", date: "2026-12-02" });
    expect(pricedNightCount(emptyNight)).toBe(1);
    expect(blockedReason([], rooms)).toEqual({ kind: "noNights" });
  });
  it("a party larger than every room starts in the largest free room, not the first listed (issue 10: guest=12)", () => {
    const small = room(1, [2, 2], 3);
    const large = room(2, [1, 1], 5);
    const largeButFull = room(3, [0, 0], 6);
    expect(defaultRoomId([small, large, largeButFull], 8)).toBe(2);
    expect(defaultRoomId([small, large], 3)).toBe(1);
  });
  it("prices the chosen nights", () => {
    expect(priceNights(wholeStaySelection(nights, 2), rooms).map((n) => n.rate)).toEqual([200_000, 200_000]);
  });
});
