// Creating a payment for a purchase, any kind: the row (inside the purchase's hold transaction),
// then the gateway transaction for it (after commit), and the link a replayed request answers.
// A purchase may have several payments (a down payment now, a balance later): each is one row
// with its own order id and state.
import { eq } from "drizzle-orm";
import { isDatabaseUnavailable, type Db } from "../db/client.ts";
import { payments } from "../db/schema.ts";
import { endOpenPayment, findPayment } from "./apply.ts";
import { GatewayError, itemsTotal, type CreatedTransaction, type PaymentGateway } from "./gateway.ts";
import type { PurchaseKinds } from "./kinds.ts";
import { FINAL_STATUSES } from "./state.ts";

export interface NewPayment {
  kind: string;
  purchaseId: number;
  orderId: string;
  /** midtrans | sandbox | property (paid at the property: no gateway, no expiry). */
  gateway: string;
  amount: number;
  expiresAt: Date | null;
  paymentType?: string | null;
}

/** Inserts an open payment; inside the transaction that holds the purchase. */
export async function openPayment(tx: Db, p: NewPayment): Promise<void> {
  await tx.insert(payments).values({
    orderId: p.orderId,
    subjectType: p.kind,
    subjectId: p.purchaseId,
    gateway: p.gateway,
    grossAmount: p.amount,
    transactionStatus: "pending",
    paymentType: p.paymentType ?? null,
    expiresAt: p.expiresAt,
  });
}

/**
 * Asks the gateway for the transaction of an open payment (amount and items from the kind's
 * handler) and stores its token and link. When the gateway fails, the payment fails and the
 * purchase is given back at once; throws GatewayError.
 */
export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  kinds: PurchaseKinds,
  orderId: string,
  options: { finishUrl: string; expiryMinutes: number },
): Promise<CreatedTransaction> {
  const found = await findPayment(db, kinds, orderId);
  if (!found) throw new GatewayError(`no open payment ${orderId}`);
  const { payment, handler } = found;
  try {
    const charge = await handler.charge(db, payment.subjectId, payment);
    if (charge.amount !== payment.grossAmount || itemsTotal(charge.items) !== charge.amount) {
      throw new GatewayError(`item details sum to ${itemsTotal(charge.items)}, the payment is ${payment.grossAmount}`);
    }
    const created = await gateway.createTransaction({
      orderId,
      grossAmount: charge.amount,
      items: charge.items,
      customer: charge.customer,
      paymentOption: charge.paymentOption,
      finishUrl: options.finishUrl,
      startTime: payment.createdAt,
      expiryMinutes: options.expiryMinutes,
    });
    await db
      .update(payments)
      .set({ token: created.token, redirectUrl: created.redirectUrl })
      .where(eq(payments.id, payment.id));
    return created;
  } catch (error) {
    // With the database gone the payment cannot be marked; the hold ends at its expiry (the sweep).
    if (isDatabaseUnavailable(error)) throw error;
    await db.transaction((tx) => endOpenPayment(tx as unknown as Db, handler, payment, "failed"));
    throw error instanceof GatewayError ? error : new GatewayError((error as Error).message);
  }
}

/**
 * The link of a payment another request is creating (an idempotent replay): waits briefly while
 * the first request talks to the gateway. "failed" when that failed, "in_progress" after the wait.
 */
export async function awaitPaymentLink(
  db: Db,
  orderId: string,
  waitMs = 10_000,
): Promise<{ token: string; redirectUrl: string } | "failed" | "in_progress"> {
  for (let waited = 0; waited <= waitMs; waited += 100) {
    const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    if (row?.token && row.redirectUrl) return { token: row.token, redirectUrl: row.redirectUrl };
    if (!row || FINAL_STATUSES.has(row.transactionStatus)) return "failed";
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return "in_progress";
}
