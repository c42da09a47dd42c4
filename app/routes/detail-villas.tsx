// /detail-villas (and the list variant /detail-villa): the nightly property detail page
// (seed 001 sections 2.1, 4, 5 and 8). Server-rendered and usable without JavaScript; the
// secondary sections (reviews, nearby places, similar properties) stream in as deferred data.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, redirect, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { BookingBox, RESERVE_ERRORS, type ReserveError } from "#app/components/detail/booking-box.tsx";
import { bestRoom, checkMinNight, loadProperty, loadSecondary } from "#app/components/detail/detail-data.server.ts";
import { closeModalHref, onlyDetailUiChanged, openModalHref, readDetailModal } from "#app/components/detail/detail-modal.ts";
import {
  advanceBookingRefused,
  firstUnavailableNight,
  parseDetailQuery,
  parseVillasId,
  reservationFormHref,
  reserveStayRefusal,
  withStay,
} from "#app/components/detail/detail-query.ts";
import { DetailHeader, PhotoHeader } from "#app/components/detail/detail-sections.tsx";
import { PropertyInfoModals } from "#app/components/detail/property-info-modals.tsx";
import { SimilarProperties } from "#app/components/detail/secondary-sections.tsx";
import { siteLinks } from "#app/components/shell/site.server.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { deferred } from "#app/components/ui/deferred.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import { apiCall } from "#app/lib/api.server.ts";
import { withoutPaymentReturn } from "#app/lib/payment-return.ts";
import { paymentResultOf } from "#app/lib/order-lookup.server.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import type { Route } from "./+types/detail-villas";
import { PropertySections } from "#app/components/detail/property-sections.tsx";

/** The catalogues this screen uses besides the shell's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["detail", "search", "validation"] } satisfies I18nHandle;

/** Seed 001 section 2.1: without villas, home after 1 second. */
const MISSING_REDIRECT_SECONDS = 1;
/** How long the first byte may wait for the secondary sections once the property is loaded. */
const SECONDARY_GRACE_MS = 150;

/** Shown only after a payment gateway's return: its code stays out of the page's first load. */
const paymentModal = deferred(() => import("#app/components/ui/payment-result-modal.tsx").then((m) => m.PaymentResultModal), { i18n: ["payment"] });

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const url = new URL(request.url);
  const today = todayInJakarta();
  const villas = parseVillasId(url.searchParams.get("villas"));
  if (villas === null) return data({ kind: "missing" as const, lang }, { status: 404 });

  const query = parseDetailQuery(url.searchParams, today);
  const reserve = url.searchParams.get("reserve") === "1";
  if (query.correctedSearch !== null && !reserve) throw redirect(`${url.pathname}${query.correctedSearch}`);

  const stay = { guest: query.guest, arrival: query.arrival, departure: query.departure, nights: query.nights };
  // Started first, awaited never: usually resolved by the time the property is, so they render in
  // the first HTML (which matters without JavaScript, where streamed boundaries cannot swap in).
  const call = apiCall(request, { lang, signal: request.signal });
  const secondary = reserve ? null : loadSecondary(villas, call);
  const loaded = await loadProperty(villas, stay, call);
  if (!loaded.ok) {
    const { failure } = loaded;
    const status = failure.kind === "notFound" ? 404 : failure.kind === "network" ? 503 : failure.status >= 500 ? 502 : failure.status;
    return data({ kind: "failed" as const, lang, failure }, { status });
  }
  const { hotel, unavailable } = loaded;
  const guest = Math.min(query.guest, Math.max(1, hotel.capacity));

  // 'Reserve' from the booking form (a GET with reserve=1, also without JavaScript).
  if (reserve) {
    const refuse = (error: ReserveError) => redirect(`${url.pathname}${withStay(url.searchParams, { ...stay, guest })}&reserveError=${error}`);
    // Judged on what was sent, before the corrections above (which would book tonight instead).
    const refusal = reserveStayRefusal(url.searchParams, today);
    if (refusal) throw refuse(refusal);
    if (firstUnavailableNight(stay.arrival, stay.departure, new Set(unavailable))) throw refuse("unavailable");
    if (advanceBookingRefused(stay.arrival, hotel.server_time, hotel.min_h_booking)) throw refuse("advance");
    const minNight = await checkMinNight(villas, { ...stay, guest }, call);
    if (minNight ? !minNight.ok : stay.nights < hotel.minNight) throw refuse("minNight");
    if (hotel.allotment.remain <= 0) throw refuse("soldOut");
    throw redirect(reservationFormHref(villas, { ...stay, guest }));
  }

  // Without JavaScript a streamed section can never swap in: give the secondary calls (started
  // with the property) a short moment more, then stream whatever is still pending.
  const pending = secondary ?? loadSecondary(villas, call);
  const settled = await Promise.race([
    Promise.all([pending.similar, pending.reviews, pending.nearby]).then(([similar, reviews, nearby]) => ({ similar, reviews, nearby })),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SECONDARY_GRACE_MS)),
  ]);

  const askedError = url.searchParams.get("reserveError");
  const reserveError = RESERVE_ERRORS.includes(askedError as ReserveError) ? (askedError as ReserveError) : null;
  const best = bestRoom(hotel, guest);
  const site = siteLinks();
  const paymentReturn = await paymentResultOf(url.searchParams, apiCall(request, { lang }));
  if (paymentReturn) await paymentModal.preload();
  return data({
    kind: "ok" as const,
    lang,
    today,
    villas,
    hotel,
    unavailable,
    stay: { ...stay, guest },
    best,
    reserveError,
    csPhones: site.csPhones,
    // A browser key for the Maps JavaScript API is public by nature (it ends up in the page
    // either way); it is restricted by HTTP referrer in Google's console, not kept secret.
    // Unset: no map, nothing from Google loads (the maps link and the nearby lists instead).
    mapsKey: process.env.GOOGLE_MAPS_API_KEY || null,
    paymentReturn,
    paymentCloseHref: withoutPaymentReturn(url),
    secondary: settled ? settled : pending,
  });
}

/** Opening a modal or paging the gallery reloads nothing; a new stay reloads the prices. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (onlyDetailUiChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

export default function DetailVillas({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "missing") return <MissingProperty />;
  if (loaderData.kind === "failed") return <LoadFailed failure={loaderData.failure} />;
  return <DetailPage data={loaderData} />;
}

type OkData = Extract<Route.ComponentProps["loaderData"], { kind: "ok" }>;

function DetailPage({ data: d }: { data: OkData }) {
  const { t } = useTranslation(["detail", "common"]);
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const modal = readDetailModal(params);
  const lang = d.lang === "en" ? "en" : "id";
  const { hotel, stay } = d;
  const perNight = d.best?.perNight || hotel.startFrom;
  const closeHref = closeModalHref(location.pathname, location.search);

  const boxProps = {
    villas: d.villas,
    pathname: location.pathname,
    search: location.search,
    today: d.today,
    stay,
    capacity: hotel.capacity,
    perNight,
    total: d.best?.total ?? null,
    remain: hotel.allotment.remain,
    minNight: hotel.minNight,
    unavailable: d.unavailable,
    minHBooking: hotel.min_h_booking,
    serverTime: hotel.server_time,
    reserveError: d.reserveError,
    csPhones: d.csPhones,
    lang,
  } as const;
  const cardStay = { guest: stay.guest, arrival: apiDateToUrl(stay.arrival), departure: apiDateToUrl(stay.departure), duration: stay.nights };

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-28 pt-4 lg:pb-12">
      <title>{`${hotel.name} · ${t("common:brand")}`}</title>
      <meta name="description" content={(lang === "en" ? hotel.description_en : hotel.description_id).slice(0, 155)} />

      {d.paymentReturn ? <paymentModal.Component result={d.paymentReturn} closeHref={d.paymentCloseHref} /> : null}
      <PropertyInfoModals modal={modal} hotel={hotel} closeHref={closeHref} />
      {modal === "booking" ? (
        <Modal title={t("box.title")} closeHref={closeHref}>
          <BookingBox idPrefix="booking-modal" {...boxProps} />
        </Modal>
      ) : null}

      <DetailHeader hotel={hotel} />
      <PhotoHeader hotel={hotel} />

      <div className="mt-2 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <PropertySections hotel={hotel} lang={lang} secondary={d.secondary} mapsKey={d.mapsKey} />
        <aside className="hidden lg:block" aria-label={t("box.title")}>
          <div className="sticky top-4 has-[[data-advance-notice]]:z-[75]">{modal === "booking" ? null : <BookingBox idPrefix="booking" {...boxProps} />}</div>
        </aside>
      </div>
      <SimilarProperties similar={d.secondary.similar} lang={lang} stay={cardStay} />

      {/* Phones: a bottom bar opens the booking box as a modal (?modal=booking). */}
      <div
        data-bottom-bar=""
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-neutral-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden"
      >
        <p className="text-sm leading-tight text-neutral-600">
          {t("box.from")} <strong className="block text-base text-brand-dark">{formatMoney(perNight, lang)}</strong> {t("box.perNight")}
        </p>
        <Link to={openModalHref(location.pathname, location.search, "booking")} preventScrollReset className="btn-primary shrink-0">
          {t("box.chooseDates")}
        </Link>
      </div>
    </main>
  );
}

/** Seed 001 section 2.1: no villas → home after 1 second (meta refresh, and a timer with JavaScript). */
function MissingProperty() {
  const { t } = useTranslation(["detail", "common"]);
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign("/"), MISSING_REDIRECT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{`${t("missing.title")} · ${t("common:brand")}`}</title>
      <meta httpEquiv="refresh" content={`${MISSING_REDIRECT_SECONDS};url=/`} />
      <h1 className="text-xl font-bold">{t("missing.title")}</h1>
      <p className="mt-2 text-neutral-600">{t("missing.body")}</p>
      <Link to="/" className="btn-primary mt-6 inline-block">
        {t("common:errors.backHome")}
      </Link>
    </main>
  );
}

function LoadFailed({ failure }: { failure: Extract<Route.ComponentProps["loaderData"], { kind: "failed" }>["failure"] }) {
  const { t } = useTranslation(["detail", "common"]);
  const location = useLocation();
  const message = failure.kind === "notFound" ? t("errors.notFound") : failure.kind === "network" ? t("errors.connection") : failure.message || t("errors.server");
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{`${message} · ${t("common:brand")}`}</title>
      <h1 role="alert" className="text-xl font-bold">
        {message}
      </h1>
      <div className="mt-6 flex justify-center gap-3">
        {failure.kind !== "notFound" ? (
          <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-secondary">
            {t("errors.retry")}
          </Link>
        ) : null}
        <Link to="/villas" className="btn-primary">
          {t("errors.browse")}
        </Link>
      </div>
    </main>
  );
}

/** A navigation whose data could not be fetched at all (offline): 'Koneksi internet bermasalah'. */
export function ErrorBoundary() {
  const { t } = useTranslation("detail");
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 role="alert" className="text-xl font-bold">
        {t("errors.connection")}
      </h1>
    </main>
  );
}
