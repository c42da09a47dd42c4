// /stay-weekly, /stay-monthly, /stay-yearly (seed 002 section 2): the properties with a price for
// the period, cheapest first, as cards leading to /stay-{period}/{propertyId}. One module for the
// three routes: the path names the period.
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Link, redirect } from "react-router";
import { toFailure } from "#app/server/detail/detail-data.server.ts";
import { pageTitleOf } from "#app/server/long-stay/page-title.server.ts";
import { periodOfPath } from "#app/components/long-stay/stay-query.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { pageHref } from "#app/components/villas/villas-url.ts";
import { pageParam, slicePage } from "#app/lib/pagination.ts";
import { getI18n, getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall } from "#app/lib/api.server.ts";
import { LONG_STAY_TYPES } from "#core/long-stay-types.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import type { Route } from "./+types/stay-list";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";

/** The catalogues this screen uses besides the shell's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["longstay"] } satisfies I18nHandle;

// The cards and page links work as plain HTML: the server renders them in place and they hydrate
// from their own chunk, with the page links' catalogue (docs/decisions/032-first-load-js.md).
const results = deferred(
  () => import("#app/components/long-stay/stay-list-results.tsx").then((m) => m.StayListResults),
  { i18n: ["villas"] },
);

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
    [answer] = await Promise.all([
      api.longStaysByType({ params: { type } }, apiCall(request, { lang, signal: request.signal })),
      results.preload(),
    ]);
  } catch (error) {
    const failure = toFailure(error);
    const offline = failure.kind === "network";
    return data({ kind: "failed" as const, lang, type, pageTitle: "", offline }, { status: offline ? 503 : 502 });
  }
  const {
    items: cards,
    page,
    totalPages,
    pastEnd,
  } = slicePage(answer.data.data, pageParam(url.searchParams.get("page")), LONG_STAY_PAGE_SIZE);
  if (pastEnd) throw redirect(pageHref(url.search, page, url.pathname));
  return { kind: "ok" as const, lang, type, cards, page, totalPages, pageTitle: pageTitleOf(getI18n(context), page) };
}

/** A client-side navigation here loads the results' chunk beside the data. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, [results]);

export default function StayList({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation(["longstay", "common"]);
  const period = t(`period.${d.type}`);
  const title = t("list.title", { period });
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6">
      <title>{`${title}${d.pageTitle ? ` · ${d.pageTitle}` : ""} · ${t("common:brand")}`}</title>
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
        <results.Component kind="failed" offline={d.offline} />
      ) : (
        <results.Component
          kind="ok"
          type={d.type}
          cards={d.cards}
          page={d.page}
          totalPages={d.totalPages}
          lang={d.lang}
        />
      )}
    </main>
  );
}
