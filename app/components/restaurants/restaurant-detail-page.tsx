// /restaurants/detail/:productId's page (a product, its outlets and marketplaces): its own chunk with its catalogues.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { InfoNotAvailable, ProductGrid, ProductPrice } from "#app/components/restaurants/menu.tsx";
import { OrderBox } from "#app/components/restaurants/order-box.tsx";
import { ProductGallery } from "#app/components/restaurants/product-gallery.tsx";
import type { Route } from "../../routes/+types/restaurant-detail";

type RestaurantDetailPageProps = Pick<Route.ComponentProps, "loaderData">;

export function RestaurantDetailPage({ loaderData }: RestaurantDetailPageProps) {
  const { t } = useTranslation(["discover", "pages", "common"]);
  const { product } = loaderData;
  if (product === null) {
    return (
      <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6">
        <title>{`${t("pages:restaurantDetail")} · ${t("common:brand")}`}</title>
        <h1 className="mb-4 text-xl font-bold">{t("pages:restaurantDetail")}</h1>
        <InfoNotAvailable />
      </main>
    );
  }
  const { detail, recomended_products: recommended } = product;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6" data-restaurant-product={detail.id}>
      <title>{`${detail.name} · ${detail.restaurant.name} · ${t("common:brand")}`}</title>
      <nav aria-label={t("restaurants.toggle")} className="mb-3 flex flex-wrap items-center gap-x-2 text-sm">
        <Link
          to={`/restaurants/${detail.restaurant.slug}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-dark hover:underline"
        >
          {detail.restaurant.name}
        </Link>
        <span aria-hidden="true" className="text-neutral-500">
          ›
        </span>
        <Link
          to={`/restaurants/type/${detail.restaurant.id}/${detail.product_type.id}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-dark hover:underline"
        >
          {detail.product_type.product_type}
        </Link>
      </nav>
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery key={detail.id} name={detail.name} images={detail.images} />
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{detail.name}</h1>
          <div className="mt-2">
            <ProductPrice price={detail.price} promoPrice={detail.promo_price} large />
          </div>
          <h2 className="sr-only">{t("restaurants.description")}</h2>
          <div
            className="mt-4 space-y-3 leading-relaxed text-neutral-800 [&_a]:font-semibold [&_a]:text-brand-dark [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            data-description=""
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by /v1 with sanitize-html (an allow-list of p, br, strong, em, ul, ol, li, a)
            dangerouslySetInnerHTML={{ __html: detail.description }}
          />
          <OrderBox key={detail.id} outlets={detail.outlets} />
        </div>
      </div>
      {recommended.length > 0 ? (
        <section aria-labelledby="recommended-menu" className="mt-10">
          <h2 id="recommended-menu" className="mb-3 text-xl font-bold">
            {t("restaurants.recommendedMenu")}
          </h2>
          <ProductGrid products={recommended} data-recommended-menu="" />
        </section>
      ) : null}
    </main>
  );
}
