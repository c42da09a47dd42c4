// /detail-booking?id=[&isMonthly=true] (seed 001 sections 2.3, 3, 4): the status and the progress
// trio, property and dates, guest, rooms per date, the price breakdown, what is payable on arrival
// (statusPay), Continue Payment for a pending Kredivo payment, and the voucher download exactly
// when the status table allows it. Only the owner sees a booking: anyone else gets the same 404
// page as for a booking that does not exist.
import { data, redirect, redirectDocument } from "react-router";
import { bookingDetail, type DailyDetail, type LongStayItem } from "#app/server/bookings/bookings.server.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { gatewayTarget } from "#app/server/reservation/reservation.server.ts";
import { api, apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import { bookingStatusView } from "#core/booking-status.ts";
import { requireAuth } from "#app/lib/session.server.ts";
import type { Route } from "./+types/detail-booking";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { keepOffline, voucherPath } from "#app/lib/offline.server.ts";
import { keepUntilAfter } from "#core/offline/protocol.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [detailBookingPage]);

export async function loader({ request, context }: Route.LoaderArgs) {
  await detailBookingPage.preload();
  const auth = await requireAuth(request);
  const lang = getLocale(context) === "en" ? "en" : "id";
  const url = new URL(request.url);
  const raw = url.searchParams.get("id")?.trim() ?? "";
  const isMonthly = url.searchParams.get("isMonthly") === "true";
  const notFound = () => data({ kind: "notFound" as const }, { status: 404 });
  if (!/^\d{1,10}$/.test(raw)) return notFound();
  try {
    const booking = await bookingDetail(auth, apiCall(request, { lang }), Number(raw), isMonthly);
    if (!booking) return notFound();
    // The phone keeps the booking, and its voucher once there is one, until 30 days after the stay (decision 058).
    const keptAt = Date.now();
    if (isMonthly) {
      const stay = booking as LongStayItem;
      keepOffline(
        context,
        keepUntilAfter(stay.check_out.slice(0, 10)),
        stay.voucher_download ? [voucherPath(stay.order_id)] : [],
      );
      return { kind: "longStay" as const, booking: stay, keptAt };
    }
    const daily = booking as DailyDetail;
    keepOffline(
      context,
      keepUntilAfter(daily.checkOut.slice(0, 10)),
      bookingStatusView(daily).voucherDownload ? [voucherPath(daily.noPesanan)] : [],
    );
    return { kind: "daily" as const, booking: daily, keptAt };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw redirect("/");
    if (error instanceof ApiRequestError && error.status === 403) return notFound();
    throw error;
  }
}

/** 'Pay the balance' of a long stay paid by down payment: a second payment of the same stay, at the gateway. */
export async function action({ request, context }: Route.ActionArgs) {
  const auth = await requireAuth(request);
  const lang = getLocale(context) === "en" ? "en" : "id";
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "pay-balance" || !/^\d{1,10}$/.test(id))
    return data({ balanceFailed: true }, { status: 400 });
  const call = apiCall(request, { lang });
  // Only the owner's stay: the detail call answers 404 for anyone else's.
  const stay = (await bookingDetail(auth, call, Number(id), true)) as LongStayItem | null;
  if (!stay) return data({ balanceFailed: true }, { status: 404 });
  try {
    const answer = await api.longStayBalance(
      { body: { order_id: stay.order_id, email: stay.email } },
      { ...call, token: auth.token },
    );
    const target = gatewayTarget(answer.data.midtrans.response_from_midtrans.redirect_url);
    if (target) return redirectDocument(target);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
  }
  return data({ balanceFailed: true }, { status: 422 });
}

const detailBookingPage = deferred(
  () => import("#app/components/bookings/detail-booking-page.tsx").then((m) => m.DetailBookingPage),
  { i18n: ["bookings", "account", "shell"] },
);

export default detailBookingPage.Component;
