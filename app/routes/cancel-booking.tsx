// /cancel-booking?order_id=[&email&token] (issue 26, decisions 055 and 057): what cancelling a
// nightly booking or a long stay does now (the policy, days before arrival, each line of the refund, or why it cannot be
// cancelled), the confirm button, and after it the cancellation with each refund's state and, for a
// bank transfer, the form for the account. The booking's owner opens it from the booking detail;
// a guest through the link mailed from the reservation check (email and token in the URL). Forms
// post to this route's action and come back here (post/redirect/get): no JavaScript needed.
import { bookingPageUrl } from "#app/lib/booking-page-url.ts";
import { data, redirect } from "react-router";
import type { BankFormErrors } from "#app/components/bookings/cancellation-parts.tsx";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import {
  api,
  ApiRequestError,
  bookingCall,
  bookingLinkOf,
  isGone as isGoneAnswer,
} from "#app/server/bookings/booking-link.server.ts";
import type { Route } from "./+types/cancel-booking";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [cancelBookingPage]);

const linkOf = bookingLinkOf;
const callOf = bookingCall;
const notFound = () => data({ kind: "notFound" as const }, { status: 404 });
const isGone = (error: unknown) => isGoneAnswer(error, [401, 403, 404, 422]);

export async function loader({ request, context }: Route.LoaderArgs) {
  await cancelBookingPage.preload();
  const lang = getLocale(context) === "en" ? "en" : "id";
  const link = linkOf(request);
  if (!link.valid) return notFound();
  try {
    const answer = await api.cancellationPreview(
      { params: { orderId: link.orderId }, query: { email: link.email, token: link.token } },
      await callOf(request, lang),
    );
    return { kind: "found" as const, view: answer.data, link: { email: link.email, token: link.token } };
  } catch (error) {
    if (isGone(error)) return notFound();
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const link = linkOf(request);
  if (!link.valid) return data({ error: "notFound" as const }, { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");
  // Back to this page's own URL (the action's request URL is the data request's with JavaScript).
  const back = bookingPageUrl("/cancel-booking", link);
  const call = await callOf(request, lang);
  const params = { orderId: link.orderId };
  try {
    if (intent === "cancel") {
      await api.cancelBooking({ params, body: { email: link.email, token: link.token } }, call);
      return redirect(back);
    }
    if (intent === "refund-account") {
      const values = {
        bank_name: String(form.get("bank_name") ?? ""),
        account_number: String(form.get("account_number") ?? ""),
        account_holder: String(form.get("account_holder") ?? ""),
      };
      try {
        await api.refundAccount({ params, body: { email: link.email, token: link.token, ...values } }, call);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 422)
          return data(
            { error: "invalid" as const, fieldErrors: (error.body?.errors ?? {}) as BankFormErrors, values },
            { status: 422 },
          );
        throw error;
      }
      return redirect(back);
    }
    return data({ error: "failed" as const, message: undefined }, { status: 400 });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409)
      return data({ error: "failed" as const, message: error.body?.message }, { status: 409 });
    if (isGone(error)) return data({ error: "notFound" as const }, { status: 404 });
    throw error;
  }
}

const cancelBookingPage = deferred(
  () => import("#app/components/bookings/cancel-booking-page.tsx").then((m) => m.CancelBookingPage),
  { i18n: ["bookings"] },
);

export default cancelBookingPage.Component;
