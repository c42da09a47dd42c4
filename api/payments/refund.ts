// Giving a paid payment's money back through its gateway (a top-up the biller could not fulfil):
// the gateway is asked with a refund key derived from the order id, so asking again after a crash
// refunds nothing twice, and the refund is recorded once per payment (payment_refunds).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { paymentRefunds, payments } from "../db/schema.ts";
import type { PaymentGateway } from "./gateway.ts";
import { PAID_STATUSES } from "./state.ts";

/** Refunds a paid payment in full; answers false when it is not paid or already refunded. */
export async function refundPayment(
  db: Db,
  gateway: PaymentGateway,
  orderId: string,
  reason: string,
): Promise<boolean> {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment || !PAID_STATUSES.has(payment.transactionStatus)) return false;
  const [done] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
  if (done) return false;
  const refundKey = `refund-${orderId}`;
  await gateway.refund({ orderId, refundKey, amount: payment.grossAmount, reason });
  const inserted = await db
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, refundKey, amount: payment.grossAmount, reason, gateway: gateway.name })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  return inserted.length > 0;
}
