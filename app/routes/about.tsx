// /about (seed 001 section 2.5): the title and two paragraphs, the company's postal address and a
// map marker at fixed coordinates (app/components/static/office-map.tsx).
import { mapsKeyFor } from "#app/lib/maps.server.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import type { Route } from "./+types/about";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, [aboutPage]);

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  await aboutPage.preload();
  return {
    lang: getLocale(context) === "en" ? ("en" as const) : ("id" as const),
    mapsKey: mapsKeyFor(request),
  };
}

const aboutPage = deferred(() => import("#app/components/static/about-page.tsx").then((m) => m.AboutPage), {
  i18n: ["detail", "discover", "pages", "shell"],
});

export default aboutPage.Component;
