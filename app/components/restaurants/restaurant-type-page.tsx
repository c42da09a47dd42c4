// /restaurants/type/:restaurantId/:typeId's page (one type's products): its own chunk with its catalogues.
import { useTranslation } from "#app/i18n/react.tsx";
import { InfoNotAvailable, ProductGrid, RestaurantBanner } from "#app/components/restaurants/menu.tsx";
import type { Route } from "../../routes/+types/restaurant-type";

type RestaurantTypePageProps = Pick<Route.ComponentProps, "loaderData">;

export function RestaurantTypePage({ loaderData }: RestaurantTypePageProps) {
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
