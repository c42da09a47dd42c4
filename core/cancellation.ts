// A booking's cancellation under its property's policy (seed 001: `day_cancel` "cancellable up to
// N days before arrival", null "not cancellable"; `refund_persent` "N% refunded", null "no refund"),
// as one pure function for the API, the page and the tests. Days are counted in Asia/Jakarta.
// Decision 055: the refund is the policy's percent of what was paid less the unique code (a
// transfer marker, not the stay's price); promos, vouchers, referral discounts and points were
// never paid in money, so they are not paid out: points and a voucher come back as themselves.
import { addDays, nightsBetween } from "./dates.ts";

/** Why a booking cannot be cancelled now. */
export type CancelRefusal = "ended" | "started" | "notCancellable" | "tooLate";

export interface CancellationPolicy {
  /** Cancellable up to this many days before arrival; null: not cancellable. */
  dayCancel: number | null;
  /** Percent of the paid amount refunded; null: no refund. */
  refundPercent: number | null;
}

export interface CancellationInput extends CancellationPolicy {
  /** YYYY-MM-DD. */
  arrival: string;
  /** Today in Asia/Jakarta, YYYY-MM-DD. */
  today: string;
  /** Already cancelled, expired, failed or checked out. */
  ended: boolean;
  /** Waiting for its online payment with nothing paid: it is only a hold, given up at any time. */
  unpaidHold: boolean;
  /** Sum of the booking's paid payments, rupiah. */
  paid: number;
  uniqueCode: number;
}

export interface CancellationQuote {
  cancellable: boolean;
  refusal: CancelRefusal | null;
  /** Whole days from today to the arrival day (negative once it has passed). */
  daysBeforeArrival: number;
  /** The last day (YYYY-MM-DD) a cancellation is accepted; null without a policy. */
  lastDay: string | null;
  percent: number;
  paid: number;
  /** The unique code, kept: part of what was paid, not refunded. */
  uniqueCodeKept: number;
  /** What the percent applies to: paid less the unique code. */
  refundable: number;
  /** floor(refundable × percent / 100). */
  refund: number;
}

export function quoteCancellation(input: CancellationInput): CancellationQuote {
  const daysBeforeArrival = nightsBetween(input.today, input.arrival);
  const lastDay = input.dayCancel === null ? null : addDays(input.arrival, -Math.max(0, input.dayCancel));
  const percent = Math.min(100, Math.max(0, input.refundPercent ?? 0));
  const paid = Math.max(0, input.paid);
  const uniqueCodeKept = paid > 0 ? Math.min(input.uniqueCode, paid) : 0;
  const refundable = paid - uniqueCodeKept;
  const refusal = refusalOf(input, daysBeforeArrival, lastDay);
  const cancellable = refusal === null;
  const refund = cancellable && !input.unpaidHold ? Math.floor((refundable * percent) / 100) : 0;
  return {
    cancellable,
    refusal,
    daysBeforeArrival,
    lastDay,
    percent: input.unpaidHold ? 0 : percent,
    paid,
    uniqueCodeKept,
    refundable,
    refund,
  };
}

function refusalOf(input: CancellationInput, daysBefore: number, lastDay: string | null): CancelRefusal | null {
  if (input.ended) return "ended";
  if (daysBefore < 0) return "started";
  if (input.unpaidHold) return null;
  if (lastDay === null) return "notCancellable";
  return input.today > lastDay ? "tooLate" : null;
}

/**
 * How a refund is split over the booking's paid payments (a DP and its balance are two): the
 * latest payment first, each refunded at most its own amount; payments given nothing are left out.
 */
export function splitRefund<P extends { amount: number }>(
  refund: number,
  paidNewestFirst: readonly P[],
): Array<P & { refund: number }> {
  let left = Math.max(0, refund);
  const parts: Array<P & { refund: number }> = [];
  for (const payment of paidNewestFirst) {
    if (left <= 0) break;
    const part = Math.min(left, payment.amount);
    parts.push({ ...payment, refund: part });
    left -= part;
  }
  return parts;
}
