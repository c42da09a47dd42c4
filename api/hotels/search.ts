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
 * every night has a row) and none of the stay's nights is sold out. The search answers from the
 * property rows' summary of their rooms (decisions 031 and 035: `search_capacity`, `search_from`,
 * `search_until`, `search_rooms`, kept by a trigger on rooms) and the stay's sold-out room-nights
 * (`room_nights_sold_out`, kept by triggers on the inventory, each with its room's property and
 * capacity), instead of every room:
 * - a property whose summary covers the stay (every room is stocked for every night) matches
 *   while fewer of its rooms that hold the guests are sold out on a night of the stay than it
 *   has such rooms (`search_rooms[guest]`): one pass over the sold-out nights, no room read;
 * - any other property (a stay at the edge of its rooms' stock) has its rooms looked at.
 * The page walks the properties in listing order (an index on it) and stops after the page; the
 * total counts over the summary's index. Prices are then read for the one page of properties
 * shown: `startFrom` is the lowest nightly rate among their qualifying rooms. Availability is read
 * at the moment of the search and re-checked when a reservation takes the units.
 */
export async function searchHotels(db: Db, search: HotelSearch, pageSize = PAGE_SIZE): Promise<HotelSearchAnswer> {
  const query = sql`
    with ${soldOutCtes(search)},
    page as materialized (
      select p.id as property_id
      from ${candidates(search)}
      order by ${cardOrder}
      limit ${sql.raw(String(pageSize))} offset ${sql.raw(String((search.page - 1) * pageSize))}
    ),
    total as materialized (select count(*) as total from ${candidates(search)})
    select ${cardColumns}, price.min_rate, price.rate_varies, total.total
    from page
    join properties p on p.id = page.property_id
    join cities c on c.id = p.city_id
    cross join total
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

  // Prepared: PostgreSQL plans each of its few texts (with or without city, name) once per connection.
  const { cards, total } = await selectCards(db, query, "hotels_search");
  // A page past the end has no rows to carry the total, and the client still needs the page count.
  const knownTotal = cards.length > 0 || search.page === 1 ? total : await countMatches(db, search);
  return {
    status: "success",
    hotels: cards,
    page: search.page,
    totalPage: totalPages(knownTotal, pageSize),
    total: knownTotal,
  };
}

/** The room holds the guests and its stocked span covers every night of the stay. */
function roomFits(search: HotelSearch): SQL {
  return sql`r.capacity >= ${search.guest}
    and r.stocked_from <= ${search.arrival}::date and r.stocked_until >= ${addDays(search.departure, -1)}::date`;
}

/**
 * `sold_fit`: per property, how many of its rooms that hold the guests are sold out on a night of
 * the stay (a few percent of room-nights are sold out; read from their own table's index, which
 * carries the property and capacity, so no room is looked up).
 * `edge_open`: properties whose summary does not cover the stay (a stay at the edge of some
 * room's stock) that have an open room that fits: read only when such a property comes up.
 */
function soldOutCtes(search: HotelSearch): SQL {
  return sql`sold_fit as materialized (
      select property_id, count(*)::int as rooms from (
        select distinct o.property_id, o.room_id from room_nights_sold_out o
        where o.stay_date >= ${search.arrival}::date and o.stay_date < ${search.departure}::date and o.capacity >= ${search.guest}
      ) sold
      group by property_id
    ),
    edge_open as materialized (
      select distinct r.property_id from rooms r
      where ${roomFits(search)}
        and not exists (
          select 1 from room_nights_sold_out o
          where o.room_id = r.id and o.stay_date >= ${search.arrival}::date and o.stay_date < ${search.departure}::date
        )
        and r.property_id in (
          select p.id from properties p
          where p.is_active and p.search_capacity >= ${search.guest} and not coalesce(${covers(search)}, false)
        )
    )`;
}

/** The property's summary covers the stay: every room is stocked for every night of it. */
function covers(search: HotelSearch): SQL {
  return sql`(p.search_from <= ${search.arrival}::date and p.search_until >= ${addDays(search.departure, -1)}::date)`;
}

/** The properties `p` that match the search, as a FROM clause (given the CTEs of soldOutCtes). */
function candidates(search: HotelSearch): SQL {
  const filters: SQL[] = [sql`p.is_active`, sql`p.search_capacity >= ${search.guest}`];
  if (search.city !== undefined) filters.push(sql`p.city_id = ${search.city}`);
  if (search.propertyName) filters.push(sql`p.name ilike ${"%" + escapeLike(search.propertyName) + "%"}`);
  // Covered by the summary: every room is stocked for the stay, so it is open unless all its rooms
  // that hold the guests (search_rooms[guest]) are among the sold-out ones (sold_fit counts a
  // subset of them, so "all" is "as many"). Otherwise (a stay at the edge of some room's stock)
  // its rooms say. (Hashed sets, not joins or correlated subqueries: each is read once.)
  filters.push(sql`(case when ${covers(search)} then (p.id, p.search_rooms[${search.guest}::int]::int) not in (select property_id, rooms from sold_fit)
    else p.id in (select property_id from edge_open) end)`);
  return sql`properties p where ${sql.join(filters, sql` and `)}`;
}

async function countMatches(db: Db, search: HotelSearch): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(
    db,
    sql`with ${soldOutCtes(search)} select count(*) as total from ${candidates(search)}`,
  );
  return Number(row?.total ?? 0);
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => "\\" + ch);
}
