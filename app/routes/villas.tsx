// /villas: the nightly property list (seed 000 section 2.6).
import { useTranslation } from "#app/i18n/react.tsx";
import { data, isRouteErrorResponse, Link, redirect, useLocation } from "react-router";
import { PRIMARY_BUTTON } from "#app/components/search/button-styles.ts";
import { listCitiesOrEmpty } from "#app/server/search/cities.server.ts";
import { loadVillas } from "#app/server/villas/villas-data.server.ts";
import { villasFormErrors } from "#app/server/villas/villas-form-errors.server.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import type { VillasFormValues } from "#app/components/villas/villas-search-form.tsx";
import { canonicalVillasSearch } from "#app/components/villas/villas-url.ts";
import { getI18n, getLocale } from "#app/i18n/i18n.server.ts";
import { isApiDate, todayInJakarta, urlDateToApi } from "#core/dates.ts";
import { apiCall } from "#app/lib/api.server.ts";
import { withoutPaymentReturn } from "#app/lib/payment-return.ts";
import { paymentResultOf } from "#app/lib/order-lookup.server.ts";
import { parseVillasQuery } from "#app/lib/search-params.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import type { Route } from "./+types/villas";

/** The catalogues this screen uses besides the shell's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["villas"] } satisfies I18nHandle;

/** Shown only after a payment gateway's return: its code stays out of the list's first load. */
const paymentModal = deferred(
  () => import("#app/components/ui/payment-result-modal.tsx").then((m) => m.PaymentResultModal),
  { i18n: ["payment"] },
);

// The form and the results (cards whose photo slider joins on a pointer or focus, page links) work
// as plain HTML: the server renders them in place and they hydrate as their chunks arrive, so
// neither is first-load JavaScript (docs/decisions/032-first-load-js.md).
const searchForm = deferred(
  () => import("#app/components/villas/villas-search-form.tsx").then((m) => m.VillasSearchForm),
  { i18n: ["search", "validation"], main: true },
);
const results = deferred(() => import("#app/components/villas/villas-results.tsx").then((m) => m.VillasResults));
const listParts = [searchForm, results];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const url = new URL(request.url);
  const today = todayInJakarta();

  // The no-JavaScript GET form sends YYYY-MM-DD and empty fields: go to the canonical URL.
  const canonical = canonicalVillasSearch(url.searchParams, today);
  if (canonical !== null) throw redirect(`/villas${canonical}`);

  const query = parseVillasQuery(url.searchParams, today);
  const [list, cities] = await Promise.all([
    loadVillas(query, apiCall(request, { lang, signal: request.signal })),
    listCitiesOrEmpty(lang),
    ...listParts.map((part) => part.preload()),
  ]);

  // What the form shows: the dates as asked, even when they were refused.
  const asked = (name: "arrival" | "departure") => {
    const raw = url.searchParams.get(name)?.trim() ?? "";
    return urlDateToApi(raw) ?? (isApiDate(raw) ? raw : "");
  };
  const values: VillasFormValues = {
    arrival: query.arrivalApi ?? asked("arrival"),
    departure: query.departureApi ?? asked("departure"),
    guest: query.guest,
    city: query.city,
    propertyName: query.propertyName ?? "",
    popular: query.popular,
  };

  const canonicalParams = new URLSearchParams();
  if (query.city !== null) canonicalParams.set("city", String(query.city));
  if (query.popular) canonicalParams.set("popular", "true");
  if (query.page > 0) canonicalParams.set("page", String(query.page));
  const canonicalUrl = `${url.origin}/villas${canonicalParams.size > 0 ? `?${canonicalParams}` : ""}`;

  // Worded on the server, so the page need not carry the validation catalogue.
  const { errors, otherInvalid } = villasFormErrors(query, list, getI18n(context));

  const status = list.ok
    ? 200
    : list.kind === "invalid"
      ? 422
      : list.kind === "network"
        ? 503
        : list.status >= 500
          ? 502
          : list.status;
  const paymentReturn = await paymentResultOf(url.searchParams, apiCall(request, { lang }));
  if (paymentReturn) await paymentModal.preload();
  return data(
    {
      lang,
      today,
      query,
      values,
      errors,
      otherInvalid,
      list,
      cities: cities.map(({ id, label }) => ({ id, label })),
      canonicalUrl,
      // Personal searches (dates, a typed name) are not for search engines.
      noindex: query.arrival !== null || query.propertyName !== null || query.stayError !== null,
      paymentReturn,
      paymentCloseHref: withoutPaymentReturn(url),
    },
    { status },
  );
}

/** A client-side navigation here loads the parts' chunks beside the data. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, listParts);

export default function Villas({ loaderData }: Route.ComponentProps) {
  const {
    today,
    query,
    values,
    errors,
    otherInvalid,
    list,
    cities,
    canonicalUrl,
    noindex,
    paymentReturn,
    paymentCloseHref,
  } = loaderData;
  const lang = loaderData.lang === "en" ? "en" : "id";
  const { t } = useTranslation(["villas", "common"]);
  const location = useLocation();

  const cityName = query.city !== null ? cities.find((c) => c.id === query.city)?.label : undefined;
  const heading = query.propertyName
    ? t("titleSearch", { name: query.propertyName })
    : cityName
      ? t("titleCity", { city: cityName })
      : query.popular
        ? t("titlePopular")
        : t("title");
  const page = `${query.page > 0 ? ` · ${t("pagination.page", { page: query.page + 1 })}` : ""}`;

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6">
      <title>{`${heading}${page} · ${t("common:brand")}`}</title>
      <meta name="description" content={t("metaDescription")} />
      <link rel="canonical" href={canonicalUrl} />
      {noindex && <meta name="robots" content="noindex" />}

      {/* After a payment gateway's return (seed 000 section 2.6: the same rule as home). */}
      {paymentReturn && <paymentModal.Component result={paymentReturn} closeHref={paymentCloseHref} />}

      <h1 className="mb-3 text-xl font-bold sm:text-2xl">{heading}</h1>
      <searchForm.Component key={location.search} values={values} today={today} cities={cities} errors={errors} />
      <results.Component list={list} query={query} otherInvalid={otherInvalid} lang={lang} />
    </main>
  );
}

/** A navigation whose data could not be fetched at all (offline): seed 000 section 8. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation(["villas", "common"]);
  const offline = !isRouteErrorResponse(error) && error instanceof TypeError;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-xl font-bold">{offline ? t("errors.connection") : t("common:errors.serverTitle")}</h1>
      <Link to="/villas" reloadDocument className={`${PRIMARY_BUTTON} mt-6 inline-block`}>
        {t("errors.retry")}
      </Link>
    </main>
  );
}
