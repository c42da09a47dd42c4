// The web app's calls for the account's bookings, the voucher and the reservation check (all
// through the one /v1 client; the app key and the bearer token stay on the server).
import { apiGet, ApiRequestError, clientIpOf, type ApiCall } from "../../lib/api.server.ts";
import type { Language } from "../../i18n/config.ts";
import type { DailyDetail } from "./booking-types.ts";

export type { DailyDetail, DailyItem, LongStayItem, ReservationSummary, TopUpHistory, TopUpItem } from "./booking-types.ts";
import type { DailyItem, LongStayItem, ReservationSummary, TopUpHistory } from "./booking-types.ts";

type Auth = { user: { id: number; email: string }; token: string };

/** The visitor's address goes along: /v1 rate limits the check and guest downloads per visitor. */
function withClientIp(request: Request, call: ApiCall): ApiCall {
  return { ...call, clientIp: clientIpOf(request) };
}

export async function dailyBookings(auth: Auth, lang: Language): Promise<DailyItem[]> {
  const body = await apiGet<{ data: DailyItem[] }>("/list-mybooking", { lang, token: auth.token, query: { user_Id: auth.user.id } });
  return body.data;
}

export async function longStayBookings(auth: Auth, lang: Language): Promise<LongStayItem[]> {
  const body = await apiGet<{ data: LongStayItem[] }>(`/stay-monthly/my-booking-list/${encodeURIComponent(auth.user.email)}`, { lang, token: auth.token });
  return body.data;
}

export async function topUpHistory(auth: Auth, lang: Language): Promise<TopUpHistory> {
  const body = await apiGet<{ data: TopUpHistory }>(`/top-up/mine/${auth.user.id}`, { lang, token: auth.token });
  return body.data;
}

export async function bookingDetail(auth: Auth, lang: Language, id: number, isMonthly: boolean): Promise<DailyDetail | LongStayItem | null> {
  try {
    const body = await apiGet<{ data: DailyDetail | LongStayItem }>("/detail-mybooking", {
      lang,
      token: auth.token,
      query: { reservationId: id, userId: auth.user.id, isMonthly: isMonthly ? "true" : undefined },
    });
    return body.data;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

/** The booking id of an order id (the payment return and the app's links carry order ids). */
export async function bookingIdOf(orderId: string, lang: Language): Promise<number | null> {
  try {
    const body = await apiGet<{ data: { id: number } }>(`/reservations/check-by-order-id/${encodeURIComponent(orderId)}`, { lang });
    return body.data.id;
  } catch {
    return null;
  }
}

export type CheckResult = { kind: "found"; summary: ReservationSummary } | { kind: "notFound" } | { kind: "limited"; message: string } | { kind: "failed"; message: string };

export async function checkReservation(request: Request, orderId: string, email: string, lang: Language): Promise<CheckResult> {
  try {
    const body = await apiGet<{ data: ReservationSummary }>(`/reservations/${encodeURIComponent(orderId)}/${encodeURIComponent(email)}`, withClientIp(request, { lang }));
    return { kind: "found", summary: body.data };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) return { kind: "notFound" };
    if (error instanceof ApiRequestError && error.status === 429) return { kind: "limited", message: error.message };
    return { kind: "failed", message: error instanceof ApiRequestError ? error.message : "" };
  }
}

export type VoucherResult = { ok: true; base64: string; pdfName: string } | { ok: false; status: number; message: string };

/** The voucher PDF: the owner's token, or order id and email for a booking made without an account. */
export async function downloadVoucher(request: Request, lang: Language, orderId: string, who: { token: string } | { email: string }): Promise<VoucherResult> {
  try {
    const call: ApiCall = "token" in who ? { lang, token: who.token, query: { order_id: orderId } } : withClientIp(request, { lang, query: { order_id: orderId, email: who.email } });
    const body = await apiGet<{ data: { base64: string; pdfName: string } }>("/download", call);
    return { ok: true, ...body.data };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
