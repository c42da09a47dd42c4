// POST /v1/payments/notification: Midtrans's HTTP notification (and the sandbox's, which is built
// the same way). No app key: the gateway does not have ours. It is trusted only through its
// signature_key = SHA512(order_id + status_code + gross_amount + server_key).
//
// Every notification is recorded. A valid one is applied in one transaction that locks the
// reservation and then the payment row (the sweep locks in the same order), so a replay, a stale
// status or a race with the sweep changes nothing twice:
//   pending            → reservation status 0 (Kredivo: 2), payment stays open
//   settlement,
//   capture + accept   → paid: status 1 (DP: status 2 with statusPay 2); onReservationPaid once
//   deny, cancel,
//   failure            → status 3 'canceled', hold released once
//   expire             → status 6 'expired', hold released once
//   anything after paid, and anything but a payment after denied/cancelled/expired/failed → ignored;
//   a settlement after an expiry (money did arrive) takes the units again if they are free, else
//   marks the booking 'refund_required' and logs it.
import { Router } from "express";
import { eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import { paymentNotifications, referrerPromos, reservations } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { translate } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { onReservationPaid } from "../reservations/hooks.ts";
import { releaseReservation } from "../reservations/release.ts";
import { REFERRER_REWARD_PERCENT } from "../promos/service.ts";
import { grossAmountString, notificationSignature, signatureMatches, type PaymentGateway } from "./gateway.ts";

type Outcome = "paid" | "pending" | "failed" | "expired" | "unknown";

const PAID = new Set(["settlement", "capture", "refund", "partial_refund", "chargeback"]);
const FINAL = new Set([...PAID, "deny", "cancel", "expire", "failure"]);

export function outcomeOf(transactionStatus: string, fraudStatus: string | undefined): Outcome {
  switch (transactionStatus) {
    case "settlement":
      return "paid";
    case "capture":
      // A card capture is money only when fraud screening accepted it; "challenge" waits.
      return fraudStatus === undefined || fraudStatus === "" || fraudStatus === "accept" ? "paid" : fraudStatus === "challenge" ? "pending" : "failed";
    case "pending":
      return "pending";
    case "deny":
    case "cancel":
    case "failure":
      return "failed";
    case "expire":
      return "expired";
    default:
      return "unknown";
  }
}

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

export type NotificationResult = "applied" | "ignored";

export function paymentNotificationRoutes(db: Db, gateway: PaymentGateway): Router {
  const router = Router();
  router.post(
    "/payments/notification",
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const orderId = str(body.order_id).slice(0, 100);
      const transactionStatus = str(body.transaction_status).slice(0, 40);
      const statusCode = str(body.status_code);
      const grossAmount = str(body.gross_amount);
      const valid = orderId !== "" && signatureMatches(body.signature_key, notificationSignature(orderId, statusCode, grossAmount, gateway.serverKey));
      await db.insert(paymentNotifications).values({ orderId: orderId || "(none)", transactionStatus: transactionStatus || "(none)", signatureValid: valid, body: body as Record<string, unknown> });
      if (!valid) {
        locals(res).log?.warn("payment notification refused: bad signature", { orderId, transactionStatus, ip: req.ip });
        throw new ApiError(403, translate(lang, "notificationSignatureInvalid"), { code: "bad_signature" });
      }
      const result = await applyNotification(db, {
        orderId,
        transactionStatus,
        grossAmount,
        fraudStatus: body.fraud_status === undefined ? undefined : str(body.fraud_status),
        paymentType: str(body.payment_type) || undefined,
      });
      if (result === "unknown_order") throw new ApiError(404, translate(lang, "notificationUnknownOrder"), { code: "unknown_order" });
      if (result === "amount_mismatch") {
        locals(res).log?.error("payment notification amount differs from the order", { orderId, grossAmount });
        throw new ApiError(400, translate(lang, "invalidInput"), { code: "amount_mismatch" });
      }
      res.json({ status: "success", message: result });
    }),
  );
  return router;
}

interface NotificationInput {
  orderId: string;
  transactionStatus: string;
  grossAmount: string;
  fraudStatus: string | undefined;
  paymentType: string | undefined;
}

/** Applies a verified notification. Exported for the tests of the race with the sweep. */
export async function applyNotification(db: Db, n: NotificationInput): Promise<NotificationResult | "unknown_order" | "amount_mismatch"> {
  const [ref] = await queryRows<{ subject_id: number; gross_amount: number }>(
    db,
    sql`select subject_id, gross_amount from payments where order_id = ${n.orderId} and subject_type = 'reservation'`,
  );
  if (!ref) return "unknown_order";
  if (n.grossAmount !== grossAmountString(Number(ref.gross_amount)) && Number(n.grossAmount) !== Number(ref.gross_amount)) return "amount_mismatch";
  const outcome = outcomeOf(n.transactionStatus, n.fraudStatus);
  if (outcome === "unknown") return "ignored";

  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [reservation] = await queryRows<Record<string, unknown>>(tx, sql`select * from reservations where id = ${ref.subject_id} for update`);
    const [payment] = await queryRows<{ id: number; transaction_status: string }>(tx, sql`select id, transaction_status from payments where order_id = ${n.orderId} for update`);
    if (!reservation || !payment) return "ignored";
    // Nothing moves out of a paid state, and a failed or expired payment only moves when money
    // did arrive after all (a settlement after our expiry: see below). A pending after pending
    // only refreshes the payment type.
    if (PAID.has(payment.transaction_status)) return "ignored";
    if (FINAL.has(payment.transaction_status) && outcome !== "paid") return "ignored";
    const option = Number(reservation.payment_option);

    if (outcome === "pending") {
      const status = option === 3 ? 2 : 0;
      if (Number(reservation.status) === status && payment.transaction_status === "pending") {
        await tx.execute(sql`update payments set payment_type = coalesce(${n.paymentType ?? null}, payment_type), updated_at = now() where id = ${payment.id}`);
        return "ignored";
      }
      await tx.execute(sql`update reservations set status = ${status}, updated_at = now() where id = ${ref.subject_id} and released_at is null`);
      return "applied";
    }

    if (outcome === "failed" || outcome === "expired") {
      await releaseReservation(tx, ref.subject_id, outcome === "expired" ? { status: 6, statusText: "expired", transactionStatus: "expire" } : { status: 3, statusText: "canceled", transactionStatus: n.transactionStatus as "deny" | "cancel" | "failure" });
      await tx.execute(sql`update payments set transaction_status = ${n.transactionStatus}, payment_type = coalesce(${n.paymentType ?? null}, payment_type), updated_at = now() where id = ${payment.id}`);
      return "applied";
    }

    // Paid. If the sweep released the hold a moment earlier, take the units again when they are
    // still free; when they are not, the booking needs a refund by hand (logged, status kept).
    await tx.execute(sql`update payments set transaction_status = ${n.transactionStatus}, payment_type = coalesce(${n.paymentType ?? null}, payment_type), fraud_status = ${n.fraudStatus ?? null}, updated_at = now() where id = ${payment.id}`);
    if (reservation.released_at !== null) {
      const retaken = await retakeUnits(tx, ref.subject_id);
      if (!retaken) {
        await tx.execute(sql`update reservations set status_text = 'refund_required', updated_at = now() where id = ${ref.subject_id}`);
        console.error(JSON.stringify({ level: "error", msg: "paid after the hold was released and the units are gone: refund needed", orderId: n.orderId }));
        return "applied";
      }
    }
    const dp = option === 2;
    await tx.execute(
      sql`update reservations set status = ${dp ? 2 : 1}, status_pay = ${dp ? 2 : 0}, status_text = 'paid', expires_at = null, released_at = null, updated_at = now()
          where id = ${ref.subject_id}`,
    );
    await tx.execute(sql`update voucher_redemptions set status = 'spent' where reservation_id = ${ref.subject_id} and status = 'held'`);
    const referralCode = reservation.referral_code as string | null;
    if (referralCode) {
      const [referrer] = await queryRows<{ id: number }>(tx, sql`select id from users where referral_code = ${referralCode}`);
      if (referrer) await tx.insert(referrerPromos).values({ userId: referrer.id, promoPercent: REFERRER_REWARD_PERCENT, sourceReservationId: ref.subject_id });
    }
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, ref.subject_id));
    await onReservationPaid(tx, row!);
    return "applied";
  });
}

/** Takes a released reservation's units again (all nights or none): true when it could. */
async function retakeUnits(tx: Db, reservationId: number): Promise<boolean> {
  const lines = await queryRows<{ room_id: number; stay_date: string; qty: number }>(
    tx,
    sql`select room_id, to_char(stay_date, 'YYYY-MM-DD') as stay_date, sum(qty)::int as qty from reservation_lines where reservation_id = ${reservationId} group by room_id, stay_date order by room_id, stay_date`,
  );
  await tx.execute(sql`savepoint retake`);
  for (const line of lines) {
    const taken = await queryRows<{ room_id: number }>(
      tx,
      sql`update room_inventory set units_booked = units_booked + ${line.qty} where room_id = ${line.room_id} and stay_date = ${line.stay_date}::date and units_total - units_booked >= ${line.qty} returning room_id`,
    );
    if (taken.length === 0) {
      await tx.execute(sql`rollback to savepoint retake`);
      return false;
    }
  }
  await tx.execute(sql`release savepoint retake`);
  return true;
}
