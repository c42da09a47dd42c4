// Nearby places without a maps key (DESIGN.md section 5): distances from our own data, haversine
// on a 6371 km sphere (app/lib/geo.ts). SQL only pre-selects candidates by a flat-earth distance;
// nearest() then measures and orders them exactly.
import { sql, type SQL } from "drizzle-orm";
import { formatKm, nearest, NEAREST_DEFAULT_LIMIT, type LatLng } from "#app/lib/geo.ts";
import { formatRegionName } from "#app/lib/locations.ts";
import type { NearbyAnswer, NearbyPlace, PropertyCardWithDistance } from "../contract.ts";
import { queryRows, type Db } from "../db/client.ts";
import { cardColumns, selectCards, upcomingRate } from "../hotels/cards.ts";
import type { Lang } from "../http/messages.ts";
import { langColumn } from "./detail.ts";

/** Candidates the flat-earth pre-selection keeps per list: far more than the 5 or 10 answered. */
const CANDIDATES = 30;
export const ATTRACTION_PROPERTIES_LIMIT = 10;
const UPCOMING_DAYS = 30;

/** A text coordinate as a number, or null when it is not a plain decimal (never a cast error). */
function coordinate(column: SQL): SQL {
  return sql`(case when ${column} ~ '^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$' then (${column})::float8 end)`;
}

/** Squared flat-earth distance in degrees, longitude scaled by the origin's latitude: for ordering only. */
function flatDistance(lat: SQL, lng: SQL, originLat: SQL, originLng: SQL): SQL {
  return sql`(power(${lat} - ${originLat}, 2) + power((${lng} - ${originLng}) * cos(radians(${originLat})), 2))`;
}

interface Candidate extends LatLng {
  id: number;
  label: string;
}

function toPlace(place: Candidate & { distanceKm: number }, lang: Lang): NearbyPlace {
  return {
    id: place.id,
    label: place.label,
    lat: place.lat,
    lng: place.lng,
    jarak: Math.round(place.distanceKm * 1000) / 1000,
    street: formatKm(place.distanceKm, lang),
  };
}

/**
 * The five nearest attractions and the five nearest other active properties to a property, and its
 * city centre. One query; null for an unknown or inactive property.
 */
export async function nearbyOfProperty(db: Db, propertyId: number, lang: Lang): Promise<NearbyAnswer | null> {
  const [row] = await queryRows<{
    lat: number | null;
    lng: number | null;
    city_id: number;
    nama_kota: string;
    city_lat: number | null;
    city_lng: number | null;
    attractions: Candidate[];
    properties: Candidate[];
  }>(
    db,
    sql`with origin as (
          select p.id, ${coordinate(sql`p.lat`)} as lat, ${coordinate(sql`p.lng`)} as lng,
            c.id as city_id, c.nama_kota, ${coordinate(sql`c.lat`)} as city_lat, ${coordinate(sql`c.lng`)} as city_lng
          from properties p join cities c on c.id = p.city_id where p.id = ${propertyId} and p.is_active
        )
        select o.lat, o.lng, o.city_id, o.nama_kota, o.city_lat, o.city_lng,
          (select coalesce(json_agg(json_build_object('id', a.id, 'label', a.label, 'lat', a.lat, 'lng', a.lng)), '[]'::json) from (
             select a.id, a.${langColumn("title", lang)} as label, ${coordinate(sql`a.lat`)} as lat, ${coordinate(sql`a.lng`)} as lng
             from attractions a
             order by ${flatDistance(coordinate(sql`a.lat`), coordinate(sql`a.lng`), sql`o.lat`, sql`o.lng`)} nulls last, a.id
             limit ${CANDIDATES}) a) as attractions,
          (select coalesce(json_agg(json_build_object('id', q.id, 'label', q.name, 'lat', q.lat, 'lng', q.lng)), '[]'::json) from (
             select q.id, q.name, ${coordinate(sql`q.lat`)} as lat, ${coordinate(sql`q.lng`)} as lng
             from properties q where q.is_active and q.id <> o.id
             order by ${flatDistance(coordinate(sql`q.lat`), coordinate(sql`q.lng`), sql`o.lat`, sql`o.lng`)} nulls last, q.id
             limit ${CANDIDATES}) q) as properties
        from origin o`,
  );
  if (!row) return null;
  const origin = { lat: row.lat ?? Number.NaN, lng: row.lng ?? Number.NaN };
  const cityCentre =
    row.city_lat === null || row.city_lng === null
      ? []
      : nearest(origin, [{ id: row.city_id, label: formatRegionName(row.nama_kota), lat: row.city_lat, lng: row.city_lng }], 1);
  return {
    attractions: nearest(origin, row.attractions).map((place) => toPlace(place, lang)),
    properties: nearest(origin, row.properties, NEAREST_DEFAULT_LIMIT).map((place) => toPlace(place, lang)),
    city_centre: cityCentre[0] ? toPlace(cityCentre[0], lang) : null,
  };
}

/**
 * Seed 002: the properties nearest to a tourist attraction (10), as cards with their distance.
 * Two queries: the candidates, then the cards of the nearest. null for an unknown attraction.
 */
export async function propertiesNearAttraction(db: Db, attractionId: number, today: string, lang: Lang): Promise<PropertyCardWithDistance[] | null> {
  const [row] = await queryRows<{ lat: number | null; lng: number | null; candidates: Candidate[] }>(
    db,
    sql`with origin as (
          select ${coordinate(sql`a.lat`)} as lat, ${coordinate(sql`a.lng`)} as lng from attractions a where a.id = ${attractionId}
        )
        select o.lat, o.lng,
          (select coalesce(json_agg(json_build_object('id', q.id, 'label', q.name, 'lat', q.lat, 'lng', q.lng)), '[]'::json) from (
             select q.id, q.name, ${coordinate(sql`q.lat`)} as lat, ${coordinate(sql`q.lng`)} as lng
             from properties q where q.is_active
             order by ${flatDistance(coordinate(sql`q.lat`), coordinate(sql`q.lng`), sql`o.lat`, sql`o.lng`)} nulls last, q.id
             limit ${CANDIDATES}) q) as candidates
        from origin o`,
  );
  if (!row) return null;
  const closest = nearest({ lat: row.lat ?? Number.NaN, lng: row.lng ?? Number.NaN }, row.candidates, ATTRACTION_PROPERTIES_LIMIT);
  if (closest.length === 0) return [];
  const ids = closest.map((place) => place.id);
  const { cards } = await selectCards(
    db,
    sql`select ${cardColumns}, ${upcomingRate(today, UPCOMING_DAYS)} as min_rate, false as rate_varies, 0 as total
        from properties p join cities c on c.id = p.city_id
        where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  return closest.flatMap((place) => {
    const card = byId.get(place.id);
    return card ? [{ ...card, jarak: Math.round(place.distanceKm * 1000) / 1000, street: formatKm(place.distanceKm, lang) }] : [];
  });
}
