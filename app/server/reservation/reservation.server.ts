// The reservation form's /v1 calls (seed 001 section 7): the property with rooms for the stay,
// points, promos, referrer promos, voucher and referral checks, and the reservation itself.
import type { PromoForProperty } from "#core/contract/index.ts";
import { api, ApiRequestError, type ApiCall } from "#app/lib/api.server.ts";
import type { SessionUser } from "#app/lib/session.server.ts";
import { log } from "#core/log/current-logger.server.ts";

export type { PromoForProperty };

export async function loadStay(
  villas: number,
  stay: { guest: number; arrival: string; departure: string; nights: number },
  call: ApiCall,
) {
  const answer = await api.hotelDetail(
    {
      params: { villa: villas },
      query: { guest: stay.guest, arrival: stay.arrival, departure: stay.departure, duration: stay.nights },
    },
    call,
  );
  return answer.data;
}

async function quietly<T>(what: string, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    log.warn(`reservation form: ${what} failed`, { error });
    return fallback;
  }
}

/** Points, promos and referrer promos: failures are logged only (seed 001 section 8). */
export async function loadExtras(villas: number, auth: { user: SessionUser; token: string } | null, visitor: ApiCall) {
  const token = auth?.token;
  const userId = auth?.user.id;
  const call = { ...visitor, token };
  const [promo, points, referrerPromos] = await Promise.all([
    quietly(
      "promo",
      api
        .promoForProperty(
          {
            params: { id: villas },
            query: { isLogin: auth ? "true" : "false", userId: userId === undefined ? undefined : String(userId) },
          },
          call,
        )
        .then((a) => a.data),
      { promo: 0, promoProperty: 0, referral: { guest: 0 }, user: { reff_results: { remaining: 0 } } },
    ),
    auth
      ? quietly(
          "points",
          api.points({ query: { userId } }, call).then((a) => a.data.remaining_point),
          0,
        )
      : 0,
    auth
      ? quietly(
          "referrer promos",
          api.referrerPromos({ params: { id: String(userId) } }, call).then((a) => a.data.filter((p) => !p.is_used)),
          [],
        )
      : [],
  ]);
  return { promo, points, referrerPromos };
}

export type VoucherResult =
  | { ok: true; code: string; percent: number; amount: number }
  | { ok: false; messageKey: "voucherNotFound" | "voucherExpired" | "voucherUsed" | "connection" };

/**
 * GET /voucher/{code}/{userId}: the seed's wire values 'found' (= not found), 'exp', 'unused'.
 * With the member's session token: without it the API checks the code as a guest's, and a voucher
 * this member already holds or spent would pass here only to be refused at reservation.
 */
export async function checkVoucher(
  code: string,
  userId: number,
  call: ApiCall,
  token?: string,
): Promise<VoucherResult> {
  try {
    const answer = await api.voucherCheck({ params: { code, userId: String(userId) } }, { ...call, token });
    if (answer.status === "success")
      return { ok: true, code: answer.data.code, percent: answer.data.value, amount: answer.data.nominal };
    return { ok: false, messageKey: voucherMessageKey(answer.message) };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, messageKey: voucherMessageKey(error.body?.message) };
    return { ok: false, messageKey: "connection" };
  }
}

export function voucherMessageKey(message: string | undefined): "voucherNotFound" | "voucherExpired" | "voucherUsed" {
  if (message === "exp") return "voucherExpired";
  if (message === "unused") return "voucherUsed";
  return "voucherNotFound"; // 'found' (the seed's inverted wire value) and anything unknown
}

/** GET /promo/referral/check/{code}/{userId}: the guest's percent, or 0 when not found. */
export async function checkReferral(
  code: string,
  userId: number,
  call: ApiCall,
  token?: string,
): Promise<{ ok: true; percent: number } | { ok: false; messageKey: "referralNotFound" | "connection" }> {
  try {
    const answer = await api.referralCheck({ params: { code, userId: String(userId) } }, { ...call, token });
    return { ok: true, percent: answer.data.percent };
  } catch (error) {
    return { ok: false, messageKey: error instanceof ApiRequestError ? "referralNotFound" : "connection" };
  }
}

export type ReserveAnswer =
  | { kind: "payAtProperty"; message: string; orderId: string }
  | { kind: "gateway"; redirectUrl: string; orderId: string }
  | { kind: "unavailable"; message: string }
  | { kind: "invalid"; message: string; errors: Record<string, string[]>; contactCs: boolean }
  | { kind: "failed"; message: string }
  /** Booked, but its payment page could not be made (/v1's 503 payment_link_pending). */
  | { kind: "held"; message: string; orderId: string }
  | { kind: "network" };

export async function postReservation(
  kind: "single" | "multiple",
  payload: Record<string, unknown>,
  call: ApiCall,
  token: string | undefined,
): Promise<ReserveAnswer> {
  try {
    const reserve = kind === "single" ? api.reserveSingle : api.reserveMultiple;
    const answer = await reserve({ body: payload }, { ...call, token });
    if ("reload" in answer) return { kind: "payAtProperty", message: answer.message, orderId: answer.data.order_id };
    const data = answer.data;
    const redirectUrl = data.midtrans.response_from_midtrans.redirect_url;
    const target = redirectUrl ? gatewayTarget(redirectUrl) : null;
    if (!target) return { kind: "failed", message: "" };
    return { kind: "gateway", redirectUrl: target, orderId: data.order_id };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return { kind: "network" };
    const body = error.body as
      | { message?: string; errors?: Record<string, string[]>; contact_cs?: boolean; code?: string; order_id?: string }
      | undefined;
    if (error.status === 503 && body?.code === "payment_link_pending" && body.order_id)
      return { kind: "held", message: body.message ?? error.message, orderId: body.order_id };
    if (error.status === 409 && body?.code === "room_unavailable")
      return { kind: "unavailable", message: body.message ?? error.message };
    if (error.status === 422)
      return {
        kind: "invalid",
        message: body?.message ?? error.message,
        errors: body?.errors ?? {},
        contactCs: body?.contact_cs === true,
      };
    return { kind: "failed", message: body?.message ?? error.message };
  }
}

/**
 * Where the browser goes for the payment: our own sandbox page as a path on this site (so it works
 * whatever PUBLIC_URL says), Midtrans's https page as it is; anything else is refused (null).
 */
export function gatewayTarget(url: string): string | null {
  try {
    const parsed = new URL(url, "http://internal.invalid");
    if (parsed.pathname.startsWith("/sandbox/pay/")) return `${parsed.pathname}${parsed.search}`;
    return parsed.protocol === "https:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** /v1's field names → the form's. */
export const API_FIELD_TO_FORM: Record<string, string> = {
  name: "guestName",
  email: "guestEmail",
  phone: "guestNoTelp",
  nip: "guestIdNumber",
  address: "guestAddress",
  specialRequest: "specialRequest",
  voucherCode: "kodeVoucher",
  referral_code: "referralCode",
  point: "points",
  referral_obtaineds: "referrerPromos",
  hour_arrival: "hourArrival",
  payment_option: "optionPay",
  details: "rooms",
  roomId: "rooms",
  guest: "rooms",
};
