// A property on the /villas list (seed 000 section 2.6): an image slider (CSS scroll-snap, dots),
// name, city and category, the pay-at-property badge, the lowest nightly price and, when the
// nightly prices of the stay vary (round = 1), a note that the total is the sum of each night.
// The shared PropertyCard (app/components/ui) shows one cover; this list needs the slider.
import { useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import type { VillaCardData } from "./villa-card-data.ts";
import type { Language } from "#app/i18n/config.ts";
import { formatRegionName } from "#core/locations.ts";
import { DEFAULT_PRICE, formatMoney } from "#core/money.ts";
import { useHydrated } from "remix-utils/use-hydrated";
import { HOTEL_IMAGE_HEIGHT, HOTEL_IMAGE_WIDTH, hotelImageUrl } from "#app/components/ui/images.ts";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { ChevronIcon } from "#app/components/ui/stroke-icon.tsx";

/** One column on phones, two from 640 px, three from 1024 px, four from 1280 px. */
const SIZES = "(min-width:1280px) 270px,(min-width:1024px) 31vw,(min-width:640px) 46vw,92vw";

export interface VillaCardProps {
  card: VillaCardData;
  href: string;
  lang: Language;
  /** In the first row: its first image loads eagerly. */
  eager?: boolean;
  /** The very first card: its first image is fetched with high priority. */
  priority?: boolean;
}

export function VillaCard({ card, href, lang, eager = false, priority = false }: VillaCardProps) {
  const { t } = useTranslation("villas");
  const city = formatRegionName(card.VillaLocations[0]?.nama_kota);
  const price = formatMoney(card.startFrom > 0 ? card.startFrom : DEFAULT_PRICE, lang);
  return (
    <article className="card">
      <ImageSlider images={card.images} name={card.name} href={href} eager={eager} priority={priority} />
      {card.payAtVilla === 1 && (
        <span className="pointer-events-none absolute left-2 top-2 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-dark shadow-sm">
          {t("card.payAtProperty")}
        </span>
      )}
      <div className="relative card-body">
        <h2 className="card-title">
          <Link to={href} className="card-link">
            {card.name}
          </Link>
        </h2>
        <p className="text-sm text-neutral-600">{[city, card.category_name].filter(Boolean).join(" · ")}</p>
        {/* The info button leads the row: the right end stays clear for the floating promo icon. */}
        <div className="card-foot">
          {card.round === 1 && <PriceInfo />}
          <p className="text-sm text-neutral-600">
            {t("card.priceFrom")} <strong className="text-base font-bold text-brand-dark">{price}</strong>{" "}
            {t("card.perNight")}
          </p>
        </div>
      </div>
    </article>
  );
}

function ImageSlider({
  images,
  name,
  href,
  eager,
  priority,
}: {
  images: string[];
  name: string;
  href: string;
  eager: boolean;
  priority: boolean;
}) {
  const { t } = useTranslation("villas");
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  // Only the first photo is in the server's HTML (12 cards x 5 photos would be 60 images and their
  // markup on every page): the others join when someone reaches for the slider (a pointer over it,
  // a touch, focus). Without JavaScript the card shows its cover, and the detail page has them all.
  const [all, setAll] = useState(false);
  const shown = all ? images : images.slice(0, 1);
  const more = () => setAll(true);
  const go = (i: number) => {
    const track = trackRef.current;
    if (track) track.scrollTo({ left: i * track.clientWidth, behavior: "smooth" });
  };
  // Markup is kept lean (12 cards x 5 photos per page): one link around the strip, plain dots.
  // The name's link is the card's accessible link; the strip repeats it for pointers only.
  return (
    <div className="group/slider relative aspect-[3/2] bg-neutral-100">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        draggable={false}
        className="block h-full"
        onPointerEnter={more}
        onTouchStart={more}
        onFocus={more}
      >
        <div
          ref={trackRef}
          onScroll={(event) => {
            const track = event.currentTarget;
            setIndex(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)));
          }}
          className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {shown.map((file, i) => (
            <StoredImage
              key={file}
              src={hotelImageUrl(file)}
              sizes={SIZES}
              width={HOTEL_IMAGE_WIDTH}
              height={HOTEL_IMAGE_HEIGHT}
              alt={i === 0 ? name : ""}
              loading={eager && i === 0 ? "eager" : "lazy"}
              fetchPriority={priority && i === 0 ? "high" : undefined}
              draggable={false}
              className="h-full w-full shrink-0 snap-start object-cover"
            />
          ))}
        </div>
      </Link>
      {hydrated && images.length > 1 && (
        <>
          <div
            aria-hidden="true"
            className="absolute inset-x-0 bottom-1 flex justify-center"
            onClick={(event) => {
              const dot = (event.target as HTMLElement).closest<HTMLElement>("[data-dot]");
              if (dot) go(Number(dot.dataset.dot));
            }}
          >
            {images.map((file, i) => (
              <span key={file} data-dot={i} className="flex h-6 w-5 cursor-pointer items-center justify-center">
                <span
                  className={`block h-1.5 rounded-full shadow transition-all ${i === index ? "w-3 bg-white" : "w-1.5 bg-white/60"}`}
                />
              </span>
            ))}
          </div>
          {/* Arrows for a mouse (the strip scrolls by touch anyway); they need JavaScript. */}
          {hydrated && (
            <SlideArrow
              side="left"
              label={t("card.previousPhoto")}
              hidden={index === 0}
              onClick={() => go(index - 1)}
            />
          )}
          {hydrated && (
            <SlideArrow
              side="right"
              label={t("card.nextPhoto")}
              hidden={index >= images.length - 1}
              onClick={() => go(index + 1)}
            />
          )}
        </>
      )}
    </div>
  );
}

function SlideArrow({
  side,
  label,
  hidden,
  onClick,
}: {
  side: "left" | "right";
  label: string;
  hidden: boolean;
  onClick: () => void;
}) {
  if (hidden) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      tabIndex={-1}
      className={`absolute top-1/2 hidden h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow group-hover/slider:flex ${side === "left" ? "left-2" : "right-2"}`}
    >
      <ChevronIcon className="h-4 w-4" direction={side} strokeWidth={2.2} />
    </button>
  );
}

/** The average-price note: a <details>, so it opens without JavaScript too. */
function PriceInfo() {
  const { t } = useTranslation("villas");
  return (
    <details className="relative z-10 shrink-0">
      <summary
        aria-label={t("card.priceInfo")}
        className="grid size-7 cursor-pointer list-none place-items-center rounded-full border border-neutral-300 text-xs font-bold text-neutral-600 hover:border-brand hover:text-brand-dark [&::-webkit-details-marker]:hidden"
      >
        i
      </summary>
      <p
        role="note"
        className="absolute bottom-9 left-0 w-60 rounded-lg bg-ink p-3 text-xs leading-relaxed text-white shadow-lg"
      >
        {t("card.priceInfoBody")}
      </p>
    </details>
  );
}
