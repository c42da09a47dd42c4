/**
 * The per-night inventory of every room (price and units), generated inside the database in one
 * statement, so that it also scales to thousands of properties.
 *
 * Every value depends only on the room and the calendar date (never on the day the seed ran), so
 * extending the window later yields the same prices and the same sold-out nights.
 *
 * - Price: the room's base price (pricing.ts), +20% on Friday and Saturday nights, +30% in high
 *   season (20 June to 31 August, 20 to 31 December), then -5% to +5% per room and date.
 * - Sold out (units_booked = units_total) on about 5% of the nights of rooms sold by the night only:
 *   whole weekends (Friday and Saturday night together) of one week in seven per room, plus about
 *   1% of weekdays. Never on a room with a long-stay price (decision 022, issue 22): a month of
 *   nights (six, for a room let per 6 months) nearly always held a sold-out one, so about 40% of
 *   the monthly properties could not be booked at their shortest length on any date tried.
 * - Some nights of multi-unit rooms have part of their units booked.
 *
 * To find a sold-out room-night, ask the database:
 *   select room_id, stay_date from room_inventory
 *   where units_booked = units_total and stay_date >= current_date order by stay_date, room_id limit 1;
 * and a bookable one: `where units_booked < units_total`.
 */
import { sql } from "drizzle-orm";
import { LONG_STAY_HORIZON_NIGHTS } from "#core/long-stay.ts";
import type { Db } from "../client.ts";
import { roomBasePriceSql, roomUnitsSql } from "./pricing.ts";

/**
 * Nights stocked ahead of today: far enough for a yearly stay that starts on the last long-stay
 * check-in day (today + 90 + 365 nights, decision 020); nightly search still offers 365.
 */
export const INVENTORY_DAYS = LONG_STAY_HORIZON_NIGHTS;

/** A fixed day zero for the per-date patterns (a Wednesday: Friday and Saturday share a week). */
const PATTERN_EPOCH = "2020-01-01";

export interface FillInventoryOptions {
  /** First night, YYYY-MM-DD. */
  from: string;
  days?: number;
  /** Limit to these rooms (the initial seed); by default every room that already has inventory. */
  roomIds?: { min: number; max: number };
}

/**
 * Inserts the missing nights in [from, from + days) for each room and returns how many rows it
 * added. Only the dates before a room's first stocked night and after its last are generated.
 */
export async function fillInventory(db: Db, options: FillInventoryOptions): Promise<number> {
  const days = options.days ?? INVENTORY_DAYS;
  const roomFilter = options.roomIds
    ? sql`r.id between ${options.roomIds.min} and ${options.roomIds.max}`
    : sql`exists (select 1 from room_inventory i where i.room_id = r.id)`;
  const result = await db.execute(sql`
    with span as (
      select ${options.from}::date as first_day, ${options.from}::date + ${days}::int - 1 as last_day
    ),
    room_params as (
      select r.id::bigint as id, ${roomBasePriceSql} as base_price, ${roomUnitsSql} as units,
        (select min(i.stay_date) from room_inventory i where i.room_id = r.id) as first_stocked,
        (select max(i.stay_date) from room_inventory i where i.room_id = r.id) as last_stocked,
        exists (select 1 from long_stay_prices l where l.room_id = r.id) as long_stay
      from rooms r
      join properties p on p.id = r.property_id
      where ${roomFilter}
    ),
    missing as (
      select rp.id, rp.base_price, rp.units, rp.long_stay, ranges.lo + k as stay_date
      from room_params rp
      cross join span
      cross join lateral (values
        (greatest(span.first_day, coalesce(rp.last_stocked + 1, span.first_day)), span.last_day),
        (span.first_day, least(span.last_day, coalesce(rp.first_stocked, span.first_day) - 1))
      ) as ranges(lo, hi)
      cross join lateral generate_series(0, ranges.hi - ranges.lo) as k
    ),
    nights as (
      select m.*, (m.stay_date - date '${sql.raw(PATTERN_EPOCH)}') as day_no,
        extract(isodow from m.stay_date)::int in (5, 6) as weekend,
        extract(month from m.stay_date)::int as month, extract(day from m.stay_date)::int as dom
      from missing m
    ),
    priced as (
      select n.*,
        (round(n.base_price
          * (case when n.weekend then 1.2 else 1 end)
          * (case when (n.month = 6 and n.dom >= 20) or n.month in (7, 8) or (n.month = 12 and n.dom >= 20) then 1.3 else 1 end)
          * (1 + ((n.id * 131 + n.day_no * 71) % 11 - 5) / 100.0)
          / 1000) * 1000)::int as price,
        (not n.long_stay and case when n.weekend then (n.id * 37 + n.day_no / 7) % 7 = 0 else (n.id * 13 + n.day_no * 7) % 101 = 0 end) as sold_out
      from nights n
    )
    insert into room_inventory (room_id, stay_date, price, units_total, units_booked)
    select id, stay_date, price, units,
      case when sold_out then units when units > 1 and (id + day_no * 3) % 5 = 0 then (id + day_no) % units else 0 end
    from priced
    on conflict do nothing`);
  await recordStockedSpan(db, roomFilter);
  return affectedRows(result);
}

/** Keeps rooms.stocked_from/stocked_until (what search relies on) in step with the inventory. */
async function recordStockedSpan(db: Db, roomFilter: ReturnType<typeof sql>): Promise<void> {
  await db.execute(sql`
    update rooms set stocked_from = span.first_night, stocked_until = span.last_night
    from (
      select i.room_id, min(i.stay_date) as first_night, max(i.stay_date) as last_night
      from room_inventory i join rooms r on r.id = i.room_id
      where ${roomFilter}
      group by i.room_id
    ) span
    where span.room_id = rooms.id`);
}

/**
 * Runs a bulk fill of an empty inventory the way PostgreSQL's "Populating a Database" advises:
 * without the foreign key and the secondary indexes, which are rebuilt once at the end. A
 * per-row foreign-key check costs more than the insert itself (a year for 5,000 properties: about
 * four million rows). Must run inside a transaction, so that a failure restores everything.
 */
export async function withBulkInventoryLoad<T>(db: Db, fill: () => Promise<T>): Promise<T> {
  const foreignKeys = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = 'room_inventory'::regclass and contype = 'f'`,
  );
  const indexes = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select i.relname as name, pg_get_indexdef(i.oid) as definition
      from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = 'room_inventory'::regclass and not x.indisprimary and not x.indisunique`,
  );
  for (const { name } of foreignKeys)
    await db.execute(sql`alter table room_inventory drop constraint ${sql.identifier(name)}`);
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  const result = await fill();
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  for (const { name, definition } of foreignKeys)
    await db.execute(sql`alter table room_inventory add constraint ${sql.identifier(name)} ${sql.raw(definition)}`);
  await db.execute(sql`analyze room_inventory`);
  return result;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function affectedRows(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}
