// What the home page does with its query string (seed 000 section 2.5; /my-booking follows the
// same rules, seed 001 section 2.5). Pure: the loader does the order lookup in between.
import type { PurchaseKind } from "#core/contract/index.ts";
import { readPaymentReturn, type PaymentReturn } from "./payment-return.ts";

/** The mobile app's deep links. */
export const appReservationLink = (reservationId: string | number) =>
  `inap://reservation?id=${encodeURIComponent(String(reservationId))}`;
export const appTopUpLink = (transactionId: string) =>
  `inap://top-up?transaction_id=${encodeURIComponent(transactionId)}`;
export const bookingDetailHref = (reservationId: string | number) =>
  `/detail-booking?id=${encodeURIComponent(String(reservationId))}`;
export const longStayDetailHref = (stayId: string | number) =>
  `/detail-booking?id=${encodeURIComponent(String(stayId))}&isMonthly=true`;
export const topUpResultHref = (refId: string) => `/top-up/result?order_id=${encodeURIComponent(refId)}`;

/** A purchase found by a gateway order id (GET /v1/reservations/check-by-order-id). */
export interface FoundPurchase {
  id: number | string;
  kind: PurchaseKind;
  /** The purchase's own order id (a long stay's balance `…-B1` belongs to the stay's). */
  purchaseOrderId: string;
}

/**
 * The web page of a found purchase, by its kind: a top-up's result page; for a signed-in visitor
 * the booking's detail (nightly, or long stay); for a guest (no account) the reservation check
 * with the order id filled in.
 */
export function purchaseWebHref(p: FoundPurchase, signedIn: boolean): string {
  if (p.kind === "top_up") return topUpResultHref(p.purchaseOrderId);
  if (!signedIn) return reservationCheckHref(p.purchaseOrderId);
  return p.kind === "long_stay" ? longStayDetailHref(p.id) : bookingDetailHref(p.id);
}

/** The app's screen of a found purchase; null for a kind the app has no link for (long stays). */
export function purchaseAppLink(p: FoundPurchase): string | null {
  if (p.kind === "reservation") return appReservationLink(p.id);
  if (p.kind === "top_up") return appTopUpLink(p.purchaseOrderId);
  return null;
}

/**
 * Where ?reservation_id= goes (seed 000 section 2.5, seed 001 section 2.5): order_from=web → the
 * booking detail; otherwise the app's deep link, but only on a phone: a desktop browser cannot
 * open inap:// (the navigation aborts and the person stays nowhere), so it gets the detail too.
 */
export function reservationIdTarget(
  reservationId: string | number,
  orderFrom: string | null,
  userAgent: string | null | undefined,
): string {
  return orderFrom === "web" || !isMobileUserAgent(userAgent)
    ? bookingDetailHref(reservationId)
    : appReservationLink(reservationId);
}

/** Ids from the query are only used when they look like ids. */
const ID = /^[A-Za-z0-9._-]{1,64}$/;
function idParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value && ID.test(value) ? value : null;
}

export type HomeQueryPlan =
  /** Leave home at once (a path of ours or an app deep link). */
  | { kind: "redirect"; location: string }
  /** Look the order up (GET /v1/reservations/check-by-order-id/{orderId}), then call afterOrderLookup. */
  | { kind: "lookup-order"; orderId: string; payment: PaymentReturn | null }
  /** The normal home page, with the payment-result popup when `payment` is set. */
  | { kind: "home"; payment: PaymentReturn | null };

/**
 * In the seed's order:
 * 1. reservation_id: order_from=web → /detail-booking?id=…; any other order_from → the app
 *    (reservationIdTarget: a desktop browser has no app, so it goes to the booking detail too).
 * 2. top_up_ref_id with order_from not web → the app's top-up screen.
 * 3. order_id → look it up (then afterOrderLookup decides).
 * The payment-result popup (app/lib/payment-return.ts) rides along with 3 and with the home page.
 */
export function planHomeQuery(params: URLSearchParams, userAgent: string | null | undefined): HomeQueryPlan {
  const fromWeb = params.get("order_from") === "web";
  const reservationId = idParam(params, "reservation_id");
  if (reservationId)
    return { kind: "redirect", location: reservationIdTarget(reservationId, params.get("order_from"), userAgent) };

  const topUpRef = idParam(params, "top_up_ref_id");
  if (topUpRef && !fromWeb) return { kind: "redirect", location: appTopUpLink(topUpRef) };

  const payment = readPaymentReturn(params);
  const orderId = idParam(params, "order_id");
  if (orderId) return { kind: "lookup-order", orderId, payment };
  return { kind: "home", payment };
}

export type OrderLookupOutcome =
  | { kind: "redirect"; location: string }
  /** Stay on home; when the booking was found the popup offers these links. */
  | { kind: "home"; bookingHref: string | null; appHref: string | null };

/**
 * After the order lookup: not found (or the lookup failed) → the normal home page. Found → the
 * booking detail on desktop, the app's deep link on a mobile user agent.
 * Exception (docs/decisions/012-shell-state-in-the-url-and-cookies.md): right after a payment, the guest is
 * still in the browser they paid in, so home shows the payment result and links to the booking
 * (and to the app on a phone) instead of leaving the page.
 */
export function afterOrderLookup({
  order,
  userAgent,
  payment,
  signedIn,
}: {
  order: FoundPurchase | null | undefined;
  userAgent: string | null | undefined;
  payment: PaymentReturn | null;
  /** A guest (no account) reaches the booking through the reservation check, not /detail-booking. */
  signedIn: boolean;
}): OrderLookupOutcome {
  const found = order !== null && order !== undefined && ID.test(String(order.id));
  if (!found) return { kind: "home", bookingHref: null, appHref: null };
  const appHref = isMobileUserAgent(userAgent) ? purchaseAppLink(order) : null;
  const webHref = purchaseWebHref(order, signedIn);
  if (payment) return { kind: "home", bookingHref: webHref, appHref };
  return { kind: "redirect", location: appHref ?? webHref };
}

/** The reservation check with the order id filled in: a guest adds the booking's email. */
export const reservationCheckHref = (orderId: string) => `/reservation-check?order_id=${encodeURIComponent(orderId)}`;

/** Phones and tablets (the seed's "mobile user agents"); desktop browsers and bots are not. */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i.test(userAgent);
}
