// The home page's top-up shortcuts (seed 000 section 4, seed 002 section 8): logged out → the
// login modal; logged in and the platform enabled (ios or android flag equal to 1, from
// GET /v1/top-up-platform-status) → /top-up/credits; otherwise the 'under development' toast.
import type { PlatformStatus } from "#core/contract/index.ts";

export type TopUpAccess = "login" | "open" | "unavailable";

export function topUpAccess(loggedIn: boolean, status: PlatformStatus | null | undefined): TopUpAccess {
  if (!loggedIn) return "login";
  if (status && (status.ios === 1 || status.android === 1)) return "open";
  return "unavailable";
}

/** The top-up shortcuts on home, in the seed's order; the id is the top-up type the store opens with. */
export const TOP_UP_SHORTCUTS = ["pulsa", "pln", "ewallet", "movie", "game", "emoney"] as const;
export type TopUpShortcut = (typeof TOP_UP_SHORTCUTS)[number];

export function topUpHref(type: TopUpShortcut): string {
  return `/top-up/credits?type=${type}`;
}
