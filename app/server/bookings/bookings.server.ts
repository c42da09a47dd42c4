// The web app's calls for the account's bookings, the voucher and the reservation check (all
// through the one /v1 client; the app key and the bearer token stay on the server).
import { api, apiCall, ApiRequestError, type ApiCall } from "#app/lib/api.server.ts";
import type { Language } from "#app/i18n/config.ts";
import type { DailyDetail, DailyItem, LongStayItem, ReservationSummary, TopUpHistory } from "#core/contract/index.ts";

export type {
  DailyDetail,
  DailyItem,
  LongStayItem,
  ReservationSummary,
  TopUpHistory,
  TopUpItem,
} from "#core/contract/index.ts";

type Auth = { user: { id: number; email: string }; token: string };

/** The visitor's call with the signed-in user's token. */
const as = (auth: Auth, call: ApiCall): ApiCall => ({ ...call, token: auth.token });

export async function dailyBookings(auth: Auth, call: ApiCall): Promise<DailyItem[]> {
  return (await api.dailyBookings({ query: { user_Id: auth.user.id } }, as(auth, call))).data;
}

export async function longStayBookings(auth: Auth, call: ApiCall): Promise<LongStayItem[]> {
  return (await api.longStayBookings({ params: { id: auth.user.email } }, as(auth, call))).data;
}

export async function topUpHistory(auth: Auth, call: ApiCall): Promise<TopUpHistory> {
  return (await api.topUpHistory({ params: { userId: auth.user.id } }, as(auth, call))).data;
}

export async function bookingDetail(
  auth: Auth,
  call: ApiCall,
  id: number,
  isMonthly: boolean,
): Promise<DailyDetail | LongStayItem | null> {
  try {
    const body = await api.bookingDetail(
      { query: { reservationId: id, userId: auth.user.id, isMonthly: isMonthly ? "true" : undefined } },
      as(auth, call),
    );
    return body.data;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

export type CheckResult =
  | { kind: "found"; summary: ReservationSummary }
  | { kind: "notFound" }
  | { kind: "limited"; message: string }
  | { kind: "failed"; message: string };

export async function checkReservation(
  request: Request,
  orderId: string,
  email: string,
  lang: Language,
): Promise<CheckResult> {
  try {
    const body = await api.reservationCheck({ params: { orderId, email } }, apiCall(request, { lang }));
    return { kind: "found", summary: body.data };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) return { kind: "notFound" };
    if (error instanceof ApiRequestError && error.status === 429) return { kind: "limited", message: error.message };
    return { kind: "failed", message: error instanceof ApiRequestError ? error.message : "" };
  }
}

/** The reservation check's 'Cancel this booking': /v1 mails the link to the booking's email. */
export async function askCancellationLink(
  request: Request,
  lang: Language,
  orderId: string,
  email: string,
): Promise<boolean> {
  try {
    await api.cancellationLink({ params: { orderId }, body: { email } }, apiCall(request, { lang }));
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError) return false;
    throw error;
  }
}

/** Who may fetch a booking's files: its owner (their token), or anyone with the email of a booking made without an account. */
export type VoucherAccess = { token: string } | { email: string };

/** A booking's file from /v1, or why not (the status and message /v1 answered). */
export type FileResult<T> = ({ ok: true } & T) | { ok: false; status: number; message: string };

/** A /v1 file of a booking fetched with the voucher's access (the PDF voucher, the calendar file). */
export async function fetchWithVoucherAccess<T>(
  request: Request,
  lang: Language,
  orderId: string,
  who: VoucherAccess,
  fetch: (input: { query: { order_id: string; email?: string } }, call: ApiCall) => Promise<{ data: T }>,
): Promise<FileResult<T>> {
  try {
    const call = apiCall(request, { lang, ...("token" in who && { token: who.token }) });
    const body = await fetch({ query: { order_id: orderId, ...("email" in who && { email: who.email }) } }, call);
    return { ok: true, ...body.data };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

export type VoucherResult = FileResult<{ base64: string; pdfName: string }>;

/** The voucher PDF: the owner's token, or order id and email for a booking made without an account. */
export const downloadVoucher = (request: Request, lang: Language, orderId: string, who: VoucherAccess) =>
  fetchWithVoucherAccess(request, lang, orderId, who, (input, call) => api.voucherPdf(input, call));
