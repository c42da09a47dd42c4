// What the long-stay pages read: the list of properties with a price for a period, and one
// property with its rooms' prices (seed 002 sections 2 and 3). The property part is the nightly
// detail's loader, so both detail pages show the same sections.
import { sql } from "drizzle-orm";
import type { LongStayCard, LongStayProperty, LongStayRoom, StayMonthlyPrice } from "#core/contract/index.ts";
import { addDays, todayInJakarta } from "#core/dates.ts";
import { longStayNights, type LongStayType } from "#core/long-stay.ts";
import { queryRows, type Db } from "../db/client.ts";
import { imageUrl } from "../http/images.ts";
import type { Lang } from "../http/messages.ts";
import { loadPropertyDetail } from "../properties/detail.ts";

/** The list is cheapest first and at most this long (seed 002: lists by type load 200). */
export const LONG_STAY_LIST_LIMIT = 200;

/** Properties with a price of the type on some room, each with its lowest unit price. */
export async function longStayList(db: Db, type: LongStayType): Promise<LongStayCard[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    category_name: string;
    star: number;
    image: string | null;
    nama_kota: string;
    nama_provinsi: string;
    unit_price: number;
    per: number;
  }>(
    db,
    sql`select p.id, p.name, p.category_name, p.star, c.nama_kota, c.nama_provinsi, best.unit_price, best.per,
          (select pi.file from property_images pi where pi.property_id = p.id order by pi.sort, pi.id limit 1) as image
        from properties p
        join cities c on c.id = p.city_id
        join lateral (
          select (l.price / l.per)::int as unit_price, l.per from long_stay_prices l join rooms r on r.id = l.room_id
          where r.property_id = p.id and l.type = ${type} order by l.price / l.per, l.per limit 1
        ) best on true
        where p.is_active
        order by best.unit_price, p.id
        limit ${LONG_STAY_LIST_LIMIT}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    categoryName: r.category_name,
    star: Number(r.star),
    image: r.image,
    nama_kota: r.nama_kota,
    nama_provinsi: r.nama_provinsi,
    startFrom: Number(r.unit_price),
    per: Number(r.per),
    type,
  }));
}

export interface StayWindow {
  checkIn: string;
  duration: number;
}

/**
 * The property with the rooms priced for the type, cheapest unit price first; null when the
 * property is unknown, inactive or has no price of the type. With a stay, each room says whether
 * every night of it has a free unit.
 */
export async function longStayProperty(
  db: Db,
  id: number,
  type: LongStayType,
  lang: Lang,
  stay?: StayWindow,
): Promise<LongStayProperty | null> {
  const today = todayInJakarta();
  const detail = await loadPropertyDetail(
    db,
    id,
    { guest: 1, arrival: today, departure: addDays(today, 1), nights: 1, corrected: false },
    lang,
  );
  if (!detail) return null;
  const nights = stay ? longStayNights(type, stay.duration) : 0;
  // The room's price columns are named as the answer names them.
  const rows = await queryRows<
    Pick<StayMonthlyPrice, keyof StayMonthlyPrice> & {
      id: number;
      name: string;
      capacity: number;
      image: string | null;
      free_nights: number | null;
    }
  >(
    db,
    sql`select r.id, r.name, r.capacity, r.image, l.price, l.per, l.dp_percent, l.promo_name, l.promo_idr, l.note,
          ${
            stay
              ? sql`(select count(*)::int from room_inventory i where i.room_id = r.id and i.stay_date >= ${stay.checkIn}::date
                   and i.stay_date < ${stay.checkIn}::date + ${nights}::int and i.units_booked < i.units_total)`
              : sql`null::int`
          } as free_nights
        from rooms r join long_stay_prices l on l.room_id = r.id and l.type = ${type}
        where r.property_id = ${id}
        order by l.price / l.per, r.id`,
  );
  if (rows.length === 0) return null;
  const city = detail.VillaLocations[0]?.nama_kota ?? "";
  const rooms: LongStayRoom[] = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    capacity: Number(r.capacity),
    images: r.image ? [{ image_url: imageUrl("hotel", r.image) }] : [],
    stayMonthly: {
      price: Number(r.price),
      per: Number(r.per),
      dp_percent: Number(r.dp_percent),
      promo_name: r.promo_name,
      promo_idr: Number(r.promo_idr),
      note: r.note,
    },
    category_name: detail.category_name,
    nama_kota: city,
    ...(stay ? { notAvailable: Number(r.free_nights) < nights } : {}),
  }));
  const { rooms: _nightlyRooms, ...property } = detail;
  return {
    ...property,
    type,
    startFrom: Math.floor(rooms[0]!.stayMonthly.price / rooms[0]!.stayMonthly.per),
    monthlyPrices: rooms.map((r) => ({ price: r.stayMonthly.price, per: r.stayMonthly.per })),
    rooms,
  };
}
