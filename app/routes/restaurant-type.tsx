// /restaurants/type/{restaurantId}/{typeId} (seed 002): the brand header linking back to the
// restaurant's page, the type's name, and the grid of its products, or 'Info not available' when
// it has none. An unknown or malformed restaurant or type (or another restaurant's type) is a 404.
import { useTranslation } from "#app/i18n/react.tsx";
import { data } from "react-router";
import { InfoNotAvailable, ProductGrid, RestaurantBanner } from "#app/components/restaurants/menu.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall, failedCall } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { MAX_ID, type RestaurantTypeProducts } from "#core/contract/index.ts";
import type { Route } from "./+types/restaurant-type";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["discover", "pages"] } satisfies I18nHandle;

export const shouldRevalidate = skipRevalidationForUiParams;

const idOf = (value: string) => {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return id >= 1 && id <= MAX_ID ? id : 0;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
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

export default function RestaurantType({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["discover", "pages", "common"]);
  const { answer, restaurantId } = loaderData;
  // Seed 002: restaurant 1 is the cafe, any other the Minang one (when the answer could not say).
  const restaurant =
    answer?.restaurant ??
    (restaurantId === 1
      ? { id: 1, slug: "nusa-cafe", name: "Nusa Cafe" }
      : { id: restaurantId, slug: "nusa-minang", name: "Nusa Minang" });
  const typeName = answer?.productType.product_type ?? t("pages:restaurantType");
  return (
    <main
      id="main"
      className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6"
      data-restaurant-type={answer?.productType.id ?? ""}
    >
      <title>{`${typeName} · ${restaurant.name} · ${t("common:brand")}`}</title>
      <RestaurantBanner restaurant={restaurant} linked />
      <h1 className="mb-4 mt-6 text-xl font-bold sm:text-2xl">{typeName}</h1>
      {answer === null || answer.products.length === 0 ? (
        <InfoNotAvailable />
      ) : (
        <ProductGrid products={answer.products} eagerCount={3} data-type-products="" />
      )}
    </main>
  );
}
