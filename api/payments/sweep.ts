// Open payments end at their expiry, whatever the purchase: every 30 s one transaction looks at up
// to 50 pending payments past `expires_at`, locks each purchase (through its handler) and then the
// payment with FOR UPDATE SKIP LOCKED (so several processes share the work and never end one
// twice), marks the payment 'expire' and lets the handler give the purchase back.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import type { Logger } from "../http/logger.ts";
import { createPeriodicSweep, type Sweeper } from "../jobs/periodic-sweep.ts";
import { endOpenPayment } from "./apply.ts";
import type { PurchaseKinds } from "./kinds.ts";

export const SWEEP_INTERVAL_MS = 30_000;
export const SWEEP_BATCH = 50;

/** One pass: answers how many payments it ended. */
export async function sweepExpiredPayments(db: Db, kinds: PurchaseKinds, batch = SWEEP_BATCH): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const due = await queryRows<{ id: number; subject_type: string; subject_id: number }>(
      tx,
      sql`select id, subject_type, subject_id from payments
          where transaction_status = 'pending' and expires_at < now()
          order by expires_at
          limit ${batch}`,
    );
    let ended = 0;
    for (const p of due) {
      const handler = kinds.handler(p.subject_type);
      const payment = { id: Number(p.id), subjectId: Number(p.subject_id) };
      if (handler && (await endOpenPayment(tx, handler, payment, "expired", { skipLocked: true, onlyExpired: true })))
        ended++;
    }
    return ended;
  });
}

export function createSweeper(db: Db, kinds: PurchaseKinds, logger: Logger, intervalMs = SWEEP_INTERVAL_MS): Sweeper {
  return createPeriodicSweep({
    name: "expired payments ended",
    intervalMs,
    batchSize: SWEEP_BATCH,
    batch: () => sweepExpiredPayments(db, kinds),
    logger,
  });
}
