// /top-up/result?order_id= (the gateway's finish URL): one top-up's status with its expected time,
// the PLN token (grouped by 4, copy button) or serial number. While it is still moving the page
// refreshes itself every 5 s (a meta refresh: no JavaScript needed). A declined payment and an
// expired one read apart (their own status words). An unknown order, or another account's, says
// the seed's "Top up tidak ditemukan" here (404) with the ways on, instead of a silent redirect.
import { data } from "react-router";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall } from "#app/lib/api.server.ts";
import { requireAuth } from "#app/lib/session.server.ts";
import type { Route } from "./+types/top-up-result";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { keepOffline } from "#app/lib/offline.server.ts";
import { keepUntilAfter } from "#core/offline/protocol.ts";
import { todayInJakarta } from "#core/dates.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [topUpResultPage]);

export async function loader({ request, context }: Route.LoaderArgs) {
  await topUpResultPage.preload();
  const auth = await requireAuth(request);
  const lang = getLocale(context) === "en" ? "en" : "id";
  const refId = new URL(request.url).searchParams.get("order_id")?.trim().slice(0, 60) ?? "";
  const notFound = () => data({ result: null }, { status: 404 });
  if (!refId) return notFound();
  try {
    const result = (await api.topUpResult({ params: { refId } }, apiCall(request, { lang, token: auth.token }))).data;
    // The phone keeps the purchase (its token or serial number) 30 days after it (decision 058).
    const keptAt = Date.now();
    keepOffline(context, keepUntilAfter(todayInJakarta(new Date(result.date))));
    return data({ result, keptAt });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return notFound();
    throw error;
  }
}

const topUpResultPage = deferred(
  () => import("#app/components/top-up/top-up-result-page.tsx").then((m) => m.TopUpResultPage),
  { i18n: ["bookings", "topup"] },
);

export default topUpResultPage.Component;
