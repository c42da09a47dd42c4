// Reading a nightly booking whole: the reservation, its property (address, coordinates, city,
// check-in and check-out hours), its nights with room names, and its payment row. One loader for
// the detail call, the voucher PDF, the e-ticket mail and the reservation check, so they agree.
import { asc, eq, sql } from "drizzle-orm";
import { bookingStatusView, canResumePayment } from "#core/booking-status.ts";
import type { BookedRoomLine, DailyDetail, PaymentStatus } from "#core/contract/index.ts";
import type { Db } from "../db/client.ts";
import { cities, payments, properties, propertyRules, reservationLines, reservations, rooms } from "../db/schema.ts";

export type ReservationRecord = typeof reservations.$inferSelect;

export interface BookingLine {
  date: string;
  roomId: number;
  roomName: string;
  qty: number;
  /** Price of one unit for the night (after fee and room promo). */
  price: number;
}

export interface FullBooking {
  reservation: ReservationRecord;
  property: { id: number; name: string; address: string; lat: string; lng: string; city: string; categoryName: string };
  rules: {
    checkinFirst: string | null;
    checkinSecond: string | null;
    checkoutFirst: string | null;
    checkoutSecond: string | null;
  } | null;
  lines: BookingLine[];
  payment: {
    transactionStatus: string;
    gateway: string;
    redirectUrl: string | null;
    paymentType: string | null;
    expiresAt: Date | null;
  } | null;
}

/** The seed's payment status strings: pending, settlement, expired, failed. */

export function paymentStatusOf(transactionStatus: string | null | undefined): PaymentStatus {
  switch (transactionStatus) {
    case "settlement":
    case "capture":
    case "refund":
    case "partial_refund":
    case "chargeback":
      return "settlement";
    case "expire":
      return "expired";
    case "deny":
    case "cancel":
    case "failure":
      return "failed";
    default:
      return "pending";
  }
}

/** Readers pass one condition: by id, or by order id. Answers undefined when there is none. */
export async function loadBooking(db: Db, by: { id: number } | { orderId: string }): Promise<FullBooking | undefined> {
  const [row] = await db
    .select({
      reservation: reservations,
      property: {
        id: properties.id,
        name: properties.name,
        address: properties.address,
        lat: properties.lat,
        lng: properties.lng,
        city: cities.namaKota,
        categoryName: properties.categoryName,
      },
      rules: {
        checkinFirst: propertyRules.checkinFirst,
        checkinSecond: propertyRules.checkinSecond,
        checkoutFirst: propertyRules.checkoutFirst,
        checkoutSecond: propertyRules.checkoutSecond,
      },
      payment: {
        transactionStatus: payments.transactionStatus,
        gateway: payments.gateway,
        redirectUrl: payments.redirectUrl,
        paymentType: payments.paymentType,
        expiresAt: payments.expiresAt,
      },
    })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .leftJoin(propertyRules, eq(propertyRules.propertyId, properties.id))
    // A purchase may have several payments (a down payment, then the balance): the newest one tells
    // the booking's payment state and carries the link to continue paying.
    .leftJoin(
      payments,
      sql`${payments.id} = (select max(p.id) from payments p where p.subject_type = 'reservation' and p.subject_id = ${reservations.id})`,
    )
    .where("id" in by ? eq(reservations.id, by.id) : eq(reservations.orderId, by.orderId))
    .limit(1);
  if (!row) return undefined;
  const lines = await db
    .select({
      date: reservationLines.stayDate,
      roomId: reservationLines.roomId,
      roomName: rooms.name,
      qty: reservationLines.qty,
      price: reservationLines.price,
    })
    .from(reservationLines)
    .innerJoin(rooms, eq(rooms.id, reservationLines.roomId))
    .where(eq(reservationLines.reservationId, row.reservation.id))
    .orderBy(asc(reservationLines.stayDate), asc(reservationLines.roomId));
  return {
    reservation: row.reservation,
    property: row.property,
    rules: row.rules?.checkinFirst === undefined ? null : row.rules,
    lines,
    payment: row.payment?.transactionStatus ? row.payment : null,
  };
}

/** "Bali (Kabupaten Badung)" style names are stored upper case with a prefix: "KABUPATEN BADUNG" → "Badung". */
export function cityLabel(namaKota: string): string {
  const bare = namaKota.replace(/^(KABUPATEN|KOTA|KAB\.)\s+/i, "");
  return bare.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** What is left to pay at the property (seed: statusPay 1 the total, 2 the total minus the DP). */
export function debtOf(r: Pick<ReservationRecord, "statusPay" | "total" | "dpAmount">): number {
  return r.statusPay === 1 ? r.total : r.statusPay === 2 ? Math.max(0, r.total - r.dpAmount) : 0;
}

/** The gateway's payment page for 'Pay now' (core's canResumePayment), or null. */
export function resumablePaymentUrl(
  r: Pick<ReservationRecord, "status" | "statusText" | "paymentOption">,
  payment: { transactionStatus: string | null; redirectUrl: string | null; expiresAt: Date | string | null } | null,
  now = new Date(),
): string | null {
  if (!payment?.redirectUrl) return null;
  const open = canResumePayment({
    ...r,
    transactionStatus: payment.transactionStatus,
    expiresAt: payment.expiresAt,
    now,
  });
  return open ? payment.redirectUrl : null;
}

/** A booking the guest cancelled keeps its voucher, which says it is cancelled (decision 055). */
export function canDownloadVoucher(
  r: Pick<ReservationRecord, "status" | "statusPay" | "statusText" | "cancelledAt">,
): boolean {
  if (r.cancelledAt) return true;
  return bookingStatusView({ status: r.status, statusPay: r.statusPay, statusText: r.statusText }).voucherDownload;
}

/**
 * transactionDetails of the seed: a map of date to its rows { room_name, qty, is_available,
 * price_rp } (is_available is 1: the units are held by this booking).
 */
export function transactionDetails(lines: BookingLine[]): Record<string, BookedRoomLine[]> {
  const map: Record<string, BookedRoomLine[]> = {};
  for (const l of lines) {
    const day = map[l.date] ?? [];
    day.push({ room_id: l.roomId, room_name: l.roomName, qty: l.qty, is_available: 1, price_rp: l.price });
    map[l.date] = day;
  }
  return map;
}

/** The seed's Daily booking detail (data.data of GET /detail-mybooking), plus property facts the page shows. */
export function dailyDetailView(b: FullBooking): DailyDetail {
  const r = b.reservation;
  const [code, ...rest] = r.guestPhone.split("-");
  const phone = rest.length > 0 ? rest.join("-") : r.guestPhone;
  const paymentStatus = paymentStatusOf(b.payment?.transactionStatus);
  const roomNames = [...new Set(b.lines.map((l) => l.roomName))];
  const promoIdr = r.promoAmount;
  return {
    reservationId: r.id,
    noPesanan: r.orderId,
    order_id: r.orderId,
    guestName: r.guestName,
    email: r.guestEmail,
    code: rest.length > 0 ? code : "+62",
    phone,
    checkIn: r.arrival,
    checkOut: r.departure,
    night: r.nights,
    totalGuest: r.guestCount,
    villaId: b.property.id,
    villaName: b.property.name,
    villaCity: cityLabel(b.property.city),
    address: b.property.address,
    lat: b.property.lat,
    long: b.property.lng,
    round: 0,
    specialRequest: r.specialRequest,
    hour_arrival: r.hourArrival,
    status: r.status,
    statusText: r.statusText ?? "",
    statusPay: r.statusPay,
    paymentStatus,
    payment_option: r.paymentOption,
    payment_method: r.paymentMethod ?? "",
    payment_deeplink_url:
      r.status === 2 && r.paymentMethod?.startsWith("kredivo") && paymentStatus === "pending"
        ? (b.payment?.redirectUrl ?? null)
        : null,
    payment_url: resumablePaymentUrl(r, b.payment),
    room: roomNames.join(", "),
    transactionDetails: transactionDetails(b.lines),
    subTotal: r.subTotal,
    totalMurni: r.subTotal,
    price: r.subTotal,
    promo: r.promoPercent,
    promo_percent: r.promoPercent,
    promo_name: r.promoPercent > 0 ? "promo" : "",
    promo_idr: promoIdr,
    promoLogin: 0,
    promo2: r.referrerPromoAmount,
    codeVoucher: r.voucherCode ?? "",
    voucher_idr: r.voucherAmount,
    referral_code: r.referralCode ?? "",
    referral_idr: r.referralAmount,
    referrer_promo_idr: r.referrerPromoAmount,
    point: r.pointsUsed,
    unique_code: r.uniqueCode,
    total: r.total,
    dp: r.dpAmount,
    debt: debtOf(r),
    voucher_download: canDownloadVoucher(r),
    cancelled_by_guest: r.cancelledAt !== null,
    lang: r.lang,
    created_at: r.createdAt,
  };
}
