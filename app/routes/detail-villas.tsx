// /detail-villas (and the list variant /detail-villa): the nightly property detail page
// (seed 001 sections 2.1, 4, 5 and 8). Server-rendered and usable without JavaScript; the
// secondary sections (reviews, nearby places, similar properties) stream in as deferred data.
// Every section is a deferred part (app/components/ui/deferred.tsx): rendered by the server in
// place, hydrated from its own chunk with the catalogues it uses, so the page's first-load
// JavaScript is the framework, this module and the data the page renders (decision 037).
import { mapsKeyFor } from "#app/lib/maps.server.ts";
import { publicOrigin } from "#app/lib/public-origin.server.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, redirect } from "react-router";
import {
  bestRoom,
  checkMinNight,
  detailHotel,
  loadProperty,
  loadSecondary,
} from "#app/server/detail/detail-data.server.ts";
import { revalidateUnlessOnlyDetailUiChanged } from "#app/components/detail/detail-ui.ts";
import {
  advanceBookingRefused,
  firstUnavailableNight,
  parseDetailQuery,
  parseVillasId,
  RESERVE_ERRORS,
  reservationFormHref,
  reserveStayRefusal,
  type ReserveError,
  withStay,
} from "#app/components/detail/detail-query.ts";
import { siteLinks } from "#app/server/shell/site.server.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { todayInJakarta } from "#core/dates.ts";
import { apiCall } from "#app/lib/api.server.ts";
import { withoutPaymentReturn } from "#app/lib/payment-return.ts";
import { paymentResultOf } from "#app/lib/order-lookup.server.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import type { Route } from "./+types/detail-villas";

/** The screen's own catalogues travel with its parts (below), not in the page: besides the shell's it embeds none. */
export const handle = { i18n: [] } satisfies I18nHandle;

// The page's parts (app/components/detail/detail-parts.tsx): one chunk, with the catalogues only
// they use (detail, and the booking box's search and validation); both name the same list so that
// they ask for it in one request (app/i18n/embed.ts keys its requests by the list).
const detailBody = deferred(() => import("#app/components/detail/detail-parts.tsx").then((m) => m.DetailBody), {
  i18n: ["detail", "search", "validation"],
  main: true,
});
const detailOffline = deferred(() => import("#app/components/detail/detail-parts.tsx").then((m) => m.DetailOffline), {
  i18n: ["detail", "search", "validation"],
});
// The missing and failed states (rare): their own small chunk.
const missingProperty = deferred(
  () => import("#app/components/detail/detail-status.tsx").then((m) => m.MissingProperty),
  { i18n: ["detail"] },
);
const loadFailed = deferred(() => import("#app/components/detail/detail-status.tsx").then((m) => m.LoadFailed), {
  i18n: ["detail"],
});
/** Shown only after a payment gateway's return: its code stays out of the page's first load. */
const paymentModal = deferred(
  () => import("#app/components/ui/payment-result-modal.tsx").then((m) => m.PaymentResultModal),
  { i18n: ["payment"] },
);
const parts = [detailBody, detailOffline];

/** How long the first byte may wait for the secondary sections once the property is loaded. */
const SECONDARY_GRACE_MS = 150;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang: "id" | "en" = getLocale(context) === "en" ? "en" : "id";
  const url = new URL(request.url);
  const today = todayInJakarta();
  const villas = parseVillasId(url.searchParams.get("villas"));
  if (villas === null) {
    await missingProperty.preload();
    return data({ kind: "missing" as const, lang }, { status: 404 });
  }

  const query = parseDetailQuery(url.searchParams, today);
  const reserve = url.searchParams.get("reserve") === "1";
  if (query.correctedSearch !== null && !reserve) throw redirect(`${url.pathname}${query.correctedSearch}`);

  const stay = { guest: query.guest, arrival: query.arrival, departure: query.departure, nights: query.nights };
  // Started first, awaited never: usually resolved by the time the property is, so they render in
  // the first HTML (which matters without JavaScript, where streamed boundaries cannot swap in).
  const call = apiCall(request, { lang, signal: request.signal });
  const secondary = reserve ? null : loadSecondary(villas, call);
  // The parts render in the server's HTML (loaded once per process).
  const [loaded] = await Promise.all([loadProperty(villas, stay, call), ...parts.map((part) => part.preload())]);
  if (!loaded.ok) {
    const { failure } = loaded;
    const status =
      failure.kind === "notFound"
        ? 404
        : failure.kind === "network"
          ? 503
          : failure.status >= 500
            ? 502
            : failure.status;
    await loadFailed.preload();
    return data({ kind: "failed" as const, lang, failure }, { status });
  }
  const { hotel, unavailable } = loaded;
  const guest = Math.min(query.guest, Math.max(1, hotel.capacity));

  // 'Reserve' from the booking form (a GET with reserve=1, also without JavaScript).
  if (reserve) {
    const refuse = (error: ReserveError) =>
      redirect(`${url.pathname}${withStay(url.searchParams, { ...stay, guest })}&reserveError=${error}`);
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
  // Sent as the sections show them: card covers, the five nearest places of each kind.
  const shown = {
    similar: pending.similar,
    reviews: pending.reviews,
    nearby: pending.nearby,
  };
  const settled = await Promise.race([
    Promise.all([shown.similar, shown.reviews, shown.nearby]).then(([similar, reviews, nearby]) => ({
      similar,
      reviews,
      nearby,
    })),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SECONDARY_GRACE_MS)),
  ]);

  const askedError = url.searchParams.get("reserveError");
  const reserveError = RESERVE_ERRORS.includes(askedError as ReserveError) ? (askedError as ReserveError) : null;
  const best = bestRoom(hotel, guest);
  const site = siteLinks();
  const paymentReturn = await paymentResultOf(url.searchParams, apiCall(request, { lang }));
  if (paymentReturn) await paymentModal.preload();
  const shownHotel = detailHotel(hotel, lang);
  const perNight = best?.perNight || hotel.startFrom;
  return data({
    kind: "ok" as const,
    lang,
    hotel: shownHotel,
    // What the booking box needs besides the URL (BookingBoxProps).
    box: {
      villas,
      today,
      stay: { ...stay, guest },
      capacity: hotel.capacity,
      perNight,
      total: best?.total ?? null,
      remain: hotel.allotment.remain,
      minNight: hotel.minNight,
      unavailable,
      minHBooking: hotel.min_h_booking,
      serverTime: hotel.server_time,
      reserveError,
      csPhones: site.csPhones,
      lang,
    },
    // A browser key for the Maps JavaScript API is public by nature (it ends up in the page
    // either way); it is restricted by HTTP referrer in Google's console, not kept secret.
    // Unset: no map, nothing from Google loads (the maps link and the nearby lists instead).
    mapsKey: mapsKeyFor(request),
    shareOrigin: publicOrigin(request),
    paymentReturn,
    paymentCloseHref: paymentReturn ? withoutPaymentReturn(url) : null,
    secondary: settled ? settled : shown,
  });
}

/** A client-side navigation here loads the parts' chunk (and catalogues) beside the data, so the page shows whole. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const answer = await withDeferredParts(serverLoader, parts);
  if (answer.kind === "missing") await missingProperty.preload().catch(() => undefined);
  if (answer.kind === "failed") await loadFailed.preload().catch(() => undefined);
  return answer;
}

export const shouldRevalidate = revalidateUnlessOnlyDetailUiChanged;

export default function DetailVillas({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "missing") return <missingProperty.Component />;
  if (loaderData.kind === "failed") return <loadFailed.Component failure={loaderData.failure} />;
  return <DetailPage data={loaderData} />;
}

type OkData = Extract<Route.ComponentProps["loaderData"], { kind: "ok" }>;

function DetailPage({ data: d }: { data: OkData }) {
  const { t } = useTranslation("common");
  const { hotel } = d;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-28 pt-4 lg:pb-12">
      <title>{`${hotel.name} · ${t("brand")}`}</title>
      <meta name="description" content={(hotel.description_id || hotel.description_en).slice(0, 155)} />
      {d.paymentReturn && d.paymentCloseHref ? (
        <paymentModal.Component result={d.paymentReturn} closeHref={d.paymentCloseHref} />
      ) : null}
      <detailBody.Component
        hotel={hotel}
        box={d.box}
        secondary={d.secondary}
        mapsKey={d.mapsKey}
        shareOrigin={d.shareOrigin}
      />
    </main>
  );
}

/** A navigation whose data could not be fetched at all (offline): 'Koneksi internet bermasalah'. */
export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <detailOffline.Component />
    </main>
  );
}
