import { describe, expect, it } from "vitest";
import { bestRoom, effectiveMinNight, toRoomDetail, type RoomRow } from "./rooms-view.ts";

const room = (over: Partial<RoomRow> = {}): RoomRow => ({
  id: 1,
  name: "A",
  capacity: 2,
  image: "a.webp",
  min_night: 1,
  is_promo: false,
  promo_percent: 0,
  promo_name: null,
  rates: [
    { date: "2026-12-01", price: 100_001, free: 2 },
    { date: "2026-12-02", price: 120_000, free: 1 },
  ],
  ...over,
});

/** Both nights of the stay at one price, with three units free. */
const twoNightsAt = (price: number): RoomRow["rates"] => [
  { date: "2026-12-01", price, free: 3 },
  { date: "2026-12-02", price, free: 3 },
];

describe("toRoomDetail", () => {
  it("prices each night less the fee, floored, and takes the tightest night's units", () => {
    const detail = toRoomDetail(room(), 5, 2);
    expect(detail.rates).toEqual([
      { rateDate: "2026-12-01", fix_price: 95_000, unit: 2 },
      { rateDate: "2026-12-02", fix_price: 114_000, unit: 1 },
    ]);
    expect(detail.roomRate).toBe(95_000);
    expect(detail.unit).toBe(1);
    expect(detail.images).toEqual([{ image_url: "/images/hotel/a.webp" }]);
  });

  it("a missing night or a sold-out night makes the room unavailable", () => {
    expect(toRoomDetail(room(), 0, 3).unit).toBe(0);
    expect(toRoomDetail(room({ rates: [] }), 0, 1)).toMatchObject({ unit: 0, roomRate: 0, rates: [] });
    expect(toRoomDetail(room({ rates: [{ date: "2026-12-01", price: 1, free: 0 }] }), 0, 1).unit).toBe(0);
  });

  it("shows a promo price only for a room on promo", () => {
    expect(toRoomDetail(room({ is_promo: true, promo_percent: 15, promo_name: "Hemat" }), 0, 2)).toMatchObject({
      is_promo: 1,
      promo_price: 85_000,
      promo: { promo_percent: 15, promo_name: "Hemat" },
    });
    expect(toRoomDetail(room({ promo_percent: 15, promo_name: "Old" }), 0, 2)).toMatchObject({
      is_promo: 0,
      promo_price: 0,
      promo: { promo_percent: 0, promo_name: null },
    });
  });
});

describe("bestRoom and effectiveMinNight", () => {
  const cheap = room({ id: 1, capacity: 2, min_night: 2 });
  const big = room({
    id: 2,
    capacity: 4,
    min_night: 3,
    rates: twoNightsAt(300_000),
  });
  const details = [cheap, big].map((r) => toRoomDetail(r, 0, 2));

  it("picks the cheapest free room that holds the guests", () => {
    expect(bestRoom([cheap, big], details, 2)?.row.id).toBe(1);
    expect(bestRoom([cheap, big], details, 3)?.row.id).toBe(2);
    expect(bestRoom([cheap, big], details, 5)).toBeNull();
  });

  it("counts the room promo, as the reservation form's preselection does (one cheapestRoom)", () => {
    const dear = room({
      id: 3,
      capacity: 2,
      rates: twoNightsAt(120_000),
      is_promo: true,
      promo_percent: 25,
      promo_name: "Hemat",
    });
    const plain = room({
      id: 4,
      capacity: 2,
      rates: twoNightsAt(100_000),
    });
    const both = [dear, plain];
    // 120,000 less 25% is 90,000 a night: cheaper than 100,000 without a promo.
    expect(
      bestRoom(
        both,
        both.map((r) => toRoomDetail(r, 0, 2)),
        2,
      )?.row.id,
    ).toBe(3);
  });

  it("is the smallest minimum of the hosting rooms, never below the property's", () => {
    const rooms = [cheap, big].map((r, i) => ({ ...r, unit: details[i]!.unit }));
    expect(effectiveMinNight(1, rooms, 2)).toBe(2);
    expect(effectiveMinNight(1, rooms, 3)).toBe(3);
    expect(effectiveMinNight(4, rooms, 2)).toBe(4);
    expect(effectiveMinNight(1, rooms, 9)).toBe(1);
    expect(effectiveMinNight(1, [{ ...rooms[0]!, unit: 0 }, rooms[1]!], 2)).toBe(3);
  });
});
