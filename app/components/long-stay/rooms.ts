// The checkout's room list (seed 002 section 4: choosing a room recomputes the price): each room
// with its long-stay price for the stay and whether it can be booked, and the room chosen.
import type { LongStayRoom } from "#core/contract/index.ts";
import { lengthChoices, longStayPrice, type LongStayPrice, type LongStayType } from "#core/long-stay.ts";

export type RoomBlock = "taken" | "length" | "guests" | null;

export interface RoomOffer {
  room: LongStayRoom;
  /** With the checkout's unique code (the server draws the same one from the form's key). */
  price: LongStayPrice;
  /** Why it cannot be booked for this stay, or null. */
  block: RoomBlock;
}

export function roomOffers(
  rooms: readonly LongStayRoom[],
  type: LongStayType,
  stay: { length: number; guest: number },
  uniqueCode = 0,
): RoomOffer[] {
  return rooms.map((room) => {
    const m = room.stayMonthly;
    const price = longStayPrice({
      length: stay.length,
      price: m.price,
      per: m.per,
      dpPercent: m.dp_percent,
      promoIdr: m.promo_idr,
      uniqueCode,
    });
    const block: RoomBlock = room.notAvailable
      ? "taken"
      : !lengthChoices(type, m.per).includes(stay.length)
        ? "length"
        : room.capacity < stay.guest
          ? "guests"
          : null;
    return { room, price, block };
  });
}

/** The room asked for when it can be booked, else the cheapest that can; null when none can. */
export function chooseRoom(offers: readonly RoomOffer[], asked: number | null): RoomOffer | null {
  const open = offers.filter((o) => o.block === null);
  return (
    open.find((o) => o.room.id === asked) ?? [...open].sort((a, b) => a.price.subTotal - b.price.subTotal)[0] ?? null
  );
}
