// The nightly reservation as a purchase kind (subject_type 'reservation'): the payments domain
// calls this handler for the amount and items of a payment, a pending, paid, failed or expired
// payment, a late settlement and the receipt. Taking the hold is the reservation transaction
// (service.ts); giving it back is release.ts; taking it again is retake.ts.
//   pending            → status 0 (Kredivo: 2)
//   paid               → status 1; a DP that leaves a balance: status 2 with statusPay 2;
//                        the voucher spent, the referrer rewarded and onReservationPaid, once
//   failed             → status 3 'canceled', hold released once
//   expired            → status 6 'expired', hold released once
//   paid after the guest cancelled (cancel.ts) → stays cancelled, the payment refunded in full
// A payment of a date change (`{order}-C{n}`, change.ts) moves the stay when paid and gives the
// nights held for it back when it fails or expires; the booking's own status is not its business.
// A payment that fails while another payment of the booking is paid (a balance after a DP)
// releases nothing.
import { eq, sql } from "drizzle-orm";
import { orderPaymentState } from "#core/booking-status.ts";
import type { PaymentOption } from "#core/pricing.ts";
import { queryRows, type Db } from "../db/client.ts";
import { referrerPromos, reservations } from "../db/schema.ts";
import { balanceItem, itemName } from "../payments/gateway.ts";
import { type Charge, type PaymentRow, lockPurchaseRow, type PurchaseHandler } from "../payments/purchase.ts";
import { paidSoFar } from "../payments/paid-so-far.ts";
import { paymentOrderState } from "../payments/state.ts";
import { REFERRAL_GUEST_PERCENT, REFERRER_REWARD_PERCENT } from "../promos/service.ts";
import { langOf } from "../bookings/text.ts";
import { onReservationPaid } from "./hooks.ts";
import { reservationItems } from "./items.ts";
import { loadReservationReceipt } from "./receipt.ts";
import { refundAfterCancellation } from "./cancel.ts";
import { changePaymentState, expireChange, isChangePayment, settleChange } from "./change.ts";
import { requestRefund } from "../payments/refund.ts";
import { releaseReservation } from "./release.ts";
import { retakeReservation } from "./retake.ts";

async function charge(db: Db, id: number, payment: PaymentRow): Promise<Charge> {
  const [r] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!r) throw new Error(`no reservation ${id}`);
  const lang = langOf(r.lang);
  const customer = { name: r.guestName, email: r.guestEmail, phone: r.guestPhone.replace("-", "") };
  const paymentOption = r.paymentOption as PaymentOption;
  if (await isChangePayment(db, payment.orderId)) {
    const name = itemName(`${lang === "en" ? "Date change" : "Perubahan tanggal"} ${r.orderId}`);
    const items = [{ id: "date_change", price: payment.grossAmount, quantity: 1, name }];
    return { amount: payment.grossAmount, items, customer, paymentOption: 0, lang };
  }
  // A later payment of a booking already partly paid: the balance, one item.
  if ((await paidSoFar(db, "reservation", id)) > 0) {
    const items = [balanceItem(r.orderId, payment.grossAmount, lang)];
    return { amount: payment.grossAmount, items, customer, paymentOption, lang };
  }
  const lines = await queryRows<{ room_id: number; date: string; qty: number; price: number; name: string }>(
    db,
    sql`select l.room_id, to_char(l.stay_date, 'YYYY-MM-DD') as date, l.qty, l.price, rm.name
        from reservation_lines l join rooms rm on rm.id = l.room_id where l.reservation_id = ${id} order by l.id`,
  );
  const [extra] = await queryRows<{ dp_percent: number; referrer_percent: number }>(
    db,
    sql`select p.dp_multiple_booking as dp_percent,
          (select coalesce(sum(promo_percent), 0)::int from referrer_promos where used_reservation_id = ${id}) as referrer_percent
        from properties p where p.id = ${r.propertyId}`,
  );
  const price = {
    nights: lines.map((l) => ({
      roomId: Number(l.room_id),
      date: l.date,
      qty: Number(l.qty),
      unitPrice: Number(l.price),
    })),
    dpAmount: r.dpAmount,
    dpPercent: Number(extra?.dp_percent ?? 0),
    promoAmount: r.promoAmount,
    promoPercent: r.promoPercent,
    voucherAmount: r.voucherAmount,
    referralAmount: r.referralAmount,
    referralPercent: r.referralCode ? REFERRAL_GUEST_PERCENT : 0,
    referrerPromoAmount: r.referrerPromoAmount,
    referrerPromoPercent: Number(extra?.referrer_percent ?? 0),
    pointsUsed: r.pointsUsed,
    uniqueCode: r.uniqueCode,
  };
  const roomNames = new Map(lines.map((l) => [Number(l.room_id), l.name]));
  return {
    amount: payment.grossAmount,
    items: reservationItems(r.orderId, price, paymentOption, roomNames, lang),
    customer,
    paymentOption,
    lang,
  };
}

export const reservationPurchase: PurchaseHandler = {
  kind: "reservation",

  /**
   * The booking's status tells (issue 10): a pay-at-property booking or a checked-out one is done. A
   * booking ended by its payment says how the payment ended: declined or expired (issue 22). The
   * payment of a date change says what it did to the change, not the booking's state.
   */
  async orderState(db, id, payment) {
    const change = await changePaymentState(db, payment);
    const [r] = await db
      .select({
        orderId: reservations.orderId,
        status: reservations.status,
        statusText: reservations.statusText,
        statusPay: reservations.statusPay,
      })
      .from(reservations)
      .where(eq(reservations.id, id));
    if (!r) return undefined;
    if (change) return { payment: change, orderId: r.orderId };
    const state = orderPaymentState(r);
    const own = paymentOrderState(payment.transactionStatus);
    const endedByPayment = state === "failed" && (own === "declined" || own === "expired");
    return { payment: endedByPayment ? own : state, orderId: r.orderId };
  },

  async lock(tx, id, options = {}) {
    const row = await lockPurchaseRow<"released_at", Date | null>(tx, "reservations", "released_at", id, options);
    return row ? { released: row.released_at !== null } : undefined;
  },

  charge,

  async onPending(tx, id, payment) {
    if (await isChangePayment(tx, payment.orderId)) return false;
    const [r] = await queryRows<{ status: number; payment_option: number }>(
      tx,
      sql`select status, payment_option from reservations where id = ${id}`,
    );
    if (!r) return false;
    const status = Number(r.payment_option) === 3 ? 2 : 0;
    if (Number(r.status) === status) return false;
    await tx.execute(
      sql`update reservations set status = ${status}, updated_at = now() where id = ${id} and released_at is null`,
    );
    return true;
  },

  async onPaid(tx, id, payment) {
    if (await isChangePayment(tx, payment.orderId)) return settleChange(tx, id, payment);
    const [before] = await tx.select().from(reservations).where(eq(reservations.id, id));
    if (!before) return;
    const firstPayment = before.statusText !== "paid";
    const partly = before.paymentOption === 2 && (await paidSoFar(tx, "reservation", id)) < before.total;
    await tx.execute(
      sql`update reservations set status = ${partly ? 2 : 1}, status_pay = ${partly ? 2 : 0}, status_text = 'paid', expires_at = null, released_at = null, updated_at = now()
          where id = ${id}`,
    );
    if (!firstPayment) return;
    await tx.execute(
      sql`update voucher_redemptions set status = 'spent' where reservation_id = ${id} and status = 'held'`,
    );
    if (before.referralCode) {
      const [referrer] = await queryRows<{ id: number }>(
        tx,
        sql`select id from users where referral_code = ${before.referralCode}`,
      );
      if (referrer)
        await tx
          .insert(referrerPromos)
          .values({ userId: referrer.id, promoPercent: REFERRER_REWARD_PERCENT, sourceReservationId: id });
    }
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, id));
    await onReservationPaid(tx, row!);
  },

  async onFailedOrExpired(tx, id, reason, payment) {
    if (await isChangePayment(tx, payment.orderId)) return expireChange(tx, id, payment.orderId);
    if ((await paidSoFar(tx, "reservation", id)) > 0) return false;
    return releaseReservation(
      tx,
      id,
      reason === "expired" ? { status: 6, statusText: "expired" } : { status: 3, statusText: "canceled" },
    );
  },

  // A booking the guest cancelled takes nothing again: its late money goes back (cancel.ts).
  retake: async (tx, id, payment) => {
    if (await refundAfterCancellation(tx, "reservations", id, payment)) return false;
    // A date change paid for a booking no longer held: nothing to move, the money goes back.
    if (await isChangePayment(tx, payment.orderId)) {
      await requestRefund(
        tx,
        payment,
        payment.grossAmount,
        `date change of a released booking (${payment.orderId})`,
        "-change",
      );
      return false;
    }
    return retakeReservation(tx, id);
  },

  receipt: loadReservationReceipt,
};
