// /v1 date changes of paid nightly bookings (issue 26 item 2, decision 065): what moving the stay
// to other dates would cost (availability, the new total by the booking's price math, the terms'
// change fee, the difference), and the move itself: at once when nothing is to be paid, else after
// the difference's payment (a second payment of the same purchase) settles. Access as the
// cancellation's: the owner's bearer, or the mailed link's email and token.
import { z } from "zod";
import type { ChangeRefusal } from "../date-change.ts";
import { isApiDate } from "../dates.ts";
import type { Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { cancellations, type BookingActedOn } from "./cancellations.ts";

export interface DateChangeLine {
  room_id: number;
  room_name: string;
  /** YYYY-MM-DD. */
  date: string;
  qty: number;
  /** One unit's price that night (the rate less the fee percent, less the room promo). */
  unit_price: number;
}

/** The price of moving to the asked dates. */
export interface DateChangeQuoteView {
  arrival: string;
  departure: string;
  nights: number;
  available: boolean;
  /** Nights (YYYY-MM-DD) without enough free units for the booking's rooms. */
  unavailable_dates: string[];
  lines: DateChangeLine[];
  sub_total: number;
  /** The booking's discounts (promo, voucher, referral, points), kept as the amounts they were. */
  discounts: number;
  unique_code: number;
  new_total: number;
  old_total: number;
  /** The terms' change fee in rupiah. */
  fee: number;
  /** new_total + fee - old_total. */
  difference: number;
  /** Paid through the gateway (difference > 0). */
  to_pay: number;
  refund_percent: number;
  /** floor(-difference × refund_percent / 100) when the difference is negative. */
  refund: number;
}

export interface DateChangeRecord {
  state: "pending" | "done" | "expired";
  from: { arrival: string; departure: string };
  to: { arrival: string; departure: string };
  fee: number;
  difference: number;
  refund: number;
  /** The difference's payment (`{order}-C{n}`), when one was due. */
  payment_order_id: string | null;
  /** The gateway's page of that payment, while it waits. */
  payment_url: string | null;
  /** ISO time the held nights are given back if the payment has not settled. */
  expires_at: string | null;
}

export interface DateChangeView extends BookingActedOn {
  /** The booking's id (its detail page for the owner). */
  id: number;
  total: number;
  changeable: boolean;
  refusal: ChangeRefusal | null;
  policy: { day_cancel: number | null; refund_percent: number | null; last_day: string | null };
  rooms: Array<{ room_id: number; name: string; qty: number }>;
  /** A change waiting for its payment (its new nights held). */
  pending: DateChangeRecord | null;
  /** The latest completed change. */
  last_change: DateChangeRecord | null;
  /** With `arrival` and `departure` asked (preview), or the change just confirmed. */
  quote: DateChangeQuoteView | null;
  guest: boolean;
}

export interface DateChangeConfirmation extends DateChangeView {
  /** changed: moved now; awaiting_payment: pay `payment.redirect_url` to move. */
  outcome: "changed" | "awaiting_payment";
  payment: { order_id: string; redirect_url: string; token: string } | null;
}

const orderParams = cancellations.preview.params;
// A date that is not YYYY-MM-DD reads as missing, as the stay rules say of it (core/dates.ts).
const day = (description: string, message: "checkInRequired" | "checkOutRequired" = "checkInRequired") =>
  z.string({ message }).refine(isApiDate, { message }).meta({ description });
const { email, token } = cancellations.preview.query.shape;

export const dateChanges = {
  preview: endpoint<Success<DateChangeView>>()("GET /bookings/:orderId/date-change", {
    access: "optional-bearer",
    description:
      "Whether the nightly booking's dates can be changed now (the cancellation's policy window: not cancellable is not changeable; paid online in full; the same rooms every night), its rooms, a change waiting for payment, and with `arrival` and `departure` the quote for those dates: availability night by night for the same rooms and units, the new total (rates by the booking's price math, its discount amounts kept, its unique code kept), the terms' change fee, the difference and what would be paid or refunded. 422 for dates the stay rules refuse (past, too short, the current dates). The owner's bearer, or `email` and `token` from the mailed link; anything else 404 (long stays too).",
    params: orderParams,
    query: z.object({
      email,
      token,
      arrival: day("new check-in, YYYY-MM-DD (with departure: quote)").optional(),
      departure: day("new check-out, YYYY-MM-DD", "checkOutRequired").optional(),
    }),
    answer: "Success<DateChangeView>",
  }),
  confirm: endpoint<Success<DateChangeConfirmation>>()("POST /bookings/:orderId/date-change", {
    access: "optional-bearer",
    description:
      "Moves the booking to `arrival`–`departure`, in one transaction with the booking locked. Difference ≤ 0: the new nights' units taken and the old ones given back at once, the refund (policy percent of the negative difference) requested through the gateway, a mail in the booking's language (outcome `changed`). Difference > 0: the new nights held, a payment `{order}-C{n}` of the difference opened (outcome `awaiting_payment`, pay at `payment.redirect_url`); the stay moves when it settles, the held nights go back when it expires. `from_arrival`/`from_departure` are the dates the guest saw: the same request again answers the same change (200); 409 `stale` when the booking moved meanwhile, `change_pending` while another change waits for payment, `room_unavailable` when a night is taken, `not_changeable` with the reason. Access as the preview.",
    params: orderParams,
    body: z.object({
      email,
      token,
      arrival: day("new check-in, YYYY-MM-DD"),
      departure: day("new check-out, YYYY-MM-DD", "checkOutRequired"),
      from_arrival: day("the check-in shown when choosing"),
      from_departure: day("the check-out shown when choosing", "checkOutRequired"),
    }),
    answer: "Success<DateChangeConfirmation>",
  }),
};
