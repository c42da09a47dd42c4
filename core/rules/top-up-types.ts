// The top-up store's product types and tab order (seed 002 section 5), apart from the rest of
// ./top-up.ts (which re-exports them) so that the store page's own first-load code needs only these.

// The history's groups and the store's tabs.
export const TOP_UP_TYPES = [
  "credits",
  "data_packages",
  "pln_token",
  "ewallets",
  "movie_tickets",
  "emoneys",
  "voucher_games",
] as const;
export type TopUpType = (typeof TOP_UP_TYPES)[number];

/** The store's tab order (seed 002: Credits, Data Packages, PLN Token, E-Wallet, E-Money, Movie Ticket, Voucher Game). */
export const TOP_UP_TABS: readonly TopUpType[] = [
  "credits",
  "data_packages",
  "pln_token",
  "ewallets",
  "emoneys",
  "movie_tickets",
  "voucher_games",
];
/** The tab opened when none was chosen before. */
export const DEFAULT_TOP_UP_TAB: TopUpType = "movie_tickets";

export function isTopUpType(value: unknown): value is TopUpType {
  return typeof value === "string" && (TOP_UP_TYPES as readonly string[]).includes(value);
}
