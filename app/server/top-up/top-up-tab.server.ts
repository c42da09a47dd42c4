// The store's tab: from ?type= (a tab name or a home shortcut's id), else the remembered one (the
// `topUp` cookie, seed 002: stored key topUp), else Movie Ticket; remembered on every visit.
import { createCookie } from "react-router";
import { DEFAULT_TOP_UP_TAB, isTopUpType, type TopUpType } from "#core/rules/top-up.ts";

export const topUpTabCookie = createCookie("topUp", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** The home shortcuts' ids (app/lib/top-up-access.ts) as tabs. */
const SHORTCUTS: Record<string, TopUpType> = {
  pulsa: "credits",
  pln: "pln_token",
  ewallet: "ewallets",
  movie: "movie_tickets",
  game: "voucher_games",
  emoney: "emoneys",
};

export async function topUpTabOf(request: Request): Promise<TopUpType> {
  const asked = new URL(request.url).searchParams.get("type") ?? "";
  if (isTopUpType(asked)) return asked;
  if (SHORTCUTS[asked]) return SHORTCUTS[asked];
  const remembered: unknown = await topUpTabCookie.parse(request.headers.get("Cookie"));
  return isTopUpType(remembered) ? remembered : DEFAULT_TOP_UP_TAB;
}
