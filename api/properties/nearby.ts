// Nearby places without a maps key (DESIGN.md section 5): distances from our own data, haversine
// on a 6371 km sphere with nearest() of core/geo.ts. Coordinates are text columns with no
// spatial index, so ordering every property in SQL costs a scan per call; instead each process
// keeps the coordinates of the active properties and of the attractions (a few bytes each, 5,000
// properties in well under a megabyte) for PLACES_TTL_MS, and measures them exactly in memory.
// The origin is always read fresh, so an unknown or closed property is a 404 at once.
import { sql } from "drizzle-orm";
import { formatKm, isValidLatLng, nearest, NEAREST_DEFAULT_LIMIT, type LatLng } from "#core/geo.ts";
import { formatRegionName } from "#core/locations.ts";
import type { NearbyAnswer, NearbyPlace, PropertyCardWithDistance } from "#core/contract/index.ts";
import { queryRows, type Db } from "../db/client.ts";
import { cardColumns, selectCards, upcomingRate } from "../hotels/cards.ts";
import type { Lang } from "../http/messages.ts";

export const PLACES_TTL_MS = 60_000;
export const ATTRACTION_PROPERTIES_LIMIT = 10;
const UPCOMING_DAYS = 30;

interface Place extends LatLng {
  id: number;
  label: string;
}

interface Places {
  properties: Place[];
  attractions: Record<Lang, Place[]>;
}

/** A point from two text columns; NaN (left out by nearest()) when they are not numbers. */
function point(lat: string | null, lng: string | null): LatLng {
  const here = {
    lat: lat === null || lat.trim() === "" ? Number.NaN : Number(lat),
    lng: lng === null || lng.trim() === "" ? Number.NaN : Number(lng),
  };
  return isValidLatLng(here) ? here : { lat: Number.NaN, lng: Number.NaN };
}

/** The known places of this process, reloaded (once, however many callers wait) when older than the TTL. */
export function createPlaceCache(db: Db, ttlMs = PLACES_TTL_MS): () => Promise<Places> {
  let loaded: { at: number; places: Places } | null = null;
  let loading: Promise<Places> | null = null;
  const load = async (): Promise<Places> => {
    const [properties, attractions] = await Promise.all([
      queryRows<{ id: number; name: string; lat: string; lng: string }>(
        db,
        sql`select id, name, lat, lng from properties where is_active`,
      ),
      queryRows<{ id: number; title_id: string; title_en: string; lat: string; lng: string }>(
        db,
        sql`select id, title_id, title_en, lat, lng from attractions`,
      ),
    ]);
    const places: Places = {
      properties: properties.map((p) => ({ id: p.id, label: p.name, ...point(p.lat, p.lng) })).filter(isValidLatLng),
      attractions: {
        id: attractions.map((a) => ({ id: a.id, label: a.title_id, ...point(a.lat, a.lng) })).filter(isValidLatLng),
        en: attractions.map((a) => ({ id: a.id, label: a.title_en, ...point(a.lat, a.lng) })).filter(isValidLatLng),
      },
    };
    loaded = { at: Date.now(), places };
    return places;
  };
  return async () => {
    if (loaded && Date.now() - loaded.at < ttlMs) return loaded.places;
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  };
}

function toPlace(place: Place & { distanceKm: number }, lang: Lang): NearbyPlace {
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
 * city centre. One query (the origin) plus the cached places; null for an unknown or closed property.
 */
export async function nearbyOfProperty(
  db: Db,
  places: () => Promise<Places>,
  propertyId: number,
  lang: Lang,
): Promise<NearbyAnswer | null> {
  const [[row], known] = await Promise.all([
    queryRows<{ lat: string; lng: string; city_id: number; nama_kota: string; city_lat: string; city_lng: string }>(
      db,
      sql`select p.lat, p.lng, c.id as city_id, c.nama_kota, c.lat as city_lat, c.lng as city_lng
          from properties p join cities c on c.id = p.city_id where p.id = ${propertyId} and p.is_active`,
    ),
    places(),
  ]);
  if (!row) return null;
  const origin = point(row.lat, row.lng);
  const others = known.properties.filter((place) => place.id !== propertyId);
  // The own city's centre is shown however far it is: it is not a "nearest" list.
  const [centre] = nearest(
    origin,
    [{ id: row.city_id, label: formatRegionName(row.nama_kota), ...point(row.city_lat, row.city_lng) }],
    1,
    Number.POSITIVE_INFINITY,
  );
  return {
    attractions: nearest(origin, known.attractions[lang], NEAREST_DEFAULT_LIMIT).map((place) => toPlace(place, lang)),
    properties: nearest(origin, others, NEAREST_DEFAULT_LIMIT).map((place) => toPlace(place, lang)),
    city_centre: centre ? toPlace(centre, lang) : null,
  };
}

/**
 * Seed 002: the properties nearest to a tourist attraction (10), as cards with their distance.
 * Two queries: the attraction, then the cards of the nearest. null for an unknown attraction.
 */
export async function propertiesNearAttraction(
  db: Db,
  places: () => Promise<Places>,
  attractionId: number,
  today: string,
  lang: Lang,
): Promise<PropertyCardWithDistance[] | null> {
  const [[row], known] = await Promise.all([
    queryRows<{ lat: string; lng: string }>(db, sql`select lat, lng from attractions where id = ${attractionId}`),
    places(),
  ]);
  if (!row) return null;
  const closest = nearest(point(row.lat, row.lng), known.properties, ATTRACTION_PROPERTIES_LIMIT);
  if (closest.length === 0) return [];
  const { cards } = await selectCards(
    db,
    sql`select ${cardColumns}, ${upcomingRate(today, UPCOMING_DAYS)} as min_rate, false as rate_varies, 0 as total
        from properties p join cities c on c.id = p.city_id
        where p.is_active and p.id in (${sql.join(
          closest.map((place) => sql`${place.id}`),
          sql`, `,
        )})`,
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  return closest.flatMap((place) => {
    const card = byId.get(place.id);
    return card
      ? [{ ...card, jarak: Math.round(place.distanceKm * 1000) / 1000, street: formatKm(place.distanceKm, lang) }]
      : [];
  });
}
