// Every purchase kind is found by its order id (DESIGN.md section 4): each payment row carries the
// gateway's order id and the purchase it pays for, so one lookup serves a nightly booking, a long
// stay's down payment, full payment or balance (`…-B1`) and a top-up. The kind's handler says what
// happened to its purchase; a kind without an opinion answers its payment's own state.
import { eq } from "drizzle-orm";
import { PURCHASE_KINDS, type FoundOrderAnswer, type PurchaseKind } from "#core/contract/index.ts";
import type { Db } from "../db/client.ts";
import { payments } from "../db/schema.ts";
import type { PurchaseKinds } from "./kinds.ts";
import { paymentOrderState } from "./state.ts";

const isPurchaseKind = (kind: string): kind is PurchaseKind => (PURCHASE_KINDS as readonly string[]).includes(kind);

/** The purchase a gateway order id paid for, or undefined when no payment has that id. */
export async function findOrder(db: Db, kinds: PurchaseKinds, orderId: string): Promise<FoundOrderAnswer | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  if (!payment || !isPurchaseKind(payment.subjectType)) return undefined;
  const handler = kinds.handler(payment.subjectType);
  if (!handler) return undefined;
  const state = handler.orderState
    ? await handler.orderState(db, payment.subjectId, payment)
    : { payment: paymentOrderState(payment.transactionStatus), orderId: payment.orderId };
  if (!state) return undefined;
  return { id: payment.subjectId, kind: payment.subjectType, payment: state.payment, purchase_order_id: state.orderId };
}
