// After payment, a top-up goes to the biller and is followed until it ends, through one periodic
// pass over the rows whose `next_check_at` is due (so a restart loses nothing):
//   paid, processing → ask the biller with the purchase's ref_id (the first ask buys, any later one
//                      is the status check: Digiflazz never buys twice for one ref_id);
//   failed           → refund the payment through the gateway, then 'refunded'.
// A purchase still without a final answer after MAX_BILLER_ATTEMPTS asks is given up: failed, then
// refunded. Success and refunded each queue the receipt mail (./mail.ts) in the same transaction.
// Before asking, a row's next_check_at moves ahead (a lease with back-off), so a crash or an
// unreachable biller means a later retry, never a lost or doubled purchase. The biller's signed
// callback applies the same result through applyBillerResult (a failure only once the biller's
// status check confirms it: applyBillerCallback); whichever comes second is ignored.
import { eq, sql } from "drizzle-orm";
import { isTopUpType } from "#core/rules/top-up.ts";
import { queryRows, type Db } from "../db/client.ts";
import { topUpProducts, topUpTransactions } from "../db/schema.ts";
import type { Logger } from "../http/logger.ts";
import { createPeriodicSweep, type Sweeper } from "../jobs/periodic-sweep.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { refundPayment } from "../payments/refund.ts";
import { type Biller, type BillerResult, BillerUnavailable, plnTokenOf } from "./biller/biller.ts";
import { enqueueTopUpMail } from "./mail.ts";

export const FOLLOW_UP_INTERVAL_MS = 5_000;
export const FOLLOW_UP_BATCH = 20;
/**
 * Asks of the biller before giving up on a purchase that never got a final answer (about 45
 * minutes with the back-off): it then counts as failed and is refunded, so every paid top-up
 * ends in success or refunded. The count lives in the row, so a restart does not reset it.
 */
export const MAX_BILLER_ATTEMPTS = 10;

/** Seconds until the next ask after `attempts` asks: 15 s doubling, at most 10 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(15 * 2 ** Math.max(0, attempts - 1), 600);
}

export type BillerApplyResult = "applied" | "ignored" | "unknown";

/** Applies the biller's word on a ref_id (answer or callback): only while the purchase waits for it. */
export async function applyBillerResult(db: Db, result: BillerResult): Promise<BillerApplyResult> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await queryRows<{ id: number; status: string; category: string }>(
      tx,
      sql`select id, status, category from top_up_transactions where ref_id = ${result.refId} for update`,
    );
    if (!row) return "unknown";
    if (row.status !== "paid" && row.status !== "processing") return "ignored";
    if (result.status === "pending") {
      if (row.status === "processing") return "ignored";
      await tx.execute(
        sql`update top_up_transactions set status = 'processing', biller_message = ${result.message}, updated_at = now() where id = ${row.id}`,
      );
    } else if (result.status === "success") {
      const token = row.category === "pln_token" ? (plnTokenOf(result.sn) ?? null) : null;
      await tx.execute(
        sql`update top_up_transactions set status = 'success', serial_number = ${result.sn || null}, pln_token = ${token}, biller_message = ${result.message}, next_check_at = null, updated_at = now() where id = ${row.id}`,
      );
      await enqueueTopUpMail(tx, row.id, "success");
    } else {
      await tx.execute(
        sql`update top_up_transactions set status = 'failed', biller_message = ${result.message}, next_check_at = now(), updated_at = now() where id = ${row.id}`,
      );
    }
    return "applied";
  });
}

/** Takes one due row: moves its next check ahead and answers what to do, or undefined when another process has it. */
async function lease(db: Db, id: number) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await queryRows<{ status: string; biller_attempts: number }>(
      tx,
      sql`select status, biller_attempts from top_up_transactions where id = ${id} and next_check_at <= now() and status in ('paid', 'processing', 'failed') for update skip locked`,
    );
    if (!row) return undefined;
    const attempts = Number(row.biller_attempts) + 1;
    if (row.status !== "failed" && attempts > MAX_BILLER_ATTEMPTS) {
      await tx.execute(
        sql`update top_up_transactions set status = 'failed', biller_message = ${`no final answer after ${MAX_BILLER_ATTEMPTS} asks`}, next_check_at = now() + interval '15 seconds', updated_at = now() where id = ${id}`,
      );
      return "failed";
    }
    await tx.execute(
      sql`update top_up_transactions set biller_attempts = ${attempts}, next_check_at = now() + make_interval(secs => ${backoffSeconds(attempts)}) where id = ${id}`,
    );
    return row.status;
  });
}

/** Asks the biller about one purchase by its ref_id: the first ask buys, any later one is the status check. */
async function askBiller(
  db: Db,
  biller: Biller,
  where: { id: number } | { refId: string },
): Promise<BillerResult | undefined> {
  const [row] = await db
    .select({
      refId: topUpTransactions.refId,
      category: topUpTransactions.category,
      sku: topUpProducts.skuCode,
      t: topUpTransactions,
    })
    .from(topUpTransactions)
    .innerJoin(topUpProducts, eq(topUpProducts.id, topUpTransactions.productId))
    .where("id" in where ? eq(topUpTransactions.id, where.id) : eq(topUpTransactions.refId, where.refId));
  if (!row || !isTopUpType(row.category)) return undefined;
  const customerNo = row.t.plnNumber ?? row.t.gameId ?? row.t.emoneyAccount ?? row.t.phoneNumber ?? "";
  const result = await biller.transaction({ refId: row.refId, sku: row.sku ?? "", customerNo });
  return { ...result, refId: row.refId };
}

async function sendToBiller(db: Db, biller: Biller, id: number): Promise<void> {
  const result = await askBiller(db, biller, { id });
  if (result) await applyBillerResult(db, result);
}

/**
 * The biller's signed callback. One that would refund (failed) is applied only as the biller's
 * own status check answers (the same ref_id asked again), as Midtrans's notifications are
 * re-checked with its status API: a leaked secret or a callback sent in error cannot get a
 * delivered top-up refunded. Success and pending are applied as they come. A biller that cannot
 * be reached now throws BillerUnavailable: the purchase stays as it is for the next follow-up.
 */
export async function applyBillerCallback(db: Db, biller: Biller, claimed: BillerResult): Promise<BillerApplyResult> {
  if (claimed.status !== "failed") return applyBillerResult(db, claimed);
  const [row] = await db
    .select({ status: topUpTransactions.status })
    .from(topUpTransactions)
    .where(eq(topUpTransactions.refId, claimed.refId));
  if (!row) return "unknown";
  // Only a purchase that waits for the biller is asked (asking a finished one would be pointless).
  if (row.status !== "paid" && row.status !== "processing") return "ignored";
  const confirmed = await askBiller(db, biller, { refId: claimed.refId });
  return confirmed ? applyBillerResult(db, confirmed) : "unknown";
}

async function refund(db: Db, gateway: PaymentGateway, id: number): Promise<void> {
  const [row] = await db
    .select({ refId: topUpTransactions.refId, message: topUpTransactions.billerMessage })
    .from(topUpTransactions)
    .where(eq(topUpTransactions.id, id));
  if (!row) return;
  await refundPayment(db, gateway, row.refId, `top-up failed at the biller: ${row.message ?? ""}`.slice(0, 200));
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const ended = await queryRows(
      tx,
      sql`update top_up_transactions set status = 'refunded', next_check_at = null, updated_at = now() where id = ${id} and status = 'failed' returning id`,
    );
    if (ended.length > 0) await enqueueTopUpMail(tx, id, "refunded");
  });
}

/** One pass over the due top-ups; answers how many it handled. */
export async function followUpTopUps(
  db: Db,
  biller: Biller,
  gateway: PaymentGateway,
  logger?: Logger,
  batch = FOLLOW_UP_BATCH,
): Promise<number> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`select id from top_up_transactions where next_check_at <= now() and status in ('paid', 'processing', 'failed') order by next_check_at limit ${batch}`,
  );
  let handled = 0;
  for (const { id } of due) {
    const status = await lease(db, Number(id));
    if (!status) continue;
    handled++;
    try {
      if (status === "failed") await refund(db, gateway, Number(id));
      else await sendToBiller(db, biller, Number(id));
    } catch (error) {
      // Retried at the leased next_check_at.
      if (!(error instanceof BillerUnavailable)) logger?.error("top-up follow-up failed", { id, error });
    }
  }
  return handled;
}

export function createTopUpFollowUp(
  db: Db,
  biller: Biller,
  gateway: PaymentGateway,
  logger: Logger,
  intervalMs = FOLLOW_UP_INTERVAL_MS,
): Sweeper {
  return createPeriodicSweep({
    name: "top-ups followed up",
    intervalMs,
    batchSize: FOLLOW_UP_BATCH,
    batch: () => followUpTopUps(db, biller, gateway, logger),
    logger,
  });
}
