// Deferred sections (rendered through <Suspense><Await>): reviews, the map fallback with the
// nearest places, and similar properties in the city.
import { lazy, Suspense } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Await } from "react-router";
import type { NearbyPlace, ReviewSummary } from "#core/contract/index.ts";
import type { PropertyCardData } from "#app/components/ui/property-card.tsx";
import type { Language } from "#app/i18n/config.ts";
import { formatKm } from "#core/geo.ts";
import { buildDetailLink } from "#app/lib/search-params.ts";
import { ClientOnly } from "remix-utils/client-only";
import { PropertyCard } from "#app/components/ui/property-card.tsx";
import { mapsSearchUrl } from "#core/geo.ts";
import { PinIcon, Section } from "./detail-sections.tsx";

function Loading({ height }: { height: string }) {
  const { t } = useTranslation("detail");
  return (
    <div className={`animate-pulse rounded-lg bg-neutral-100 ${height}`} role="status">
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}

/** Reviews: average of 10, five category bars, the list (max height 300 px), host replies shown only. */
export function Reviews({ reviews }: { reviews: Promise<ReviewSummary | null> | ReviewSummary | null }) {
  const { t } = useTranslation("detail");
  return (
    <Section id="reviews" title={t("sections.reviews")}>
      <Suspense fallback={<Loading height="h-40" />}>
        <Await resolve={reviews}>{(summary) => <ReviewsBody summary={summary} />}</Await>
      </Suspense>
    </Section>
  );
}

const CATEGORY_KEYS = ["cleanliness_avg", "comfort_avg", "food_avg", "location_avg", "service_avg"] as const;

function ReviewsBody({ summary }: { summary: ReviewSummary | null }) {
  const { t } = useTranslation("detail");
  if (!summary || summary.total_data === 0) return <p className="text-sm text-neutral-600">{t("reviews.none")}</p>;
  return (
    <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
      <div>
        <p className="text-4xl font-bold text-brand-dark">
          {summary.avg.toFixed(1)}
          <span className="text-base font-normal text-neutral-500"> / 10</span>
        </p>
        <p className="text-sm text-neutral-600">{t("reviews.count", { count: summary.total_data })}</p>
        <dl className="mt-3 space-y-2">
          {CATEGORY_KEYS.map((key) => (
            // dt and dd straight inside the row's div (axe: definition-list); the bar is a hidden dd.
            <div key={key} className="flex flex-wrap justify-between text-sm">
              <dt>{t(`reviews.${key}`)}</dt>
              <dd className="font-semibold">{summary[key].toFixed(1)}</dd>
              <dd className="mt-0.5 h-1.5 w-full rounded-full bg-neutral-200" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-brand"
                  style={{ width: `${Math.min(100, summary[key] * 10)}%` }}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to be scrolled (axe: scrollable-region-focusable) */}
      <ul className="max-h-[300px] space-y-3 overflow-y-auto pe-1" tabIndex={0} aria-label={t("reviews.list")}>
        {summary.data.map((review) => (
          <li key={review.id} className="rounded-lg border border-neutral-200 p-3">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 font-semibold wrap-anywhere">{review.name}</span>
              <span className="rounded bg-brand-soft px-1.5 font-semibold text-brand-ink">{review.avg.toFixed(1)}</span>
            </div>
            <p className="text-xs text-neutral-500">{review.created_at_format}</p>
            <p className="mt-1 text-sm wrap-anywhere">{review.review}</p>
            {review.review_answer ? (
              <div className="mt-2 border-s-2 border-brand ps-3 text-sm text-neutral-700">
                <p className="text-xs font-semibold">{t("reviews.reply")}</p>
                <p className="wrap-anywhere">{review.review_answer}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

const GoogleMapView = lazy(() => import("./google-map.tsx"));

/** The map box: the same size with or without a map, so nothing shifts when one mounts. */
const MAP_BOX = "relative block aspect-[16/7] w-full overflow-hidden rounded-xl border border-neutral-200";

/** A nearby place as the section shows it (the display text `street` is not read). */
export type ShownPlace = Omit<NearbyPlace, "street">;
/** The nearby answer as the section reads it (city_centre is not shown). */
export interface NearbyShown {
  attractions: ShownPlace[];
  properties: ShownPlace[];
}

/** Seed 001 section 9: at most 5 of each, nearest first. */
function nearest(places: ShownPlace[]): ShownPlace[] {
  return [...places].sort((a, b) => a.jarak - b.jarak).slice(0, 5);
}

/**
 * The map section (DESIGN.md section 5). Without a maps key: a sized placeholder with a maps link
 * by latitude and longitude. With one: the server still renders only that sized placeholder, and
 * after hydration a lazily loaded Google map (the property and the five nearest attractions and
 * places) takes its place. Below either, the nearest lists from our own data.
 */
export function NearbyMap({
  nearby,
  lat,
  lng,
  lang,
  name = "",
  mapsKey = null,
}: {
  nearby: Promise<NearbyShown | null> | NearbyShown | null;
  lat: string;
  lng: string;
  lang: Language;
  name?: string;
  mapsKey?: string | null;
}) {
  const { t } = useTranslation("detail");
  const link = <MapsLink lat={lat} lng={lng} />;
  return (
    <Section id="map" title={t("sections.map")}>
      {mapsKey ? (
        <div className={MAP_BOX} data-map-box="google">
          <ClientOnly fallback={link}>
            {() => (
              <Suspense fallback={link}>
                <Await resolve={nearby} errorElement={link}>
                  {(answer) => (
                    <GoogleMapView
                      apiKey={mapsKey}
                      lang={lang === "en" ? "en" : "id"}
                      name={name}
                      lat={Number(lat)}
                      lng={Number(lng)}
                      attractions={answer ? nearest(answer.attractions) : []}
                      places={answer ? nearest(answer.properties) : []}
                    />
                  )}
                </Await>
              </Suspense>
            )}
          </ClientOnly>
        </div>
      ) : (
        <div className={MAP_BOX} data-map-box="fallback">
          {link}
        </div>
      )}
      <Suspense fallback={<Loading height="mt-4 h-32" />}>
        <Await resolve={nearby}>
          {(answer) =>
            answer ? (
              <div className="mt-4 grid gap-5 sm:grid-cols-2">
                <PlaceList title={t("map.attractions")} places={answer.attractions} lang={lang} />
                <PlaceList title={t("map.places")} places={answer.properties} lang={lang} />
              </div>
            ) : (
              <p className="mt-3 text-sm text-neutral-600">{t("map.unavailable")}</p>
            )
          }
        </Await>
      </Suspense>
    </Section>
  );
}

/** The placeholder: a maps search by latitude and longitude, filling the map box. */
function MapsLink({ lat, lng }: { lat: string; lng: string }) {
  const { t } = useTranslation("detail");
  return (
    <a
      href={mapsSearchUrl(lat, lng)}
      target="_blank"
      rel="noopener noreferrer"
      className="flex h-full w-full flex-col items-center outline-offset-[-3px] justify-center gap-2 bg-[repeating-linear-gradient(45deg,#f5f5f5_0_12px,#fafafa_12px_24px)] text-sm font-semibold text-brand-dark"
    >
      <span className="grid size-10 place-items-center rounded-full bg-brand text-white">
        <PinIcon />
      </span>
      {t("map.open")}
      <span className="sr-only">{t("newTab")}</span>
    </a>
  );
}

function PlaceList({ title, places, lang }: { title: string; places: ShownPlace[]; lang: Language }) {
  const { t } = useTranslation("detail");
  const sorted = nearest(places);
  return (
    <div>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {sorted.length === 0 ? (
        <p className="text-sm text-neutral-600">{t("map.none")}</p>
      ) : (
        <ol className="space-y-1.5 text-sm">
          {sorted.map((place) => (
            <li key={place.id} className="flex justify-between gap-3">
              <span>{place.label}</span>
              <span className="shrink-0 text-neutral-600">{formatKm(place.jarak, lang)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function SimilarProperties({
  similar,
  lang,
  stay,
}: {
  similar: Promise<PropertyCardData[] | null> | PropertyCardData[] | null;
  lang: Language;
  stay: { guest: number; arrival: string | null; departure: string | null; duration: number };
}) {
  const { t } = useTranslation("detail");
  return (
    <Section id="similar" title={t("sections.similar")}>
      <Suspense fallback={<Loading height="h-48" />}>
        <Await resolve={similar}>
          {(cards) =>
            cards && cards.length > 0 ? (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {cards.map((card) => (
                  <li key={card.id}>
                    <PropertyCard card={card} href={buildDetailLink(card.id, stay)} lang={lang} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-neutral-600">{t("similarNone")}</p>
            )
          }
        </Await>
      </Suspense>
    </Section>
  );
}
