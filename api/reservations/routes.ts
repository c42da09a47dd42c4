import { Router, type Request, type Response } from "express";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { UserRow } from "../auth/user-view.ts";
import type { Db } from "../db/client.ts";
import { payments, reservations } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { handle, locals } from "../http/middleware.ts";
import { translate, type Lang } from "../http/messages.ts";
import { parseInput } from "../http/validate.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { itemsTotal, reservationItems } from "../payments/items.ts";
import type { ReservationRow } from "./hooks.ts";
import { multipleReservationSchema, singleReservationSchema, type ReservationInput } from "./input.ts";
import { optionalUser } from "./optional-user.ts";
import { releaseReservation } from "./release.ts";
import { createReservation, findByIdempotencyKey, prepareReservation } from "./service.ts";

const orderIdParams = z.object({ orderId: z.string().trim().min(1, { message: "required" }).max(64, { message: "tooLong" }) });

export interface ReservationRoutesOptions {
  gateway: PaymentGateway;
  expiryMinutes: number;
  /** Where the gateway sends the browser back: the web app's home reads the three query fields. */
  finishUrl: string;
}

export function reservationRoutes(db: Db, options?: ReservationRoutesOptions): Router {
  const router = Router();

  /**
   * The payment gateway returns with an order id; the web app needs the booking id to open its
   * detail. Only the id is answered (seed: select=id); the detail itself needs the owner's token.
   */
  router.get(
    "/reservations/check-by-order-id/:orderId",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { orderId } = parseInput(orderIdParams, req.params, lang);
      const [row] = await db.select({ id: reservations.id }).from(reservations).where(eq(reservations.orderId, orderId)).limit(1);
      if (!row) throw new ApiError(404, translate(lang, "notFound"));
      res.json({ status: "success", data: { id: row.id } });
    }),
  );

  if (!options) return router;
  const user = optionalUser(db);
  router.post("/reservations/single", user, handle((req, res) => reserve(db, options, req, res, "single")));
  router.post("/reservations/multiple", user, handle((req, res) => reserve(db, options, req, res, "multiple")));
  return router;
}

async function reserve(db: Db, options: ReservationRoutesOptions, req: Request, res: Response, kind: "single" | "multiple") {
  const lang = locals(res).lang;
  const body = { ...(req.body as Record<string, unknown> | undefined), idempotency_key: (req.body as Record<string, unknown> | undefined)?.idempotency_key ?? req.get("idempotency-key") };
  const input: ReservationInput = kind === "single" ? parseInput(singleReservationSchema, body, lang) : parseInput(multipleReservationSchema, body, lang);
  const key = input.idempotency_key;

  // A replay answers what the first request answered, before any check that could now differ.
  if (key) {
    const earlier = await findByIdempotencyKey(db, key);
    if (earlier) return answerExisting(db, res, earlier, lang);
  }
  const user = (res.locals as { user?: UserRow }).user;
  const prepared = await prepareReservation(db, input, user, lang);
  const result = await createReservation(db, prepared, { idempotencyKey: key, expiryMinutes: options.expiryMinutes, gateway: options.gateway.name, lang });
  if (result.kind === "replay") return answerExisting(db, res, result.reservation, lang);
  const reservation = result.reservation;

  if (prepared.paymentOption === 1) {
    res.status(201).json(payAtPropertyAnswer(reservation, lang));
    return;
  }
  const items = reservationItems(reservation.orderId, prepared.price, prepared.paymentOption, prepared.roomNames, input.lang);
  try {
    if (itemsTotal(items) !== prepared.price.payNow) throw new Error(`item details sum to ${itemsTotal(items)}, not ${prepared.price.payNow}`);
    const created = await options.gateway.createTransaction({
      orderId: reservation.orderId,
      grossAmount: prepared.price.payNow,
      items,
      customer: { name: input.name, email: input.email, phone: `${input.phone.code}${input.phone.phone}` },
      paymentOption: prepared.paymentOption,
      finishUrl: options.finishUrl,
      startTime: reservation.createdAt,
      expiryMinutes: options.expiryMinutes,
    });
    await db.update(payments).set({ token: created.token, redirectUrl: created.redirectUrl }).where(eq(payments.orderId, reservation.orderId));
    res.status(201).json(gatewayAnswer(reservation.orderId, created.redirectUrl, created.token));
  } catch (error) {
    locals(res).log?.error("payment gateway failed, releasing the hold", { orderId: reservation.orderId, error });
    await db.transaction((tx) => releaseReservation(tx as unknown as Db, reservation.id, { status: 3, statusText: "canceled", transactionStatus: "failure" }));
    throw new ApiError(502, translate(lang, "gatewayFailed"), { code: "gateway_failed" });
  }
}

function payAtPropertyAnswer(reservation: ReservationRow, lang: Lang) {
  // The seed's client reads `data.reload` and `data.data.midtrans...` off the HTTP answer (axios's
  // `data` is the body), as it reads `data.data.remaining_point` elsewhere.
  return { status: "success", reload: true, message: translate(lang, "reservationConfirmedPayAtProperty"), data: { order_id: reservation.orderId } };
}

function gatewayAnswer(orderId: string, redirectUrl: string, token: string) {
  return { status: "success", data: { midtrans: { response_from_midtrans: { redirect_url: redirectUrl, token } }, order_id: orderId } };
}

/** The first request's answer for a replayed idempotency key (waits briefly while it finishes). */
async function answerExisting(db: Db, res: Response, reservation: ReservationRow, lang: Lang) {
  if (reservation.paymentOption === 1) {
    res.status(200).json(payAtPropertyAnswer(reservation, lang));
    return;
  }
  for (let waited = 0; waited <= 10_000; waited += 100) {
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, reservation.orderId));
    if (payment?.token && payment.redirectUrl) {
      res.status(200).json(gatewayAnswer(reservation.orderId, payment.redirectUrl, payment.token));
      return;
    }
    const [current] = await db.select({ releasedAt: reservations.releasedAt }).from(reservations).where(eq(reservations.id, reservation.id));
    if (current?.releasedAt) throw new ApiError(502, translate(lang, "gatewayFailed"), { code: "gateway_failed" });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new ApiError(409, translate(lang, "reservationInProgress"), { code: "in_progress" });
}
