// What the server tells the service worker about a page (decision 058), in response headers: who
// the page is for, and whether the phone may keep it offline and until when. The worker keeps only
// what the server marks, and forgets everything kept when the owner changes (a logout, another
// member's login): a shared family phone never shows one member's bookings to another.
import { addDays, isApiDate } from "../dates.ts";

/** On every page and `.data` answer: `m-<hash>` for a member (never their id), `visitor` otherwise. */
export const OWNER_HEADER = "x-inap-owner";
/** On a page the phone may keep: until when (ms since the epoch), then forgotten. */
export const KEEP_HEADER = "x-inap-keep";
/** Beside KEEP_HEADER: other addresses to keep with the page (the voucher PDF, a posted result's page). */
export const KEEP_ALSO_HEADER = "x-inap-keep-also";

export const VISITOR = "visitor";
/** Kept data lives this long after the stay (or the purchase) it is about. */
export const KEEP_DAYS_AFTER = 30;

const DAY_MS = 86_400_000;
const JAKARTA_UTC_OFFSET_MS = 7 * 3_600_000;

/** The end (midnight, Asia/Jakarta) of the day `KEEP_DAYS_AFTER` days after `apiDate`; null for a non-date. */
export function keepUntilAfter(apiDate: string): number | null {
  if (!isApiDate(apiDate)) return null;
  const last = addDays(apiDate, KEEP_DAYS_AFTER + 1);
  return Date.parse(`${last}T00:00:00Z`) - JAKARTA_UTC_OFFSET_MS;
}

/** The later of: the stays' ends plus `KEEP_DAYS_AFTER` days, and that many days from now (a list). */
export function keepUntilLatest(apiDates: readonly string[], now: number): number {
  const fromNow = now + KEEP_DAYS_AFTER * DAY_MS;
  return apiDates.reduce((latest, date) => Math.max(latest, keepUntilAfter(date) ?? latest), fromNow);
}

/** KEEP_HEADER's value. */
export function formatKeep(until: number): string {
  return String(Math.floor(until));
}

/** KEEP_HEADER's value read back: a time in the future, else null (nothing to keep). */
export function parseKeep(value: string | null, now: number): number | null {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  const until = Number(value.trim());
  return until > now ? until : null;
}

/** KEEP_ALSO_HEADER's value: same-site paths only, comma separated (each URL-encoded where needed). */
export function formatKeepAlso(paths: readonly string[]): string {
  return paths.filter(isSitePath).join(", ");
}

export function parseKeepAlso(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((p) => p.trim())
    .filter(isSitePath);
}

function isSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !/[\s,\\]/.test(path);
}
