// /restaurants/{slug} (seed 002, nusa-cafe and nusa-minang): the brand header with the toggle
// between the two, up to three recommended products, then each product type with up to three of
// its products and a More Info link to /restaurants/type/{restaurantId}/{typeId}. An unknown slug
// is a 404; a failed load is silent (seed 002 section 8): the page shows 'Info not available'.
import { data } from "react-router";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall, failedCall } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { RestaurantContent } from "#core/contract/index.ts";
import { RESTAURANT_SLUGS } from "#core/rules/catalogue.ts";
import type { Route } from "./+types/restaurant";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [restaurantPage]);

export const shouldRevalidate = skipRevalidationForUiParams;

const isSlug = (value: string): value is (typeof RESTAURANT_SLUGS)[number] =>
  (RESTAURANT_SLUGS as readonly string[]).includes(value);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await restaurantPage.preload();
  const slug = params.slug;
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const lang = getLocale(context) === "en" ? "en" : "id";
  try {
    const content = await api.restaurantContent(
      { params: { id: slug } },
      apiCall(request, { lang, signal: request.signal }),
    );
    return { slug, content };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    return failedCall(request, error, "restaurant content failed", { slug, content: null as RestaurantContent | null });
  }
}

const restaurantPage = deferred(
  () => import("#app/components/restaurants/restaurant-page.tsx").then((m) => m.RestaurantPage),
  { i18n: ["discover"] },
);

export default restaurantPage.Component;
