// /restaurants/:slug's page (a brand's menu by type): its own chunk with the discover catalogue.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import {
  InfoNotAvailable,
  ProductGrid,
  RestaurantBanner,
  RestaurantToggle,
} from "#app/components/restaurants/menu.tsx";
import { RESTAURANT_SECTION_MAX } from "#core/rules/catalogue.ts";
import type { Route } from "../../routes/+types/restaurant";

type RestaurantPageProps = Pick<Route.ComponentProps, "loaderData">;

export function RestaurantPage({ loaderData }: RestaurantPageProps) {
  const { t } = useTranslation(["discover", "common"]);
  const { slug, content } = loaderData;
  const restaurant = content?.restaurant ?? { id: 0, slug, name: slug === "nusa-cafe" ? "Nusa Cafe" : "Nusa Minang" };
  const recommended = content?.recomended_products.slice(0, RESTAURANT_SECTION_MAX) ?? [];
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6" data-restaurant={slug}>
      <title>{`${t("restaurants.title", { name: restaurant.name })} · ${t("common:brand")}`}</title>
      <RestaurantBanner restaurant={restaurant}>
        <RestaurantToggle current={slug} />
      </RestaurantBanner>
      <p className="mt-3 text-sm text-neutral-600">{t("restaurants.note")}</p>
      {content === null ? (
        <div className="mt-6">
          <InfoNotAvailable />
        </div>
      ) : (
        <>
          {recommended.length > 0 ? (
            <section aria-labelledby="recommended-title" className="mt-8">
              <h2 id="recommended-title" className="mb-3 text-xl font-bold">
                {t("restaurants.recommended")}
              </h2>
              <ProductGrid products={recommended} eagerCount={3} data-recommended="" />
            </section>
          ) : null}
          {content.product_types.length === 0 ? (
            <div className="mt-8">
              <InfoNotAvailable />
            </div>
          ) : null}
          {content.product_types.map((type) => (
            <section key={type.id} aria-labelledby={`type-${type.id}`} className="mt-10" data-product-type={type.id}>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <h2 id={`type-${type.id}`} className="text-xl font-bold">
                  {type.product_type}
                </h2>
                <Link
                  to={`/restaurants/type/${restaurant.id}/${type.id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-dark hover:underline"
                  aria-label={t("restaurants.moreInfoOf", { type: type.product_type })}
                  data-more-info=""
                >
                  {t("restaurants.moreInfo")}
                </Link>
              </div>
              {type.products.length === 0 ? (
                <InfoNotAvailable />
              ) : (
                <ProductGrid products={type.products.slice(0, RESTAURANT_SECTION_MAX)} />
              )}
            </section>
          ))}
        </>
      )}
    </main>
  );
}
