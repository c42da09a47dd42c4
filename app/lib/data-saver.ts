// The data saver (issue 24 item 5): on when the browser sends `Save-Data: on` (Chrome's Lite mode,
// Android's data saver) or when the visitor turned the footer's switch on; the switch's cookie
// wins over the header both ways, so "off" stays off on a phone whose browser always asks to save.
// A page with the saver on is the page as it works without JavaScript (no scripts at all), with the
// smallest stored pictures, one carousel slide and no map tiles (decision 063).

export const DATA_SAVER_COOKIE = "data_saver";
/** A year: a preference, not a session. */
const MAX_AGE = 60 * 60 * 24 * 365;

/** The headers a page's answer depends on through the saver (shared caches must keep them apart). */
export const DATA_SAVER_VARY = ["Save-Data", "Cookie"] as const;

/** The switch's choice from a Cookie header: true (on), false (off), or null (never chosen). */
export function dataSaverChoice(cookieHeader: string | null | undefined): boolean | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.split("=").map((s) => s.trim());
    if (name === DATA_SAVER_COOKIE) return value === "1" ? true : value === "0" ? false : null;
  }
  return null;
}

/** Whether this request's page is served with the saver on. */
export function isDataSaverOn(headers: { get(name: string): string | null }): boolean {
  const chosen = dataSaverChoice(headers.get("Cookie"));
  if (chosen !== null) return chosen;
  return headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

/** The Set-Cookie value that remembers the switch's position. */
export function dataSaverCookie(on: boolean, { secure }: { secure: boolean }): string {
  return `${DATA_SAVER_COOKIE}=${on ? "1" : "0"}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
