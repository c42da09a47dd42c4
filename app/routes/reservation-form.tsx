// /reservation-form (seed 001 sections 2.2, 4, 5 and 8): guest information, special request, room
// selection per night, booking summary, price breakdown, payment options, promo codes, and the
// reservation. Every 'apply' and 'copy' is a submission with an `intent` (one handler each, in
// app/components/reservation/intents/), so the page works without JavaScript; the server
// recomputes every amount (the estimate here is labelled as such).
import { getReferralCode } from "#app/lib/referral.server.ts";
import { data, redirect } from "react-router";
import { stayNights } from "#app/components/detail/detail-query.ts";
import { intentHandler } from "#app/server/reservation/intents/index.server.ts";
import { initialValues, loadPage } from "#app/server/reservation/reservation-page.server.ts";
import type { ActionResult } from "#app/components/reservation/reservation-result.ts";
import { readValues } from "#app/components/reservation/reservation-schema.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { defaultRoomId, selectionFromEntries, wholeStaySelection } from "#app/components/reservation/room-selection.ts";
import { siteLinks } from "#app/server/shell/site.server.ts";
import { getI18n, getLocale } from "#app/i18n/i18n.server.ts";
import { apiDateToUrl } from "#core/dates.ts";
import { ARRIVAL_HOURS } from "#core/rules/reservation.ts";
import type { Route } from "./+types/reservation-form";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["reservation"] } satisfies I18nHandle;

/**
 * Every control works as plain HTML (a post with an intent), so the view with its form kit and zod
 * stays out of the first-load JavaScript: the server renders it in place and it hydrates from its
 * own chunk.
 */
const reservationView = deferred(() =>
  import("#app/components/reservation/reservation-view.tsx").then((m) => m.ReservationView),
);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [reservationView]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  await reservationView.preload();
  const page = await loadPage(request, lang);
  if (!page.property.ok) {
    const f = page.property.failure;
    return data(
      { kind: "failed" as const, lang, failure: f },
      { status: f.kind === "notFound" ? 404 : f.kind === "network" ? 503 : 502 },
    );
  }
  const { hotel } = page.property.d;
  const nights = stayNights(page.stay.arrival, page.stay.departure);
  const site = siteLinks();
  return {
    kind: "ok" as const,
    lang,
    villas: page.villas,
    stay: {
      ...page.stay,
      arrivalUrl: apiDateToUrl(page.stay.arrival)!,
      departureUrl: apiDateToUrl(page.stay.departure)!,
      nights: page.stay.nights,
    },
    nights,
    hotel: {
      id: hotel.id,
      name: hotel.name,
      category_name: hotel.category_name,
      address: hotel.address,
      cover: hotel.images.split(";")[0] ?? "",
      payAtVilla: hotel.payAtVilla === 1,
      dpPercent: hotel.dp_multiple_booking,
      isReferral: hotel.is_referral === 1,
      minNight: hotel.minNight,
      rooms: hotel.rooms.map(({ id, name, capacity, unit, is_promo, promo, rates, images }) => ({
        id,
        name,
        capacity,
        unit,
        is_promo,
        promo,
        rates,
        image: images[0]?.image_url ?? null,
      })),
    },
    user: page.auth
      ? {
          id: page.auth.user.id,
          name: page.auth.user.name,
          email: page.auth.user.email,
          code: page.auth.user.code,
          phone: page.auth.user.phone,
          idNumber: page.auth.user.idNumber,
          address: page.auth.user.address,
        }
      : null,
    points: page.extras.points,
    promoPercent: page.extras.promo.promo + page.extras.promo.promoProperty,
    referrerPromos: page.extras.referrerPromos.map((p) => ({ id: p.id, percent: p.promo_percent })),
    defaults: initialValues(await getReferralCode(request)),
    defaultSelection: wholeStaySelection(nights, defaultRoomId(hotel.rooms, page.stay.guest)),
    arrivalHours: ARRIVAL_HOURS,
    storeLinks: { play: site.playStoreUrl, app: site.appStoreUrl },
    csPhones: site.csPhones,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const t = getI18n(context).getFixedT("reservation");
  await reservationView.preload();
  const page = await loadPage(request, lang);
  const form = await request.formData();
  const handle = intentHandler(form.get("intent"));
  if (!page.property.ok) throw redirect(new URL(request.url).pathname + new URL(request.url).search);
  const hotel = page.property.d.hotel;
  const nights = stayNights(page.stay.arrival, page.stay.departure);
  const selection = selectionFromEntries(
    form.entries() as Iterable<[string, unknown]>,
    nights,
    hotel.rooms.map((r) => r.id),
  );
  return handle({
    lang,
    t,
    page,
    hotel,
    form,
    values: readValues(form, initialValues(null)),
    selection,
    errors: {},
    notice: null,
    contactCs: false,
    intent: String(form.get("intent")),
    held: null,
  });
}

export default function ReservationForm({ loaderData, actionData }: Route.ComponentProps) {
  return <reservationView.Component loaderData={loaderData} actionData={actionData as ActionResult | undefined} />;
}
