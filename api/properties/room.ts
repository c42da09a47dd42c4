import { sql } from "drizzle-orm";
import { addDays } from "#core/dates.ts";
import type { RoomAnswer } from "#core/contract/index.ts";
import { queryRows, type Db } from "../db/client.ts";
import { toRoomDetail, type RoomRow } from "./rooms-view.ts";

/** How many nights of rates the room call answers, from today. */
export const ROOM_RATE_DAYS = 30;

/**
 * One room of an active property with its next 30 nights (shown prices and free units): one query.
 * `unit` is the tightest of those nights. null for an unknown room or an inactive property.
 */
export async function loadRoom(db: Db, roomId: number, today: string): Promise<RoomAnswer | null> {
  const until = addDays(today, ROOM_RATE_DAYS);
  const [row] = await queryRows<RoomRow & { property_id: number; property_name: string; fee_percent: number }>(
    db,
    sql`select r.id, r.name, r.capacity, r.image, r.min_night, r.is_promo, r.promo_percent, r.promo_name,
        p.id as property_id, p.name as property_name, p.fee_percent,
        (select coalesce(json_agg(json_build_object('date', i.stay_date, 'price', i.price, 'free', i.units_total - i.units_booked) order by i.stay_date), '[]'::json)
           from room_inventory i where i.room_id = r.id and i.stay_date >= ${today}::date and i.stay_date < ${until}::date) as rates
      from rooms r join properties p on p.id = r.property_id
      where r.id = ${roomId} and p.is_active`,
  );
  if (!row) return null;
  return {
    ...toRoomDetail(row, row.fee_percent, ROOM_RATE_DAYS),
    property: { id: row.property_id, name: row.property_name, fee_percent: row.fee_percent },
  };
}
