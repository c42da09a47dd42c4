// The /villas query string (seed 000 section 2.6) read into typed values, and written back:
// the list URL, the link from a card to /detail-villas, and the /v1 GET /hotels query.
// Dates in these URLs are MM-DD-YYYY; the /v1 API takes YYYY-MM-DD.
import { apiDateToUrl, isApiDate, isUrlDate, nightsBetween, urlDateToApi, validateStay } from "#core/dates.ts";
import type { StayError } from "#core/dates.ts";
import { LIST_GUEST_MAX, parseGuestCount } from "#core/guests.ts";

/** Longer property-name searches are cut to this many characters. */
export const MAX_PROPERTY_NAME_LENGTH = 100;

export interface VillasQuery {
  guest: number;
  /** MM-DD-YYYY, only when both dates are valid and the stay passes validateStay. */
  arrival: string | null;
  departure: string | null;
  /** The same dates as YYYY-MM-DD. */
  arrivalApi: string | null;
  departureApi: string | null;
  /** Nights, computed from the dates (the URL's own duration is not trusted). */
  duration: number | null;
  city: number | null;
  propertyName: string | null;
  popular: boolean;
  /** 0-based UI page; ?page= is 0-based too. */
  page: number;
  /** Why the dates were dropped; null when they are valid or both absent. */
  stayError: StayError | null;
}

/** The /v1 GET /hotels query. Its page is 1-based (the UI's page + 1). */
export interface HotelsApiQuery {
  guest: number;
  arrival?: string;
  departure?: string;
  page: number;
  city?: number;
  propertyName?: string;
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

export function parseNonNegativeInteger(value: string | null): number | null {
  const text = nonEmpty(value);
  if (text === null || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * A date from the URL as YYYY-MM-DD. MM-DD-YYYY is the format; YYYY-MM-DD is accepted too,
 * because that is what a native <input type="date"> submits when JavaScript is off.
 */
function urlParamToApiDate(value: string | null): string | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  return urlDateToApi(text) ?? (isApiDate(text) ? text : null);
}

/**
 * Reads the /villas query string. `today` is the business date, YYYY-MM-DD (todayInJakarta()).
 * Invalid values fall back to their defaults; the dates are kept only as a valid pair.
 */
export function parseVillasQuery(searchParams: URLSearchParams, today: string): VillasQuery {
  const rawArrival = nonEmpty(searchParams.get("arrival"));
  const rawDeparture = nonEmpty(searchParams.get("departure"));
  const city = parseNonNegativeInteger(searchParams.get("city"));
  const popular = nonEmpty(searchParams.get("popular"));

  const query: VillasQuery = {
    guest: parseGuestCount(searchParams.get("guest"), { min: 1, max: LIST_GUEST_MAX }),
    arrival: null,
    departure: null,
    arrivalApi: null,
    departureApi: null,
    duration: null,
    city: city !== null && city > 0 ? city : null,
    propertyName: nonEmpty(searchParams.get("propertyName"))?.slice(0, MAX_PROPERTY_NAME_LENGTH) ?? null,
    popular: popular === "true" || popular === "1",
    page: parseNonNegativeInteger(searchParams.get("page")) ?? 0,
    stayError: null,
  };

  if (rawArrival === null && rawDeparture === null) return query;

  // A value that is there but not a date goes on as it is, so validateStay reports it as that
  // field's error rather than as missing.
  const arrivalApi = urlParamToApiDate(rawArrival) ?? rawArrival;
  const departureApi = urlParamToApiDate(rawDeparture) ?? rawDeparture;
  const stay = validateStay({ arrival: arrivalApi, departure: departureApi, today });
  if (!stay.ok) return { ...query, stayError: stay.error };
  return {
    ...query,
    arrival: apiDateToUrl(arrivalApi),
    departure: apiDateToUrl(departureApi),
    arrivalApi,
    departureApi,
    duration: stay.nights,
  };
}

/** What a /villas URL can carry; every field is optional. */
export interface VillasSearchInput {
  guest?: number | null;
  /** MM-DD-YYYY */
  arrival?: string | null;
  departure?: string | null;
  duration?: number | null;
  city?: number | null;
  propertyName?: string | null;
  popular?: boolean | null;
  /** 0-based; page 0 is left out of the URL. */
  page?: number | null;
}

/** The duration to put in a URL: the given one, or the nights between two valid MM-DD-YYYY dates. */
function durationFor(input: { arrival?: string | null; departure?: string | null; duration?: number | null }) {
  if (input.duration != null) return input.duration;
  const arrivalApi = urlDateToApi(input.arrival);
  const departureApi = urlDateToApi(input.departure);
  return arrivalApi && departureApi ? nightsBetween(arrivalApi, departureApi) : null;
}

function setIfPresent(params: URLSearchParams, name: string, value: string | number | null | undefined) {
  if (value === null || value === undefined || value === "") return;
  params.set(name, String(value));
}

/** "?guest=2&arrival=11-21-2026&..." for /villas; "" when there is nothing to carry. */
export function buildVillasSearch(input: VillasSearchInput): string {
  const params = new URLSearchParams();
  setIfPresent(params, "guest", input.guest);
  setIfPresent(params, "arrival", input.arrival);
  setIfPresent(params, "departure", input.departure);
  if (input.arrival && input.departure) setIfPresent(params, "duration", durationFor(input));
  setIfPresent(params, "city", input.city);
  setIfPresent(params, "propertyName", input.propertyName?.trim());
  if (input.popular) params.set("popular", "true");
  if (input.page) params.set("page", String(input.page));
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}

/**
 * A card's link: /detail-villas?villas={id}&guest=..&arrival=..&departure=..&duration=..
 * The guest count is added when known; the dates and duration only when both dates are set
 * and real MM-DD-YYYY dates. A VillasQuery can be passed as the stay.
 */
export function buildDetailLink(
  propertyId: number | string,
  stay: { guest?: number | null; arrival?: string | null; departure?: string | null; duration?: number | null } = {},
): string {
  const params = new URLSearchParams({ villas: String(propertyId) });
  setIfPresent(params, "guest", stay.guest);
  if (isUrlDate(stay.arrival) && isUrlDate(stay.departure)) {
    setIfPresent(params, "arrival", stay.arrival);
    setIfPresent(params, "departure", stay.departure);
    setIfPresent(params, "duration", durationFor(stay));
  }
  return `/detail-villas?${params.toString()}`;
}

/** The /v1 GET /hotels query for a parsed /villas URL: YYYY-MM-DD dates and a 1-based page. */
export function toHotelsApiQuery(parsed: VillasQuery): HotelsApiQuery {
  const query: HotelsApiQuery = { guest: parsed.guest, page: parsed.page + 1 };
  if (parsed.arrivalApi && parsed.departureApi) {
    query.arrival = parsed.arrivalApi;
    query.departure = parsed.departureApi;
  }
  if (parsed.city !== null) query.city = parsed.city;
  if (parsed.propertyName !== null) query.propertyName = parsed.propertyName;
  return query;
}
