// /v1 date changes of nightly bookings (core/contract/date-changes.ts, decision 065): the preview
// with the quote for asked dates, and the confirmation. Who may: as the cancellation
// (cancel-routes.ts, allowedBooking): the owner's bearer or the mailed link; a long stay answers
// what a missing booking does. The move is change.ts; the difference's payment is started here
// right after the transaction that opened it commits, and its refund carried out likewise.
import { Router } from "express";
import {
  dateChanges as contract,
  type AnswerOf,
  type DateChangeRecord,
  type DateChangeView,
} from "#core/contract/index.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { translate, type Lang } from "../http/messages.ts";
import { locals } from "../http/middleware.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import type { PurchaseKinds } from "../payments/kinds.ts";
import { awaitPaymentLink, startPayment } from "../payments/start.ts";
import { allowedBooking, bookingHandler, notFound, refundNow, type Booking } from "./cancel-routes.ts";
import {
  confirmDateChange,
  quoteNewDates,
  readDateChange,
  type ChangeQuoteView,
  type ChangeRow,
  type DateChangeState,
} from "./change.ts";
import { optionalUser } from "./optional-user.ts";

export interface ChangeRoutesOptions {
  gateway: PaymentGateway;
  kinds: PurchaseKinds;
  expiryMinutes: number;
  finishUrl: string;
}

function record(c: ChangeRow | null): DateChangeRecord | null {
  if (!c) return null;
  return {
    state: c.state,
    from: { arrival: c.fromArrival, departure: c.fromDeparture },
    to: { arrival: c.toArrival, departure: c.toDeparture },
    fee: c.fee,
    difference: c.difference,
    refund: c.refundAmount,
    payment_order_id: c.paymentOrderId,
    payment_url: c.state === "pending" ? c.paymentUrl : null,
    expires_at: c.expiresAt ? c.expiresAt.toISOString() : null,
  };
}

function view(
  booking: Booking,
  state: DateChangeState,
  guest: boolean,
  asked: { arrival: string; departure: string; quote: ChangeQuoteView } | null,
): DateChangeView {
  const names = new Map(state.rooms.map((r) => [r.roomId, r.name]));
  return {
    id: state.bookingId,
    order_id: state.orderId,
    property_name: booking.propertyName,
    check_in: state.arrival,
    check_out: state.departure,
    nights: state.nights,
    lang: booking.lang,
    total: state.total,
    changeable: state.refusal === null && state.pending === null,
    refusal: state.refusal,
    policy: {
      day_cancel: state.policy.dayCancel,
      refund_percent: state.policy.refundPercent,
      last_day: state.policy.lastDay,
    },
    rooms: state.rooms.map((r) => ({ room_id: r.roomId, name: r.name, qty: r.qty })),
    pending: record(state.pending),
    last_change: record(state.lastDone),
    quote: asked
      ? {
          arrival: asked.arrival,
          departure: asked.departure,
          nights: asked.quote.quote.nights.length / Math.max(1, state.rooms.length),
          available: asked.quote.available,
          unavailable_dates: asked.quote.unavailableDates,
          lines: asked.quote.quote.nights.map((n) => ({
            room_id: n.roomId,
            room_name: names.get(n.roomId) ?? "",
            date: n.date,
            qty: n.qty,
            unit_price: n.unitPrice,
          })),
          sub_total: asked.quote.quote.subTotal,
          discounts: asked.quote.quote.discounts,
          unique_code: asked.quote.quote.uniqueCode,
          new_total: asked.quote.quote.newTotal,
          old_total: asked.quote.quote.oldTotal,
          fee: asked.quote.quote.fee,
          difference: asked.quote.quote.difference,
          to_pay: asked.quote.quote.toPay,
          refund_percent: asked.quote.quote.refundPercent,
          refund: asked.quote.quote.refund,
        }
      : null,
    guest,
  };
}

/** As allowedBooking, for nightly bookings only. */
const nightlyBooking: typeof allowedBooking = async (db, res, orderId, link) => {
  const allowed = await allowedBooking(db, res, orderId, link);
  if (allowed.booking.subject.kind !== "reservation") throw notFound(locals(res).lang);
  return allowed;
};

export function dateChangeRoutes(db: Db, options: ChangeRoutesOptions): Router {
  const router = Router();
  const user = optionalUser(db);

  router.get(
    contract.preview.path,
    user,
    bookingHandler(
      db,
      contract.preview,
      async ({ lang, input: query, booking, guest }, res) => {
        const state = (await readDateChange(db, booking.id))!;
        const asked =
          query.arrival && query.departure && state.refusal === null
            ? {
                arrival: query.arrival,
                departure: query.departure,
                quote: await quoteNewDates(
                  db,
                  booking.id,
                  state,
                  { arrival: query.arrival, departure: query.departure },
                  lang,
                ),
              }
            : null;
        res.json({ status: "success", data: view(booking, state, guest, asked) } satisfies AnswerOf<
          typeof contract.preview
        >);
      },
      nightlyBooking,
    ),
  );

  router.post(
    contract.confirm.path,
    user,
    bookingHandler(
      db,
      contract.confirm,
      async ({ lang, orderId, input: body, booking, guest }, res) => {
        const outcome = await confirmDateChange(
          db,
          booking.id,
          {
            arrival: body.arrival,
            departure: body.departure,
            fromArrival: body.from_arrival,
            fromDeparture: body.from_departure,
          },
          { gateway: options.gateway.name, expiryMinutes: options.expiryMinutes, lang },
        );
        if (!outcome) throw notFound(lang);
        if (outcome.kind === "changed")
          await refundNow(db, options.gateway, outcome.refundPaymentIds, res, "date change refund", orderId);
        const payment =
          outcome.kind === "awaiting_payment"
            ? await paymentLink(db, options, outcome.change, outcome.created, lang)
            : null;
        const state = (await readDateChange(db, booking.id))!;
        res
          .status(outcome.kind === "already" || (outcome.kind === "awaiting_payment" && !outcome.created) ? 200 : 201)
          .json({
            status: "success",
            data: {
              ...view(booking, state, guest, null),
              outcome: outcome.kind === "awaiting_payment" ? "awaiting_payment" : "changed",
              payment,
            },
          } satisfies AnswerOf<typeof contract.confirm>);
      },
      nightlyBooking,
    ),
  );
  return router;
}

/** The gateway link of the difference's payment: started now (a new change), or the one another request started. */
async function paymentLink(
  db: Db,
  options: ChangeRoutesOptions,
  change: ChangeRow,
  created: boolean,
  lang: Lang,
): Promise<{ order_id: string; redirect_url: string; token: string }> {
  const orderId = change.paymentOrderId!;
  const link = created
    ? await startPayment(db, options.gateway, options.kinds, orderId, {
        finishUrl: options.finishUrl,
        expiryMinutes: options.expiryMinutes,
      }).catch(() => "failed" as const)
    : await awaitPaymentLink(db, orderId);
  if (link === "failed") throw new ApiError(502, translate(lang, "gatewayFailed"), { code: "gateway_failed" });
  if (link === "in_progress")
    throw new ApiError(409, translate(lang, "reservationInProgress"), { code: "in_progress" });
  return { order_id: orderId, redirect_url: link.redirectUrl, token: link.token };
}
