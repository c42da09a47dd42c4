// Payment events: one log line and one counter each, called where they happen (api/payments/apply.ts).
// Written inside the transition's transaction: a transaction that then rolls back (the database
// failing mid-way; the gateway notifies again) counts twice, which the database gauge
// inap_payments, read at scrape, does not.
import { log } from "../http/logger.ts";
import { paymentTransitions, refundsRequired } from "./metrics.ts";

export type PaymentState = "paid" | "failed" | "expired";

/** A payment moved from the gateway status `from` to `to` (`state`: what that means for the purchase). */
export function paymentTransition(event: {
  orderId: string;
  kind: string;
  from: string;
  to: string;
  state: PaymentState;
}): void {
  paymentTransitions.inc({ kind: event.kind, state: event.state });
  log.info("payment transition", event);
}

/** Money arrived for a purchase that was released and could not be taken again: someone must refund it. */
export function refundRequired(event: { orderId: string; kind: string; amount: number }): void {
  refundsRequired.inc({ kind: event.kind });
  log.error("refund required: paid after the purchase was released and it could not be taken again", event);
}
