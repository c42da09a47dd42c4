import { describe, expect, it } from "vitest";
import { cheapestRoom, roomNightPrice, roomStayTotal, type PricedRoom } from "./rooms.ts";

const room = (
  id: number,
  price: number,
  { capacity = 2, unit = 3, promo = 0 } = {},
): PricedRoom & { name: string } => ({
  id,
  name: `Room ${id}`,
  capacity,
  unit,
  is_promo: promo > 0 ? 1 : 0,
  promo: { promo_percent: promo },
  rates: [{ fix_price: price }, { fix_price: price }],
});

describe("cheapestRoom (the detail page's recommendation and checkout's preselection)", () => {
  it("counts the room promo: a dearer rate with a promo can be the cheaper stay", () => {
    // The case where the detail page (promo counted) and checkout (rate only) used to disagree.
    const plain = room(1, 500_000);
    const promo = room(2, 600_000, { promo: 25 });
    expect(roomStayTotal(plain)).toBe(1_000_000);
    expect(roomStayTotal(promo)).toBe(900_000);
    expect(cheapestRoom([plain, promo], 2)?.id).toBe(2);
  });
  it("floors the promo per night like every price", () => {
    expect(roomNightPrice(room(1, 333_333, { promo: 10 }), 333_333)).toBe(300_000);
    // A promo percent on a room without is_promo does not count.
    expect(roomNightPrice({ ...room(1, 100_000), promo: { promo_percent: 50 } }, 100_000)).toBe(100_000);
  });
  it("only rooms that hold the party and are free every night; the first listed on a tie", () => {
    const small = room(1, 100_000, { capacity: 1 });
    const full = room(2, 100_000, { unit: 0 });
    const a = room(3, 200_000);
    const b = room(4, 200_000);
    expect(cheapestRoom([small, full, a, b], 2)?.id).toBe(3);
    expect(cheapestRoom([small, full, a, b], 1)?.id).toBe(1);
    expect(cheapestRoom([small, full], 2)).toBeNull();
  });
});
