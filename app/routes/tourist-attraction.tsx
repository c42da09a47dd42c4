// /tourist-attractions/{id} (seed 002): the image slider, the sanitised HTML description (/v1
// sanitises it with sanitize-html: api/properties/sanitize-html.ts), and the nearest properties
// sorted by straight-line distance in km, at most NEAREST_MAX_KM away (core/geo.ts).
import { data } from "react-router";
import type { Language } from "#app/i18n/config.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall, isUnavailableResponse } from "#app/lib/api.server.ts";
import { MAX_ID, type PropertyCardWithDistance } from "#core/contract/index.ts";
import type { Route } from "./+types/tourist-attraction";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [attractionPage]);

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await attractionPage.preload();
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  if (id < 1 || id > MAX_ID) throw data(null, { status: 404 });
  const lang: Language = getLocale(context) === "en" ? "en" : "id";
  const call = apiCall(request, { lang, signal: request.signal });
  try {
    const [attraction, nearby] = await Promise.all([
      api.attraction({ params: { id } }, call),
      api.propertiesNearAttraction({ params: { id } }, call),
    ]);
    return { lang, attraction: attraction.data, nearby: nearby.data as PropertyCardWithDistance[] };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    if (isUnavailableResponse(error) || request.signal.aborted) throw error;
    throw error;
  }
}

const attractionPage = deferred(
  () => import("#app/components/attractions/attraction-page.tsx").then((m) => m.AttractionPage),
  { i18n: ["discover"] },
);

export default attractionPage.Component;
