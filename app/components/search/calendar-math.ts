// The range calendar's pure parts: month grids and what a click on a day does (seed 000
// section 5: stays of 1 to 90 nights, no past days). Dates are YYYY-MM-DD strings throughout.
import { addDays, MAX_NIGHTS, MIN_NIGHTS, nightsBetween } from "#core/dates.ts";

export interface Month {
  year: number;
  /** 0 = January */
  month0: number;
}

export function monthOf(apiDate: string): Month {
  return { year: Number(apiDate.slice(0, 4)), month0: Number(apiDate.slice(5, 7)) - 1 };
}

export function addMonths({ year, month0 }: Month, n: number): Month {
  const index = year * 12 + month0 + n;
  return { year: Math.floor(index / 12), month0: ((index % 12) + 12) % 12 };
}

export function compareMonths(a: Month, b: Month): number {
  return a.year * 12 + a.month0 - (b.year * 12 + b.month0);
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * The weeks of a month, Monday first: each week holds 7 cells, a YYYY-MM-DD date or null for
 * the days of the neighbouring months.
 */
export function monthGrid({ year, month0 }: Month): (string | null)[][] {
  const first = new Date(Date.UTC(year, month0, 1));
  const daysInMonth = new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday = 0
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth; day++) cells.push(`${year}-${pad(month0 + 1)}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export interface Range {
  arrival: string | null;
  departure: string | null;
}

/** The picker's chosen stay, as its form fields hold it. */
export interface StayRange {
  /** YYYY-MM-DD or "" */
  arrival: string;
  departure: string;
}

export type Phase = "arrival" | "departure";

export interface PickResult extends Range {
  /** The phase after this click. */
  phase: Phase;
  /** Both dates are chosen: the calendar can close. */
  complete: boolean;
  /** Why the click was refused (the range is unchanged). */
  error: "stayTooShort" | "stayTooLong" | null;
}

/**
 * A click on `day` (not a past day: the calendar disables those). Choosing the check-in clears
 * the check-out; a check-out before the check-in starts over from that day; a check-out on the
 * check-in day or more than MAX_NIGHTS nights later is refused with its message.
 */
export function pickDay(range: Range, phase: Phase, day: string): PickResult {
  if (phase === "arrival" || range.arrival === null) {
    return { arrival: day, departure: null, phase: "departure", complete: false, error: null };
  }
  const nights = nightsBetween(range.arrival, day);
  if (nights < 0) return { arrival: day, departure: null, phase: "departure", complete: false, error: null };
  if (nights < MIN_NIGHTS) return { ...range, phase, complete: false, error: "stayTooShort" };
  if (nights > MAX_NIGHTS) return { ...range, phase, complete: false, error: "stayTooLong" };
  return { arrival: range.arrival, departure: day, phase: "arrival", complete: true, error: null };
}

/** The last check-out a check-in allows. */
export function lastDeparture(arrival: string): string {
  return addDays(arrival, MAX_NIGHTS);
}

/** Whether a day lies inside the chosen range (for highlighting), ends excluded. */
export function isBetween(day: string, range: Range): boolean {
  return range.arrival !== null && range.departure !== null && day > range.arrival && day < range.departure;
}

/**
 * Whether a stay from `arrival` to `departure` spends a night on an unavailable date (the nights
 * are arrival .. departure - 1: checking out on an unavailable date is fine).
 */
export function crossesUnavailable(arrival: string, departure: string, unavailable: ReadonlySet<string>): boolean {
  if (unavailable.size === 0) return false;
  for (let night = arrival; night < departure; night = addDays(night, 1)) {
    if (unavailable.has(night)) return true;
  }
  return false;
}

/**
 * Whether a day is greyed out for the current pick: an unavailable night cannot be a check-in,
 * but the first one after the chosen check-in is still a valid check-out.
 */
export function dayUnavailable(day: string, range: Range, phase: Phase, unavailable: ReadonlySet<string>): boolean {
  if (!unavailable.has(day)) return false;
  if (phase === "departure" && range.arrival !== null && day > range.arrival)
    return crossesUnavailable(range.arrival, day, unavailable);
  return true;
}
