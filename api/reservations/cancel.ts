// A guest cancels a nightly booking (decision 055), in one transaction that locks the reservation
// first, as the payment notification and the expiry sweep do, so whichever comes second sees what
// the first did:
//   - the quote (core/cancellation.ts) under the property's policy, today in Asia/Jakarta;
//   - open payments end as 'cancel' (a settlement arriving later is refunded in full: purchase.ts);
//   - releaseReservation gives back every night's units, the points, the voucher use (a
//     once-per-member voucher is usable again) and the referrer promos it spent, once;
//   - the referrer rewards it earned and nobody has used are taken back;
//   - the refund is split over the paid payments and requested (api/payments/refund.ts), carried
//     out by the caller after the commit; the mail is queued in the booking's language.
// A second cancel (double submit, another tab, another process) finds cancelled_at and changes nothing.
import { sql } from "drizzle-orm";
import { quoteCancellation, splitRefund, type CancellationPolicy, type CancellationQuote } from "#core/cancellation.ts";
import { todayInJakarta } from "#core/dates.ts";
import { cancelPath } from "../bookings/cancel-token.ts";
import { enqueueCancellationMail } from "../bookings/mails.ts";
import { queryRows, type Db } from "../db/client.ts";
import type { reservations } from "../db/schema.ts";
import { requestRefund, type RefundStatus } from "../payments/refund.ts";
import { PAID_STATUSES } from "../payments/state.ts";
import { loadReservationReceipt } from "./receipt.ts";
import { releaseReservation } from "./release.ts";

type ReservationRow = typeof reservations.$inferSelect;

export interface PaidPayment {
  id: number;
  orderId: string;
  gateway: string;
  paymentType: string | null;
  amount: number;
}

export interface RefundRow {
  paymentId: number;
  amount: number;
  status: RefundStatus;
  paymentType: string | null;
}

export interface CancellationState {
  reservationId: number;
  orderId: string;
  cancelledAt: Date | null;
  policy: CancellationPolicy;
  /** Paid payments, newest first. */
  paid: PaidPayment[];
  refunds: RefundRow[];
  quote: CancellationQuote;
  /** What the cancellation gives back besides money. */
  pointsUsed: number;
  voucherCode: string | null;
  /** The percent and refund the cancellation applied (once cancelled). */
  appliedPercent: number | null;
  appliedRefund: number;
}

const paidList = sql.join(
  [...PAID_STATUSES].map((s) => sql`${s}`),
  sql`, `,
);

function isUnpaidHold(r: Pick<ReservationRow, "paymentOption" | "status">, paid: number): boolean {
  return paid === 0 && r.paymentOption !== 1 && (r.status === 0 || r.status === 2);
}

function hasEnded(r: Pick<ReservationRow, "releasedAt" | "status">): boolean {
  return r.releasedAt !== null || r.status === 3 || r.status === 4 || r.status === 6;
}

/** The booking's cancellation as it stands (read in the caller's transaction when it has one). */
export async function readCancellation(
  db: Db,
  reservationId: number,
  now = new Date(),
): Promise<CancellationState | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select r.id, r.order_id, to_char(r.arrival, 'YYYY-MM-DD') as arrival, r.status, r.payment_option, r.released_at,
               r.cancelled_at, r.cancel_refund_percent, r.cancel_refund_amount, r.unique_code, r.points_used, r.voucher_code,
               pr.day_cancel, pr.refund_percent
        from reservations r left join property_rules pr on pr.property_id = r.property_id where r.id = ${reservationId}`,
  );
  if (!row) return undefined;
  const payments = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, order_id, gateway, payment_type, gross_amount from payments
        where subject_type = 'reservation' and subject_id = ${reservationId} and transaction_status in (${paidList})
        order by id desc`,
  );
  const refunds = await queryRows<Record<string, unknown>>(
    db,
    sql`select f.payment_id, f.amount, f.status, p.payment_type from payment_refunds f join payments p on p.id = f.payment_id
        where p.subject_type = 'reservation' and p.subject_id = ${reservationId} order by f.id`,
  );
  const paid = payments.map((p) => ({
    id: Number(p.id),
    orderId: String(p.order_id),
    gateway: String(p.gateway),
    paymentType: (p.payment_type as string | null) ?? null,
    amount: Number(p.gross_amount),
  }));
  const paidSum = paid.reduce((sum, p) => sum + p.amount, 0);
  const policy = {
    dayCancel: row.day_cancel === null ? null : Number(row.day_cancel),
    refundPercent: row.refund_percent === null ? null : Number(row.refund_percent),
  };
  const reservation = {
    status: Number(row.status),
    paymentOption: Number(row.payment_option),
    releasedAt: row.released_at ? new Date(row.released_at as string) : null,
  };
  return {
    reservationId,
    orderId: String(row.order_id),
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at as string) : null,
    policy,
    paid,
    refunds: refunds.map((f) => ({
      paymentId: Number(f.payment_id),
      amount: Number(f.amount),
      status: String(f.status) as RefundStatus,
      paymentType: (f.payment_type as string | null) ?? null,
    })),
    quote: quoteCancellation({
      ...policy,
      arrival: String(row.arrival),
      today: todayInJakarta(now),
      ended: hasEnded(reservation),
      unpaidHold: isUnpaidHold(reservation, paidSum),
      paid: paidSum,
      uniqueCode: Number(row.unique_code),
    }),
    pointsUsed: Number(row.points_used),
    voucherCode: (row.voucher_code as string | null) ?? null,
    appliedPercent: row.cancel_refund_percent === null ? null : Number(row.cancel_refund_percent),
    appliedRefund: Number(row.cancel_refund_amount),
  };
}

export type CancelOutcome =
  | { kind: "cancelled"; state: CancellationState; refundPaymentIds: number[] }
  | { kind: "already"; state: CancellationState }
  | { kind: "refused"; state: CancellationState };

/** Cancels the booking now, or answers why not; undefined when there is no such reservation. */
export async function cancelReservation(
  db: Db,
  reservationId: number,
  now = new Date(),
): Promise<CancelOutcome | undefined> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [locked] = await queryRows<{ id: number }>(
      tx,
      sql`select id from reservations where id = ${reservationId} for update`,
    );
    if (!locked) return undefined;
    const before = await readCancellation(tx, reservationId, now);
    if (!before) return undefined;
    if (before.cancelledAt) return { kind: "already", state: before };
    if (!before.quote.cancellable) return { kind: "refused", state: before };

    // Open payments end here: the payment row after the reservation, the notification's order.
    await tx.execute(
      sql`select id from payments where subject_type = 'reservation' and subject_id = ${reservationId} and transaction_status = 'pending' for update`,
    );
    await tx.execute(
      sql`update payments set transaction_status = 'cancel', updated_at = now()
          where subject_type = 'reservation' and subject_id = ${reservationId} and transaction_status = 'pending'`,
    );
    await releaseReservation(tx, reservationId, { status: 3, statusText: "canceled" });
    await tx.execute(sql`delete from referrer_promos where source_reservation_id = ${reservationId} and not is_used`);
    const { quote } = before;
    await tx.execute(
      sql`update reservations set cancelled_at = ${now}, cancel_refund_percent = ${quote.percent}, cancel_refund_amount = ${quote.refund},
            status_pay = 0, updated_at = now() where id = ${reservationId}`,
    );
    const parts = splitRefund(quote.refund, before.paid);
    for (const part of parts) await requestRefund(tx, part, part.refund, `cancelled by the guest (${before.orderId})`);
    const state = (await readCancellation(tx, reservationId, now))!;
    const receipt = await loadReservationReceipt(tx, reservationId);
    if (receipt)
      await enqueueCancellationMail(tx, receipt, {
        refund: quote.refund,
        percent: quote.percent,
        refundable: quote.refundable,
        paid: quote.paid,
        needsBankAccount: state.refunds.some((r) => r.status === "needs_bank_account"),
        pointsBack: receipt.guest.memberId ? state.pointsUsed : 0,
        link: receipt.guest.memberId
          ? `/cancel-booking?order_id=${encodeURIComponent(receipt.orderId)}`
          : cancelPath({ orderId: receipt.orderId, email: receipt.guest.email }),
      });
    return { kind: "cancelled", state, refundPaymentIds: parts.map((p) => p.id) };
  });
}

/**
 * A settlement for a booking the guest had already cancelled (the transfer was on its way): the
 * money goes back whole, the booking stays cancelled. Inside the paid transition's transaction.
 */
export async function refundAfterCancellation(
  tx: Db,
  reservationId: number,
  payment: { id: number; orderId: string; gateway: string; paymentType: string | null; grossAmount: number },
): Promise<boolean> {
  const [row] = await queryRows<{ cancelled: boolean }>(
    tx,
    sql`select cancelled_at is not null as cancelled from reservations where id = ${reservationId}`,
  );
  if (!row?.cancelled) return false;
  await requestRefund(tx, payment, payment.grossAmount, `paid after the guest cancelled (${payment.orderId})`);
  return true;
}
