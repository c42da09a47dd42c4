// Test helpers of the search suites (not a test file): the answer of reading every room, and what
// the search's own tables must hold by their definitions (decisions 031, 035 and 067).
import { sql } from "drizzle-orm";
import { addDays } from "#core/dates.ts";
import { queryRows, type Db } from "../db/client.ts";

/**
 * The ids of decision 013's query (every room, its stocked span, the sold-out nights), which the
 * search must reproduce: active properties in listing order.
 */
export async function referenceIds(db: Db, guest: number, from: string, to: string, city?: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from properties p
        where p.is_active ${city === undefined ? sql`` : sql`and p.city_id = ${city}`}
          and exists (
            select 1 from rooms r
            where r.property_id = p.id and r.capacity >= ${guest}
              and r.stocked_from <= ${from}::date and r.stocked_until >= ${addDays(to, -1)}::date
              and r.id not in (
                select i.room_id from room_inventory i
                where i.stay_date >= ${from}::date and i.stay_date < ${to}::date and i.units_booked >= i.units_total
              )
          )
        order by p.is_popular desc, (p.tag_villa is not null) desc, p.star desc, p.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Every row of the search's own tables that differs from its definition, by table (empty when
 * exact): the properties' summary, the sold-out room-nights with their room's and property's
 * fields, and the counts of active properties per city, capacity and span.
 */
export async function searchTableStrays(db: Db): Promise<Record<string, unknown[]>> {
  const summaries = await queryRows<{ id: number }>(
    db,
    sql`select p.id from properties p left join lateral (
          select max(capacity) as capacity, max(stocked_from) as first_night, min(stocked_until) as last_night,
            coalesce((select array_agg((select count(*) from rooms r where r.property_id = p.id and r.capacity >= k)::smallint order by k)
              from generate_series(1, (select max(capacity) from rooms where property_id = p.id)) k), '{}') as rooms
          from rooms where property_id = p.id
        ) s on true
        where not (p.search_capacity = coalesce(s.capacity, 0) and p.search_from is not distinct from s.first_night
          and p.search_until is not distinct from s.last_night and p.search_rooms = s.rooms)`,
  );
  const soldOut = await queryRows<Record<string, unknown>>(
    db,
    sql`with expected as (
          select i.room_id, i.stay_date::text as stay_date, r.property_id, r.capacity, p.city_id, p.is_active, p.search_rooms::text as rooms
          from room_inventory i join rooms r on r.id = i.room_id join properties p on p.id = r.property_id
          where i.units_booked >= i.units_total
        ), held as (
          select room_id, stay_date::text as stay_date, property_id, capacity, city_id, property_active as is_active, property_rooms::text as rooms
          from room_nights_sold_out
        )
        (select 'missing' as stray, * from (select * from expected except select * from held) m)
        union all
        (select 'extra' as stray, * from (select * from held except select * from expected) x)`,
  );
  const counts = await queryRows<Record<string, unknown>>(
    db,
    sql`with expected as (
          select city_id, search_capacity as capacity, search_from::text as first_night, search_until::text as last_night, count(*)::int as properties
          from properties where is_active group by 1, 2, 3, 4
        ), held as (
          select city_id, capacity, first_night::text, last_night::text, properties from property_search_counts where properties <> 0
        )
        (select 'missing' as stray, * from (select * from expected except select * from held) m)
        union all
        (select 'extra' as stray, * from (select * from held except select * from expected) x)`,
  );
  return { summaries, soldOut, counts };
}
