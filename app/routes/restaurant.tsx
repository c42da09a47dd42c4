// /restaurants/{slug} (seed 002, nusa-cafe and nusa-minang): the brand header with the toggle
// between the two, up to three recommended products, then each product type with up to three of
// its products and a More Info link to /restaurants/type/{restaurantId}/{typeId}. An unknown slug
// is a 404; a failed load is silent (seed 002 section 8): the page shows 'Info not available'.
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Link } from "react-router";
import {
  InfoNotAvailable,
  ProductGrid,
  RestaurantBanner,
  RestaurantToggle,
} from "#app/components/restaurants/menu.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, ApiRequestError, apiCall, failedCall } from "#app/lib/api.server.ts";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { RestaurantContent } from "#core/contract/index.ts";
import { RESTAURANT_SECTION_MAX, RESTAURANT_SLUGS } from "#core/rules/catalogue.ts";
import type { Route } from "./+types/restaurant";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["discover"] } satisfies I18nHandle;

export const shouldRevalidate = skipRevalidationForUiParams;

const isSlug = (value: string): value is (typeof RESTAURANT_SLUGS)[number] =>
  (RESTAURANT_SLUGS as readonly string[]).includes(value);

export async function loader({ request, params, context }: Route.LoaderArgs) {
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

export default function Restaurant({ loaderData }: Route.ComponentProps) {
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
