// /v1 reservations: the payment return's order-id lookup, and the single and multiple reservation
// (seed 001 section 3) (api/reservations). The payload is form-encoded or JSON, read with zod into
// one shape for both; messages are keys of the booking, auth and validation catalogues.
import { z } from "zod";
import { splitPhone } from "../rules/account.ts";
import { guestPhoneProblems, isEmail } from "../rules/contact.ts";
import {
  ADDRESS_MAX,
  GUEST_NAME_MAX,
  ID_NUMBER_MAX,
  pointsProblem,
  REFERRAL_CODE_MAX,
  SPECIAL_REQUEST_MAX,
  VOUCHER_CODE_MAX,
} from "../rules/reservation.ts";
import { isApiDate, urlDateToApi } from "../dates.ts";
import type { OrderPaymentState } from "../booking-status.ts";
import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { orderAndEmail, requiredText, wireText as text } from "./fields.ts";

export { ARRIVAL_HOURS, SPECIAL_REQUEST_MAX } from "../rules/reservation.ts";
export const GUESTS_MAX = 8;
export const ROOM_QTY_MAX = 20;

const optionalText = (max: number, key = "tooLong") =>
  z.preprocess((v) => (v === undefined || v === null ? "" : text(v).trim()), z.string().max(max, { message: key }));
/** A date in YYYY-MM-DD, or the URL's MM-DD-YYYY (the web app may pass either). */
const stayDate = z.preprocess((v) => {
  const s = text(v).trim();
  return isApiDate(s) ? s : (urlDateToApi(s) ?? s);
}, z.string());
/** referral_obtaineds: an array, a JSON array string, or "1,2,3". */
const idList = z.preprocess((v) => {
  if (v === undefined || v === null || v === "") return [];
  if (Array.isArray(v)) return v;
  const s = text(v).trim();
  if (s.startsWith("[")) {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      return NaN;
    }
  }
  return s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
}, z.array(z.coerce.number().int().positive()).max(20));

const common = {
  arrival: stayDate,
  departure: stayDate,
  name: z.preprocess(
    (v) => text(v).trim(),
    z.string().min(1, { message: "nameRequired" }).max(GUEST_NAME_MAX, { message: "tooLong" }),
  ),
  guest: z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z.coerce
      .number({ message: "guestsMin" })
      .int({ message: "guestsMin" })
      .min(1, { message: "guestsMin" })
      .max(GUESTS_MAX, { message: "guestsMax" }),
  ),
  phone: z.preprocess(
    (v) => splitPhone(v, undefined),
    z.object({ code: z.string(), phone: z.string() }).superRefine((p, ctx) => {
      for (const message of guestPhoneProblems(p.phone, p.code)) ctx.addIssue({ code: "custom", message });
    }),
  ),
  email: z.preprocess(
    (v) => text(v).trim().toLowerCase(),
    z.string().min(1, { message: "emailRequired" }).refine(isEmail, { message: "emailInvalid" }),
  ),
  propertyId: z.coerce
    .number({ message: "propertyNotFound" })
    .int({ message: "propertyNotFound" })
    .positive({ message: "propertyNotFound" }),
  lang: z.preprocess((v) => (v === "en" || v === "2" || v === 2 ? "en" : "id"), z.enum(["id", "en"])),
  voucherCode: optionalText(VOUCHER_CODE_MAX),
  nip: optionalText(ID_NUMBER_MAX),
  address: optionalText(ADDRESS_MAX),
  specialRequest: optionalText(SPECIAL_REQUEST_MAX, "specialRequestTooLong"),
  payment_option: z.preprocess(
    (v) => (v === undefined || v === "" ? 0 : v),
    z.coerce
      .number({ message: "paymentOptionInvalid" })
      .int({ message: "paymentOptionInvalid" })
      .min(0, { message: "paymentOptionInvalid" })
      .max(3, { message: "paymentOptionInvalid" }),
  ),
  referral_code: optionalText(REFERRAL_CODE_MAX),
  hour_arrival: optionalText(5),
  // The form's points rule (no leading zero, no minus, whole digits); 0 or nothing is no points.
  point: z.preprocess(
    (v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : text(v).trim()),
    z
      .string()
      .superRefine((typed, ctx) => {
        const problem = typed === "0" ? null : pointsProblem(typed);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .transform((typed) => Number(typed || 0)),
  ),
  referral_obtaineds: idList,
  user_Id: z.preprocess(
    (v) =>
      v === undefined || v === null || v === "" || v === "0" || v === 0 || v === "null" || v === "undefined"
        ? undefined
        : v,
    z.coerce
      .number({ message: "userMismatch" })
      .int({ message: "userMismatch" })
      .positive({ message: "userMismatch" })
      .optional(),
  ),
  order_from: optionalText(20),
  payment_method: optionalText(40),
  idempotency_key: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? undefined : text(v).trim()),
    z
      .string()
      .regex(/^[\w.:-]{8,100}$/, { message: "invalidInput" })
      .optional(),
  ),
};

export const singleReservationSchema = z.object({
  ...common,
  roomId: z.coerce
    .number({ message: "roomNotFound" })
    .int({ message: "roomNotFound" })
    .positive({ message: "roomNotFound" }),
});

const detailsSchema = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return NaN;
    }
  },
  z
    .array(
      z.object({
        date: stayDate,
        rooms: z
          .array(
            z.object({
              room_id: z.coerce
                .number({ message: "detailsInvalid" })
                .int({ message: "detailsInvalid" })
                .positive({ message: "detailsInvalid" }),
              qty: z.coerce
                .number({ message: "qtyInvalid" })
                .int({ message: "qtyInvalid" })
                .min(1, { message: "qtyInvalid" })
                .max(ROOM_QTY_MAX, { message: "qtyInvalid" }),
            }),
            { message: "detailsInvalid" },
          )
          .min(1, { message: "detailsRequired" })
          .max(20, { message: "detailsInvalid" }),
      }),
      { message: "detailsInvalid" },
    )
    .min(1, { message: "detailsRequired" })
    .max(90, { message: "detailsInvalid" }),
);

export const multipleReservationSchema = z.object({ ...common, details: detailsSchema });

export type SingleReservationInput = z.output<typeof singleReservationSchema>;
export type MultipleReservationInput = z.output<typeof multipleReservationSchema>;
export type ReservationInput = Omit<SingleReservationInput, "roomId"> & {
  roomId?: number;
  details?: MultipleReservationInput["details"];
};

/** Pay at the property: confirmed at once, no payment now. */
export interface PayAtPropertyAnswer {
  status: "success";
  reload: true;
  message: string;
  data: { order_id: string };
}

/** Pay now: the payment page of the gateway (Midtrans's, or the embedded sandbox's `/sandbox/pay/...`). */
export interface GatewayAnswer {
  status: "success";
  data: { midtrans: { response_from_midtrans: { redirect_url: string; token: string } }; order_id: string };
}

export type ReservationAnswer = PayAtPropertyAnswer | GatewayAnswer;

const reservationDescription = (what: string) =>
  `${what} Holds the units with a conditional update (no overbooking) and applies promos, voucher, referral and points in the price order of core/pricing.ts. 201 with the pay-at-property answer or the gateway's payment page; a replayed \`idempotency_key\` (body or \`Idempotency-Key\` header) answers what the first request answered (200). Sold out: 409 \`room_unavailable\`; the gateway failing: 502 \`gateway_failed\` (the hold is released). The booking made but its payment page not (the database lost after the hold, or a replay finding no page after 10 s: the first request's process stopped): 503 \`payment_link_pending\` with its \`order_id\`; /reservations/payment-link makes the page.`;

/** The purchase kinds a payment belongs to (`payments.subject_type`). */
export const PURCHASE_KINDS = ["reservation", "long_stay", "top_up"] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** A gateway order id, found whatever kind of purchase it paid for. */
export interface FoundOrderAnswer {
  /** The purchase's id in its kind (reservation, long stay or top-up id). */
  id: number;
  kind: PurchaseKind;
  /** What happened to the purchase this order paid for. */
  payment: OrderPaymentState;
  /** The purchase's own order id (a long stay's balance order `…-B1` belongs to the stay's order). */
  purchase_order_id: string;
}

export const reservations = {
  checkByOrderId: endpoint<Success<FoundOrderAnswer>>()("GET /reservations/check-by-order-id/:orderId", {
    access: "app-key",
    description:
      "Any payment gateway order id (a nightly booking, a long stay's down payment, full payment or balance `…-B1`, a top-up): the purchase's kind, id and own order id, and its payment state (`paid`, `dpPaid` for a down payment with a balance still owed, `pending`, `failed`, `unknown`: what the payment-result popup says); unknown order: 404. Only these are revealed; the purchase itself needs its owner's token or the guest's email.",
    params: z.object({ orderId: requiredText(64) }),
    answer: "Success<FoundOrderAnswer>",
  }),
  single: endpoint<ReservationAnswer>()("POST /reservations/single", {
    access: "optional-bearer",
    description: reservationDescription("One room type for every night."),
    body: singleReservationSchema,
    answer: "ReservationAnswer",
  }),
  paymentLink: endpoint<GatewayAnswer>()("POST /reservations/payment-link", {
    access: "app-key",
    description:
      "'Pay now' for a booking still waiting for its payment: its gateway payment page, made now when it never was (503 `payment_link_pending` of a reservation), else the one it has. The order id and the booking's email identify it (404 otherwise); 409 `not_open` once the payment is paid, ended or expired; the gateway failing: 502 `gateway_failed` (the hold is released).",
    body: orderAndEmail(64),
    answer: "GatewayAnswer",
  }),
  multiple: endpoint<ReservationAnswer>()("POST /reservations/multiple", {
    access: "optional-bearer",
    description: reservationDescription("Rooms chosen per night (`details`)."),
    body: multipleReservationSchema,
    answer: "ReservationAnswer",
  }),
};
