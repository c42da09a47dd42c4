// /tourist-attractions-all (seed 002): every tourist attraction as a card with its image and
// title, linking to /tourist-attractions/{id}. A failed load shows the empty state (seed 002
// section 8) with a retry link.
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall, failedCall } from "#app/lib/api.server.ts";
import type { HomeAttraction } from "#core/contract/index.ts";
import type { Route } from "./+types/tourist-attractions-all";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [attractionsAllPage]);

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  await attractionsAllPage.preload();
  const lang = getLocale(context) === "en" ? "en" : "id";
  try {
    const answer = await api.attractionsAll({ query: {} }, apiCall(request, { lang, signal: request.signal }));
    return { attractions: answer.data, failed: false };
  } catch (error) {
    return failedCall(request, error, "tourist attractions failed", {
      attractions: [] as HomeAttraction[],
      failed: true,
    });
  }
}

const attractionsAllPage = deferred(
  () => import("#app/components/attractions/attractions-all-page.tsx").then((m) => m.AttractionsAllPage),
  { i18n: ["discover", "villas"] },
);

export default attractionsAllPage.Component;
