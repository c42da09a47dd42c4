/** Calendar dates as YYYY-MM-DD strings, computed in UTC so that time zones never shift a day. */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function assertDate(value: string): string {
  if (!DATE_PATTERN.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new Error(`Expected a date as YYYY-MM-DD, got "${value}"`);
  return value;
}

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Midnight of the date in the local time zone, as a timestamp. */
export function localMidnight(date: string): Date {
  return new Date(`${date}T00:00:00`);
}
