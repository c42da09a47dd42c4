import { sql } from "drizzle-orm";
import type { MinNightAnswer, UnavailableDate } from "#core/contract/index.ts";
import { queryRows, type Db } from "../db/client.ts";
import { roomsJson } from "./detail.ts";
import type { Stay } from "#core/contract/index.ts";
import { effectiveMinNight, toRoomDetail, type RoomRow } from "./rooms-view.ts";

/**
 * The nights in [from, to) on which no room of the property has a free unit (a room without a
 * rate that night counts as full): the date picker refuses ranges over them. One query; null for
 * an unknown or inactive property.
 */
export async function unavailableDates(
  db: Db,
  propertyId: number,
  from: string,
  to: string,
): Promise<UnavailableDate[] | null> {
  const [row] = await queryRows<{ found: boolean; dates: string[] | null }>(
    db,
    sql`select exists (select 1 from properties where id = ${propertyId} and is_active) as found,
        (select array_agg(to_char(d.day, 'YYYY-MM-DD') order by d.day)
         from generate_series(${from}::date, ${to}::date - 1, interval '1 day') as d(day)
         left join (
           select distinct i.stay_date from room_inventory i join rooms r on r.id = i.room_id
           where r.property_id = ${propertyId} and i.stay_date >= ${from}::date and i.stay_date < ${to}::date
             and i.units_booked < i.units_total
         ) free on free.stay_date = d.day::date
         where free.stay_date is null) as dates`,
  );
  if (!row?.found) return null;
  return (row.dates ?? []).map((date) => ({ date }));
}

/**
 * Seed 001 section 5: the server's minimum-night check on calendar close. minNight is
 * effectiveMinNight over the rooms that hold the guests and are free over the stay; ok when the
 * stay is at least that long. One query; null for an unknown or inactive property.
 */
export async function checkMinNight(db: Db, propertyId: number, stay: Stay): Promise<MinNightAnswer | null> {
  const [row] = await queryRows<{ min_night: number; fee_percent: number; rooms: RoomRow[] }>(
    db,
    sql`select p.min_night, p.fee_percent, ${roomsJson(sql`p.id`, stay.arrival, stay.departure)} as rooms
        from properties p where p.id = ${propertyId} and p.is_active`,
  );
  if (!row) return null;
  const rooms = row.rooms.map((room) => ({ ...room, unit: toRoomDetail(room, row.fee_percent, stay.nights).unit }));
  const minNight = effectiveMinNight(row.min_night, rooms, stay.guest);
  return { hotel: { minNight }, nights: stay.nights, ok: stay.nights >= minNight };
}
