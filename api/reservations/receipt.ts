// A nightly booking as the purchase-neutral receipt (api/payments/receipt.ts) the PDF voucher and
// the booking mails are built from.
import { sql } from "drizzle-orm";
import type { FullBooking } from "../bookings/load.ts";
import { cityLabel, debtOf, loadBooking } from "../bookings/load.ts";
import { queryRows, type Db } from "../db/client.ts";
import { langOf } from "../bookings/text.ts";
import { reviewPath } from "../reviews/token.ts";
import type { Receipt, ReceiptAdjustment, ReceiptPayment, ReceiptState } from "../payments/receipt.ts";

export function receiptState(r: FullBooking["reservation"]): ReceiptState {
  if (r.cancelledAt) return "cancelled";
  if (r.status === 4) return "checkedOut";
  if (r.statusPay === 1) return "payAtProperty";
  if (r.statusPay === 2) return "dpPaid";
  return "paid";
}

export function reservationReceipt(b: FullBooking, payments: ReceiptPayment[] = []): Receipt {
  const r = b.reservation;
  const adjustments: ReceiptAdjustment[] = [
    { key: "promo", detail: r.promoPercent ? `${r.promoPercent}%` : undefined, amount: -r.promoAmount },
    { key: "voucher", detail: r.voucherCode ?? undefined, amount: -r.voucherAmount },
    { key: "referral", amount: -r.referralAmount },
    { key: "referrerPromo", amount: -r.referrerPromoAmount },
    { key: "points", amount: -r.pointsUsed },
    { key: "uniqueCode", amount: r.uniqueCode },
  ];
  const detail = r.userId
    ? `/detail-booking?id=${r.id}`
    : `/reservation-check?order_id=${encodeURIComponent(r.orderId)}&email=${encodeURIComponent(r.guestEmail)}`;
  return {
    kind: "reservation",
    purchaseId: r.id,
    orderId: r.orderId,
    lang: langOf(r.lang),
    issuedAt: r.createdAt,
    state: receiptState(r),
    guest: { name: r.guestName, email: r.guestEmail, phone: r.guestPhone, count: r.guestCount, memberId: r.userId },
    merchant: {
      name: b.property.name,
      category: b.property.categoryName,
      address: b.property.address,
      city: cityLabel(b.property.city),
      lat: b.property.lat,
      lng: b.property.lng,
    },
    stay: {
      checkIn: r.arrival,
      checkOut: r.departure,
      checkInHours: b.rules ? { first: b.rules.checkinFirst, second: b.rules.checkinSecond } : undefined,
      checkOutHours: b.rules ? { first: b.rules.checkoutFirst, second: b.rules.checkoutSecond } : undefined,
      nights: r.nights,
      arrivalHour: r.hourArrival,
      specialRequest: r.specialRequest,
    },
    lines: b.lines.map((l) => ({ date: l.date, name: l.roomName, qty: l.qty, amount: l.price * l.qty })),
    subTotal: r.subTotal,
    adjustments,
    total: r.total,
    downPayment: r.statusPay === 2 ? r.dpAmount : undefined,
    due: debtOf(r),
    payments,
    links: { detail, review: reviewPath({ type: "daily", orderId: r.orderId, email: r.guestEmail }) },
    mailboxKey: r.mailboxKey,
  };
}

/** The receipt of one reservation with its payments, read now (inside the caller's transaction when it passes one). */
export async function loadReservationReceipt(db: Db, id: number): Promise<Receipt | undefined> {
  const booking = await loadBooking(db, { id });
  if (!booking) return undefined;
  const payments = await queryRows<{ order_id: string; gross_amount: number; transaction_status: string }>(
    db,
    sql`select order_id, gross_amount, transaction_status from payments where subject_type = 'reservation' and subject_id = ${id} order by id`,
  );
  return reservationReceipt(
    booking,
    payments.map((p) => ({ orderId: p.order_id, amount: Number(p.gross_amount), status: p.transaction_status })),
  );
}
