// /voucher-event/{eventType} (seed 002 sections 2 and 4; decision 028): for a signed-in member the
// loader claims the event's voucher on opening (GET /v1/voucher-claim/random/{userId}/{email},
// idempotent per member: opening again shows the same code) and the page shows the event's
// animation, 'Selamat anda mendapatkan voucher' and the code. Logged out: home with the login
// modal, then back here. The event over or every voucher claimed: a page that says so; an unknown
// event: not found. The floating event icon hides itself on this page.
import { data, redirect } from "react-router";
import type { VoucherClaim } from "#core/contract/index.ts";
import { VoucherEventView } from "#app/components/vouchers/voucher-event-view.tsx";
import type { Language } from "#app/i18n/config.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { clearSession, requireAuth } from "#app/lib/session.server.ts";
import type { Route } from "./+types/voucher-event";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["vouchers"] } satisfies I18nHandle;

export const shouldRevalidate = skipRevalidationForUiParams;

type State = { state: "claimed"; claim: VoucherClaim } | { state: "over" } | { state: "full" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang: Language = getLocale(context) === "en" ? "en" : "id";
  const eventType = params.eventType.trim();
  if (eventType === "" || eventType.length > 60) throw data(null, { status: 404 });
  const auth = await requireAuth(request);
  const call = apiCall(request, { lang, token: auth.token, signal: request.signal });
  let result: State;
  try {
    const answer = await api.voucherClaim(
      { params: { userId: String(auth.user.id), email: auth.user.email }, query: { event: eventType } },
      call,
    );
    result = { state: "claimed", claim: answer.data };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    if (error.status === 410) result = { state: "over" };
    else if (error.status === 409) result = { state: "full" };
    // A token /v1 no longer accepts: the session is over; sign in again and come back.
    else if (error.status === 401 || error.status === 403) {
      throw redirect(new URL(request.url).pathname, { headers: { "Set-Cookie": await clearSession(request) } });
    } else throw error;
  }
  return { lang, ...result };
}

export default function VoucherEvent({ loaderData }: Route.ComponentProps) {
  return <VoucherEventView page={loaderData} />;
}
