// What the payments domain asks of a purchase kind (nightly reservation, long stay, top-up...):
// one handler per kind, registered under the kind's `payments.subject_type`. The domain owns the
// payment rows, the gateways, the notifications, the expiry sweep and the state machine; a handler
// owns what its purchase takes and gives back. A new kind is a new handler and nothing else.
import type { OrderPaymentState } from "#core/booking-status.ts";
import type { PaymentOption } from "#core/pricing.ts";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import type { payments } from "../db/schema.ts";
import type { Lang } from "../http/messages.ts";
import type { GatewayItem } from "./gateway.ts";
import type { Receipt } from "./receipt.ts";

export type PaymentRow = typeof payments.$inferSelect;

/** Why a purchase is given back: a denied, cancelled or failed payment, or an expired one. */
export type ReleaseReason = "failed" | "expired";

/** What the gateway charges for one payment row: items sum exactly to the amount. */
export interface Charge {
  amount: number;
  items: GatewayItem[];
  customer: { name: string; email: string; phone: string };
  paymentOption: PaymentOption;
  lang: Lang;
}

export interface PurchaseHandler {
  /** The `payments.subject_type` of this kind. */
  readonly kind: string;
  /** Where the gateway sends the browser back, when not the site's default finish URL (a path). */
  readonly finishPath?: string;
  /**
   * Locks the purchase for the rest of the transaction (the notification and the sweep lock the
   * purchase first, then the payment). Undefined when it does not exist or, with skipLocked,
   * another transaction holds it.
   */
  lock(tx: Db, id: number, options?: { skipLocked?: boolean }): Promise<{ released: boolean } | undefined>;
  /** The amount and the gateway items of one of the purchase's payments. */
  charge(db: Db, id: number, payment: PaymentRow): Promise<Charge>;
  /** A payment is pending at the gateway (e.g. Kredivo's own status): true when the purchase changed. */
  onPending?(tx: Db, id: number, payment: PaymentRow): Promise<boolean>;
  /** A payment of the purchase was paid (once per payment, inside its transaction). */
  onPaid(tx: Db, id: number, payment: PaymentRow): Promise<void>;
  /**
   * A payment failed or expired: give back what the purchase took, once (false when there was
   * nothing to give back, e.g. already released, or another payment of it is paid).
   */
  onFailedOrExpired(tx: Db, id: number, reason: ReleaseReason, payment: PaymentRow): Promise<boolean>;
  /**
   * Money arrived for a released purchase: take everything again (all of it or nothing) and answer
   * true, or answer false and leave it released and marked for refund.
   */
  retake(tx: Db, id: number, payment: PaymentRow): Promise<boolean>;
  /**
   * What the payment return says about this purchase, found by the order id of one of its payments
   * (api/payments/order-lookup.ts), and the purchase's own order id. Without it, the payment's own
   * state and order id. Undefined when the purchase does not exist.
   */
  orderState?(
    db: Db,
    id: number,
    payment: PaymentRow,
  ): Promise<{ payment: OrderPaymentState; orderId: string } | undefined>;
  /** The purchase-neutral receipt the PDF and the mails are built from. */
  receipt(db: Db, id: number): Promise<Receipt | undefined>;
}

/**
 * A purchase's row locked for the rest of the transaction, as PurchaseHandler.lock does it: the
 * one column its handler reads; undefined when there is no such row or, with skipLocked, another
 * transaction holds it.
 */
export async function lockPurchaseRow<C extends string, V>(
  tx: Db,
  table: "reservations" | "long_stay_reservations" | "top_up_transactions",
  column: C,
  id: number,
  options: { skipLocked?: boolean } = {},
): Promise<Record<C, V> | undefined> {
  const skip = options.skipLocked ? sql`skip locked` : sql``;
  const [row] = await queryRows<Record<C, V>>(
    tx,
    sql`select ${sql.identifier(column)} from ${sql.identifier(table)} where id = ${id} for update ${skip}`,
  );
  return row;
}
