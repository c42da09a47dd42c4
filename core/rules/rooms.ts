// The room a stay is offered first (seed 001 sections 2 and 4): the detail page recommends it and
// the reservation form preselects it, so both must pick the same one.
import { afterRoomPromo } from "#core/pricing.ts";

export interface PricedRoom {
  id: number;
  capacity: number;
  /** Free units over the whole stay (the tightest night). */
  unit: number;
  is_promo: number;
  promo: { promo_percent: number };
  /** One shown price per night of the stay. */
  rates: readonly { fix_price: number }[];
}

/** A night of the room as the guest pays it: the shown price less the room's promo. */
export function roomNightPrice(room: PricedRoom, shownPrice: number): number {
  return afterRoomPromo(shownPrice, room.is_promo ? room.promo.promo_percent : 0);
}

/** The whole stay in the room, room promo included. */
export function roomStayTotal(room: PricedRoom): number {
  return room.rates.reduce((sum, rate) => sum + roomNightPrice(room, rate.fix_price), 0);
}

/**
 * The cheapest room for the party: it holds `guest`, is free every night, and costs the least over
 * the stay after its promo; on a tie the first listed. Null when no room fits.
 */
export function cheapestRoom<Room extends PricedRoom>(rooms: readonly Room[], guest: number): Room | null {
  let best: { room: Room; total: number } | null = null;
  for (const room of rooms) {
    if (room.capacity < guest || room.unit <= 0) continue;
    const total = roomStayTotal(room);
    if (!best || total < best.total) best = { room, total };
  }
  return best?.room ?? null;
}
