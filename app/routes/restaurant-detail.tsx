// /restaurants/detail/{productId} (seed 002): the gallery with its image modal, the name, the price
// (the promo price when above 0), the description (sanitised by /v1 with sanitize-html, as the
// attraction page's), the order box (outlet and marketplace chips, Add To Order to the
// marketplace's deep link) and the Recommended Menu. An unknown or malformed id is a 404; a failed
// load is silent: 'Info not available'.
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { onlyOrderParamsChanged } from "#app/components/restaurants/order-params.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall, failedCall } from "#app/lib/api.server.ts";
import { UI_PARAMS } from "#app/lib/modal.ts";
import { MAX_ID, type RestaurantDetailAnswer } from "#core/contract/index.ts";
import type { Route } from "./+types/restaurant-detail";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [restaurantDetailPage]);

// Choosing an outlet or a marketplace, opening a photo, or a modal or toast: no new data.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined || formMethod.toUpperCase() === "GET") {
    if (onlyOrderParamsChanged(currentUrl, nextUrl, UI_PARAMS)) return false;
  }
  return defaultShouldRevalidate;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await restaurantDetailPage.preload();
  const id = /^\d{1,10}$/.test(params.productId) ? Number(params.productId) : 0;
  if (id < 1 || id > MAX_ID) throw data(null, { status: 404 });
  const lang = getLocale(context) === "en" ? "en" : "id";
  try {
    const answer = await api.restaurantProduct({ params: { id } }, apiCall(request, { lang, signal: request.signal }));
    return { product: answer.data as RestaurantDetailAnswer | null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    return failedCall(request, error, "restaurant product failed", { product: null as RestaurantDetailAnswer | null });
  }
}

const restaurantDetailPage = deferred(
  () => import("#app/components/restaurants/restaurant-detail-page.tsx").then((m) => m.RestaurantDetailPage),
  { i18n: ["discover", "pages"] },
);

export default restaurantDetailPage.Component;
