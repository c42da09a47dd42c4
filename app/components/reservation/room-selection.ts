// Room selection per night (seed 001 sections 3 and 4) and what it decides: the single or the
// multiple reservation call, the most rooms on a night (the payment options read it), notAvailable,
// and the nights priced by computeReservationPrice (core/pricing.ts). Pure: the form, the action and
// the tests use it.
import type { RoomDetail } from "#core/contract/index.ts";
import { priceNightsAlone, type PriceNight } from "#core/pricing.ts";
import { cheapestRoom } from "#core/rules/rooms.ts";

export interface NightSelection {
  /** YYYY-MM-DD */
  date: string;
  rooms: { roomId: number; qty: number }[];
}

export type SelectionRoom = Pick<RoomDetail, "id" | "name" | "capacity" | "unit" | "is_promo" | "promo" | "rates">;

/** The form field of one night and room: `qty-2026-12-01-31`. */
export const qtyField = (date: string, roomId: number) => `qty-${date}-${roomId}`;
const QTY_FIELD = /^qty-(\d{4}-\d{2}-\d{2})-(\d{1,10})$/;

/**
 * The room a stay starts with: the cheapest that holds the party and is free every night (the
 * detail page's recommendation); when no room holds the party, the largest free one (the closest
 * to what was asked, not merely the first listed); else the first room.
 */
export function defaultRoomId(rooms: readonly SelectionRoom[], guest: number): number | null {
  const free = rooms.filter((r) => r.unit > 0);
  const largest = free.reduce<SelectionRoom | null>(
    (best, r) => (best === null || r.capacity > best.capacity ? r : best),
    null,
  );
  return cheapestRoom(rooms, guest)?.id ?? largest?.id ?? rooms[0]?.id ?? null;
}

/** One room for the whole stay (seed 001 section 4: the default). */
export function wholeStaySelection(nights: readonly string[], roomId: number | null): NightSelection[] {
  return nights.map((date) => ({ date, rooms: roomId === null ? [] : [{ roomId, qty: 1 }] }));
}

/** Reads the `qty-<date>-<roomId>` fields; nights outside the stay and unknown rooms are ignored. */
export function selectionFromEntries(
  entries: Iterable<[string, unknown]>,
  nights: readonly string[],
  roomIds: readonly number[],
): NightSelection[] {
  const wanted = new Map<string, number>();
  for (const [name, value] of entries) {
    const match = QTY_FIELD.exec(name);
    if (!match) continue;
    const qty = typeof value === "string" && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : 0;
    if (qty > 0) wanted.set(`${match[1]}|${match[2]}`, qty);
  }
  return nights.map((date) => ({
    date,
    rooms: roomIds
      .filter((id) => wanted.has(`${date}|${id}`))
      .map((roomId) => ({ roomId, qty: wanted.get(`${date}|${roomId}`)! })),
  }));
}

export function setQty(
  selection: readonly NightSelection[],
  date: string,
  roomId: number,
  qty: number,
): NightSelection[] {
  return selection.map((night) => {
    if (night.date !== date) return night;
    const others = night.rooms.filter((r) => r.roomId !== roomId);
    return { date, rooms: qty > 0 ? [...others, { roomId, qty }] : others };
  });
}

/** The most rooms taken on any one night. */
export function maxRoomsPerNight(selection: readonly NightSelection[]): number {
  return Math.max(0, ...selection.map((n) => n.rooms.reduce((sum, r) => sum + r.qty, 0)));
}

/** Free units of a room on a night (0 when the night has no rate). */
export function unitsOn(room: SelectionRoom, date: string): number {
  return room.rates.find((r) => r.rateDate === date)?.unit ?? 0;
}

/** Why a selection cannot be booked: the first night with no room chosen, or a room with fewer free units than asked. */
export type BlockedReason =
  | { kind: "noNights" }
  | { kind: "noRoom"; date: string }
  | { kind: "tooFew"; date: string; room: string; free: number };

export function blockedReason(
  selection: readonly NightSelection[],
  rooms: readonly SelectionRoom[],
): BlockedReason | null {
  if (selection.length === 0) return { kind: "noNights" };
  const byId = new Map(rooms.map((r) => [r.id, r]));
  for (const night of selection) {
    if (night.rooms.length === 0) return { kind: "noRoom", date: night.date };
    for (const line of night.rooms) {
      const room = byId.get(line.roomId);
      const free = room ? unitsOn(room, night.date) : 0;
      if (free < line.qty) return { kind: "tooFew", date: night.date, room: room?.name ?? "", free: Math.max(0, free) };
    }
  }
  return null;
}

/**
 * notAvailable (seed 001 section 4): a night with no room, or a chosen room with fewer free units
 * than asked (0 or less means not available) on that night.
 */
export function notAvailable(selection: readonly NightSelection[], rooms: readonly SelectionRoom[]): boolean {
  return blockedReason(selection, rooms) !== null;
}

/** The nights that have a room chosen (the subtotal is for these, not for the whole stay). */
export function pricedNightCount(selection: readonly NightSelection[]): number {
  return selection.filter((night) => night.rooms.length > 0).length;
}

export type ReservationCall =
  | { kind: "single"; roomId: number }
  | { kind: "multiple"; details: { date: string; rooms: { room_id: number; qty: number }[] }[] };

/**
 * Single when every night is one unit of the same room (POST /reservations/single books one unit
 * a night); anything else (other rooms on some nights, several units) is the multiple call.
 */
export function reservationCall(selection: readonly NightSelection[]): ReservationCall {
  const first = selection[0]?.rooms[0];
  const single =
    first !== undefined &&
    selection.every((n) => n.rooms.length === 1 && n.rooms[0]!.qty === 1 && n.rooms[0]!.roomId === first.roomId);
  if (single) return { kind: "single", roomId: first.roomId };
  return {
    kind: "multiple",
    details: selection.map((n) => ({
      date: n.date,
      rooms: [...n.rooms].sort((a, b) => a.roomId - b.roomId).map((r) => ({ room_id: r.roomId, qty: r.qty })),
    })),
  };
}

/** The nights as computeReservationPrice takes them (fix_price is already less the fee: feePercent 0). */
export function priceNights(selection: readonly NightSelection[], rooms: readonly SelectionRoom[]): PriceNight[] {
  const byId = new Map(rooms.map((r) => [r.id, r]));
  return selection.flatMap((night) =>
    night.rooms.flatMap((line) => {
      const room = byId.get(line.roomId);
      const rate = room?.rates.find((r) => r.rateDate === night.date);
      if (!room || !rate) return [];
      return [
        {
          date: night.date,
          roomId: room.id,
          qty: line.qty,
          rate: rate.fix_price,
          roomPromoPercent: room.is_promo ? room.promo.promo_percent : 0,
        },
      ];
    }),
  );
}

/** The subtotal of the chosen rooms (what the points allowance is half of), by the one price rule. */
export function selectionSubTotal(selection: readonly NightSelection[], rooms: readonly SelectionRoom[]): number {
  return priceNightsAlone(priceNights(selection, rooms), 0).subTotal;
}
