// Whether the shell's loader sends the running promos (GET /v1/voucher-home) for the banner's promo
// modal: while the banner shows, or when the URL opens that modal. Home's carousel shows the same
// list, so home then takes the shell's instead of sending it twice (docs/decisions/032-first-load-js.md).
import { readModal } from "#app/lib/modal.ts";
import { isDismissed } from "#app/lib/ui-cookies.ts";

export function shellSendsPromos(cookieHeader: string | null, search: URLSearchParams): boolean {
  return !isDismissed(cookieHeader, "promo-banner") || readModal(search) === "promo";
}
