// "27 Nov 2026, 19.45 WIB": when a page the phone keeps was made, in Asia/Jakarta, the same text on
// the server and in the browser (no Intl data that differs between them).
import { formatShortDate, todayInJakarta } from "../dates.ts";

const JAKARTA_UTC_OFFSET_MS = 7 * 3_600_000;

export function formatKeptAt(ms: number, lang: "id" | "en"): string {
  const date = todayInJakarta(new Date(ms));
  const local = new Date(ms + JAKARTA_UTC_OFFSET_MS);
  const hh = String(local.getUTCHours()).padStart(2, "0");
  const mm = String(local.getUTCMinutes()).padStart(2, "0");
  // Indonesian writes the time with a dot (19.45), English with a colon.
  return `${formatShortDate(date, lang)} ${date.slice(0, 4)}, ${hh}${lang === "id" ? "." : ":"}${mm} WIB`;
}
