import { Router, type Request, type Response } from "express";
import {
  reservations as contract,
  type AnswerOf,
  type GatewayAnswer,
  type PayAtPropertyAnswer,
  type ReservationInput,
} from "#core/contract/index.ts";
import type { UserRow } from "../auth/user-view.ts";
import { ApiError } from "../http/errors.ts";
import { handle, locals } from "../http/middleware.ts";
import { translate, type Lang } from "../http/messages.ts";
import { isDatabaseUnavailable, type Db } from "../db/client.ts";
import { parseInput } from "../http/validate.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import type { PurchaseKinds } from "../payments/kinds.ts";
import { findOrder } from "../payments/order-lookup.ts";
import { awaitPaymentLink, startPayment } from "../payments/start.ts";
import { paymentLinkFor } from "./payment-link.ts";
import type { ReservationRow } from "./hooks.ts";
import { optionalUser } from "./optional-user.ts";
import { assertSamePayload, createReservation, findByIdempotencyKey, prepareReservation } from "./service.ts";
import { callerOf, requestHash } from "./caller.ts";
import { checkBookingSize } from "./hold-caps.ts";
import { HOLD_LIMITS, type HoldLimits } from "./hold-limits.ts";
import { clientIp, rateLimit } from "../http/rate-limit.ts";
import { mailboxKeyOf } from "../mail/mailbox-key.ts";

export interface ReservationRoutesOptions {
  gateway: PaymentGateway;
  /** Every purchase kind: an order id of any of them is looked up, and the payment is started through its kind. */
  kinds: PurchaseKinds;
  expiryMinutes: number;
  /** Where the gateway sends the browser back: the web app's home reads the three query fields. */
  finishUrl: string;
  /** Caps on unpaid holds and on reservation attempts; HOLD_LIMITS unless a test overrides some. */
  holdLimits?: Partial<HoldLimits>;
}

export function reservationRoutes(db: Db, options: ReservationRoutesOptions): Router {
  const router = Router();

  /**
   * The payment gateway returns with an order id of any purchase kind; the web app needs the
   * purchase's kind and id to open its detail, and its state for the popup. Nothing else is
   * answered; the purchase itself needs its owner's token or the guest's email.
   */
  router.get(
    contract.checkByOrderId.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { orderId } = parseInput(contract.checkByOrderId.params, req.params, lang);
      const found = await findOrder(db, options.kinds, orderId);
      if (!found) throw new ApiError(404, translate(lang, "notFound"));
      res.json({ status: "success", data: found } satisfies AnswerOf<typeof contract.checkByOrderId>);
    }),
  );

  const user = optionalUser(db);
  const limits: HoldLimits = { ...HOLD_LIMITS, ...options.holdLimits };
  const perClient = rateLimit({ db, name: "reservation-create", ...limits.createPerClient, key: clientIp });
  router.post(
    contract.single.path,
    perClient,
    user,
    handle((req, res) => reserve(db, options, limits, req, res, "single")),
  );
  router.post(
    contract.multiple.path,
    perClient,
    user,
    handle((req, res) => reserve(db, options, limits, req, res, "multiple")),
  );
  router.post(
    contract.paymentLink.path,
    perClient,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { order_id: orderId, email } = parseInput(contract.paymentLink.body, req.body, lang);
      const link = await paymentLinkFor(
        db,
        options.gateway,
        options.kinds,
        { orderId, email },
        { finishUrl: options.finishUrl, expiryMinutes: options.expiryMinutes },
      );
      if (link === "not_found") throw new ApiError(404, translate(lang, "notFound"), { code: "not_found" });
      if (link === "not_open") throw new ApiError(409, translate(lang, "paymentNotOpen"), { code: "not_open" });
      if (link === "gateway_failed")
        throw new ApiError(502, translate(lang, "gatewayFailed"), { code: "gateway_failed" });
      res.json(gatewayAnswer(orderId, link.redirectUrl, link.token) satisfies AnswerOf<typeof contract.paymentLink>);
    }),
  );
  return router;
}

async function reserve(
  db: Db,
  options: ReservationRoutesOptions,
  limits: HoldLimits,
  req: Request,
  res: Response,
  kind: "single" | "multiple",
) {
  const lang = locals(res).lang;
  const body = {
    ...(req.body as Record<string, unknown> | undefined),
    idempotency_key: (req.body as Record<string, unknown> | undefined)?.idempotency_key ?? req.get("idempotency-key"),
  };
  const input: ReservationInput =
    kind === "single" ? parseInput(contract.single.body, body, lang) : parseInput(contract.multiple.body, body, lang);
  const key = input.idempotency_key;
  const user = (res.locals as { user?: UserRow }).user;
  const caller = callerOf(clientIp(req), user?.id, mailboxKeyOf(req));
  const hash = requestHash(input);

  // A replay of the caller's own key with the same payload answers what the first request
  // answered, before any check that could now differ.
  if (key) {
    const earlier = await findByIdempotencyKey(db, caller.idempotencyScope, key);
    if (earlier) {
      assertSamePayload(earlier, hash, lang);
      return answerExisting(db, res, earlier, lang);
    }
  }
  const prepared = await prepareReservation(db, input, user, lang);
  checkBookingSize(prepared.nights, limits, lang);
  const result = await createReservation(db, prepared, {
    idempotencyKey: key,
    expiryMinutes: options.expiryMinutes,
    gateway: options.gateway.name,
    lang,
    caller,
    requestHash: hash,
    holdLimits: limits,
  });
  if (result.kind === "replay") return answerExisting(db, res, result.reservation, lang);
  const reservation = result.reservation;

  if (prepared.paymentOption === 1) {
    res.status(201).json(payAtPropertyAnswer(reservation, lang));
    return;
  }
  try {
    const created = await startPayment(db, options.gateway, options.kinds, reservation.orderId, {
      finishUrl: options.finishUrl,
      expiryMinutes: options.expiryMinutes,
    });
    res.status(201).json(gatewayAnswer(reservation.orderId, created.redirectUrl, created.token));
  } catch (error) {
    // The database lost between the hold and its payment page: the booking exists, so the visitor
    // gets its order id and makes the page with 'Pay now' (/reservations/payment-link).
    if (isDatabaseUnavailable(error)) {
      locals(res).log?.warn("booking held without its payment page (database unavailable)", {
        orderId: reservation.orderId,
        error,
      });
      throw new ApiError(503, translate(lang, "paymentLinkPending", { orderId: reservation.orderId }), {
        code: "payment_link_pending",
        orderId: reservation.orderId,
      });
    }
    locals(res).log?.error("payment gateway failed, the hold was given back", { orderId: reservation.orderId, error });
    throw new ApiError(502, translate(lang, "gatewayFailed"), { code: "gateway_failed" });
  }
}

function payAtPropertyAnswer(reservation: ReservationRow, lang: Lang): PayAtPropertyAnswer {
  // The seed's client reads `data.reload` and `data.data.midtrans...` off the HTTP answer (axios's
  // `data` is the body), as it reads `data.data.remaining_point` elsewhere.
  return {
    status: "success",
    reload: true,
    message: translate(lang, "reservationConfirmedPayAtProperty"),
    data: { order_id: reservation.orderId },
  };
}

function gatewayAnswer(orderId: string, redirectUrl: string, token: string): GatewayAnswer {
  return {
    status: "success",
    data: { midtrans: { response_from_midtrans: { redirect_url: redirectUrl, token } }, order_id: orderId },
  };
}

/** The first request's answer for a replayed idempotency key (waits briefly while it finishes). */
async function answerExisting(db: Db, res: Response, reservation: ReservationRow, lang: Lang) {
  if (reservation.paymentOption === 1) {
    res.status(200).json(payAtPropertyAnswer(reservation, lang));
    return;
  }
  const link = await awaitPaymentLink(db, reservation.orderId);
  if (link === "failed") throw new ApiError(502, translate(lang, "gatewayFailed"), { code: "gateway_failed" });
  // Still no page after the wait: the first request's process stopped (or its database blinked)
  // between the hold and the page. The booking exists: its order id, and Pay now makes the page
  // (the fleet test found a replay after a SIGKILL answered 409 with no order id, the hold kept).
  if (link === "in_progress") {
    throw new ApiError(503, translate(lang, "paymentLinkPending", { orderId: reservation.orderId }), {
      code: "payment_link_pending",
      orderId: reservation.orderId,
    });
  }
  res.status(200).json(gatewayAnswer(reservation.orderId, link.redirectUrl, link.token));
}
