import { sql, type SQL } from "drizzle-orm";
import type { HotelSearchAnswer, PropertyCard, PropertyNameSuggestion } from "#core/contract/index.ts";
import { queryRows, type Db } from "../db/client.ts";
import { formatCityAndProvince } from "#core/locations.ts";
import { cardColumns, cardOrder, PAGE_SIZE, selectCards, totalPages, upcomingRate } from "./cards.ts";
import { escapeLike } from "./search.ts";

/** Undated lists show the lowest free rate of the coming month as their "from" price. */
const UPCOMING_DAYS = 30;

export interface AllVillaFilters {
  page: number;
  city?: number | undefined;
  propertyName?: string | undefined;
  popular?: boolean | undefined;
  propertyType?: string | undefined;
}

export async function listAllVillas(
  db: Db,
  filters: AllVillaFilters,
  today: string,
  pageSize = PAGE_SIZE,
): Promise<HotelSearchAnswer> {
  const conditions: SQL[] = [sql`p.is_active`];
  if (filters.city !== undefined) conditions.push(sql`p.city_id = ${filters.city}`);
  if (filters.propertyName) conditions.push(sql`p.name ilike ${"%" + escapeLike(filters.propertyName) + "%"}`);
  if (filters.popular) conditions.push(sql`p.is_popular`);
  if (filters.propertyType) conditions.push(sql`p.property_type = ${filters.propertyType}`);
  const where = sql.join(conditions, sql` and `);
  const [{ cards }, total] = await Promise.all([
    selectCards(
      db,
      sql`select ${cardColumns}, ${upcomingRate(today, UPCOMING_DAYS)} as min_rate, false as rate_varies, 0 as total
          from properties p join cities c on c.id = p.city_id
          where ${where} order by ${cardOrder} limit ${pageSize} offset ${(filters.page - 1) * pageSize}`,
    ),
    countProperties(db, where),
  ]);
  return { status: "success", hotels: cards, page: filters.page, totalPage: totalPages(total, pageSize), total };
}

async function countProperties(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from properties p where ${where}`,
  );
  return Number(row?.total ?? 0);
}

/** Seed 002: the active properties of one type, in the search's order, at most `limit`. */
export async function listByType(db: Db, type: string, today: string, limit: number): Promise<PropertyCard[]> {
  const { cards } = await selectCards(
    db,
    sql`select ${cardColumns}, ${upcomingRate(today, UPCOMING_DAYS)} as min_rate, false as rate_varies, 0 as total
        from properties p join cities c on c.id = p.city_id
        where p.is_active and p.property_type = ${type} order by ${cardOrder} limit ${limit}`,
  );
  return cards;
}

/** Popular properties for home; `random` shuffles them (seed: isRandom). */
export async function listPopular(db: Db, today: string, random: boolean, limit = 8): Promise<PropertyCard[]> {
  const order = random ? sql`random()` : cardOrder;
  const { cards } = await selectCards(
    db,
    sql`select ${cardColumns}, ${upcomingRate(today, UPCOMING_DAYS)} as min_rate, false as rate_varies, 0 as total
        from properties p join cities c on c.id = p.city_id
        where p.is_active and p.is_popular order by ${order} limit ${limit}`,
  );
  return cards;
}

export async function listTagged(db: Db, today: string, tag: string, limit = 8): Promise<PropertyCard[]> {
  const { cards } = await selectCards(
    db,
    sql`select ${cardColumns}, ${upcomingRate(today, UPCOMING_DAYS)} as min_rate, false as rate_varies, 0 as total
        from properties p join cities c on c.id = p.city_id
        where p.is_active and lower(p.tag_villa) = lower(${tag}) order by ${cardOrder} limit ${limit}`,
  );
  return cards;
}

export async function listNamesAndIds(db: Db): Promise<PropertyNameSuggestion[]> {
  const rows = await queryRows<{ id: number; name: string; nama_kota: string; nama_provinsi: string }>(
    db,
    sql`select p.id, p.name, c.nama_kota, c.nama_provinsi from properties p join cities c on c.id = p.city_id
        where p.is_active order by p.name`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    location: formatCityAndProvince(row.nama_kota, row.nama_provinsi),
  }));
}
