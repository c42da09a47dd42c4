// /change-booking?order_id=[&email&token][&arrival&departure] (issue 26 item 2, decision 065): new
// dates for a paid nightly booking's rooms. A GET form asks /v1 for the quote of the dates picked
// (availability, the new total, the terms' change fee in rupiah, the difference and what is paid or
// refunded); the confirm form posts to this route's action, which moves the booking at once or
// sends the browser to the gateway for the difference. Opened from the booking detail (member) or
// from the cancellation page a guest reached through the mailed link (email and token in the URL).
// Plain forms and post/redirect/get: no JavaScript needed.
import { data, redirect, redirectDocument } from "react-router";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { bookingPageUrl } from "#app/lib/booking-page-url.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { api, ApiRequestError, bookingCall, bookingLinkOf, isGone } from "#app/server/bookings/booking-link.server.ts";
import { gatewayTarget } from "#app/server/reservation/reservation.server.ts";
import { isApiDate } from "#core/dates.ts";
import type { Route } from "./+types/change-booking";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [changeBookingPage]);

/** The booking's link and the new dates asked for (YYYY-MM-DD), as the URL carries them. */
function linkOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const day = (name: string) => {
    const v = params.get(name)?.trim() ?? "";
    return isApiDate(v) ? v : undefined;
  };
  return { ...bookingLinkOf(request), arrival: day("arrival"), departure: day("departure") };
}

const callOf = bookingCall;
const messageOf = (error: ApiRequestError) => (error.body as { message?: string } | undefined)?.message;

export async function loader({ request, context }: Route.LoaderArgs) {
  await changeBookingPage.preload();
  const lang = getLocale(context) === "en" ? "en" : "id";
  const link = linkOf(request);
  if (!link.valid) return data({ kind: "notFound" as const }, { status: 404 });
  const call = await callOf(request, lang);
  const query = { email: link.email, token: link.token };
  const params = { orderId: link.orderId };
  const backTo = link.email ? bookingPageUrl("/cancel-booking", link) : null;
  try {
    const asked = link.arrival && link.departure ? { arrival: link.arrival, departure: link.departure } : {};
    let quoteError: string | undefined;
    const answer = await api.dateChangePreview({ params, query: { ...query, ...asked } }, call).catch(async (error) => {
      // Dates the stay rules refuse: the page without a quote, and why.
      if (!(error instanceof ApiRequestError) || error.status !== 422) throw error;
      quoteError = messageOf(error);
      return api.dateChangePreview({ params, query }, call);
    });
    const view = answer.data;
    const payUrl = view.pending?.payment_url ? gatewayTarget(view.pending.payment_url) : null;
    return { kind: "found" as const, view, asked, quoteError, payUrl, backTo, link: query };
  } catch (error) {
    if (isGone(error)) return data({ kind: "notFound" as const }, { status: 404 });
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const link = linkOf(request);
  if (!link.valid) return data({ error: "notFound" as const, message: undefined }, { status: 404 });
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const body = {
    email: link.email,
    token: link.token,
    arrival: text("arrival"),
    departure: text("departure"),
    from_arrival: text("from_arrival"),
    from_departure: text("from_departure"),
  };
  try {
    const answer = await api.confirmDateChange(
      { params: { orderId: link.orderId }, body },
      await callOf(request, lang),
    );
    if (answer.data.outcome === "awaiting_payment" && answer.data.payment) {
      const target = gatewayTarget(answer.data.payment.redirect_url);
      if (target) return redirectDocument(target);
    }
    return redirect(bookingPageUrl("/change-booking", link));
  } catch (error) {
    if (error instanceof ApiRequestError && [409, 422, 502].includes(error.status))
      return data({ error: "failed" as const, message: messageOf(error) }, { status: error.status });
    if (isGone(error)) return data({ error: "notFound" as const, message: undefined }, { status: 404 });
    throw error;
  }
}

const changeBookingPage = deferred(
  () => import("#app/components/bookings/change-booking-page.tsx").then((m) => m.ChangeBookingPage),
  { i18n: ["bookings"] },
);

export default changeBookingPage.Component;
