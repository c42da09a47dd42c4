// Giving a paid payment's money back through its gateway (a top-up the biller could not fulfil, a
// cancelled booking): the gateway is asked with a refund key derived from the order id, so asking
// again after a crash refunds nothing twice, and a payment has at most one refund per key
// (payment_refunds: the cancellation's `refund-{order id}`, a date change's its own, decision 065).
// A cancellation records its refunds inside its own transaction (`requestRefund`, state
// `requested`), and they are carried out after it commits (`performRequestedRefunds`: by the
// caller at once, and by the refund sweep for what a crash or a busy gateway left). A bank
// transfer cannot be refunded by the gateway's refund call (Midtrans refunds cards, e-wallets,
// QRIS, Kredivo): its refund waits for the guest's bank account (`needs_bank_account`), then is
// paid out to it. Decision 056.
import { eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import { paymentRefunds, payments } from "../db/schema.ts";
import type { Logger } from "../http/logger.ts";
import { createPeriodicSweep, type Sweeper } from "../jobs/periodic-sweep.ts";
import { GatewayError, type PaymentGateway } from "./gateway.ts";
import { PAID_STATUSES } from "./state.ts";

export type RefundStatus = "requested" | "done" | "failed" | "needs_bank_account";

/** Payment types whose money the gateway's refund call cannot send back (Midtrans: VA, bill, store). */
const BANK_TRANSFER_TYPES: ReadonlySet<string> = new Set(["bank_transfer", "echannel", "permata", "cstore"]);

export function refundNeedsBankAccount(paymentType: string | null): boolean {
  return paymentType !== null && BANK_TRANSFER_TYPES.has(paymentType);
}

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

/**
 * Inside the caller's transaction: records that `amount` of a paid payment goes back, once per
 * payment and key (a second request for the same one changes nothing and answers false).
 */
export async function requestRefund(
  tx: Db,
  payment: { id: number; orderId: string; gateway: string; paymentType: string | null },
  amount: number,
  reason: string,
  /** Another refund of the same payment (a date change's): its own key beside `refund-{order id}`. */
  keySuffix = "",
): Promise<boolean> {
  if (amount <= 0) return false;
  const inserted = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      refundKey: `refund-${payment.orderId}${keySuffix}`,
      amount,
      reason: reason.slice(0, 200),
      gateway: payment.gateway,
      status: refundNeedsBankAccount(payment.paymentType) ? "needs_bank_account" : "requested",
    })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  return inserted.length > 0;
}

export interface BankAccount {
  bankName: string;
  accountNumber: string;
  accountHolder: string;
}

/** Inside the caller's transaction: the account for refunds waiting for one; answers how many took it. */
export async function giveBankAccount(tx: Db, paymentIds: readonly number[], account: BankAccount): Promise<number> {
  if (paymentIds.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update payment_refunds set status = 'requested', bank_name = ${account.bankName},
          bank_account_number = ${account.accountNumber}, bank_account_holder = ${account.accountHolder}, updated_at = now()
        where status = 'needs_bank_account' and payment_id in (${sql.join(
          paymentIds.map((id) => sql`${id}`),
          sql`, `,
        )}) returning id`,
  );
  return rows.length;
}

/**
 * Carries out requested refunds, one transaction each holding the refund row (FOR UPDATE SKIP
 * LOCKED: two processes never ask for the same one at once; the refund key covers a crash between
 * the gateway's answer and the commit). Done: the payment takes Midtrans's status after a refund
 * (refund, or partial_refund for part of it). A refund to a bank account waits while the gateway
 * cannot pay out (Midtrans: the finance team transfers it). Answers how many it carried out.
 */
export async function performRequestedRefunds(
  db: Db,
  gateway: PaymentGateway,
  scope: { paymentIds?: readonly number[]; orderId?: string; batch?: number } = {},
): Promise<number> {
  const only =
    scope.orderId !== undefined
      ? sql`p.order_id = ${scope.orderId}`
      : scope.paymentIds === undefined
        ? sql`true`
        : scope.paymentIds.length === 0
          ? sql`false`
          : sql`r.payment_id in (${sql.join(
              scope.paymentIds.map((id) => sql`${id}`),
              sql`, `,
            )})`;
  const bank = gateway.refundToBankAccount ? sql`true` : sql`r.bank_account_number is null`;
  let handled = 0;
  for (let i = 0; i < (scope.batch ?? 20); i++) {
    const did = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = await queryRows<Record<string, unknown>>(
        tx,
        sql`select r.id, r.payment_id, r.refund_key, r.amount, r.reason, r.bank_name, r.bank_account_number, r.bank_account_holder,
                   p.order_id, p.gross_amount
            from payment_refunds r join payments p on p.id = r.payment_id
            where r.status = 'requested' and ${only} and ${bank}
            order by r.id limit 1 for update of r skip locked`,
      );
      if (!row) return false;
      const request = {
        orderId: String(row.order_id),
        refundKey: String(row.refund_key),
        amount: Number(row.amount),
        reason: String(row.reason),
      };
      try {
        if (row.bank_account_number)
          await gateway.refundToBankAccount!({
            ...request,
            account: {
              bankName: String(row.bank_name),
              accountNumber: String(row.bank_account_number),
              accountHolder: String(row.bank_account_holder),
            },
          });
        else await gateway.refund(request);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        await tx.execute(
          sql`update payment_refunds set status = 'failed', error = ${error.message.slice(0, 500)}, updated_at = now() where id = ${Number(row.id)}`,
        );
        return true;
      }
      await tx.execute(
        sql`update payment_refunds set status = 'done', updated_at = now() where id = ${Number(row.id)}`,
      );
      // Whole once everything refunded of it (a date change's refund and a cancellation's) covers it.
      const [refunded] = await queryRows<{ sum: number }>(
        tx,
        sql`select coalesce(sum(amount), 0)::int as sum from payment_refunds where payment_id = ${Number(row.payment_id)} and status = 'done'`,
      );
      const whole = Number(refunded?.sum ?? 0) >= Number(row.gross_amount);
      await tx.execute(
        sql`update payments set transaction_status = ${whole ? "refund" : "partial_refund"}, updated_at = now() where id = ${Number(row.payment_id)}`,
      );
      return true;
    });
    if (!did) break;
    handled++;
  }
  return handled;
}

export const REFUND_SWEEP_INTERVAL_MS = 60_000;

/** Refunds left requested (a crash after the cancellation committed, a gateway that was down). */
export function createRefundSweeper(db: Db, gateway: PaymentGateway, logger: Logger): Sweeper {
  return createPeriodicSweep({
    name: "requested refunds carried out",
    intervalMs: REFUND_SWEEP_INTERVAL_MS,
    batchSize: 20,
    batch: () => performRequestedRefunds(db, gateway),
    logger,
  });
}
