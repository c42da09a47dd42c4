import { sql, type SQL } from "drizzle-orm";
import type { HotelSearchAnswer } from "../contract.ts";
import { queryRows, type Db } from "../db/client.ts";
import { cardColumns, cardOrder, PAGE_SIZE, selectCards, totalPages } from "./cards.ts";

export interface HotelSearch {
  guest: number;
  /** YYYY-MM-DD, first night. */
  arrival: string;
  /** YYYY-MM-DD, the morning of leaving (not a night). */
  departure: string;
  nights: number;
  /** 1-based. */
  page: number;
  city?: number | undefined;
  propertyName?: string | undefined;
}

/**
 * Properties with a room that holds the guests and has a free unit on every night of the stay.
 * A room qualifies only when it has an inventory row for each night (`count(*) = nights`) and the
 * tightest night still has a unit; `startFrom` is the lowest nightly rate among qualifying rooms.
 */
export async function searchHotels(db: Db, search: HotelSearch, pageSize = PAGE_SIZE): Promise<HotelSearchAnswer> {
  const filters: SQL[] = [sql`p.is_active`];
  if (search.city !== undefined) filters.push(sql`p.city_id = ${search.city}`);
  if (search.propertyName) filters.push(sql`p.name ilike ${"%" + escapeLike(search.propertyName) + "%"}`);
  const where = sql.join(filters, sql` and `);

  const query = sql`
    with matches as (
      select property_id, min(min_rate) as min_rate, bool_or(rate_varies) as rate_varies
      from (${availableRooms(search, where)}) available_rooms group by property_id
    )
    select ${cardColumns}, m.min_rate, m.rate_varies, count(*) over () as total
    from matches m
    join properties p on p.id = m.property_id
    join cities c on c.id = p.city_id
    order by ${cardOrder}
    limit ${pageSize} offset ${(search.page - 1) * pageSize}`;

  const { cards, total } = await selectCards(db, query);
  // A page past the end has no rows to carry the total, and the client still needs the page count.
  const knownTotal = cards.length > 0 || search.page === 1 ? total : await countMatches(db, search, where);
  return { status: "success", hotels: cards, page: search.page, totalPage: totalPages(knownTotal, pageSize), total: knownTotal };
}

/** One row per room that holds the guests and has a free unit on each night of the stay. */
function availableRooms(search: HotelSearch, where: SQL): SQL {
  return sql`
    select r.property_id, min(i.price) as min_rate, max(i.price) <> min(i.price) as rate_varies
    from rooms r
    join properties p on p.id = r.property_id
    join room_inventory i on i.room_id = r.id
      and i.stay_date >= ${search.arrival}::date and i.stay_date < ${search.departure}::date
    where r.capacity >= ${search.guest} and ${where}
    group by r.property_id, r.id
    having count(*) = ${search.nights} and min(i.units_total - i.units_booked) >= 1`;
}

async function countMatches(db: Db, search: HotelSearch, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(
    db,
    sql`select count(distinct property_id) as total from (${availableRooms(search, where)}) available_rooms`,
  );
  return Number(row?.total ?? 0);
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => "\\" + ch);
}
