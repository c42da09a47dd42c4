// An event's dates as a person reads them: consecutive days as one range ("7–9 Dec 2026"),
// separate days apart ("28 Feb 2027 – 1 Mar 2027" spans a month; "4, 11 Jan" are two ranges).
import { addDays, formatShortDate } from "#core/dates.ts";

export interface DateRange {
  first: string;
  last: string;
}

/** Consecutive YYYY-MM-DD dates (sorted, as /v1 sends them) grouped into ranges. */
export function dateRanges(dates: readonly string[]): DateRange[] {
  const ranges: DateRange[] = [];
  for (const date of dates) {
    const current = ranges.at(-1);
    if (current && addDays(current.last, 1) === date) current.last = date;
    else if (!current || current.last !== date) ranges.push({ first: date, last: date });
  }
  return ranges;
}

/** "7 Dec 2026", "7–9 Dec 2026", or "28 Feb – 1 Mar 2027" (the year once when both share it). */
export function formatDateRange({ first, last }: DateRange, lang: "id" | "en"): string {
  const year = (date: string) => date.slice(0, 4);
  if (first === last) return `${formatShortDate(first, lang)} ${year(first)}`;
  if (first.slice(0, 7) === last.slice(0, 7))
    return `${Number(first.slice(8))}–${formatShortDate(last, lang)} ${year(last)}`;
  if (year(first) === year(last))
    return `${formatShortDate(first, lang)} – ${formatShortDate(last, lang)} ${year(last)}`;
  return `${formatShortDate(first, lang)} ${year(first)} – ${formatShortDate(last, lang)} ${year(last)}`;
}
