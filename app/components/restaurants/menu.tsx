// The restaurant pages' shared parts (seed 002): the brand header with the toggle between the two
// restaurants, the product card (a link to /restaurants/detail/{id}), a grid of cards, and the
// price (the promo price when above 0, the normal price struck through beside it).
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import type { RestaurantProduct, RestaurantRef } from "#core/contract/index.ts";
import { RESTAURANT_SLUGS } from "#core/rules/catalogue.ts";
import { formatMoney } from "#core/money.ts";

const BRAND_NAMES: Record<(typeof RESTAURANT_SLUGS)[number], string> = {
  "nusa-cafe": "Nusa Cafe",
  "nusa-minang": "Nusa Minang",
};
const BRAND_COLOURS: Record<string, string> = {
  "nusa-cafe": "from-[#5b2a12] to-[#9a4a1c]",
  "nusa-minang": "from-[#7a1616] to-[#a8321d]",
};

/** The brand banner: the restaurant's name (a link back to its page when `linked`) and its tagline. */
export function RestaurantBanner({
  restaurant,
  linked = false,
  children,
}: {
  restaurant: RestaurantRef;
  linked?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("discover");
  const tagline = t(`restaurants.taglines.${restaurant.slug}`, { defaultValue: "" });
  return (
    <header
      className={`rounded-2xl bg-gradient-to-br ${BRAND_COLOURS[restaurant.slug] ?? BRAND_COLOURS["nusa-minang"]} px-5 py-6 text-white sm:px-8 sm:py-8`}
      data-restaurant-banner={restaurant.slug}
    >
      {linked ? (
        <Link
          to={`/restaurants/${restaurant.slug}`}
          className="inline-flex min-h-11 items-center text-2xl font-bold underline-offset-4 hover:underline sm:text-3xl"
          data-brand-link=""
        >
          {restaurant.name}
        </Link>
      ) : (
        <h1 className="text-2xl font-bold sm:text-3xl">{restaurant.name}</h1>
      )}
      {tagline ? <p className="mt-1 text-white/90">{tagline}</p> : null}
      {children}
    </header>
  );
}

/** The toggle between the two restaurants: two links, the current one marked. */
export function RestaurantToggle({ current }: { current: string }) {
  const { t } = useTranslation("discover");
  return (
    <nav aria-label={t("restaurants.toggle")} className="mt-5">
      <ul className="inline-flex rounded-full bg-black/25 p-1" data-restaurant-toggle="">
        {RESTAURANT_SLUGS.map((slug) => (
          <li key={slug}>
            <Link
              to={`/restaurants/${slug}`}
              aria-current={slug === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${slug === current ? "bg-white text-neutral-900" : "text-white hover:bg-white/15"}`}
            >
              {BRAND_NAMES[slug]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shown price: the promo price when above 0 (the normal one struck through), else the price. */
export function ProductPrice({
  price,
  promoPrice,
  large = false,
}: {
  price: number;
  promoPrice: number;
  large?: boolean;
}) {
  const { t } = useTranslation("discover");
  const lang = useLang();
  const promo = promoPrice > 0;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-price={promo ? promoPrice : price}>
      <span className={`font-bold text-brand-ink ${large ? "text-2xl" : ""}`}>
        {formatMoney(promo ? promoPrice : price, lang)}
      </span>
      {promo ? (
        <>
          <span className="text-sm text-neutral-600 line-through">
            <span className="sr-only">{t("restaurants.normalPrice")} </span>
            {formatMoney(price, lang)}
          </span>
          <span className="rounded bg-brand-soft px-1.5 py-0.5 text-xs font-semibold text-brand-ink">
            {t("restaurants.promo")}
          </span>
        </>
      ) : null}
    </p>
  );
}

export function ProductCard({ product, eager = false }: { product: RestaurantProduct; eager?: boolean }) {
  const { t } = useTranslation("discover");
  const cover = product.images[0]?.image;
  return (
    <Link
      to={`/restaurants/detail/${product.id}`}
      className="group flex h-full overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm hover:shadow-md sm:flex-col"
      data-product={product.id}
    >
      {cover ? (
        <StoredImage
          src={cover}
          sizes="(min-width: 1152px) 370px, (min-width: 640px) 46vw, 112px"
          width={640}
          height={640}
          alt=""
          loading={eager ? "eager" : "lazy"}
          className="aspect-square w-28 shrink-0 object-cover sm:aspect-[4/3] sm:w-full"
        />
      ) : (
        <span className="grid aspect-square w-28 shrink-0 place-items-center bg-neutral-100 p-2 text-center text-sm text-neutral-600 sm:aspect-[4/3] sm:w-full">
          {t("attractions.noImage")}
        </span>
      )}
      {/* Block containers: the price is a <p>, which a <span> may not hold (the link is transparent, so it may). */}
      <div className="flex min-w-0 flex-1 flex-col gap-1 px-3 py-3">
        <span className="font-semibold group-hover:text-brand-dark" data-product-name="">
          {product.name}
        </span>
        {product.short_desc ? <span className="text-sm text-neutral-600">{product.short_desc}</span> : null}
        <div className="mt-auto pt-1">
          <ProductPrice price={product.price} promoPrice={product.promo_price} />
        </div>
      </div>
    </Link>
  );
}

export function ProductGrid({
  products,
  eagerCount = 0,
  ...rest
}: { products: RestaurantProduct[]; eagerCount?: number } & Record<`data-${string}`, string>) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3" {...rest}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** The empty state of a section or a page with no products. */
export function InfoNotAvailable() {
  const { t } = useTranslation("discover");
  return (
    <p
      className="rounded-2xl border border-dashed border-neutral-300 px-4 py-8 text-center text-neutral-600"
      data-info-not-available=""
    >
      {t("restaurants.infoNotAvailable")}
    </p>
  );
}
