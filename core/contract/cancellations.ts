// /v1 cancellations (issue 26, decisions 055, 056 and 057): a guest sees what cancelling a nightly
// booking or a long stay would refund under its property's policy, cancels it (once, whatever the order of
// clicks, tabs, notifications and sweeps), follows the refund, and gives a bank account when a
// bank transfer is to be refunded. The booking's owner (bearer) or, for anyone, the link mailed to
// the booking's email (email + token) opens it; anything else answers what a missing booking does.
import { z } from "zod";
import type { CancelRefusal } from "../cancellation.ts";
import { isEmail } from "../rules/contact.ts";
import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { requiredText } from "./fields.ts";

export type RefundState = "requested" | "done" | "failed" | "needs_bank_account";

/** The booking a cancellation or date-change page acts on. */
export interface BookingActedOn {
  order_id: string;
  property_name: string;
  /** YYYY-MM-DD. */
  check_in: string;
  check_out: string;
  nights: number;
  lang: string;
}

/** The cancellation page of one booking: before (the quote) and after (what was done). */
export interface CancellationView extends BookingActedOn {
  /** A nightly booking, or a long stay (weekly, monthly, yearly). */
  kind: "reservation" | "long_stay";
  /** "open" until cancelled by the guest; a booking that ended otherwise is "open" and not cancellable. */
  state: "open" | "cancelled";
  cancellable: boolean;
  refusal: CancelRefusal | null;
  days_before_arrival: number;
  policy: { day_cancel: number | null; refund_percent: number | null; last_day: string | null };
  /** Waiting for its online payment, nothing paid: it cancels at any time, refunding nothing. */
  unpaid_hold: boolean;
  /** Each line of the refund: paid - unique code = refundable; percent of it = amount. */
  refund: { paid: number; unique_code_kept: number; refundable: number; percent: number; amount: number };
  /** Given back besides money: the points spent (members), the voucher code used (usable again). */
  given_back: { points: number; voucher_code: string | null };
  /** ISO time of the cancellation; null while open. */
  cancelled_at: string | null;
  /** The refunds made, one per paid payment refunded. */
  refunds: Array<{ amount: number; status: RefundState; payment_type: string | null }>;
  /** The page's owner path for members (bearer): nothing to carry; for a guest link: its token. */
  guest: boolean;
}

const orderParams = z.object({ orderId: requiredText(64) });

const email = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.string().max(254, { message: "tooLong" }).refine(isEmail, { message: "emailInvalid" }).optional(),
);
const token = z.string().max(64).optional();
const linkShape = {
  email: email.meta({ description: "the booking's email, from the mailed link (without a bearer token)" }),
  token: token.meta({ description: "the mailed link's signature (HMAC of order id and email with the app key)" }),
};

const bankText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ message: "required" }).min(1, { message: "required" }).max(max, { message: "tooLong" }),
  );

export const cancellations = {
  preview: endpoint<Success<CancellationView>>()("GET /bookings/:orderId/cancellation", {
    access: "optional-bearer",
    description:
      "What cancelling the booking (nightly or long stay: the order id names either) would do now (policy, days before arrival in Asia/Jakarta, each line of the refund, or why it cannot be cancelled), or, once cancelled, what was done and each refund's state. The owner's bearer, or `email` and `token` from the mailed link; anything else 404.",
    params: orderParams,
    query: z.object(linkShape),
    answer: "Success<CancellationView>",
  }),
  cancel: endpoint<Success<CancellationView>>()("POST /bookings/:orderId/cancellation", {
    access: "optional-bearer",
    description:
      "Cancels the booking at once in one transaction: every night's units back (a long stay's too), points back, the voucher use given back (usable again), the referrer's reward from it taken back, open payments ended, the refund requested through the gateway and carried out, a mail in the booking's language. Idempotent: a booking already cancelled answers 200 with its cancellation. 409 `not_cancellable`, its message saying why (ended, the stay started, no policy, past the last day; the preview's `refusal`). Access as the preview.",
    params: orderParams,
    body: z.object(linkShape),
    answer: "Success<CancellationView>",
  }),
  link: endpoint<Success<{ sent: true }>>()("POST /bookings/:orderId/cancellation-link", {
    access: "app-key",
    description:
      "From the reservation check: mails the cancellation link to the booking's email (the order id and that email identify it; anything else 404). Rate limited: 5 per 15 min per IP.",
    params: orderParams,
    body: z.object({
      email: z.preprocess(
        (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
        z.string({ message: "required" }).min(1, { message: "required" }).refine(isEmail, { message: "emailInvalid" }),
      ),
    }),
    answer: "Success<{ sent: true }>",
  }),
  refundAccount: endpoint<Success<CancellationView>>()("POST /bookings/:orderId/refund-account", {
    access: "optional-bearer",
    description:
      "The bank account a bank transfer's refund is paid to (refund state needs_bank_account → requested, then carried out). 409 `no_refund_waiting` when no refund waits for an account. Access as the preview.",
    params: orderParams,
    body: z.object({
      ...linkShape,
      bank_name: bankText(60),
      account_number: z.preprocess(
        (v) => (typeof v === "string" ? v.replace(/[\s-]/g, "") : v),
        z
          .string({ message: "required" })
          .min(1, { message: "required" })
          .regex(/^\d{5,20}$/, { message: "invalidAccountNumber" }),
      ),
      account_holder: bankText(100),
    }),
    answer: "Success<CancellationView>",
  }),
};
