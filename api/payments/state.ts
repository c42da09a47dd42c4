// The payment state machine of Midtrans's transaction status cycle, for every purchase kind:
//   pending → settlement | capture | deny | cancel | expire | failure
//   capture (card) is money only with fraud_status accept; "challenge" still waits
//   settlement → refund, partial_refund, chargeback (money states: nothing moves out of them)
// A failed or expired payment moves again only when money arrives after all (a late settlement).

import type { OrderPaymentState } from "#core/booking-status.ts";

export type Outcome = "paid" | "pending" | "failed" | "expired" | "unknown";

export const PAID_STATUSES: ReadonlySet<string> = new Set([
  "settlement",
  "capture",
  "refund",
  "partial_refund",
  "chargeback",
]);
export const FINAL_STATUSES: ReadonlySet<string> = new Set([...PAID_STATUSES, "deny", "cancel", "expire", "failure"]);

/** One payment's own state, from its Midtrans transaction_status. */
export function paymentOrderState(transactionStatus: string): OrderPaymentState {
  if (PAID_STATUSES.has(transactionStatus)) return "paid";
  if (transactionStatus === "pending") return "pending";
  // The final statuses that are not money, declined and expired read apart: deny, expire, cancel, failure.
  if (transactionStatus === "deny") return "declined";
  if (transactionStatus === "expire") return "expired";
  if (FINAL_STATUSES.has(transactionStatus)) return "failed";
  return "unknown";
}

export function outcomeOf(transactionStatus: string, fraudStatus: string | undefined): Outcome {
  switch (transactionStatus) {
    case "settlement":
      return "paid";
    case "capture":
      return fraudStatus === undefined || fraudStatus === "" || fraudStatus === "accept"
        ? "paid"
        : fraudStatus === "challenge"
          ? "pending"
          : "failed";
    case "pending":
      return "pending";
    case "deny":
    case "cancel":
    case "failure":
      return "failed";
    case "expire":
      return "expired";
    default:
      return "unknown";
  }
}

/**
 * The status_code a notification must carry with its transaction_status: 200 for a settlement or
 * a capture, 201 for a pending one (and a challenged capture), 202 for deny, cancel, expire and
 * failure. The signature covers status_code but not transaction_status, so a mismatch is refused.
 * Undefined for statuses we do not act on (refund, chargeback...).
 */
export function expectedStatusCodes(
  transactionStatus: string,
  fraudStatus: string | undefined,
): readonly string[] | undefined {
  switch (transactionStatus) {
    case "settlement":
      return ["200"];
    case "capture":
      return fraudStatus === "challenge" ? ["201"] : ["200"];
    case "pending":
      return ["201"];
    case "deny":
    case "cancel":
    case "expire":
    case "failure":
      return ["202"];
    default:
      return undefined;
  }
}

export function statusCodeMatches(
  transactionStatus: string,
  statusCode: string,
  fraudStatus: string | undefined,
): boolean {
  const expected = expectedStatusCodes(transactionStatus, fraudStatus);
  return expected === undefined || expected.includes(statusCode);
}
