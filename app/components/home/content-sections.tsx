import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import type { GiveAwayItem, HomeAttraction, HomeEvent } from "#core/contract/index.ts";
import type { Language } from "#app/i18n/config.ts";
import { formatShortDate } from "#core/dates.ts";
import { formatRegionName } from "#core/locations.ts";
import { buildDetailLink } from "#app/lib/search-params.ts";
import { BannerImage } from "#app/components/ui/banner-image.tsx";
import { AttractionPicture, EventPicture } from "#app/components/ui/content-pictures.tsx";
import { PropertyCard, type PropertyCardData } from "#app/components/ui/property-card.tsx";
import { EVENTS_SHOWN } from "./home-data.ts";
import { HomeSection } from "./section.tsx";

/** Tourist attractions (item 6): the first three that have images. */
export function AttractionsSection({ attractions }: { attractions: HomeAttraction[] }) {
  const { t } = useTranslation("home");
  if (attractions.length === 0) return null;
  return (
    <HomeSection id="attractions" title={t("attractions.title")} showAllHref="/tourist-attractions-all">
      <ul className="grid gap-3 sm:grid-cols-3">
        {attractions.map((attraction) => {
          return (
            <li key={attraction.id}>
              <Link
                to={`/tourist-attractions/${attraction.id}`}
                className="group relative block overflow-hidden rounded-2xl bg-neutral-200"
              >
                <AttractionPicture
                  src={attraction.images[0]?.image ?? ""}
                  sizes="(min-width: 1152px) 370px, (min-width: 640px) 31vw, 92vw"
                  eager={false}
                  className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pb-3 pt-10 font-semibold text-white">
                  {attraction.title}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

/** Give-aways (item 7): GET /v1/give-away/limit/5. */
export function GiveAwaysSection({ giveAways }: { giveAways: GiveAwayItem[] }) {
  const { t } = useTranslation("home");
  if (giveAways.length === 0) return null;
  return (
    <HomeSection id="give-aways" title={t("giveAways.title")} showAllHref="/give-away/all">
      <ul className="scroller -mx-4 flex gap-3 overflow-x-auto scroll-px-4 px-4 pb-1">
        {giveAways.map((item) => {
          return (
            <li key={item.id} className="w-[78%] shrink-0 sm:w-[calc((100%-1.5rem)/3)]">
              <Link
                to={`/give-away-detail/${item.id}`}
                className="block overflow-hidden rounded-2xl bg-neutral-100 ring-1 ring-black/5 hover:opacity-95"
              >
                <BannerImage
                  url={item.image_url}
                  sizes="(min-width: 1152px) 370px, (min-width: 640px) 31vw, 78vw"
                  alt={item.title}
                  eager={false}
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

/** Popular and tagged properties (item 8): a swipe row on phones, a grid from 640 px. */
export function PropertiesSection({
  id,
  title,
  showAllHref,
  cards,
  lang,
}: {
  id: string;
  title: string;
  showAllHref: string;
  cards: PropertyCardData[];
  lang: Language;
}) {
  if (cards.length === 0) return null;
  return (
    <HomeSection id={id} title={title} showAllHref={showAllHref}>
      <ul className="scroller -mx-4 flex gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {cards.slice(0, 8).map((card, index) => (
          <li key={card.id} className={`w-[72%] shrink-0 sm:w-auto ${index >= 4 ? "sm:hidden lg:block" : ""}`}>
            <PropertyCard
              card={card}
              href={buildDetailLink(card.id)}
              lang={lang}
              sizes="(min-width: 1024px) 270px, (min-width: 640px) 45vw, 72vw"
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** Upcoming events (item 9): name, city and first date. */
export function EventsSection({ events, lang }: { events: HomeEvent[]; lang: Language }) {
  const { t } = useTranslation("home");
  if (events.length === 0) return null;
  return (
    <HomeSection id="events" title={t("events.title")} showAllHref="/events">
      <ul className="scroller -mx-4 flex gap-3 overflow-x-auto scroll-px-4 px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0">
        {events.slice(0, EVENTS_SHOWN).map((event, index) => {
          const first = event.schedule[0]?.eventDates;
          const date = first ? `${formatShortDate(first, lang)} ${first.slice(0, 4)}` : "";
          return (
            <li key={event.id} className={`w-[78%] shrink-0 sm:w-auto ${index >= 3 ? "sm:hidden" : ""}`}>
              <Link
                to="/events"
                className="flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white hover:shadow-md"
              >
                <EventPicture
                  src={event.image_url}
                  sizes="(min-width: 1152px) 370px, (min-width: 640px) 31vw, 78vw"
                  eager={false}
                />
                <span className="flex flex-1 flex-col gap-1 p-3">
                  <span className="self-start rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-ink">
                    {/* Stored in Indonesian (the seed's categories): named in the page's language. */}
                    {t(`eventCategory.${event.category}`, { defaultValue: event.category })}
                  </span>
                  <span className="font-semibold leading-snug text-ink">{event.nameEvent}</span>
                  <span className="mt-auto flex flex-wrap gap-x-3 text-sm text-neutral-600">
                    <span>{formatRegionName(event.kota?.nama_kota ?? event.nama_kota)}</span>
                    {date ? <time dateTime={first}>{date}</time> : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

export const CITIES_SHOWN = 5;

/** Popular-city chips (item 10): the first five, a "more" toggle for the rest (a <details>, no JavaScript needed). */
export function CitiesSection({ cities }: { cities: { id: number; name: string }[] }) {
  const { t } = useTranslation("home");
  if (cities.length === 0) return null;
  const first = cities.slice(0, CITIES_SHOWN);
  const rest = cities.slice(CITIES_SHOWN);
  const chip = (city: { id: number; name: string }) => (
    <li key={city.id}>
      <Link
        to={`/villas?city=${city.id}`}
        className="inline-flex h-9 items-center rounded-full border border-neutral-300 bg-white px-4 text-sm font-medium text-neutral-800 hover:border-brand hover:text-brand-dark"
      >
        {city.name}
      </Link>
    </li>
  );
  return (
    <HomeSection id="cities" title={t("cities.title")}>
      <ul className="flex flex-wrap gap-2">{first.map(chip)}</ul>
      {rest.length > 0 ? (
        <details className="group mt-2">
          <summary className="menu-summary inline-flex h-9 cursor-pointer items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-dark hover:bg-brand-soft">
            <span className="group-open:hidden">{t("cities.more", { count: rest.length })}</span>
            <span className="hidden group-open:inline">{t("cities.less")}</span>
          </summary>
          <ul className="mt-2 flex flex-wrap gap-2">{rest.map(chip)}</ul>
        </details>
      ) : null}
    </HomeSection>
  );
}
