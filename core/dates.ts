// Calendar dates of a stay. Two string formats exist (seed 000 section 5): the URL's
// MM-DD-YYYY and the /v1 API's YYYY-MM-DD. Both are parsed strictly (02-30-2026 is not a date).
// A stay date is a calendar day with no time or zone, so arithmetic is done on UTC day numbers:
// the result never depends on the time zone of the server or of the browser.
// Parsing is done by hand rather than with dayjs: this module runs in the browser too (search
// forms, the range calendar), and the two fixed formats do not need a 5 KB date library.

type Lang = "id" | "en";

export const URL_DATE_FORMAT = "MM-DD-YYYY";
export const API_DATE_FORMAT = "YYYY-MM-DD";

/** Seed 000 section 9: a stay is 1 to 90 nights. */
export const MIN_NIGHTS = 1;
export const MAX_NIGHTS = 90;

/** Asia/Jakarta (WIB) is UTC+7 all year: Indonesia has no daylight saving time. */
const JAKARTA_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

const MONTHS_SHORT: Record<Lang, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  id: ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"],
};
const MONTHS_LONG: Record<Lang, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  id: [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
  ],
};
const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  id: ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"],
};

/** Monday first, as the range calendar's grid. */
const WEEKDAY_HEADINGS: Record<Lang, readonly string[]> = {
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  id: ["Sen", "Sel", "Rab", "Kam", "Jum", "Sab", "Min"],
};

interface CalendarDay {
  year: number;
  month0: number; // 0 = January
  day: number;
}

const DATE_SHAPES: Record<string, RegExp> = {
  [API_DATE_FORMAT]: /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/,
  [URL_DATE_FORMAT]: /^(?<month>\d{2})-(?<day>\d{2})-(?<year>\d{4})$/,
};

function daysInMonth(year: number, month1: number): number {
  if (month1 === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month1) ? 30 : 31;
}

/** A real calendar date in exactly the given format (two-digit month and day, four-digit year). */
function parseStrict(value: unknown, format: string): CalendarDay | null {
  if (typeof value !== "string" || value === "") return null;
  const groups = DATE_SHAPES[format]?.exec(value)?.groups;
  if (!groups) return null;
  const year = Number(groups.year);
  const month1 = Number(groups.month);
  const day = Number(groups.day);
  if (month1 < 1 || month1 > 12 || day < 1 || day > daysInMonth(year, month1)) return null;
  return { year, month0: month1 - 1, day };
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function toApi({ year, month0, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month0 + 1, 2)}-${pad(day, 2)}`;
}

function toUrl({ year, month0, day }: CalendarDay): string {
  return `${pad(month0 + 1, 2)}-${pad(day, 2)}-${pad(year, 4)}`;
}

function toEpochDay({ year, month0, day }: CalendarDay): number {
  return Math.round(Date.UTC(year, month0, day) / MS_PER_DAY);
}

function fromEpochDay(epochDay: number): CalendarDay {
  const d = new Date(epochDay * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month0: d.getUTCMonth(), day: d.getUTCDate() };
}

function requireApiDate(value: string, name: string): CalendarDay {
  const day = parseStrict(value, API_DATE_FORMAT);
  if (!day) throw new RangeError(`${name} is not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
  return day;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isApiDate(value: unknown): boolean {
  return parseStrict(value, API_DATE_FORMAT) !== null;
}

/** True for a real calendar date written MM-DD-YYYY. */
export function isUrlDate(value: unknown): boolean {
  return parseStrict(value, URL_DATE_FORMAT) !== null;
}

/** "11-21-2026" → "2026-11-21"; anything that is not a real MM-DD-YYYY date → null. */
export function urlDateToApi(urlDate: string | null | undefined): string | null {
  const day = parseStrict(urlDate, URL_DATE_FORMAT);
  return day ? toApi(day) : null;
}

/** "2026-11-21" → "11-21-2026"; anything that is not a real YYYY-MM-DD date → null. */
export function apiDateToUrl(apiDate: string | null | undefined): string | null {
  const day = parseStrict(apiDate, API_DATE_FORMAT);
  return day ? toUrl(day) : null;
}

/**
 * Nights from arrival to departure (both YYYY-MM-DD); negative when departure is earlier.
 * Throws a RangeError on a string that is not a date: validate user input first.
 */
export function nightsBetween(arrivalApi: string, departureApi: string): number {
  return toEpochDay(requireApiDate(departureApi, "departure")) - toEpochDay(requireApiDate(arrivalApi, "arrival"));
}

/** The YYYY-MM-DD date `days` days after (or before, if negative) the given one. Throws on a non-date. */
export function addDays(apiDate: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer: ${days}`);
  return toApi(fromEpochDay(toEpochDay(requireApiDate(apiDate, "date")) + days));
}

/** The business date (YYYY-MM-DD) in Asia/Jakarta at the given instant (default: now). */
export function todayInJakarta(now: Date = new Date()): string {
  const time = now.getTime();
  if (!Number.isFinite(time)) throw new RangeError("todayInJakarta needs a valid Date");
  return new Date(time + JAKARTA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

function langOf(lang: Lang): Lang {
  return lang === "en" ? "en" : "id"; // anything else falls back to the default language
}

/** "2026-11-21" → "21 Nov" (both languages); "2026-08-17" → "17 Agu" (id) / "17 Aug" (en). "" for a non-date. */
export function formatShortDate(apiDate: string | null | undefined, lang: Lang): string {
  const day = parseStrict(apiDate, API_DATE_FORMAT);
  if (!day) return "";
  return `${day.day} ${MONTHS_SHORT[langOf(lang)][day.month0]}`;
}

/** A calendar's month heading: (2026, 11) → "Desember 2026" (id) / "December 2026" (en). */
export function formatMonthYear(year: number, month0: number, lang: Lang): string {
  return `${MONTHS_LONG[langOf(lang)][month0]} ${year}`;
}

/** A calendar's column headings, Monday first: "Sen" … "Min" (id) / "Mon" … "Sun" (en). */
export function weekdayHeadings(lang: Lang): readonly string[] {
  return WEEKDAY_HEADINGS[langOf(lang)];
}

/** "2026-11-21" → "Sabtu, 21 November 2026" (id) / "Saturday, 21 November 2026" (en). "" for a non-date. */
export function formatLongDate(apiDate: string | null | undefined, lang: Lang): string {
  const day = parseStrict(apiDate, API_DATE_FORMAT);
  if (!day) return "";
  const l = langOf(lang);
  const weekday = new Date(Date.UTC(day.year, day.month0, day.day)).getUTCDay();
  return `${WEEKDAYS[l][weekday]}, ${day.day} ${MONTHS_LONG[l][day.month0]} ${day.year}`;
}

/**
 * Why a stay cannot be searched or booked: message KEYS, not texts. The UI's catalogues own the
 * English and Indonesian texts; the seeds' own wording is noted beside each key.
 */
export type StayError =
  /** No check-in date (seed 001 section 5: 'Check In required'). */
  | "checkInRequired"
  /** Check-in before today (seed 000/001 section 5: 'error, check in must equal or greater than today'). */
  | "checkInPast"
  /** Check-out given without a check-in (seed 000/001 section 5: 'start date required'). */
  | "startDateRequired"
  /** Check-in given without a check-out (seed 001 section 5: 'Check Out required'). */
  | "checkOutRequired"
  /**
   * Check-out before check-in (seed 000/001 section 5: 'error, check out must greater than check in').
   * Check-out ON the check-in day is the more specific stayTooShort.
   */
  | "checkOutNotAfterCheckIn"
  /** More than MAX_NIGHTS nights (seed 000 section 5: the date-range picker's max-duration message). */
  | "stayTooLong"
  /** Fewer than MIN_NIGHTS nights, i.e. check-out on the check-in day (seed 000 section 5: 'Durasi minimal 1 malam'). */
  | "stayTooShort";

export type StayValidation =
  | { ok: true; nights: number }
  | { ok: false; field: "arrival" | "departure"; error: StayError };

/**
 * The stay rules of seed 000 section 5 and seed 001 section 5, checked in this order:
 * check-in present, check-in not before today, check-out present, check-out not before
 * check-in, at least MIN_NIGHTS nights, at most MAX_NIGHTS nights.
 * All dates are YYYY-MM-DD; a value that is not a real date counts as absent (a check-in
 * that is not a date is checkInRequired even when a check-out is given).
 * `today` is the business date (see todayInJakarta); a non-date there throws.
 */
export function validateStay({
  arrival,
  departure,
  today,
}: {
  arrival: string | null | undefined;
  departure: string | null | undefined;
  today: string;
}): StayValidation {
  const todayDay = toEpochDay(requireApiDate(today, "today"));
  const arrivalDay = parseStrict(arrival, API_DATE_FORMAT);
  const departureDay = parseStrict(departure, API_DATE_FORMAT);

  if (!arrivalDay) {
    // Only a check-out picked with the check-in left empty is 'start date required';
    // a check-in that is there but not a date is the check-in's own error.
    const arrivalEmpty = arrival === null || arrival === undefined || arrival === "";
    return arrivalEmpty && departureDay
      ? { ok: false, field: "departure", error: "startDateRequired" }
      : { ok: false, field: "arrival", error: "checkInRequired" };
  }
  if (toEpochDay(arrivalDay) < todayDay) return { ok: false, field: "arrival", error: "checkInPast" };
  if (!departureDay) return { ok: false, field: "departure", error: "checkOutRequired" };

  const nights = toEpochDay(departureDay) - toEpochDay(arrivalDay);
  if (nights < 0) return { ok: false, field: "departure", error: "checkOutNotAfterCheckIn" };
  if (nights < MIN_NIGHTS) return { ok: false, field: "departure", error: "stayTooShort" };
  if (nights > MAX_NIGHTS) return { ok: false, field: "departure", error: "stayTooLong" };
  return { ok: true, nights };
}
