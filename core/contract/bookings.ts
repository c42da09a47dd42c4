// /v1 bookings: the account's bookings (daily, long stay, top-ups), a booking's detail, the
// voucher PDF and the reservation check (api/bookings). Nobody learns whether someone else's
// booking exists: a booking that is not the caller's answers exactly what a missing one answers
// (404, the same message).
import { z } from "zod";
import type { LongStayLabel } from "../booking-status.ts";
import type { LongStayBillLine } from "../long-stay.ts";
import { isEmail } from "../rules/contact.ts";
import { TOP_UP_TYPES, type TopUpType } from "../rules/top-up.ts";

import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { flag, optionalUserId, positiveId, requiredText } from "./fields.ts";

export { TOP_UP_TYPES };

export type PaymentStatus = "pending" | "settlement" | "expired" | "failed";

export interface BookedRoomLine {
  room_id: number;
  room_name: string;
  qty: number;
  /** 1: the units are held by this booking. */
  is_available: number;
  price_rp: number;
}

/** The seed's Daily booking detail (data.data of GET /detail-mybooking), plus property facts the page shows. */
export interface DailyDetail {
  reservationId: number;
  noPesanan: string;
  order_id: string;
  guestName: string;
  email: string;
  code: string | undefined;
  phone: string;
  /** YYYY-MM-DD. */
  checkIn: string;
  checkOut: string;
  night: number;
  totalGuest: number;
  villaId: number;
  villaName: string;
  villaCity: string;
  address: string;
  lat: string;
  long: string;
  round: number;
  specialRequest: string;
  hour_arrival: string;
  status: number;
  statusText: string;
  statusPay: number;
  paymentStatus: PaymentStatus;
  payment_option: number;
  payment_method: string;
  payment_deeplink_url: string | null;
  /** 'Pay now': the gateway's payment page while the booking waits for its payment (canResumePayment), else null. */
  payment_url: string | null;
  room: string;
  /** Date (YYYY-MM-DD) to the rooms booked that night. */
  transactionDetails: Record<string, BookedRoomLine[]>;
  subTotal: number;
  totalMurni: number;
  price: number;
  promo: number;
  promo_percent: number;
  promo_name: string;
  promo_idr: number;
  promoLogin: number;
  promo2: number;
  codeVoucher: string;
  voucher_idr: number;
  referral_code: string;
  referral_idr: number;
  referrer_promo_idr: number;
  point: number;
  unique_code: number;
  total: number;
  dp: number;
  debt: number;
  voucher_download: boolean;
  /** The guest cancelled it (/cancel-booking shows the cancellation and its refund). */
  cancelled_by_guest: boolean;
  lang: string;
  /** ISO time. */
  created_at: string | Date;
}

/** One daily booking of the account's list, newest first. */
export interface DailyItem {
  reservationId: number;
  order_id: string;
  villaId: number;
  villaName: string;
  villaCity: string;
  status: number;
  statusText: string;
  statusPay: number;
  paymentStatus: PaymentStatus;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalGuest: number;
  total: number;
  /** Full path of the property's cover image. */
  image: string | null;
  created_at: string | Date;
  /** 'Pay now': the gateway's payment page while the booking waits for its payment (canResumePayment), else null. */
  payment_url: string | null;
}

/** The seed's long-stay booking fields. */
export interface LongStayItem {
  id: number;
  order_id: string;
  property_name: string;
  room_name: string;
  check_in: string;
  check_out: string;
  duration: number;
  reservation_type: string;
  total_guest: number;
  /** total_full with Transfer Full; with Transfer the down payment + unique code - promo. */
  total: number;
  dp: number;
  name: string;
  email: string;
  phone: string;
  country_code: string;
  special_request: string;
  sub_total: number;
  dp_percent: number;
  /** "Transfer" (down payment, then the balance) or "Transfer Full". */
  payment_option: string;
  /** The stay's price: sub total - promo + unique code (seed 002 section 9's total_full). */
  total_full: number;
  promo_name: string | null;
  promo_idr: number;
  unique_code: number;
  /** Sum of the stay's paid payments. */
  paid: number;
  /** The balance still owed after a paid down payment, due by the check-in day; null when nothing is owed. */
  balance: { amount: number; due_by: string } | null;
  /** Every line of the bill in order (core's longStayBill): sub total, promo, unique code, total, DP, paid, balance. */
  bill: LongStayBillLine[];
  /** core's longStayStatusView: a down payment with a balance owed is "dpPaid", not "paid". */
  state: LongStayLabel;
  voucher_download: boolean;
  /** The guest cancelled it (/cancel-booking, decision 057); its voucher stays, saying so. */
  cancelled_by_guest: boolean;
  /** The gateway's page of the stay's open, unexpired payment ('Pay now'); null when none. */
  payment_url: string | null;
  transaction: { status: string };
}

export interface TopUpItem {
  id: number;
  ref_id: string;
  date: string | Date;
  product_name: string;
  phone_number: string | null;
  provider: string | null;
  pln_number: string | null;
  pln_token: string | null;
  /** The biller's serial number once fulfilled (voucher code, reference). */
  serial_number: string | null;
  admin_fee: number;
  status: string;
  total: number;
}

/** The account's top-ups by type, newest first. */
export type TopUpHistory = Record<TopUpType, TopUpItem[]>;

/** The seed's client shows 'Failed' without a payment relation and 'Waiting Payment' for 'Waiting'. */
export type PaymentRelation = { status: "Waiting" | "Settlement" | "Confirmed" | "Checked-Out" } | null;

/** The reservation check's answer: what the guest who made the booking may see. */
export interface ReservationSummary {
  order_id: string;
  email: string;
  name: string;
  phone: string;
  hotelName: string;
  arrival: string;
  departure: string;
  nights: number;
  total: number;
  status: number;
  statusPay: number;
  /** The booking was made without an account: its voucher opens with order id and email. */
  guest_booking: boolean;
  voucher_download: boolean;
  Transaction: { payment_relation: PaymentRelation };
  /** "long_stay": a long stay, its state, type, length and bill in `long_stay`. */
  kind: "reservation" | "long_stay";
  long_stay: Pick<
    LongStayItem,
    | "reservation_type"
    | "duration"
    | "room_name"
    | "state"
    | "bill"
    | "balance"
    | "payment_option"
    | "dp_percent"
    | "promo_name"
  > | null;
}

export interface VoucherFile {
  base64: string;
  pdfName: string;
}

/** A stay as an iCalendar file (core/calendar.ts): its text and a file name. */
export interface CalendarFile {
  ics: string;
  fileName: string;
}

const userIdQuery = optionalUserId;

/** The order id, and the email that made a booking without an account: the voucher's and the calendar's access. */
const ownedOrderQuery = z.object({
  order_id: requiredText(64).meta({ description: "the order id" }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .optional()
    .meta({ description: "the email that made the booking (without a token)" }),
});

export const bookings = {
  daily: endpoint<Success<DailyItem[]>>()("GET /list-mybooking", {
    access: "bearer",
    description: "The caller's daily bookings, newest first (at most 200). Another user's id: 403.",
    query: z.object({ user_Id: userIdQuery, userId: userIdQuery }),
    answer: "Success<DailyItem[]>",
  }),
  detail: endpoint<Success<DailyDetail | LongStayItem>>()("GET /detail-mybooking", {
    access: "bearer",
    description:
      "One booking of the caller: the daily detail, or with `isMonthly` the long-stay booking. A booking not the caller's: 404.",
    query: z.object({
      reservationId: positiveId,
      isMonthly: flag.meta({ description: "a long-stay booking (true)" }),
      userId: userIdQuery,
      user_Id: userIdQuery,
    }),
    answer: "Success<DailyDetail | LongStayItem>",
  }),
  longStays: endpoint<Success<LongStayItem[]>>()("GET /stay-monthly/my-booking-list/:id", {
    access: "bearer",
    description:
      "The caller's long-stay bookings (by account, or made with the account's email). Another user's id or email: 403.",
    params: z.object({
      id: z.string().meta({ description: "the caller's email (as the seed's page passes it) or user id" }),
    }),
    answer: "Success<LongStayItem[]>",
  }),
  topUps: endpoint<Success<TopUpHistory>>()("GET /top-up/mine/:userId", {
    access: "bearer",
    description: "The caller's top-ups by type (at most 500). Another user's id: 403.",
    params: z.object({ userId: positiveId }),
    answer: "Success<TopUpHistory>",
  }),
  voucherPdf: endpoint<Success<VoucherFile>>()("GET /download", {
    access: "optional-bearer",
    description:
      "The voucher PDF (base64) of a paid or confirmed booking: with the owner's bearer token, or (a booking made without an account) the email that made it. Not the caller's: 404; not yet payable: 409 `voucher_not_available`. Guests are rate limited: 20 per 15 min per IP.",
    query: ownedOrderQuery,
    answer: "Success<VoucherFile>",
  }),
  calendar: endpoint<Success<CalendarFile>>()("GET /calendar", {
    access: "optional-bearer",
    description:
      "The stay as an iCalendar file (RFC 5545) in the caller's language, for the bookings whose voucher can be downloaded and with the same access: the owner's bearer token, or the email of a booking made without an account. Check-in to check-out times in Asia/Jakarta when the property states them, else an all-day span; the property's name, address and map link, the order id. Not the caller's: 404; not yet payable: 409 `voucher_not_available`. Guests are rate limited: 20 per 15 min per IP.",
    query: ownedOrderQuery,
    answer: "Success<CalendarFile>",
  }),
  check: endpoint<Success<ReservationSummary>>()("GET /reservations/:orderId/:email", {
    access: "app-key",
    description:
      "The reservation check: a booking by its order id and the email that made it; anything else 404. Rate limited: 10 per 15 min per IP.",
    params: z.object({
      orderId: requiredText(64),
      email: z
        .string()
        .trim()
        .toLowerCase()
        .min(1, { message: "required" })
        .max(254, { message: "tooLong" })
        .refine(isEmail, { message: "emailInvalid" }),
    }),
    answer: "Success<ReservationSummary>",
  }),
};
