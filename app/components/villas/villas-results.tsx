// /villas below its form: the count, the cards, the page links, and what a search that found
// nothing or failed says. Plain links throughout, so the route renders it as a deferred part
// (decision 032): its code, the cards' and the page links' hydrate from this one chunk.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import { SECONDARY_BUTTON } from "#app/components/search/button-styles.ts";
import type { Language } from "#app/i18n/config.ts";
import { buildDetailLink, type VillasQuery } from "#app/lib/search-params.ts";
import type { VillasList } from "#app/server/villas/villas-data.server.ts";
import { NotFoundIllustration } from "./not-found-illustration.tsx";
import { VillaCard } from "./villa-card.tsx";
import { VillasPagination } from "./villas-pagination.tsx";
import { pageHref } from "./villas-url.ts";

export interface VillasResultsProps {
  list: VillasList;
  query: Pick<VillasQuery, "guest" | "arrival" | "departure" | "duration" | "page">;
  /** A refusal that names no field of the form (the form shows the others beside their fields). */
  otherInvalid: string | null;
  lang: Language;
}

export function VillasResults({ list, query, otherInvalid, lang }: VillasResultsProps) {
  const { t } = useTranslation("villas");
  const location = useLocation();
  const stay = { guest: query.guest, arrival: query.arrival, departure: query.departure, duration: query.duration };

  if (!list.ok) {
    if (list.kind === "invalid") {
      return otherInvalid ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {otherInvalid}
        </p>
      ) : null;
    }
    return (
      <div
        role="alert"
        className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        <span>{list.kind === "network" ? t("errors.connection") : list.message || t("errors.server")}</span>
        <Link to={`/villas${location.search}`} reloadDocument className="font-semibold underline">
          {t("errors.retry")}
        </Link>
      </div>
    );
  }

  if (list.hotels.length > 0) {
    return (
      <>
        <p className="mb-3 mt-5 text-sm text-neutral-600" aria-live="polite">
          {t("resultCount", { count: list.total })}
        </p>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {list.hotels.map((card, i) => (
            <li key={card.id}>
              <VillaCard
                card={card}
                href={buildDetailLink(card.id, stay)}
                lang={lang}
                eager={i === 0}
                priority={i === 0}
              />
            </li>
          ))}
        </ul>
        <VillasPagination page={query.page} totalPages={list.totalPage} search={location.search} />
      </>
    );
  }

  if (query.page > 0 && list.totalPage > 0) {
    return (
      <div className="mx-auto mt-10 flex max-w-md flex-col items-center text-center" data-past-last-page="">
        <h2 className="text-lg font-bold">{t("pastLastPage", { pages: list.totalPage })}</h2>
        <Link to={pageHref(location.search, list.totalPage - 1)} className={`${SECONDARY_BUTTON} mt-5`}>
          {t("toLastPage")}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center text-center">
      <NotFoundIllustration className="h-40 w-52" />
      <h2 className="mt-4 text-lg font-bold">{t("notFound")}</h2>
      <p className="mt-1 text-sm text-neutral-600">{t("notFoundHint")}</p>
      <Link to="/villas" className={`${SECONDARY_BUTTON} mt-5`}>
        {t("filter.reset")}
      </Link>
    </div>
  );
}
