// POST /v1/payments/notification: Midtrans's HTTP notification (and the sandbox's, which is built
// the same way), for every purchase kind. No app key: the gateway does not have ours. Trusted in
// three steps before anything is applied (./apply.ts):
//   1. signature_key = SHA512(order_id + status_code + gross_amount + server_key), else 403;
//   2. the signature does not cover transaction_status, so it must agree with status_code
//      (200 settlement/capture, 201 pending, 202 deny/cancel/expire/failure), else 400;
//   3. with the real gateway, the status is asked of Midtrans's status API and that answer is
//      what is applied (503 while it cannot be asked: Midtrans retries).
// Only verified notifications are stored whole. Refused ones are counted per client IP (429 past
// the limit) and only a bounded sample of them is stored, trimmed to the known fields.
import { Router, type Request, type Response } from "express";
import { payments as contract } from "#core/contract/index.ts";
import type { Db } from "../db/client.ts";
import { paymentNotifications } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { translate } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { clientIp, hit } from "../http/rate-limit.ts";
import { applyNotification, type PaymentUpdate } from "./apply.ts";
import { notificationSignature, signatureMatches, type PaymentGateway } from "./gateway.ts";
import type { PurchaseKinds } from "./kinds.ts";
import { performRequestedRefunds } from "./refund.ts";
import { statusCodeMatches } from "./state.ts";

export interface NotificationOptions {
  /** Refused notifications one client IP may send per minute before it gets 429. */
  refusedPerMinute?: number;
  /** Refused notifications stored per hour (all clients together), as a sample for inspection. */
  refusedSamplePerHour?: number;
}

const KNOWN_FIELDS = [
  "order_id",
  "transaction_status",
  "status_code",
  "gross_amount",
  "signature_key",
  "payment_type",
  "fraud_status",
  "transaction_id",
  "transaction_time",
] as const;

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** What a refused notification may store: the known fields, each cut short. */
export function trimmedBody(body: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of KNOWN_FIELDS) if (body[field] !== undefined) kept[field] = str(body[field]).slice(0, 200);
  return kept;
}

export function paymentNotificationRoutes(
  db: Db,
  gateway: PaymentGateway,
  kinds: PurchaseKinds,
  options: NotificationOptions = {},
): Router {
  const refusedPerMinute = options.refusedPerMinute ?? 30;
  const samplePerHour = options.refusedSamplePerHour ?? 100;
  const router = Router();

  /** Counts, maybe samples, logs and throws: 429 past the client's limit, else `status`. */
  async function refuse(
    req: Request,
    res: Response,
    body: Record<string, unknown>,
    refusal: { status: number; code: string; message: string; signatureValid: boolean },
  ): Promise<never> {
    const lang = locals(res).lang;
    const orderId = str(body.order_id).slice(0, 100);
    const transactionStatus = str(body.transaction_status).slice(0, 40);
    const counted = await hit(db, "payment-notification-refused", clientIp(req), 60).catch(() => undefined);
    if (counted && counted.count > refusedPerMinute) {
      res.setHeader("Retry-After", String(counted.retryAfter));
      throw new ApiError(
        429,
        translate(lang, "tooManyAttempts", { minutes: Math.max(1, Math.ceil(counted.retryAfter / 60)) }),
        { code: "rate_limited" },
      );
    }
    const sampled = await hit(db, "payment-notification-sample", "all", 3600).catch(() => undefined);
    if (sampled && sampled.count <= samplePerHour) {
      await db.insert(paymentNotifications).values({
        orderId: orderId || "(none)",
        transactionStatus: transactionStatus || "(none)",
        signatureValid: refusal.signatureValid,
        body: trimmedBody(body),
      });
    }
    locals(res).log?.warn(`payment notification refused: ${refusal.code}`, { orderId, transactionStatus, ip: req.ip });
    throw new ApiError(refusal.status, refusal.message, { code: refusal.code });
  }

  router.post(
    contract.notification.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const body = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
      const orderId = str(body.order_id).slice(0, 100);
      const transactionStatus = str(body.transaction_status).slice(0, 40);
      const statusCode = str(body.status_code);
      const grossAmount = str(body.gross_amount);
      const fraudStatus = body.fraud_status === undefined ? undefined : str(body.fraud_status);
      const valid =
        orderId !== "" &&
        signatureMatches(
          body.signature_key,
          notificationSignature(orderId, statusCode, grossAmount, gateway.serverKey),
        );
      if (!valid)
        await refuse(req, res, body, {
          status: 403,
          code: "bad_signature",
          message: translate(lang, "notificationSignatureInvalid"),
          signatureValid: false,
        });
      if (!statusCodeMatches(transactionStatus, statusCode, fraudStatus)) {
        await refuse(req, res, body, {
          status: 400,
          code: "status_mismatch",
          message: translate(lang, "invalidInput"),
          signatureValid: true,
        });
      }

      let update: PaymentUpdate = {
        orderId,
        transactionStatus,
        grossAmount,
        fraudStatus,
        paymentType: str(body.payment_type) || undefined,
      };
      if (gateway.fetchStatus) {
        try {
          const confirmed = await gateway.fetchStatus(orderId);
          if (confirmed.transactionStatus !== transactionStatus)
            locals(res).log?.warn("payment notification differs from the gateway's status: applying the gateway's", {
              orderId,
              notified: transactionStatus,
              confirmed: confirmed.transactionStatus,
            });
          update = {
            orderId,
            transactionStatus: confirmed.transactionStatus,
            grossAmount: confirmed.grossAmount,
            fraudStatus: confirmed.fraudStatus,
            paymentType: confirmed.paymentType,
          };
        } catch (error) {
          locals(res).log?.error("payment status could not be confirmed with the gateway", { orderId, error });
          res.setHeader("Retry-After", "60");
          throw new ApiError(503, translate(lang, "serverError"), { code: "status_unconfirmed" });
        }
      }

      await db
        .insert(paymentNotifications)
        .values({ orderId, transactionStatus: transactionStatus || "(none)", signatureValid: true, body });
      const result = await applyNotification(db, kinds, update);
      if (result === "unknown_order")
        throw new ApiError(404, translate(lang, "notificationUnknownOrder"), { code: "unknown_order" });
      if (result === "amount_mismatch") {
        locals(res).log?.error("payment notification amount differs from the order", {
          orderId,
          grossAmount: update.grossAmount,
        });
        throw new ApiError(400, translate(lang, "invalidInput"), { code: "amount_mismatch" });
      }
      // Money for a booking the guest had cancelled goes straight back (the refund sweep retries).
      if (result === "applied")
        await performRequestedRefunds(db, gateway, { orderId }).catch((error: unknown) =>
          locals(res).log?.error("refund after a late payment could not be carried out now", { orderId, error }),
        );
      res.json({ status: "success", message: result });
    }),
  );
  return router;
}
