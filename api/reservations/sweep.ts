// Unpaid holds end at their expiry: every 30 s one transaction picks up to 50 expired holds with
// FOR UPDATE SKIP LOCKED (so several processes share the work and never release one twice) and
// gives each back through releaseReservation (units, voucher, points, referrer promos), status 6.
import { createPeriodicSweep, type Sweeper } from "../jobs/periodic-sweep.ts";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import type { Logger } from "../http/logger.ts";
import { releaseReservation } from "./release.ts";

export const SWEEP_INTERVAL_MS = 30_000;
export const SWEEP_BATCH = 50;

/** One pass: answers how many holds it released. */
export async function sweepExpiredHolds(db: Db, batch = SWEEP_BATCH): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const due = await queryRows<{ id: number }>(
      tx,
      sql`select id from reservations
          where status in (0, 2) and status_pay = 0 and expires_at < now() and released_at is null
          order by expires_at
          for update skip locked
          limit ${batch}`,
    );
    let released = 0;
    for (const { id } of due) {
      if (await releaseReservation(tx, id, { status: 6, statusText: "expired", transactionStatus: "expire" })) released++;
    }
    return released;
  });
}

export function createSweeper(db: Db, logger: Logger, intervalMs = SWEEP_INTERVAL_MS): Sweeper {
  return createPeriodicSweep({ name: "expired holds released", intervalMs, batchSize: SWEEP_BATCH, batch: () => sweepExpiredHolds(db), logger });
}
