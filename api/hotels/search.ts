import { sql, type SQL } from "drizzle-orm";
import type { HotelSearchAnswer } from "#core/contract/index.ts";
import { addDays } from "#core/dates.ts";
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
 *
 * A room qualifies when its stocked span covers the stay (inventory is contiguous inside it, so
 * every night has a row) and none of the stay's nights is sold out — found through the small
 * partial index of sold-out nights instead of reading every room-night of the range. Prices are
 * then read for the one page of properties shown: `startFrom` is the lowest nightly rate among
 * their qualifying rooms.
 */
export async function searchHotels(db: Db, search: HotelSearch, pageSize = PAGE_SIZE): Promise<HotelSearchAnswer> {
  const openRooms = openRoomsQuery(search);
  const query = sql`
    with page as (
      select property_id, count(*) over () as total
      from (select distinct property_id, is_popular, tagged, star from (${openRooms}) open_rooms) matches
      order by is_popular desc, tagged desc, star desc, property_id -- cardOrder, on these columns
      limit ${pageSize} offset ${(search.page - 1) * pageSize}
    )
    select ${cardColumns}, price.min_rate, price.rate_varies, page.total
    from page
    join properties p on p.id = page.property_id
    join cities c on c.id = p.city_id
    cross join lateral (
      select min(room_min) as min_rate, bool_or(room_max <> room_min) as rate_varies
      from (
        select min(i.price) as room_min, max(i.price) as room_max
        from rooms r
        join room_inventory i on i.room_id = r.id
          and i.stay_date >= ${search.arrival}::date and i.stay_date < ${search.departure}::date
        where r.property_id = p.id and ${roomFits(search)}
        group by r.id
        having min(i.units_total - i.units_booked) >= 1
      ) room_prices
    ) price
    order by ${cardOrder}`;

  const { cards, total } = await selectCards(db, query);
  // A page past the end has no rows to carry the total, and the client still needs the page count.
  const knownTotal = cards.length > 0 || search.page === 1 ? total : await countMatches(db, openRooms);
  return { status: "success", hotels: cards, page: search.page, totalPage: totalPages(knownTotal, pageSize), total: knownTotal };
}

/** The room holds the guests and its stocked span covers every night of the stay. */
function roomFits(search: HotelSearch): SQL {
  return sql`r.capacity >= ${search.guest}
    and r.stocked_from <= ${search.arrival}::date and r.stocked_until >= ${addDays(search.departure, -1)}::date`;
}

/**
 * Rooms that hold the guests and have a free unit on every night of the stay, with their
 * property's listing-order columns (the order of cardOrder), so the page needs no other lookup.
 */
function openRoomsQuery(search: HotelSearch): SQL {
  const filters: SQL[] = [sql`p.is_active`, roomFits(search)];
  if (search.city !== undefined) filters.push(sql`p.city_id = ${search.city}`);
  if (search.propertyName) filters.push(sql`p.name ilike ${"%" + escapeLike(search.propertyName) + "%"}`);
  return sql`
    select r.id, r.property_id, p.is_popular, (p.tag_villa is not null) as tagged, p.star
    from rooms r
    join properties p on p.id = r.property_id
    where ${sql.join(filters, sql` and `)}
      and r.id not in (
        select i.room_id from room_inventory i
        where i.stay_date >= ${search.arrival}::date and i.stay_date < ${search.departure}::date
          and i.units_booked >= i.units_total
      )`;
}

async function countMatches(db: Db, openRooms: SQL): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(db, sql`select count(distinct property_id) as total from (${openRooms}) open_rooms`);
  return Number(row?.total ?? 0);
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => "\\" + ch);
}
