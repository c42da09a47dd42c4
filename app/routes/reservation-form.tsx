// /reservation-form (seed 001 sections 2.2, 4, 5 and 8): guest information, special request, room
// selection per night, booking summary, price breakdown, payment options, promo codes, and the
// reservation. Every 'apply' and 'copy' is a submission with an `intent`, so the page works without
// JavaScript; the server recomputes every amount (the estimate here is labelled as such).
import { getReferralCode } from "../lib/referral.server.ts";
import { data, redirect, redirectDocument } from "react-router";
import { ReservationView } from "../components/reservation/reservation-view.tsx";
import { ARRIVAL_HOURS, DEFAULT_AREA_CODE, DEFAULT_ARRIVAL_HOUR, LANGUAGE_IDS } from "../components/reservation/reservation-constants.ts";
import { fieldErrors, INTENTS, readValues, type FormValues, type Intent } from "../components/reservation/reservation-schema.ts";
import { API_FIELD_TO_FORM, checkReferral, checkVoucher, loadExtras, loadStay, postReservation } from "../components/reservation/reservation.server.ts";
import {
  defaultRoomId,
  effectiveOption,
  maxRoomsPerNight,
  notAvailable,
  PAYMENT_METHODS,
  paymentOptionVisibility,
  reservationCall,
  selectionFromEntries,
  wholeStaySelection,
  type NightSelection,
} from "../components/reservation/room-selection.ts";
import { stayNights } from "../components/detail/detail-query.ts";
import { toFailure } from "../components/detail/detail-data.server.ts";
import { siteLinks } from "../components/shell/site.server.ts";
import { getLocale, getInstance } from "../i18n/i18n.server.ts";
import { apiDateToUrl, nightsBetween, todayInJakarta, urlDateToApi, validateStay } from "../lib/dates.ts";
import { parseGuestCount, RESERVATION_GUEST_MAX } from "../lib/guests.ts";
import { UNIQUE_CODE_MAX, UNIQUE_CODE_MIN } from "../lib/pricing.ts";
import { getAuth } from "../lib/session.server.ts";
import { redirectWithToast } from "../lib/toast.server.ts";
import type { Route } from "./+types/reservation-form";

function readStay(request: Request) {
  const params = new URL(request.url).searchParams;
  const raw = (name: string) => params.get(name)?.trim() ?? "";
  // Seed 001 section 2.2: any of guest, arrival, departure, villas missing (or villas empty) → home.
  if (!params.has("guest") || !raw("arrival") || !raw("departure") || !raw("villas")) return null;
  const villas = /^\d{1,10}$/.test(raw("villas")) ? Number(raw("villas")) : 0;
  if (!(villas > 0)) return null;
  const arrival = urlDateToApi(raw("arrival")) ?? raw("arrival");
  const departure = urlDateToApi(raw("departure")) ?? raw("departure");
  // Seed 001 section 5: guests from the query, empty or 0 is 1, above 8 is 8.
  const guest = parseGuestCount(raw("guest"), { min: 1, max: RESERVATION_GUEST_MAX });
  return { villas, arrival, departure, guest };
}

async function loadPage(request: Request, lang: "id" | "en") {
  const stayQuery = readStay(request);
  if (!stayQuery) throw redirect("/");
  const { villas, arrival, departure, guest } = stayQuery;
  const valid = validateStay({ arrival, departure, today: todayInJakarta() });
  // Stale or wrong dates: the detail page corrects them and offers the dates again.
  if (!valid.ok) throw redirect(`/detail-villas?villas=${villas}&guest=${guest}`);
  const stay = { guest, arrival, departure, nights: valid.nights };
  const auth = await getAuth(request);
  const [property, extras] = await Promise.all([loadStay(villas, stay, lang).then((d) => ({ ok: true as const, d }), (e: unknown) => ({ ok: false as const, failure: toFailure(e) })), loadExtras(villas, auth, lang)]);
  return { villas, stay, auth, property, extras };
}

/** A fresh form; the referral code the visitor arrived with (`?reff=`, kept 30 days) is filled in. */
function initialValues(referralCode: string | null): FormValues {
  return {
    guestName: "",
    guestIdNumber: "",
    areaCode: DEFAULT_AREA_CODE,
    guestNoTelp: "",
    guestEmail: "",
    guestAddress: "",
    specialRequest: "",
    optionPay: "0",
    hourArrival: DEFAULT_ARRIVAL_HOUR,
    kodeVoucher: "",
    referralCode: referralCode ?? "",
    points: "",
    idempotencyKey: crypto.randomUUID(),
    uniqueCode: String(UNIQUE_CODE_MIN + Math.floor(Math.random() * (UNIQUE_CODE_MAX - UNIQUE_CODE_MIN + 1))),
    voucherPercent: "",
    voucherAmount: "",
    referralPercent: "",
    referrerPromos: [],
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const page = await loadPage(request, lang);
  if (!page.property.ok) {
    const f = page.property.failure;
    return data({ kind: "failed" as const, lang, failure: f }, { status: f.kind === "notFound" ? 404 : f.kind === "network" ? 503 : 502 });
  }
  const { hotel } = page.property.d;
  const nights = stayNights(page.stay.arrival, page.stay.departure);
  const site = siteLinks();
  return {
    kind: "ok" as const,
    lang,
    villas: page.villas,
    stay: { ...page.stay, arrivalUrl: apiDateToUrl(page.stay.arrival)!, departureUrl: apiDateToUrl(page.stay.departure)!, nights: page.stay.nights },
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
      rooms: hotel.rooms.map(({ id, name, capacity, unit, is_promo, promo, rates, images }) => ({ id, name, capacity, unit, is_promo, promo, rates, image: images[0]?.image_url ?? null })),
    },
    user: page.auth ? { id: page.auth.user.id, name: page.auth.user.name, email: page.auth.user.email, code: page.auth.user.code, phone: page.auth.user.phone, idNumber: page.auth.user.idNumber, address: page.auth.user.address } : null,
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

export interface ActionResult {
  /** A new id per answer: the form re-mounts with these values (the copy-user and apply intents change them). */
  renderId: string;
  values: FormValues;
  selection: NightSelection[];
  errors: Partial<Record<string, string>>;
  /** Messages already translated by the server (from /v1), by field. */
  serverErrors: Partial<Record<string, string>>;
  notice: { type: "success" | "error" | "info"; key?: string; text?: string; values?: Record<string, string | number> } | null;
  contactCs: boolean;
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const t = getInstance(context).getFixedT(lang, "reservation");
  const page = await loadPage(request, lang);
  const form = await request.formData();
  const intentRaw = form.get("intent");
  const intent = (INTENTS as readonly string[]).includes(String(intentRaw)) ? (intentRaw as Intent) : null;
  if (!intent) throw data({ message: "Unknown intent" }, { status: 400 });
  if (!page.property.ok) throw redirect(new URL(request.url).pathname + new URL(request.url).search);
  const hotel = page.property.d.hotel;
  const nights = stayNights(page.stay.arrival, page.stay.departure);
  const values = readValues(form, initialValues(null));
  const selection = selectionFromEntries(form.entries() as Iterable<[string, unknown]>, nights, hotel.rooms.map((r) => r.id));
  const userId = page.auth?.user.id ?? 0;
  const result: ActionResult = { renderId: crypto.randomUUID(), values, selection, errors: {}, serverErrors: {}, notice: null, contactCs: false };
  const reply = (status = 200) => data(result, { status });

  switch (intent) {
    case "copy-user": {
      const user = page.auth?.user;
      if (user) Object.assign(values, { guestName: user.name, guestEmail: user.email, areaCode: user.code || DEFAULT_AREA_CODE, guestNoTelp: user.phone, guestIdNumber: user.idNumber, guestAddress: user.address });
      return reply();
    }
    case "recalc":
      return reply();
    case "apply-voucher": {
      values.voucherPercent = "";
      values.voucherAmount = "";
      if (!values.kodeVoucher.trim()) {
        result.errors.kodeVoucher = "voucherRequired";
        return reply(400);
      }
      const voucher = await checkVoucher(values.kodeVoucher.trim(), userId, lang, page.auth?.token);
      if (!voucher.ok) {
        result.errors.kodeVoucher = voucher.messageKey;
        return reply(400);
      }
      values.voucherPercent = String(voucher.percent);
      values.voucherAmount = String(voucher.amount);
      result.notice = { type: "success", key: "promo.voucherApplied" };
      return reply();
    }
    case "check-referral": {
      values.referralPercent = "";
      if (!values.referralCode.trim()) {
        result.errors.referralCode = "referralRequired";
        return reply(400);
      }
      const referral = await checkReferral(values.referralCode.trim(), userId, lang, page.auth?.token);
      if (!referral.ok) {
        result.errors.referralCode = referral.messageKey;
        return reply(400);
      }
      values.referralPercent = String(referral.percent);
      result.notice = { type: "success", key: "promo.referralApplied", values: { percent: referral.percent } };
      return reply();
    }
    case "reserve":
      break;
  }

  // Reserve: the shared schema first (the same messages as in the browser).
  Object.assign(result.errors, fieldErrors(values));
  const visible = paymentOptionVisibility({ payAtVilla: hotel.payAtVilla === 1, maxRooms: maxRoomsPerNight(selection), loggedIn: page.auth !== null });
  const option = Number(values.optionPay);
  if (option === 3 && !visible.kredivo) result.errors.optionPay = "kredivoLogin";
  else if (effectiveOption(option, visible) !== option) result.errors.optionPay = "optionNotAvailable";
  if (option === 1 && !ARRIVAL_HOURS.includes(values.hourArrival)) result.errors.hourArrival = "hourArrivalRequired";
  if (notAvailable(selection, hotel.rooms)) result.errors.rooms = "cannotBook";
  if (values.points && !page.auth) result.errors.points = "pointsLogin";
  if (Object.keys(result.errors).length > 0) return reply(400);

  const call = reservationCall(selection);
  const payload: Record<string, unknown> = {
    arrival: page.stay.arrival,
    departure: page.stay.departure,
    name: values.guestName.trim(),
    guest: page.stay.guest,
    phone: `${values.areaCode.trim()}-${values.guestNoTelp.trim()}`,
    email: values.guestEmail.trim().toLowerCase(),
    propertyId: page.villas,
    lang: LANGUAGE_IDS[lang],
    voucherCode: values.kodeVoucher.trim(),
    nip: values.guestIdNumber.trim(),
    address: values.guestAddress.trim(),
    specialRequest: values.specialRequest,
    payment_option: option,
    referral_code: values.referralCode.trim(),
    hour_arrival: option === 1 ? values.hourArrival : "",
    point: values.points.trim() || 0,
    referral_obtaineds: values.referrerPromos.map(Number),
    user_Id: page.auth?.user.id ?? 0,
    order_from: "web",
    payment_method: PAYMENT_METHODS[effectiveOption(option, visible)],
    unique_code: values.uniqueCode,
    idempotency_key: values.idempotencyKey,
    ...(call.kind === "single" ? { roomId: call.roomId } : { details: call.details }),
  };
  const answer = await postReservation(call.kind, payload, lang, page.auth?.token);
  switch (answer.kind) {
    case "payAtProperty":
      return redirectWithToast("/", { type: "success", title: answer.message || t("result.payAtProperty"), description: t("result.orderId", { orderId: answer.orderId }) });
    case "gateway":
      // The gateway's page is not a route of this app: a full document load.
      return redirectDocument(answer.redirectUrl);
    case "unavailable":
      result.serverErrors.rooms = answer.message || t("errors.roomUnavailable");
      return reply(409);
    case "invalid": {
      for (const [field, messages] of Object.entries(answer.errors)) {
        const name = API_FIELD_TO_FORM[field] ?? "form";
        if (!result.serverErrors[name] && messages[0]) result.serverErrors[name] = messages[0];
      }
      if (Object.keys(answer.errors).length === 0) result.serverErrors.form = answer.message;
      result.contactCs = answer.contactCs;
      return reply(422);
    }
    case "failed":
      result.serverErrors.form = answer.message || t("errors.contactCs");
      return reply(502);
    case "network":
      result.serverErrors.form = t("errors.connection");
      return reply(503);
  }
}

export default function ReservationForm({ loaderData, actionData }: Route.ComponentProps) {
  return <ReservationView loaderData={loaderData} actionData={actionData as ActionResult | undefined} />;
}
