// A long-stay list card (seed 002 section 2): only the first image, the category, stars, city and
// province (title-cased, KOTA/KABUPATEN removed) and the lowest price per week, month or year. The
// whole card is one link to the matching detail route.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { CARD_GRID_SIZES, HotelPhoto } from "#app/components/ui/hotel-photo.tsx";
import type { LongStayCard as CardData } from "#core/contract/index.ts";
import { lengthChoices } from "#core/long-stay.ts";
import { formatRegionName } from "#core/locations.ts";
import { formatMoney } from "#core/money.ts";
import { detailPath } from "./stay-query.ts";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

export function LongStayCard({ card, lang, priority }: { card: CardData; lang: "id" | "en"; priority: boolean }) {
  const { t } = useTranslation(["longstay", "common"]);
  const shortest = lengthChoices(card.type, card.per)[0] ?? 1;
  const place = [formatRegionName(card.nama_kota), formatRegionName(card.nama_provinsi)].filter(Boolean).join(", ");
  return (
    <article
      data-long-stay-card={card.id}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-md"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-neutral-100">
        {card.image ? (
          <HotelPhoto file={card.image} sizes={CARD_GRID_SIZES} alt={card.name} priority={priority} />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-dark">
          <span className="min-w-0 truncate">{card.categoryName}</span>
          {card.star > 0 ? (
            <span
              className="ms-auto inline-flex shrink-0 items-center gap-0.5 text-neutral-700"
              role="img"
              aria-label={t("common:card.stars", { count: card.star })}
            >
              <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className="fill-amber-400">
                <SpriteUse name="star" />
              </svg>
              <span aria-hidden="true">{card.star}</span>
            </span>
          ) : null}
        </p>
        <h2 className="line-clamp-2 font-semibold leading-snug">
          <Link
            to={detailPath(card.type, card.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {card.name}
          </Link>
        </h2>
        {place ? <p className="text-sm text-neutral-600">{place}</p> : null}
        <p className="mt-auto pt-1 text-sm text-neutral-600">
          {t("list.from")} <strong className="text-base text-brand-dark">{formatMoney(card.startFrom, lang)}</strong>{" "}
          {t(`per.${card.type}`)}
          {/* Issue 22: the per-unit price of seed 002 section 9, with the shortest stay it can be booked for. */}
          {shortest > 1 ? (
            <span className="block text-xs" data-shortest-stay={shortest}>
              {t("list.shortest", { length: t(`unit.${card.type}`, { count: shortest }) })}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
