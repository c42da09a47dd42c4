// A guest cancels a booking (decisions 055 and 057), nightly or long stay, in one transaction that
// locks the booking's row first, as the payment notification and the expiry sweep do, so whichever
// comes second sees what the first did:
//   - the quote (core/cancellation.ts) under the property's policy, today in Asia/Jakarta;
//   - open payments end as 'cancel' (a settlement arriving later is refunded in full: the kind's retake);
//   - the kind gives back what the booking holds (CancelSubject.release): a nightly booking its
//     nights, points, voucher use and referrer promos (releaseReservation) and the referrer rewards
//     it earned and nobody has used; a long stay its nights (api/long-stays/cancel.ts);
//   - the refund is split over the paid payments (a down payment and its balance are two) and
//     requested (api/payments/refund.ts), carried out by the caller after the commit; the mail is
//     queued in the booking's language.
// A second cancel (double submit, another tab, another process) finds cancelled_at and changes nothing.
import { sql, type SQL } from "drizzle-orm";
import { quoteCancellation, splitRefund, type CancellationPolicy, type CancellationQuote } from "#core/cancellation.ts";
import { todayInJakarta } from "#core/dates.ts";
import { cancelPath } from "../bookings/cancel-token.ts";
import { enqueueCancellationMail } from "../bookings/mails.ts";
import { queryRows, type Db } from "../db/client.ts";
import type { Receipt } from "../payments/receipt.ts";
import { requestRefund, type RefundStatus } from "../payments/refund.ts";
import { PAID_STATUSES } from "../payments/state.ts";
import { expireChange } from "./change.ts";
import { loadReservationReceipt } from "./receipt.ts";
import { releaseReservation } from "./release.ts";

/** What the cancellation needs to know of a booking, whatever its kind. */
export interface BookingFacts {
  orderId: string;
  propertyId: number;
  /** YYYY-MM-DD. */
  arrival: string;
  /** Ended otherwise: expired, failed, checked out or already given back. */
  ended: boolean;
  /** Waiting for its online payment (not pay at property): with nothing paid it is only a hold. */
  awaitingPayment: boolean;
  uniqueCode: number;
  pointsUsed: number;
  voucherCode: string | null;
  cancelledAt: Date | null;
  appliedPercent: number | null;
  appliedRefund: number;
}

/** A kind of booking the guest may cancel: where it lives and what it gives back. */
export interface CancelSubject {
  /** payments.subject_type of its payments. */
  kind: "reservation" | "long_stay";
  /** Its table; it has cancelled_at, cancel_refund_percent and cancel_refund_amount. */
  table: "reservations" | "long_stay_reservations";
  facts(db: Db, id: number): Promise<BookingFacts | undefined>;
  /** Inside the cancel's transaction, the row locked: gives back everything the booking holds, once. */
  release(tx: Db, id: number): Promise<void>;
  receipt(db: Db, id: number): Promise<Receipt | undefined>;
}

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
  bookingId: number;
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

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const dateOrNull = (v: unknown) => (v ? new Date(v as string) : null);

/**
 * A booking's row of its kind's `table`: the columns every kind has alike, and the kind's own
 * `columns` (its arrival among them as `arrival`, YYYY-MM-DD).
 */
export async function factsRow(db: Db, table: string, id: number, columns: SQL) {
  const [r] = await queryRows<Record<string, unknown>>(
    db,
    sql`select order_id, property_id, unique_code, cancelled_at, cancel_refund_percent, cancel_refund_amount, ${columns}
        from ${sql.identifier(table)} where id = ${id}`,
  );
  return r;
}

/** What every kind reads alike from its row (factsRow): order, property, arrival, unique code, the cancellation. */
export function sharedFacts(r: Record<string, unknown>) {
  return {
    orderId: String(r.order_id),
    propertyId: Number(r.property_id),
    arrival: String(r.arrival),
    uniqueCode: Number(r.unique_code),
    cancelledAt: dateOrNull(r.cancelled_at),
    appliedPercent: numberOrNull(r.cancel_refund_percent),
    appliedRefund: Number(r.cancel_refund_amount),
  };
}

/** A nightly booking (reservations): status 3 canceled, 4 checked out, 6 expired; payment_option 1 pays at the property. */
export const nightlyBookings: CancelSubject = {
  kind: "reservation",
  table: "reservations",
  async facts(db, id) {
    const r = await factsRow(
      db,
      "reservations",
      id,
      sql`to_char(arrival, 'YYYY-MM-DD') as arrival, status, payment_option, released_at, points_used, voucher_code`,
    );
    if (!r) return undefined;
    const status = Number(r.status);
    return {
      ...sharedFacts(r),
      ended: r.released_at !== null || status === 3 || status === 4 || status === 6,
      awaitingPayment: Number(r.payment_option) !== 1 && (status === 0 || status === 2),
      pointsUsed: Number(r.points_used),
      voucherCode: (r.voucher_code as string | null) ?? null,
    };
  },
  async release(tx, id) {
    // A date change waiting for its payment (ended as 'cancel' just before) gives its held nights back.
    await expireChange(tx, id, null);
    await releaseReservation(tx, id, { status: 3, statusText: "canceled" });
    await tx.execute(sql`delete from referrer_promos where source_reservation_id = ${id} and not is_used`);
    await tx.execute(sql`update reservations set status_pay = 0 where id = ${id}`);
  },
  receipt: loadReservationReceipt,
};

/** The booking's cancellation as it stands (read in the caller's transaction when it has one). */
export async function readCancellation(
  db: Db,
  subject: CancelSubject,
  id: number,
  now = new Date(),
): Promise<CancellationState | undefined> {
  const facts = await subject.facts(db, id);
  if (!facts) return undefined;
  const [rules] = await queryRows<Record<string, unknown>>(
    db,
    sql`select day_cancel, refund_percent from property_rules where property_id = ${facts.propertyId}`,
  );
  const payments = await queryRows<Record<string, unknown>>(
    db,
    // What each payment still holds: a date change may have refunded part of it already (decision 065).
    sql`select id, order_id, gateway, payment_type, gross_amount - coalesce((select sum(f.amount) from payment_refunds f
          where f.payment_id = payments.id and f.refund_key <> 'refund-' || payments.order_id and f.status <> 'failed'), 0)::int as gross_amount
        from payments
        where subject_type = ${subject.kind} and subject_id = ${id} and transaction_status in (${paidList})
        order by id desc`,
  );
  const refunds = await queryRows<Record<string, unknown>>(
    db,
    sql`select f.payment_id, f.amount, f.status, p.payment_type from payment_refunds f join payments p on p.id = f.payment_id
        where p.subject_type = ${subject.kind} and p.subject_id = ${id} order by f.id`,
  );
  const paid = payments.map((p) => ({
    id: Number(p.id),
    orderId: String(p.order_id),
    gateway: String(p.gateway),
    paymentType: (p.payment_type as string | null) ?? null,
    amount: Number(p.gross_amount),
  }));
  const paidSum = paid.reduce((sum, p) => sum + p.amount, 0);
  // No rules row is no policy: not cancellable, no refund (seed 001).
  const policy = { dayCancel: numberOrNull(rules?.day_cancel), refundPercent: numberOrNull(rules?.refund_percent) };
  return {
    bookingId: id,
    orderId: facts.orderId,
    cancelledAt: facts.cancelledAt,
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
      arrival: facts.arrival,
      today: todayInJakarta(now),
      ended: facts.cancelledAt !== null || facts.ended,
      unpaidHold: paidSum === 0 && facts.awaitingPayment,
      paid: paidSum,
      uniqueCode: facts.uniqueCode,
    }),
    pointsUsed: facts.pointsUsed,
    voucherCode: facts.voucherCode,
    appliedPercent: facts.appliedPercent,
    appliedRefund: facts.appliedRefund,
  };
}

export type CancelOutcome =
  | { kind: "cancelled"; state: CancellationState; refundPaymentIds: number[] }
  | { kind: "already"; state: CancellationState }
  | { kind: "refused"; state: CancellationState };

/** Cancels the booking now, or answers why not; undefined when there is no such booking. */
export async function cancelBooking(
  db: Db,
  subject: CancelSubject,
  id: number,
  now = new Date(),
): Promise<CancelOutcome | undefined> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [locked] = await queryRows<{ id: number }>(
      tx,
      sql`select id from ${sql.identifier(subject.table)} where id = ${id} for update`,
    );
    if (!locked) return undefined;
    const before = await readCancellation(tx, subject, id, now);
    if (!before) return undefined;
    if (before.cancelledAt) return { kind: "already", state: before };
    if (!before.quote.cancellable) return { kind: "refused", state: before };

    // Open payments end here: the payment row after the booking, the notification's order.
    await tx.execute(
      sql`select id from payments where subject_type = ${subject.kind} and subject_id = ${id} and transaction_status = 'pending' for update`,
    );
    await tx.execute(
      sql`update payments set transaction_status = 'cancel', updated_at = now()
          where subject_type = ${subject.kind} and subject_id = ${id} and transaction_status = 'pending'`,
    );
    await subject.release(tx, id);
    const { quote } = before;
    await tx.execute(
      sql`update ${sql.identifier(subject.table)} set cancelled_at = ${now}, cancel_refund_percent = ${quote.percent},
            cancel_refund_amount = ${quote.refund}, updated_at = now() where id = ${id}`,
    );
    const parts = splitRefund(quote.refund, before.paid);
    for (const part of parts) await requestRefund(tx, part, part.refund, `cancelled by the guest (${before.orderId})`);
    const state = (await readCancellation(tx, subject, id, now))!;
    const receipt = await subject.receipt(tx, id);
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
 * money goes back whole, the booking stays cancelled. Inside the paid transition's transaction;
 * each kind's `retake` asks this first.
 */
export async function refundAfterCancellation(
  tx: Db,
  table: CancelSubject["table"],
  id: number,
  payment: { id: number; orderId: string; gateway: string; paymentType: string | null; grossAmount: number },
): Promise<boolean> {
  const [row] = await queryRows<{ cancelled: boolean }>(
    tx,
    sql`select cancelled_at is not null as cancelled from ${sql.identifier(table)} where id = ${id}`,
  );
  if (!row?.cancelled) return false;
  await requestRefund(tx, payment, payment.grossAmount, `paid after the guest cancelled (${payment.orderId})`);
  return true;
}
