// Rooms with their nightly rates as the detail page and the room call show them. Pure: rows in,
// answer objects out, so the price and availability rules are tested without a database.
import { cheapestRoom } from "#core/rules/rooms.ts";
import { shownNightlyPrice } from "#core/pricing.ts";
import type { RoomDetail } from "#core/contract/index.ts";
import { imageUrl } from "../http/images.ts";

/** A room as the queries return it (json_build_object keys). */
export interface RoomRow extends Record<string, unknown> {
  id: number;
  name: string;
  capacity: number;
  image: string;
  min_night: number;
  is_promo: boolean;
  promo_percent: number;
  promo_name: string | null;
  /** The nights asked for that have an inventory row, in date order. */
  rates: { date: string; price: number; free: number }[];
}

/**
 * A room over `nights` nights: each night's shown price (shownNightlyPrice, the one price rule)
 * and free units; `unit` is the tightest night, and 0 when a night has no rate at all.
 */
export function toRoomDetail(row: RoomRow, feePercent: number, nights: number): RoomDetail {
  const rates = row.rates.map((rate) => ({
    rateDate: rate.date,
    fix_price: shownNightlyPrice(rate.price, feePercent),
    unit: Math.max(0, rate.free),
  }));
  const unit = rates.length < nights ? 0 : Math.min(...rates.map((rate) => rate.unit));
  const roomRate = rates[0]?.fix_price ?? 0;
  return {
    id: row.id,
    name: row.name,
    capacity: row.capacity,
    images: [{ image_url: imageUrl("hotel", row.image) }],
    min_night: row.min_night,
    is_promo: row.is_promo ? 1 : 0,
    // The promo price takes the room's promo percent off the shown price, floored like every price.
    promo_price: row.is_promo && row.promo_percent > 0 ? shownNightlyPrice(roomRate, row.promo_percent) : 0,
    promo: { promo_percent: row.is_promo ? row.promo_percent : 0, promo_name: row.is_promo ? row.promo_name : null },
    roomRate,
    rates,
    unit: Math.max(0, unit),
  };
}

/**
 * The room a guest party would get: the detail page's and the checkout's one choice
 * (`cheapestRoom`: holds them, free every night, least over the stay after its promo).
 */
export function bestRoom(
  rooms: readonly RoomRow[],
  details: readonly RoomDetail[],
  guest: number,
): { row: RoomRow; detail: RoomDetail } | null {
  const detail = cheapestRoom(details, guest);
  const row = detail ? rooms.find((room) => room.id === detail.id) : undefined;
  return detail && row ? { row, detail } : null;
}

/**
 * The fewest nights the guests can book: the smallest min_night among the rooms that hold them
 * and are free over the stay, but never below the property's own minimum (a property rule holds
 * for every room). With no such room, the property's minimum.
 */
export function effectiveMinNight(
  propertyMinNight: number,
  rooms: readonly { capacity: number; min_night: number; unit: number }[],
  guest: number,
): number {
  const hosting = rooms.filter((room) => room.capacity >= guest && room.unit >= 1);
  if (hosting.length === 0) return propertyMinNight;
  return Math.max(propertyMinNight, Math.min(...hosting.map((room) => room.min_night)));
}
