// The /detail-villas query (seed 001 sections 2.1, 4 and 5): villas, guest, arrival, departure,
// duration (MM-DD-YYYY). Stored dates go stale: a check-in in the past becomes today, a check-out
// not after the check-in becomes the next day (tomorrow when the check-in was corrected to today).
// Pure and isomorphic: the loader corrects by redirecting, the booking box builds its links here.
import { addDays, apiDateToUrl, isApiDate, MAX_NIGHTS, nightsBetween, urlDateToApi } from "#core/dates.ts";
import { LIST_GUEST_MAX, parseGuestCount } from "#core/guests.ts";

export interface DetailQuery {
  /** The property id, or null when `villas` is missing or not a positive whole number. */
  villas: number | null;
  guest: number;
  /** YYYY-MM-DD, always a valid stay of 1 to 90 nights from today on. */
  arrival: string;
  departure: string;
  nights: number;
  /**
   * The URL to go to when the stored dates were stale or malformed (check-in in the past,
   * check-out not after check-in, a wrong duration); null when the URL is fine as it is.
   */
  correctedSearch: string | null;
}

function readDate(raw: string | null): string | null {
  const text = raw?.trim() ?? "";
  if (text === "") return null;
  return urlDateToApi(text) ?? (isApiDate(text) ? text : "invalid");
}

export function parseVillasId(raw: string | null): number | null {
  const text = raw?.trim() ?? "";
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Reads and corrects the stay (seed 001 section 4: defaults today and tomorrow). */
export function parseDetailQuery(params: URLSearchParams, today: string): DetailQuery {
  const villas = parseVillasId(params.get("villas"));
  const guest = parseGuestCount(params.get("guest"), { min: 1, max: LIST_GUEST_MAX });
  const askedArrival = readDate(params.get("arrival"));
  const askedDeparture = readDate(params.get("departure"));

  let arrival = askedArrival && askedArrival !== "invalid" ? askedArrival : today;
  if (nightsBetween(today, arrival) < 0) arrival = today;
  let departure = askedDeparture && askedDeparture !== "invalid" ? askedDeparture : addDays(arrival, 1);
  const span = nightsBetween(arrival, departure);
  if (span < 1 || span > MAX_NIGHTS) departure = addDays(arrival, 1);
  const nights = nightsBetween(arrival, departure);

  // Only a URL that carried dates is rewritten; a bare ?villas=1 keeps its short form.
  let correctedSearch: string | null = null;
  if (askedArrival !== null || askedDeparture !== null) {
    const sameDates =
      params.get("arrival") === apiDateToUrl(arrival) &&
      params.get("departure") === apiDateToUrl(departure) &&
      params.get("duration") === String(nights);
    if (!sameDates) correctedSearch = withStay(params, { arrival, departure, guest });
  }
  return { villas, guest, arrival, departure, nights, correctedSearch };
}

export type StayRefusal = "incomplete" | "checkInPast" | "checkOutNotAfter";

/**
 * The stay exactly as the booking box sent it ('Reserve', reserve=1), before the page's silent
 * corrections (seed 001 section 4): an empty date or guests 0 or less → 'Complete the form first';
 * a check-in before today → 'check in must equal or greater than today'; a check-out not after
 * the check-in → 'check out must greater than check in'. Null when the stay can be checked.
 */
export function reserveStayRefusal(params: URLSearchParams, today: string): StayRefusal | null {
  const arrival = readDate(params.get("arrival"));
  const departure = readDate(params.get("departure"));
  const guestText = params.get("guest")?.trim() ?? "";
  const guestMissing = guestText !== "" && (!/^-?\d+$/.test(guestText) || Number(guestText) <= 0);
  if (arrival === null || departure === null || arrival === "invalid" || departure === "invalid" || guestMissing)
    return "incomplete";
  if (nightsBetween(today, arrival) < 0) return "checkInPast";
  if (nightsBetween(arrival, departure) < 1) return "checkOutNotAfter";
  return null;
}

/** The query with another stay (dates as MM-DD-YYYY and the duration), other parameters kept. */
export function withStay(params: URLSearchParams, stay: { arrival: string; departure: string; guest: number }): string {
  const next = new URLSearchParams(params);
  next.set("guest", String(stay.guest));
  next.set("arrival", apiDateToUrl(stay.arrival) ?? "");
  next.set("departure", apiDateToUrl(stay.departure) ?? "");
  next.set("duration", String(nightsBetween(stay.arrival, stay.departure)));
  next.delete("reserve");
  next.delete("reserveError");
  return `?${next.toString()}`;
}

/** Where 'Reserve' goes: /reservation-form?villas&guest&arrival&departure&duration (seed 001 section 2.1). */
export function reservationFormHref(
  villas: number,
  stay: { arrival: string; departure: string; guest: number },
): string {
  const params = new URLSearchParams({
    villas: String(villas),
    guest: String(stay.guest),
    arrival: apiDateToUrl(stay.arrival) ?? "",
    departure: apiDateToUrl(stay.departure) ?? "",
    duration: String(nightsBetween(stay.arrival, stay.departure)),
  });
  return `/reservation-form?${params.toString()}`;
}

/** The nights of a stay (YYYY-MM-DD), check-in included, check-out excluded. */
export function stayNights(arrival: string, departure: string): string[] {
  const count = nightsBetween(arrival, departure);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(arrival, i));
}

/** The first unavailable night inside the stay, or null (seed 001 section 4). */
export function firstUnavailableNight(
  arrival: string,
  departure: string,
  unavailable: ReadonlySet<string>,
): string | null {
  return stayNights(arrival, departure).find((night) => unavailable.has(night)) ?? null;
}

/**
 * The advance-booking rule (seed 001 section 5): days between the server's business date and the
 * check-in; refused when fewer than min_h_booking.
 */
export function advanceBookingRefused(arrival: string, serverTime: string, minHBooking: number): boolean {
  if (!(minHBooking > 0)) return false;
  const time = new Date(serverTime);
  if (!Number.isFinite(time.getTime())) return false;
  const serverDay = new Date(time.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return nightsBetween(serverDay, arrival) < minHBooking;
}

/** Why 'Reserve' was refused (?reserveError=, seed 001 sections 4 and 5). */
export type ReserveError =
  | "incomplete"
  | "checkInPast"
  | "checkOutNotAfter"
  | "unavailable"
  | "minNight"
  | "advance"
  | "soldOut";
export const RESERVE_ERRORS: readonly ReserveError[] = [
  "incomplete",
  "checkInPast",
  "checkOutNotAfter",
  "unavailable",
  "minNight",
  "advance",
  "soldOut",
];
