// The payment gateway sends the browser back with order_id, status_code and transaction_status
// (Midtrans Snap's finish redirect; our sandbox does the same). Home, /villas and /detail-villas
// show a payment-result popup under one rule (seed 000 section 2.5, seed 001 section 2.2):
// all three present, transaction_status not 'deny', status_code not '202'.
// Issue 10: the popup says what the order really is (its booking's state from /v1), never the
// query string's word; a known order shows its state even after a denied payment, an unknown
// order says it was not found.
import type { OrderPaymentState } from "#core/booking-status.ts";

export type PaymentOutcome = OrderPaymentState | "notFound";

export interface PaymentReturn {
  orderId: string;
  statusCode: string;
  transactionStatus: string;
  /** Which message the popup shows. */
  outcome: PaymentOutcome;
}

/** Order ids are ours (e.g. "INAP-2026-000123"); anything else is not shown back to the user. */
const ORDER_ID = /^[A-Za-z0-9._-]{1,64}$/;

const OUTCOMES: Record<string, PaymentOutcome> = {
  settlement: "paid",
  capture: "paid",
  pending: "pending",
  expire: "expired",
  cancel: "failed",
  failure: "failed",
};

/** The popup's message for a transaction status; statuses the seed does not name are "unknown". */
export function paymentOutcome(transactionStatus: string): PaymentOutcome {
  return OUTCOMES[transactionStatus.toLowerCase()] ?? "unknown";
}

/** The gateway's return, whatever its status says; null when a parameter is missing or the id is not ours. */
export function readGatewayReturn(params: URLSearchParams): PaymentReturn | null {
  const orderId = params.get("order_id")?.trim() ?? "";
  const statusCode = params.get("status_code")?.trim() ?? "";
  const transactionStatus = params.get("transaction_status")?.trim() ?? "";
  if (!orderId || !statusCode || !transactionStatus) return null;
  if (!ORDER_ID.test(orderId)) return null;
  return { orderId, statusCode, transactionStatus, outcome: paymentOutcome(transactionStatus) };
}

/** The payment result by the seed's rule, or null when the query is not a payment return that gets a popup. */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const result = readGatewayReturn(params);
  if (!result || result.transactionStatus.toLowerCase() === "deny" || result.statusCode === "202") return null;
  return result;
}

/**
 * The popup once the order was looked up: a known order shows its real state (a denied payment
 * included); an unknown one gets the popup only under the seed's rule, and says "not found".
 */
export function paymentResultFor(
  params: URLSearchParams,
  order: { payment: OrderPaymentState } | null,
): PaymentReturn | null {
  const result = readGatewayReturn(params);
  if (!result) return null;
  if (order) return { ...result, outcome: order.payment };
  return readPaymentReturn(params) ? { ...result, outcome: "notFound" } : null;
}

/** The gateway's return parameters, removed when the popup closes. */
export const PAYMENT_RETURN_PARAMS = ["order_id", "status_code", "transaction_status"] as const;

/** The page's own URL without the gateway's return parameters: where closing the popup goes. */
export function withoutPaymentReturn(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of PAYMENT_RETURN_PARAMS) params.delete(name);
  return `${url.pathname}${params.size > 0 ? `?${params}` : ""}`;
}
