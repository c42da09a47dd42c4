// /restaurants/type/{restaurantId}/{typeId} (seed 002): the brand header linking back to the
// restaurant's page, the type's name, and the grid of its products, or 'Info not available' when
// it has none. An unknown or malformed restaurant or type (or another restaurant's type) is a 404.
import { data } from "react-router";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall, failedCall } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { MAX_ID, type RestaurantTypeProducts } from "#core/contract/index.ts";
import type { Route } from "./+types/restaurant-type";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [restaurantTypePage]);

export const shouldRevalidate = skipRevalidationForUiParams;

const idOf = (value: string) => {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return id >= 1 && id <= MAX_ID ? id : 0;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await restaurantTypePage.preload();
  const restaurantId = idOf(params.restaurantId);
  const typeId = idOf(params.typeId);
  if (!restaurantId || !typeId) throw data(null, { status: 404 });
  const lang = getLocale(context) === "en" ? "en" : "id";
  try {
    const answer = await api.restaurantTypeProducts(
      { params: { restaurantId, typeId } },
      apiCall(request, { lang, signal: request.signal }),
    );
    return { answer, restaurantId };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    return failedCall(request, error, "restaurant type failed", {
      answer: null as RestaurantTypeProducts | null,
      restaurantId,
    });
  }
}

const restaurantTypePage = deferred(
  () => import("#app/components/restaurants/restaurant-type-page.tsx").then((m) => m.RestaurantTypePage),
  { i18n: ["discover", "pages"] },
);

export default restaurantTypePage.Component;
