// /events' page (the event list): its own chunk with the home and promos catalogues.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { dateRanges, formatDateRange } from "#app/components/promos/event-dates.ts";
import { EmptyState } from "#app/components/promos/promo-parts.tsx";
import { EventPicture, SHOW_ALL_GRID_SIZES } from "#app/components/ui/content-pictures.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { formatRegionName } from "#core/locations.ts";
import { ListPage } from "#app/components/ui/list-page.tsx";
import { addDays, apiDateToUrl, isApiDate } from "#core/dates.ts";
import { buildVillasSearch } from "#app/lib/search-params.ts";
import type { Route } from "../../routes/+types/events";

type EventsPageProps = Pick<Route.ComponentProps, "loaderData">;

/** Date ranges listed on a card before "+N more". */
const RANGES_SHOWN = 3;

/** The stays of the event's city, for its first night when the date is known (issue 22). */
function staysNear(cityId: number, firstDate: string | undefined): string {
  const night = firstDate && isApiDate(firstDate) ? firstDate : null;
  return `/villas${buildVillasSearch({ city: cityId, arrival: night ? apiDateToUrl(night) : null, departure: night ? apiDateToUrl(addDays(night, 1)) : null })}`;
}

export function EventsPage({ loaderData }: EventsPageProps) {
  const { t } = useTranslation(["promos", "home", "common"]);
  const lang = useLang();
  const { events } = loaderData;
  return (
    <ListPage title={t("events.title")} intro={t("events.intro")} marker="data-events">
      {events.length === 0 ? (
        <EmptyState title={t("events.empty")}>
          <p className="mt-1 text-neutral-600">{t("events.emptyBody")}</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-event-grid="">
          {events.map((event, index) => {
            const ranges = dateRanges(event.schedule.map((s) => s.eventDates));
            const city = formatRegionName(event.kota?.nama_kota ?? event.nama_kota);
            return (
              <li
                key={event.id}
                className="flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white"
                data-event={event.id}
              >
                <EventPicture src={event.image_url} sizes={SHOW_ALL_GRID_SIZES} eager={index < 2} />
                <div className="flex flex-1 flex-col gap-1.5 p-4">
                  <span
                    className="self-start rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-ink"
                    data-event-category=""
                  >
                    {t(`home:eventCategory.${event.category}`, { defaultValue: event.category })}
                  </span>
                  <h2 className="text-lg font-semibold leading-snug text-ink">{event.nameEvent}</h2>
                  <p className="text-sm text-neutral-700" data-event-city="">
                    {city}
                  </p>
                  <p className="mt-auto text-sm text-neutral-700" data-event-dates="">
                    <span className="sr-only">{t("events.dates")}: </span>
                    {ranges.slice(0, RANGES_SHOWN).map((range, i) => (
                      <span key={range.first}>
                        {i > 0 ? ", " : null}
                        <time dateTime={range.first}>{formatDateRange(range, lang)}</time>
                      </span>
                    ))}
                    {ranges.length > RANGES_SHOWN
                      ? ` ${t("events.more", { count: ranges.length - RANGES_SHOWN })}`
                      : null}
                  </p>
                  {event.kota?.id ? (
                    <Link
                      to={staysNear(event.kota.id, ranges[0]?.first)}
                      className="btn-secondary mt-2 self-start text-sm"
                      data-event-stays=""
                    >
                      {t("events.findStay", { city })}
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </ListPage>
  );
}
