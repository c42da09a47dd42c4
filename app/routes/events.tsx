// /events (seed 000, item 9's show-all): every upcoming event from GET /v1/villas/event-home?all,
// with its picture, category (stored in Indonesian, named in the page's language), city and
// dates from today on, and a link to the stays of its city for its first night (the page promises
// stays nearby; issue 22). None, or a failed load (only logged, seed 000 section 8): the empty state.
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall, failedCall } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { HomeEvent } from "#core/contract/index.ts";
import type { Route } from "./+types/events";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, [eventsPage]);

export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  await eventsPage.preload();
  const lang = getLocale(context) === "en" ? "en" : "id";
  try {
    const answer = await api.events({ query: { all: true } }, apiCall(request, { lang, signal: request.signal }));
    return { events: answer.data, failed: false };
  } catch (error) {
    return failedCall(request, error, "events failed", { events: [] as HomeEvent[], failed: true });
  }
}

const eventsPage = deferred(() => import("#app/components/promos/events-page.tsx").then((m) => m.EventsPage), {
  i18n: ["home", "promos"],
});

export default eventsPage.Component;
