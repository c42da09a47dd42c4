// Distances between places, for the "nearby" lists that work without map tiles (DESIGN.md
// section 5): great-circle distance by the haversine formula on a sphere of radius 6371 km.

export const EARTH_RADIUS_KM = 6371;
/** Seed 001 section 9: at most 5 nearby facilities and 5 attractions, sorted by distance. */
export const NEAREST_DEFAULT_LIMIT = 5;
/**
 * "Nearest" means near (issue 14; decision 025): a place farther than this from the origin is left
 * out of every nearest list, however few are left. 50 km is a day trip by road in Indonesia; a
 * place in another city or island is not "nearby".
 */
export const NEAREST_MAX_KM = 50;

type Lang = "id" | "en";

export interface LatLng {
  lat: number;
  lng: number;
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** A usable coordinate: finite numbers, latitude within ±90 and longitude within ±180. */
export function isValidLatLng(point: { lat?: unknown; lng?: unknown } | null | undefined): point is LatLng {
  if (!point) return false;
  const { lat, lng } = point;
  return (
    typeof lat === "number" &&
    typeof lng === "number" &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** Great-circle distance in km between two points (degrees). NaN when either point is not a valid coordinate. */
export function haversineKm(a: LatLng, b: LatLng): number {
  if (!isValidLatLng(a) || !isValidLatLng(b)) return Number.NaN;
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards asin against rounding just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The `limit` places closest to `origin` and at most `maxKm` away, nearest first, each with
 * `distanceKm` (unrounded) attached. Places without a valid coordinate are left out; ties keep
 * their input order. An invalid origin gives [].
 */
export function nearest<T extends LatLng>(
  origin: LatLng,
  places: readonly T[],
  limit: number = NEAREST_DEFAULT_LIMIT,
  maxKm: number = NEAREST_MAX_KM,
): (T & { distanceKm: number })[] {
  if (!isValidLatLng(origin) || !(limit > 0)) return [];
  return places
    .filter((place) => isValidLatLng(place))
    .map((place) => ({ ...place, distanceKm: haversineKm(origin, place) }))
    .filter((place) => place.distanceKm <= maxKm)
    .sort((x, y) => x.distanceKm - y.distanceKm)
    .slice(0, Math.floor(limit));
}

/**
 * A distance for display, one decimal: "1,2 km" (id) / "1.2 km" (en), with thousands grouped
 * ("1.234,5 km" / "1,234.5 km"). "" for a negative or non-finite distance.
 */
export function formatKm(km: number | null | undefined, lang: Lang): string {
  if (typeof km !== "number" || !Number.isFinite(km) || km < 0) return "";
  const tenths = Math.round(km * 10);
  const [groupSeparator, decimalSeparator] = lang === "en" ? [",", "."] : [".", ","];
  const whole = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator);
  return `${whole}${decimalSeparator}${tenths % 10} km`;
}

/**
 * Places drawn around an origin without map tiles (the drawn /map): a local flat projection (east
 * and north in km, good to well under 1% inside NEAREST_MAX_KM), scaled so the farthest place
 * fits a `width` × `height` box with `padding`, the origin in the middle, north up.
 */
export function projectAround<T extends LatLng>(
  origin: LatLng,
  places: readonly T[],
  box: { width: number; height: number; padding: number },
): (T & { x: number; y: number })[] {
  const kmPerDegreeLat = (Math.PI * EARTH_RADIUS_KM) / 180;
  const kmPerDegreeLng = kmPerDegreeLat * Math.cos(toRadians(origin.lat));
  const offsets = places.map((place) => ({
    place,
    east: (place.lng - origin.lng) * kmPerDegreeLng,
    north: (place.lat - origin.lat) * kmPerDegreeLat,
  }));
  const halfWidth = box.width / 2 - box.padding;
  const halfHeight = box.height / 2 - box.padding;
  const reach = Math.max(
    1e-9,
    ...offsets.map((o) => Math.max(Math.abs(o.east) / halfWidth, Math.abs(o.north) / halfHeight)),
  );
  return offsets.map(({ place, east, north }) => ({
    ...place,
    x: box.width / 2 + east / reach,
    y: box.height / 2 - north / reach,
  }));
}

/** Google Maps' search link for a point: opens the maps app on a phone, the site elsewhere (no key needed). */
export function mapsSearchUrl(lat: string | number, lng: string | number): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${lat},${lng}`)}`;
}
