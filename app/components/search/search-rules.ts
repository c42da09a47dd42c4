// The home search box's rules (seed 000 section 5), as pure functions shared by the browser
// (instant messages, no zod in the bundle) and the server (search-schema.ts builds on them).
import { isApiDate, urlDateToApi, validateStay, type StayError } from "#core/dates.ts";
import { HOME_GUEST_MAX } from "#core/guests.ts";
import { formatRegionName } from "#core/locations.ts";

/** The fields of the home search form, as submitted (all text). */
export interface SearchBoxValues {
  /** Typed text, or the label of a picked suggestion. */
  destination: string;
  /** Hidden: the id of a picked city suggestion. */
  city: string;
  /** Hidden: the id of a picked property suggestion. */
  propertyId: string;
  /** YYYY-MM-DD (native date input, hidden input of the picker); MM-DD-YYYY is accepted too. */
  arrival: string;
  departure: string;
  /** "1" to "5". */
  guest: string;
}

export type SearchField = "destination" | "arrival" | "departure" | "guest";

/** A message as "namespace:key" of the catalogues; the UI translates it with t(). */
export type SearchMessageKey =
  | "search:alertDate"
  | "search:alertGuest"
  | "validation:checkInPast"
  | "validation:startDateRequired"
  | "validation:checkOutNotAfterCheckIn"
  | "validation:stayTooLong";

export type SearchErrors = Partial<Record<SearchField, SearchMessageKey>>;

/** What the home action answers when a search is refused: a translated message per field, and the values to show again. */
export interface SearchSubmissionResult {
  errors: Partial<Record<SearchField, string>>;
  values: SearchBoxValues;
}

export const EMPTY_SEARCH_VALUES: SearchBoxValues = {
  destination: "",
  city: "",
  propertyId: "",
  arrival: "",
  departure: "",
  guest: "1",
};

/** A stay date as YYYY-MM-DD from either format; anything else stays as it is (validateStay reports it). */
export function normalizeStayDate(value: string | null | undefined): string {
  const text = (value ?? "").trim();
  if (text === "" || isApiDate(text)) return text;
  return urlDateToApi(text) ?? text;
}

/** The home box's wording for each stay error (seed 000 section 5). */
const HOME_STAY_MESSAGES: Record<StayError, SearchMessageKey> = {
  checkInRequired: "search:alertDate",
  checkOutRequired: "search:alertDate",
  checkInPast: "validation:checkInPast",
  startDateRequired: "validation:startDateRequired",
  checkOutNotAfterCheckIn: "validation:checkOutNotAfterCheckIn",
  // A check-out on the check-in day is not "after" it: the home box says so in its own words.
  stayTooShort: "validation:checkOutNotAfterCheckIn",
  stayTooLong: "validation:stayTooLong",
};

/** A guest count from the home dropdown: plain digits, 1 to HOME_GUEST_MAX; otherwise null. */
export function parseHomeGuest(raw: string | null | undefined): number | null {
  const text = (raw ?? "").trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= HOME_GUEST_MAX ? n : null;
}

export type SearchCheck =
  | { ok: true; values: SearchBoxValues; arrival: string; departure: string; nights: number; guest: number }
  | { ok: false; values: SearchBoxValues; errors: SearchErrors };

/**
 * Checks the home search box. `today` is the business date (todayInJakarta()). The values come
 * back with the dates as YYYY-MM-DD, and with the check-in cleared when it was in the past (the
 * seed clears the field).
 */
export function checkSearchBox(input: Partial<SearchBoxValues>, today: string): SearchCheck {
  const values: SearchBoxValues = {
    destination: (input.destination ?? "").trim(),
    city: (input.city ?? "").trim(),
    propertyId: (input.propertyId ?? "").trim(),
    arrival: normalizeStayDate(input.arrival),
    departure: normalizeStayDate(input.departure),
    guest: (input.guest ?? "").trim(),
  };
  const errors: SearchErrors = {};
  const stay = validateStay({ arrival: values.arrival, departure: values.departure, today });
  if (!stay.ok) {
    errors[stay.field] = HOME_STAY_MESSAGES[stay.error];
    if (stay.error === "checkInPast") values.arrival = "";
  }
  const guest = parseHomeGuest(values.guest);
  if (guest === null) errors.guest = "search:alertGuest";
  if (!stay.ok || guest === null) return { ok: false, values, errors };
  return { ok: true, values, arrival: values.arrival, departure: values.departure, nights: stay.nights, guest };
}

/** A city the typed destination can match: its display label and, optionally, its raw data name. */
export interface CityName {
  id: number;
  label: string;
  raw?: string;
}

export type DestinationFilter = { city: number } | { propertyName: string } | Record<string, never>;

/**
 * Where the search goes: a picked city suggestion → its city id; a picked property suggestion →
 * its name; typed text equal to a city's name (case- and accent-insensitive, with or without the
 * KOTA/KABUPATEN prefix) → that city; other text → a property-name search; nothing → no filter.
 */
export function resolveDestination(
  values: Pick<SearchBoxValues, "destination" | "city" | "propertyId">,
  cities: readonly CityName[],
  maxNameLength = 100,
): DestinationFilter {
  const text = values.destination.trim();
  const pickedCity = /^\d+$/.test(values.city) ? Number(values.city) : 0;
  if (pickedCity > 0 && text !== "") return { city: pickedCity };
  if (text === "") return {};
  if (/^\d+$/.test(values.propertyId)) return { propertyName: text.slice(0, maxNameLength) };
  const needle = normalizeName(text);
  const names = (c: CityName) => [c.label, ...(c.raw === undefined ? [] : [c.raw, formatRegionName(c.raw)])];
  const match = cities.find((c) => names(c).some((name) => normalizeName(name) === needle));
  if (match) return { city: match.id };
  return { propertyName: text.slice(0, maxNameLength) };
}

function normalizeName(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}
