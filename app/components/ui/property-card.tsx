import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import type { PropertyCard as PropertyRecord, VillaLocation } from "#core/contract/index.ts";
import type { Language } from "#app/i18n/config.ts";
import { formatRegionName } from "#core/locations.ts";
import { DEFAULT_PRICE, formatMoney } from "#core/money.ts";
import { CARD_GRID_SIZES, HotelPhoto } from "./hotel-photo.tsx";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

/** What the card shows of a property (a list's loader may send no more). */
export type PropertyCardData = Pick<
  PropertyRecord,
  "id" | "name" | "category_name" | "star" | "images" | "payAtVilla" | "startFrom" | "round"
> & {
  VillaLocations: Pick<VillaLocation, "nama_kota">[];
};

export interface PropertyCardProps {
  card: PropertyCardData;
  /** Where the card leads, e.g. buildDetailLink(card.id, stay) from app/lib/search-params.ts. */
  href: string;
  lang: Language;
  /** True for the first card above the fold: its image loads eagerly, with high priority. */
  priority?: boolean;
  /** The cover's `sizes`; the default suits a 1-column phone grid and 2 to 4 columns above 640 px. */
  sizes?: string;
}

/**
 * A property in a list: cover image, name, city and category, pay-at-property badge, stars and
 * the lowest nightly price (seed 000 section 2.6). The whole card is one link (a stretched link
 * on the name, so screen readers hear the name once); the average-price note sits above it.
 */
export function PropertyCard({ card, href, lang, priority = false, sizes = CARD_GRID_SIZES }: PropertyCardProps) {
  const { t } = useTranslation("common");
  const cover = card.images[0];
  const city = formatRegionName(card.VillaLocations[0]?.nama_kota);
  const price = formatMoney(card.startFrom > 0 ? card.startFrom : DEFAULT_PRICE, lang);
  return (
    <article className="group card">
      <div className="card-media">
        {cover ? (
          <HotelPhoto file={cover} sizes={sizes} alt={card.name} priority={priority} className="card-cover" />
        ) : null}
        {card.payAtVilla === 1 ? (
          <span className="absolute left-2 top-2 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-dark shadow-sm">
            {t("card.payAtProperty")}
          </span>
        ) : null}
      </div>
      <div className="card-body">
        <h3 className="card-title">
          <Link to={href} className="card-link">
            {card.name}
          </Link>
        </h3>
        <p className="card-meta">
          {city ? <span>{city}</span> : null}
          {city && card.category_name ? <span aria-hidden="true">·</span> : null}
          {card.category_name ? <span>{card.category_name}</span> : null}
          {card.star > 0 ? (
            <span className="card-stars" role="img" aria-label={t("card.stars", { count: card.star })}>
              <StarIcon />
              <span aria-hidden="true">{card.star}</span>
            </span>
          ) : null}
        </p>
        <div className="card-foot justify-between">
          <p className="text-sm text-neutral-600">
            {t("card.from")} <strong className="text-base text-brand-dark">{price}</strong> {t("card.perNight")}
          </p>
          {card.round === 1 ? <AveragePriceNote /> : null}
        </div>
      </div>
    </article>
  );
}

/** Seed 000 section 2.6: an info popup about the average price when `round` is 1 (works without JS). */
function AveragePriceNote() {
  const { t } = useTranslation("common");
  return (
    <details className="relative z-10 shrink-0">
      <summary
        className="grid size-6 cursor-pointer list-none place-items-center rounded-full border border-neutral-300 text-xs font-bold text-neutral-600 [&::-webkit-details-marker]:hidden"
        aria-label={t("card.averagePriceLabel")}
      >
        i
      </summary>
      <p className="absolute bottom-8 right-0 w-56 rounded-lg bg-ink p-2 text-xs text-white shadow-lg">
        {t("card.averagePrice")}
      </p>
    </details>
  );
}

function StarIcon() {
  return (
    <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className="fill-amber-400">
      <SpriteUse name="star" />
    </svg>
  );
}
