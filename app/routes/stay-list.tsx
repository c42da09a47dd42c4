// /stay-weekly, /stay-monthly, /stay-yearly (seed 002 section 2): the properties with a price for
// the period, cheapest first, as cards leading to /stay-{period}/{propertyId}. One module for the
// three routes: the path names the period.
import { useTranslation } from "react-i18next";
import { data, Link, redirect, useLocation } from "react-router";
import { toFailure } from "#app/components/detail/detail-data.server.ts";
import { LongStayCard } from "#app/components/long-stay/stay-card.tsx";
import { periodOfPath } from "#app/components/long-stay/stay-query.ts";
import { NotFoundIllustration } from "#app/components/villas/not-found-illustration.tsx";
import { VillasPagination } from "#app/components/villas/villas-pagination.tsx";
import { pageHref } from "#app/components/villas/villas-url.ts";
import { pageParam, slicePage } from "#app/lib/pagination.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall } from "#app/lib/api.server.ts";
import { LONG_STAY_TYPES } from "#core/long-stay.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import type { Route } from "./+types/stay-list";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";

/** The catalogues this screen uses besides the shell's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["longstay", "detail", "villas"] } satisfies I18nHandle;

/**
 * Cards per page (1, 2 or 4 a row fill whole rows). A list has a card per property with a price
 * for the period (about 200 on a full catalogue): all of them made a 370 KB page. Page links as
 * on /villas (?page=N, 0-based), plain links that work without JavaScript.
 */
export const LONG_STAY_PAGE_SIZE = 24;

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang: "id" | "en" = getLocale(context) === "en" ? "en" : "id";
  const url = new URL(request.url);
  const type = periodOfPath(url.pathname) ?? "monthly";
  let answer: Awaited<ReturnType<typeof api.longStaysByType>>;
  try {
    answer = await api.longStaysByType({ params: { type } }, apiCall(request, { lang, signal: request.signal }));
  } catch (error) {
    const failure = toFailure(error);
    return data({ kind: "failed" as const, lang, type, offline: failure.kind === "network" }, { status: failure.kind === "network" ? 503 : 502 });
  }
  const { items: cards, page, totalPages, pastEnd } = slicePage(answer.data.data, pageParam(url.searchParams.get("page")), LONG_STAY_PAGE_SIZE);
  if (pastEnd) throw redirect(pageHref(url.search, page, url.pathname));
  return { kind: "ok" as const, lang, type, cards, page, totalPages };
}

export default function StayList({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation(["longstay", "common", "detail", "villas"]);
  const location = useLocation();
  const period = t(`period.${d.type}`);
  const title = t("list.title", { period });
  const page = d.kind === "ok" ? d.page : 0;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6">
      <title>{`${title}${page > 0 ? ` · ${t("villas:pagination.page", { page: page + 1 })}` : ""} · ${t("common:brand")}`}</title>
      <meta name="description" content={t("list.intro", { unit: t(`unitName.${d.type}`) })} />
      <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
      <p className="mt-1 text-sm text-neutral-600">{t("list.intro", { unit: t(`unitName.${d.type}`) })}</p>
      <nav aria-label={t("list.otherPeriods")} className="mt-3 flex flex-wrap gap-2">
        {LONG_STAY_TYPES.map((type) => (
          <Link
            key={type}
            to={`/stay-${type}`}
            aria-current={type === d.type ? "page" : undefined}
            className="rounded-full border border-neutral-300 px-3 py-1.5 text-sm font-medium aria-[current=page]:border-brand-dark aria-[current=page]:bg-brand-dark aria-[current=page]:text-white"
          >
            {t(`period.${type}`)}
          </Link>
        ))}
      </nav>
      {d.kind === "failed" ? (
        <p role="alert" className="mt-8 text-center font-semibold">
          {d.offline ? t("errors.connection") : t("common:errors.serverTitle")}
        </p>
      ) : d.cards.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <NotFoundIllustration className="h-40 w-52" />
          <p className="font-semibold">{t("list.empty", { period: period.toLowerCase() })}</p>
        </div>
      ) : (
        <>
          <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {d.cards.map((card, i) => (
              <li key={card.id}>
                <LongStayCard card={card} lang={d.lang} priority={i === 0} />
              </li>
            ))}
          </ul>
          <VillasPagination page={d.page} totalPages={d.totalPages} search={location.search} basePath={location.pathname} />
        </>
      )}
    </main>
  );
}
