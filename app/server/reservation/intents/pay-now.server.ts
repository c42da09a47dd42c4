// 'Pay now' of a booking made without its payment page (issue 21 item 4: the database was lost
// right after the hold): /v1 makes the page from the order id and the guest's email, and the
// browser goes there. While /v1 still cannot, the order id and the button stay on the page; once
// the payment is no longer open (ended, or the gateway failed and the rooms were given back), its
// message replaces them.
import { redirectDocument } from "react-router";
import { ApiRequestError, api, isUnavailableResponse } from "#app/lib/api.server.ts";
import { gatewayTarget } from "../reservation.server.ts";
import { answer, type IntentContext } from "./intent-context.server.ts";

export async function payNow(context: IntentContext) {
  const orderId = String(context.form.get("heldOrderId") ?? "").trim();
  const email = context.values.guestEmail.trim().toLowerCase();
  if (!orderId) {
    context.errors[""] = [context.t("errors.contactCs")];
    return answer(context, 400);
  }
  const stillHeld = (message: string, status: number) => {
    context.errors[""] = [message];
    context.held = { orderId };
    return answer(context, status);
  };
  try {
    const link = await api.reservationPaymentLink(
      { body: { order_id: orderId, email } },
      { ...context.page.call, token: context.page.auth?.token },
    );
    const target = gatewayTarget(link.data.midtrans.response_from_midtrans.redirect_url);
    if (target) return redirectDocument(target);
    context.errors[""] = [context.t("errors.contactCs")];
    return answer(context, 502);
  } catch (error) {
    if (isUnavailableResponse(error) || !(error instanceof ApiRequestError))
      return stillHeld(context.t("errors.connection"), 503);
    context.errors[""] = [(error.body as { message?: string } | undefined)?.message ?? error.message];
    return answer(context, error.status === 404 ? 404 : error.status === 409 ? 409 : 502);
  }
}
