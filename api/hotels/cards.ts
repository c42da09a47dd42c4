import { sql, type SQL } from "drizzle-orm";
import { shownNightlyPrice } from "#core/pricing.ts";
import { LIST_PAGE_SIZE } from "#core/rules/catalogue.ts";
import type { PropertyCard, VillaLocation } from "#core/contract/index.ts";
import { queryRows, queryRowsPrepared, type Db } from "../db/client.ts";

/** How many images a card's slider gets. */
const CARD_IMAGES = 5;
export const PAGE_SIZE = LIST_PAGE_SIZE;

/** What a card and the detail answer alike say of a property, as stored. */
export type PropertyIdentity = Pick<
  PropertyCard,
  "id" | "name" | "category_name" | "property_type" | "star" | "tag_villa"
>;

/** The city and province columns a property's query joins in. */
export type LocationRow = VillaLocation;

export function propertyIdentity(row: PropertyIdentity): PropertyIdentity {
  return {
    id: row.id,
    name: row.name,
    category_name: row.category_name,
    property_type: row.property_type,
    star: row.star,
    tag_villa: row.tag_villa,
  };
}

/** One row of the card query, before it becomes a PropertyCard. */
interface CardRow extends Record<string, unknown>, PropertyIdentity, LocationRow {
  pay_at_villa: boolean;
  is_popular: boolean;
  fee_percent: number;
  images: string[] | null;
  min_rate: number | string | null;
  rate_varies: boolean | null;
  total: number | string;
}

/**
 * The columns every card needs, given a FROM clause that yields `p` (properties), `c` (cities),
 * and the price columns `min_rate` and `rate_varies`.
 */
export const cardColumns = sql`
  p.id, p.name, p.category_name, p.property_type, p.star, p.pay_at_villa, p.is_popular,
  p.tag_villa, p.fee_percent, c.nama_kota, c.nama_provinsi,
  (select array_agg(pi.file order by pi.sort, pi.id) from (
     select file, sort, id from property_images where property_id = p.id order by sort, id limit ${CARD_IMAGES}
   ) pi) as images`;

/** Default listing order: popular and tagged first, then stars, then a stable id. */
export const cardOrder = sql`p.is_popular desc, (p.tag_villa is not null) desc, p.star desc, p.id`;

/**
 * The lowest free nightly rate of a property over the `days` nights from `from`, for lists that
 * are not a dated search (all, popular, tagged): a correlated subquery, cheap for one page.
 */
export function upcomingRate(from: string, days: number): SQL {
  return sql`(select min(i.price) from rooms r join room_inventory i on i.room_id = r.id
      where r.property_id = p.id and i.stay_date >= ${from}::date and i.stay_date < ${from}::date + ${days}::int
        and i.units_booked < i.units_total)`;
}

/** The cards of a query; `prepared` names it as a prepared statement (a hot, fixed-shape query). */
export async function selectCards(
  db: Db,
  query: SQL,
  prepared?: string,
): Promise<{ cards: PropertyCard[]; total: number }> {
  const rows = prepared ? await queryRowsPrepared<CardRow>(db, query, prepared) : await queryRows<CardRow>(db, query);
  return { cards: rows.map(toCard), total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}

function toCard(row: CardRow): PropertyCard {
  return {
    ...propertyIdentity(row),
    images: row.images ?? [],
    payAtVilla: row.pay_at_villa ? 1 : 0,
    startFrom: row.min_rate === null ? 0 : shownNightlyPrice(Number(row.min_rate), row.fee_percent),
    round: row.rate_varies ? 1 : 0,
    is_popular: row.is_popular ? 1 : 0,
    VillaLocations: [{ nama_kota: row.nama_kota, nama_provinsi: row.nama_provinsi }],
  };
}

export function totalPages(total: number, pageSize = PAGE_SIZE): number {
  return Math.ceil(total / pageSize);
}
