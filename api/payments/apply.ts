// Moving one payment through the state machine (./state.ts) for any purchase kind, in one
// transaction that locks the purchase (through its handler) and then the payment row, the same
// order as the sweep, so a replay, a stale status or a race with the sweep changes nothing twice:
//   pending                    → handler.onPending (payment stays open)
//   settlement, capture+accept → payment paid; handler.onPaid, once
//   deny, cancel, failure      → payment failed; handler.onFailedOrExpired('failed'), once
//   expire                     → payment expired; handler.onFailedOrExpired('expired'), once
//   anything after paid, and anything but money after a failure or expiry → ignored;
//   money after a failure or expiry (a late settlement): handler.retake takes everything again,
//   or leaves the purchase released and marked for refund.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import { grossAmountString } from "./gateway.ts";
import type { PurchaseKinds } from "./kinds.ts";
import type { PaymentRow, PurchaseHandler, ReleaseReason } from "./purchase.ts";
import { FINAL_STATUSES, outcomeOf, PAID_STATUSES } from "./state.ts";
import { paymentTransition, refundRequired } from "../telemetry/payment-events.ts";

export type NotificationResult = "applied" | "ignored";

export interface PaymentUpdate {
  orderId: string;
  transactionStatus: string;
  grossAmount: string;
  fraudStatus: string | undefined;
  paymentType: string | undefined;
}

async function lockPayment(tx: Db, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select * from payments where id = ${paymentId} for update`,
  );
  return row ? paymentRowOf(row) : undefined;
}

export function paymentRowOf(row: Record<string, unknown>): PaymentRow {
  return {
    id: Number(row.id),
    orderId: String(row.order_id),
    subjectType: String(row.subject_type),
    subjectId: Number(row.subject_id),
    gateway: String(row.gateway),
    grossAmount: Number(row.gross_amount),
    transactionStatus: String(row.transaction_status),
    paymentType: (row.payment_type as string | null) ?? null,
    fraudStatus: (row.fraud_status as string | null) ?? null,
    redirectUrl: (row.redirect_url as string | null) ?? null,
    token: (row.token as string | null) ?? null,
    expiresAt: row.expires_at ? new Date(row.expires_at as string) : null,
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
  };
}

async function setStatus(
  tx: Db,
  payment: PaymentRow,
  u: { transactionStatus: string; paymentType?: string; fraudStatus?: string },
): Promise<PaymentRow> {
  await tx.execute(
    sql`update payments set transaction_status = ${u.transactionStatus}, payment_type = coalesce(${u.paymentType ?? null}, payment_type),
          fraud_status = coalesce(${u.fraudStatus ?? null}, fraud_status), updated_at = now() where id = ${payment.id}`,
  );
  return {
    ...payment,
    transactionStatus: u.transactionStatus,
    paymentType: u.paymentType ?? payment.paymentType,
    fraudStatus: u.fraudStatus ?? payment.fraudStatus,
  };
}

/** The payment of an order id with its kind's handler (undefined for an unknown order or kind). */
export async function findPayment(
  db: Db,
  kinds: PurchaseKinds,
  orderId: string,
): Promise<{ payment: PaymentRow; handler: PurchaseHandler } | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`select * from payments where order_id = ${orderId}`);
  if (!row) return undefined;
  const payment = paymentRowOf(row);
  const handler = kinds.handler(payment.subjectType);
  return handler ? { payment, handler } : undefined;
}

/** Applies a verified payment status. Exported for the tests of the race with the sweep. */
export async function applyNotification(
  db: Db,
  kinds: PurchaseKinds,
  n: PaymentUpdate,
): Promise<NotificationResult | "unknown_order" | "amount_mismatch"> {
  const found = await findPayment(db, kinds, n.orderId);
  if (!found) return "unknown_order";
  const { handler } = found;
  const amount = found.payment.grossAmount;
  if (n.grossAmount !== grossAmountString(amount) && Number(n.grossAmount) !== amount) return "amount_mismatch";
  const outcome = outcomeOf(n.transactionStatus, n.fraudStatus);
  if (outcome === "unknown") return "ignored";
  const purchaseId = found.payment.subjectId;

  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const purchase = await handler.lock(tx, purchaseId);
    const payment = await lockPayment(tx, found.payment.id);
    if (!purchase || !payment) return "ignored";
    if (PAID_STATUSES.has(payment.transactionStatus)) return "ignored";
    if (FINAL_STATUSES.has(payment.transactionStatus) && outcome !== "paid") return "ignored";

    if (outcome === "pending") {
      const changed = purchase.released ? false : ((await handler.onPending?.(tx, purchaseId, payment)) ?? false);
      if (!changed)
        await tx.execute(
          sql`update payments set payment_type = coalesce(${n.paymentType ?? null}, payment_type), updated_at = now() where id = ${payment.id}`,
        );
      return changed ? "applied" : "ignored";
    }

    if (outcome === "failed" || outcome === "expired") {
      const updated = await setStatus(tx, payment, {
        transactionStatus: n.transactionStatus,
        paymentType: n.paymentType,
      });
      await handler.onFailedOrExpired(tx, purchaseId, outcome, updated);
      paymentTransition({
        orderId: n.orderId,
        kind: handler.kind,
        from: payment.transactionStatus,
        to: n.transactionStatus,
        state: outcome,
      });
      return "applied";
    }

    const paid = await setStatus(tx, payment, {
      transactionStatus: n.transactionStatus,
      paymentType: n.paymentType,
      fraudStatus: n.fraudStatus,
    });
    paymentTransition({
      orderId: n.orderId,
      kind: handler.kind,
      from: payment.transactionStatus,
      to: n.transactionStatus,
      state: "paid",
    });
    if (purchase.released && !(await handler.retake(tx, purchaseId, paid))) {
      refundRequired({ orderId: n.orderId, kind: handler.kind, amount: paid.grossAmount });
      return "applied";
    }
    await handler.onPaid(tx, purchaseId, paid);
    return "applied";
  });
}

/**
 * Ends one open payment without the gateway's word (the gateway could not create it, or its time
 * ran out): the payment row takes `transactionStatus`, the purchase is given back through its
 * kind's handler. Inside the caller's transaction; `skipLocked` for the sweep. Answers whether it ended one.
 */
export async function endOpenPayment(
  tx: Db,
  handler: PurchaseHandler,
  payment: Pick<PaymentRow, "id" | "subjectId">,
  reason: ReleaseReason,
  options: { skipLocked?: boolean; onlyExpired?: boolean } = {},
): Promise<boolean> {
  const purchase = await handler.lock(tx, payment.subjectId, { skipLocked: options.skipLocked });
  if (!purchase) return false;
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    options.onlyExpired
      ? sql`select * from payments where id = ${payment.id} and transaction_status = 'pending' and expires_at < now() for update skip locked`
      : sql`select * from payments where id = ${payment.id} and transaction_status = 'pending' for update`,
  );
  if (!row) return false;
  const updated = await setStatus(tx, paymentRowOf(row), {
    transactionStatus: reason === "expired" ? "expire" : "failure",
  });
  await handler.onFailedOrExpired(tx, payment.subjectId, reason, updated);
  paymentTransition({
    orderId: updated.orderId,
    kind: handler.kind,
    from: "pending",
    to: updated.transactionStatus,
    state: reason,
  });
  return true;
}
