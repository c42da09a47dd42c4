import { describe, expect, it } from "vitest";
import type { LongStayRoom } from "#core/contract/index.ts";
import { chooseRoom, roomOffers } from "./rooms.ts";

const room = (id: number, price: number, per: number, extra: Partial<LongStayRoom> = {}): LongStayRoom => ({
  id,
  name: `Room ${id}`,
  capacity: 2,
  images: [],
  stayMonthly: { price, per, dp_percent: 30, promo_name: null, promo_idr: 0, note: null },
  category_name: "Kos",
  nama_kota: "KOTA BANDUNG",
  notAvailable: false,
  ...extra,
});

describe("roomOffers and chooseRoom", () => {
  const rooms = [
    room(1, 3_000_000, 1),
    room(2, 7_500_000, 3),
    room(3, 2_000_000, 1, { notAvailable: true }),
    room(4, 2_500_000, 1, { capacity: 1 }),
  ];

  it("prices every room for the stay and says why one cannot be booked", () => {
    const offers = roomOffers(rooms, "monthly", { length: 3, guest: 2 });
    expect(offers.map((o) => [o.room.id, o.price.subTotal, o.block])).toEqual([
      [1, 9_000_000, null],
      [2, 7_500_000, null],
      [3, 6_000_000, "taken"],
      [4, 7_500_000, "guests"],
    ]);
    expect(roomOffers(rooms, "monthly", { length: 1, guest: 1 })[1]!.block).toBe("length");
  });

  it("keeps the room asked for when free, else the cheapest free one", () => {
    const offers = roomOffers(rooms, "monthly", { length: 3, guest: 2 });
    expect(chooseRoom(offers, 1)!.room.id).toBe(1);
    expect(chooseRoom(offers, 3)!.room.id).toBe(2);
    expect(chooseRoom(offers, null)!.room.id).toBe(2);
    expect(chooseRoom(roomOffers([rooms[2]!], "monthly", { length: 3, guest: 2 }), null)).toBeNull();
  });
});
