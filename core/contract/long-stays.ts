// /v1 long stays (seed 002 sections 2, 3 and 7): the lists by period, a property with its rooms'
// long-stay prices, and the reservation (api/long-stays). Prices follow core/long-stay.ts.
import { LONG_STAY_GUESTS_MIN } from "../rules/long-stay-guests.ts";
import { z } from "zod";
import { isLongStayType, LONG_STAY_PAYMENT_OPTIONS, type LongStayType } from "../long-stay.ts";
import { GUEST_NAME_MAX, SPECIAL_REQUEST_MAX } from "../rules/reservation.ts";
import { guestPhoneProblems, isEmail } from "../rules/contact.ts";
import type { Success } from "./common.ts";
import type { PropertyDetail } from "./properties.ts";
import { endpoint } from "./endpoint.ts";
import { apiDate, flag, optionalApiDate, optionalInt, orderAndEmail, positiveId, wireText } from "./fields.ts";

/** A list card (seed 002 section 2): the first image, category, stars, city, province, lowest price. */
export interface LongStayCard {
  id: number;
  name: string;
  categoryName: string;
  star: number;
  /** The first image's file name under /images/hotel/. */
  image: string | null;
  nama_kota: string;
  nama_provinsi: string;
  /** The lowest price of one unit (week, month or year) of any room: price / per, rounded down. */
  startFrom: number;
  /** The billing period of the room priced lowest. */
  per: number;
  type: LongStayType;
}

export interface StayMonthlyPrice {
  /** Price of `per` units. */
  price: number;
  per: number;
  dp_percent: number;
  promo_name: string | null;
  promo_idr: number;
  note: string | null;
}

export interface LongStayRoom {
  id: number;
  name: string;
  capacity: number;
  images: { image_url: string }[];
  stayMonthly: StayMonthlyPrice;
  category_name: string;
  nama_kota: string;
  /** With checkIn and duration: true when a night of the stay has no free unit or is not stocked yet. */
  notAvailable?: boolean;
}

export type LongStayProperty = Omit<PropertyDetail, "rooms"> & {
  type: LongStayType;
  /** The lowest unit price of any room (price / per). */
  startFrom: number;
  /** Billing periods of the rooms, cheapest first (monthlyPrices[0].per is the booking box's). */
  monthlyPrices: { price: number; per: number }[];
  rooms: LongStayRoom[];
};

export interface LongStayReservationAnswer {
  status: "success";
  data: { midtrans: { response_from_midtrans: { redirect_url: string; token: string } }; order_id: string; id: number };
}

const typeField = z
  .preprocess(
    (v) => (v === undefined || v === "" ? "monthly" : v),
    z.string().refine(isLongStayType, { message: "longStayTypeInvalid" }),
  )
  .transform((v) => v as LongStayType);

const wholeNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.coerce.number({ message }).int({ message }).min(-2_147_483_648, { message }).max(2_147_483_647, { message }),
  );

export const longStayReservationBody = z.object({
  guest: z.object({
    name: z.preprocess(
      (v) => wireText(v).trim(),
      z.string().min(1, { message: "nameRequired" }).max(GUEST_NAME_MAX, { message: "tooLong" }),
    ),
    phoneNumber: z.preprocess(
      (v) => wireText(v).trim(),
      z.string().superRefine((phone, ctx) => {
        for (const message of guestPhoneProblems(phone)) ctx.addIssue({ code: "custom", message });
      }),
    ),
    area: z.preprocess(
      (v) => (v === undefined || v === "" ? "+62" : wireText(v).trim()),
      z.string().regex(/^\+\d{1,4}$/, { message: "codeInvalid" }),
    ),
    count: z.preprocess(
      (v) => (v === undefined || v === "" ? 1 : v),
      wholeNumber("guestsMin").pipe(z.number().min(LONG_STAY_GUESTS_MIN, { message: "guestsMin" })),
    ),
    user_id: z.preprocess(
      (v) => (v === undefined || v === null || v === "" ? 0 : v),
      wholeNumber("userMismatch").pipe(z.number().min(0, { message: "userMismatch" })),
    ),
    email: z.preprocess(
      (v) => wireText(v).trim().toLowerCase(),
      z.string().min(1, { message: "emailRequired" }).refine(isEmail, { message: "emailInvalid" }),
    ),
  }),
  reservation: z.object({
    specialRequest: z.preprocess(
      (v) => wireText(v).trim(),
      z.string().max(SPECIAL_REQUEST_MAX, { message: "specialRequestTooLong" }),
    ),
    roomId: z.coerce
      .number({ message: "roomNotFound" })
      .int({ message: "roomNotFound" })
      .min(1, { message: "roomNotFound" })
      .max(2_147_483_647, { message: "roomNotFound" }),
    checkIn: apiDate,
    checkOut: optionalApiDate,
    lang: z.preprocess((v) => (v === "en" ? "en" : "id"), z.enum(["id", "en"])),
    duration: wholeNumber("longStayLengthInvalid").pipe(z.number().min(1, { message: "longStayLengthInvalid" })),
    reservation_type: typeField,
  }),
  transaction: z.looseObject({
    payment_option: z.preprocess(
      (v) => wireText(v).trim(),
      z.enum(LONG_STAY_PAYMENT_OPTIONS, { message: "paymentOptionInvalid" }),
    ),
    /** The checkout form's own key: the unique code is drawn from it (uniqueCodeFor), so the form shows the exact amounts. Anything else is ignored. */
    unique_key: z.preprocess(
      (v) => (typeof v === "string" && /^[\w.:-]{8,100}$/.test(v) ? v : undefined),
      z.string().optional(),
    ),
  }),
});

export type LongStayReservationInput = z.output<typeof longStayReservationBody>;

export const longStays = {
  list: endpoint<Success<LongStayCard[]>>()("GET /properties/stay-monthly", {
    access: "app-key",
    description:
      "Properties with a long-stay price: monthly, or weekly with `isWeekly`, yearly with `isYearly`; cheapest first.",
    query: z.object({ isWeekly: flag, isYearly: flag }),
    answer: "Success<LongStayCard[]>",
  }),
  byType: endpoint<{ status: "success"; data: { data: LongStayCard[] } }>()("GET /properties/long-stay/:type", {
    access: "app-key",
    description: "The same list by path: `type` is weekly, monthly or yearly (else 422); the list is `data.data`.",
    params: z.object({ type: typeField }),
    answer: "{ status: 'success', data: { data: LongStayCard[] } }",
  }),
  detail: endpoint<Success<LongStayProperty>>()("GET /properties/stay-monthly/:id", {
    access: "app-key",
    description:
      "A property with its rooms' prices for `type` (404 when it has none). With `checkIn` and `duration` (units of the type) each room says whether every night is free (`notAvailable`); `isReservationForm` is the reservation page's call.",
    params: z.object({ id: positiveId }),
    query: z.object({ type: typeField, isReservationForm: flag, checkIn: optionalApiDate, duration: optionalInt }),
    answer: "Success<LongStayProperty>",
  }),
  reservation: endpoint<LongStayReservationAnswer>()("POST /stay-monthly/reservation", {
    access: "optional-bearer",
    description:
      "Reserves a room for weeks, months or a year (JSON body: guest, reservation, transaction as seed 002 section 3). The server recomputes every amount (the client's are ignored) and takes one unit of the room for every night in the same inventory as nightly bookings, all or nothing: 409 when a night is taken, 422 when the stay reaches past the stocked horizon, a length not divisible by the billing period, a check-in in the past or over 90 days ahead, too many guests. Transfer pays the down payment now, Transfer Full everything; the answer carries the payment link.",
    body: longStayReservationBody,
    answer: "LongStayReservationAnswer",
  }),
  balance: endpoint<LongStayReservationAnswer>()("POST /stay-monthly/balance", {
    access: "app-key",
    description:
      "The second payment of a long stay paid by down payment (Transfer): the balance (sub total - dp), due by the check-in day, as a new payment of the same purchase with its own order id. The order id and the booking's email identify it (404 otherwise); 422 when nothing is due or the stay is not paid in part; an open balance payment answers its own link again.",
    body: orderAndEmail(60),
    answer: "LongStayReservationAnswer",
  }),
};
