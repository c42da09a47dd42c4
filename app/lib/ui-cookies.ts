// Small UI preferences kept in cookies so the server renders the page as the visitor left it:
// the closed promo banner, the closed popup promo and the closed promo-event icon. Not secret and not httpOnly: with
// JavaScript the close button writes the cookie itself and hides the element at once; without
// it, a link adds `?dismiss=<kind>` and the shell's loader sets the cookie and redirects back.

export const DISMISS_PARAM = "dismiss";

export const DISMISSALS = {
  /** Seed 000 section 2.2: the banner can be closed; it stays closed for 30 days. */
  "promo-banner": { cookie: "promo_banner_closed", maxAge: 60 * 60 * 24 * 30 },
  /** Seed 000 section 2.5 item 11: the popup promo does not come back on every view; a day. */
  "popup-promo": { cookie: "popup_promo_closed", maxAge: 60 * 60 * 24 },
  /** Issue 22: the floating promo-event icon can be closed too; like the popup promo, for a day. */
  "promo-event": { cookie: "promo_event_closed", maxAge: 60 * 60 * 24 },
} as const;
export type DismissKind = keyof typeof DISMISSALS;

export function isDismissKind(value: unknown): value is DismissKind {
  return typeof value === "string" && Object.hasOwn(DISMISSALS, value);
}

/** The Set-Cookie (or document.cookie) value that remembers a dismissal. */
export function dismissCookie(kind: DismissKind, { secure }: { secure: boolean }): string {
  const { cookie, maxAge } = DISMISSALS[kind];
  return `${cookie}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether a Cookie header (or document.cookie) holds the dismissal. */
export function isDismissed(cookieHeader: string | null | undefined, kind: DismissKind): boolean {
  return readCookie(cookieHeader, DISMISSALS[kind].cookie) === "1";
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return null;
}
