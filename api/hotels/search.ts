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
 * `search_until`, `search_rooms`, kept by a trigger on rooms), the stay's sold-out room-nights
 * (`room_nights_sold_out`, kept by triggers on the inventory, each with its room's property and
 * capacity and that property's city, is_active and search_rooms) and the count of properties per
 * summary (`property_search_counts`, decision 067), instead of every room or every property:
 * - a property whose summary covers the stay (every room is stocked for every night) matches
 *   while fewer of its rooms that hold the guests are sold out on a night of the stay than it
 *   has such rooms (`search_rooms[guest]`): one pass over the sold-out nights (and the rooms of
 *   the few with three or more such rooms and enough sold-out rows to be closed);
 * - any other property (a stay at the edge of its rooms' stock) has its rooms looked at.
 * The page walks the properties in listing order (an index on it) and stops after the page. The
 * total is the candidates the counts hold, less those not covered, less the covered ones the
 * sold-out nights close, plus the uncovered ones with an open room: its cost follows the groups of
 * summaries, the sold-out nights of the stay and the uncovered properties, not the catalogue.
 * Prices are then read for the one page of properties shown: `startFrom` is the lowest nightly
 * rate among their qualifying rooms. Availability is read at the moment of the search and
 * re-checked when a reservation takes the units.
 */
export async function searchHotels(db: Db, search: HotelSearch, pageSize = PAGE_SIZE): Promise<HotelSearchAnswer> {
  const query = sql`
    with ${searchCtes(search)},
    page as materialized (
      select p.id as property_id
      from ${candidates(search)}
      order by ${cardOrder}
      limit ${sql.raw(String(pageSize))} offset ${sql.raw(String((search.page - 1) * pageSize))}
    ),
    total as materialized (${totalQuery(search)})
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
 * `sold`: the active properties (of the city searched, if any) with a sold-out night of the stay in
 * a room that holds the guests and that may be closed by them, with their `search_rooms[guest]`
 * (`fit`), all as the sold-out rows carry them: one hash aggregate over the sold-out index, no room,
 * no property (decision 077: not a distinct per room first). A property with one such room is
 * closed by any row; with two, by rows of both (lowest room <> highest); with more (`unsure`), it
 * can be closed only if it has as many rows as such rooms and two rooms among them, and then its
 * rooms are counted exactly.
 * `closed`: those whose rooms that hold the guests are all sold out on some night of the stay.
 * `uncovered`: the candidates whose summary does not cover the stay (a stay at the edge of some
 * room's stock, or a room not stocked at all), found from the groups of `property_search_counts`
 * that do not cover it and the properties of those groups (and the unstocked ones' own index).
 * `edge_open`: the uncovered ones with an open room that holds the guests.
 */
function searchCtes(search: HotelSearch): SQL {
  const { arrival, departure, guest, city } = search;
  const lastNight = addDays(departure, -1);
  const soldCity = city === undefined ? sql`` : sql`and o.city_id = ${city}`;
  const groupCity = city === undefined ? sql`` : sql`and s.city_id = ${city}`;
  const propertyCity = city === undefined ? sql`` : sql`and p.city_id = ${city}`;
  return sql`sold as materialized (
      select property_id, fit from (
        select o.property_id, min(o.property_rooms[${guest}::int]) as fit, count(*) as nights,
          min(o.room_id) as first_room, max(o.room_id) as last_room
        from room_nights_sold_out o
        where o.stay_date >= ${arrival}::date and o.stay_date < ${departure}::date and o.capacity >= ${guest}
          and o.property_active ${soldCity}
        group by o.property_id
      ) per_property
      where fit = 1 or (first_room <> last_room and nights >= fit)
    ),
    unsure as materialized (
      select property_id, fit from sold where fit > 2
    ),
    closed as materialized (
      select property_id from sold where fit <= 2
      union all
      select u.property_id from unsure u
      where u.fit = (
        select count(*) from rooms r
        where r.property_id = u.property_id and r.capacity >= ${guest}
          and exists (
            select 1 from room_nights_sold_out n
            where n.room_id = r.id and n.stay_date >= ${arrival}::date and n.stay_date < ${departure}::date
          )
      )
    ),
    uncovered as materialized (
      select p.id from property_search_counts s
      join properties p on p.is_active and p.search_capacity = s.capacity and p.search_from = s.first_night
        and p.search_until = s.last_night and p.city_id = s.city_id
      where s.capacity >= ${guest} ${groupCity} and s.properties > 0
        and not (s.first_night <= ${arrival}::date and s.last_night >= ${lastNight}::date)
      union all
      select p.id from properties p
      where p.is_active and (p.search_from is null or p.search_until is null) and p.search_capacity >= ${guest} ${propertyCity}
    ),
    edge_open as materialized (
      select distinct r.property_id from rooms r
      where ${roomFits(search)}
        and not exists (
          select 1 from room_nights_sold_out o
          where o.room_id = r.id and o.stay_date >= ${arrival}::date and o.stay_date < ${departure}::date
        )
        and r.property_id in (select id from uncovered)
    )`;
}

/** The property's summary covers the stay: every room is stocked for every night of it. */
function covers(search: HotelSearch): SQL {
  return sql`(p.search_from <= ${search.arrival}::date and p.search_until >= ${addDays(search.departure, -1)}::date)`;
}

/** The properties `p` that match the search, as a FROM clause (given the CTEs of searchCtes). */
function candidates(search: HotelSearch): SQL {
  const filters: SQL[] = [sql`p.is_active`, sql`p.search_capacity >= ${search.guest}`];
  if (search.city !== undefined) filters.push(sql`p.city_id = ${search.city}`);
  if (search.propertyName) filters.push(sql`p.name ilike ${"%" + escapeLike(search.propertyName) + "%"}`);
  // Covered by the summary: every room is stocked for the stay, so it is open unless the sold-out
  // nights close it. Otherwise (a stay at the edge of some room's stock) its rooms say. (Hashed
  // sets, not joins or correlated subqueries: each is read once.)
  filters.push(sql`(case when ${covers(search)} then p.id not in (select property_id from closed)
    else p.id in (select property_id from edge_open) end)`);
  return sql`properties p where ${sql.join(filters, sql` and `)}`;
}

/**
 * How many properties match. A name filter reads the candidates themselves (an `ilike` no summary
 * answers). Otherwise: the active properties of the counts' groups that hold the guests (in the
 * city), less the uncovered ones, less the covered ones the sold-out nights close, plus the uncovered ones with an open room.
 */
function totalQuery(search: HotelSearch): SQL {
  if (search.propertyName) return sql`select count(*) as total from ${candidates(search)}`;
  const groupCity = search.city === undefined ? sql`` : sql`and s.city_id = ${search.city}`;
  return sql`select
      (select coalesce(sum(s.properties), 0) from property_search_counts s where s.capacity >= ${search.guest} ${groupCity})
      - (select count(*) from uncovered)
      - (select count(*) from closed f where f.property_id not in (select id from uncovered))
      + (select count(*) from edge_open) as total`;
}

async function countMatches(db: Db, search: HotelSearch): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(db, sql`with ${searchCtes(search)} ${totalQuery(search)}`);
  return Number(row?.total ?? 0);
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => "\\" + ch);
}
