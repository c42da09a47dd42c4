// What every request of /reservation-form reads first: the stay from the query (seed 001 section
// 2.2: anything missing goes home, stale dates back to the detail page), the member, the property
// with its rooms and the extras (points, promos), and a fresh form's values.
import { redirect } from "react-router";
import { apiCall } from "#app/lib/api.server.ts";
import { toFailure } from "#app/server/detail/detail-data.server.ts";
import { getAuth } from "#app/lib/session.server.ts";
import { todayInJakarta, urlDateToApi, validateStay } from "#core/dates.ts";
import { parseGuestCount, RESERVATION_GUEST_MAX } from "#core/guests.ts";
import { uniqueCodeFor } from "#core/pricing.ts";
import { DEFAULT_AREA_CODE } from "#core/rules/contact.ts";
import { DEFAULT_ARRIVAL_HOUR } from "#core/rules/reservation.ts";
import type { FormValues } from "#app/components/reservation/reservation-schema.ts";
import { loadExtras, loadStay } from "./reservation.server.ts";

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

export async function loadPage(request: Request, lang: "id" | "en") {
  const stayQuery = readStay(request);
  if (!stayQuery) throw redirect("/");
  const { villas, arrival, departure, guest } = stayQuery;
  const valid = validateStay({ arrival, departure, today: todayInJakarta() });
  // Stale or wrong dates: the detail page corrects them and offers the dates again.
  if (!valid.ok) throw redirect(`/detail-villas?villas=${villas}&guest=${guest}`);
  const stay = { guest, arrival, departure, nights: valid.nights };
  const auth = await getAuth(request);
  // Every /v1 call made for this page carries the visitor (rate limits count visitors, not this server).
  const call = apiCall(request, { lang });
  const [property, extras] = await Promise.all([
    loadStay(villas, stay, call).then(
      (d) => ({ ok: true as const, d }),
      (e: unknown) => ({ ok: false as const, failure: toFailure(e) }),
    ),
    loadExtras(villas, auth, call),
  ]);
  return { villas, stay, auth, property, extras, call };
}

/** A fresh form; the referral code the visitor arrived with (`?reff=`, kept 30 days) is filled in. */
export function initialValues(referralCode: string | null): FormValues {
  const idempotencyKey = crypto.randomUUID();
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
    idempotencyKey,
    // The code the server will draw for this key (core/pricing.ts): the estimate is the charged total.
    uniqueCode: String(uniqueCodeFor(idempotencyKey)),
    voucherPercent: "",
    voucherAmount: "",
    referralPercent: "",
    referrerPromos: [],
  };
}

export type ReservationPage = Awaited<ReturnType<typeof loadPage>>;
