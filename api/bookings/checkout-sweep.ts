// Check-out: every 10 minutes one transaction picks up to 50 paid bookings whose departure (at
// noon, Asia/Jakarta: the latest check-out of the rules) has passed, with FOR UPDATE SKIP LOCKED
// so several processes share the work and never take one twice, marks each checked out (status
// 4) and enqueues its review mail (dedupe key `review:{id}`: once, whatever happens).
// Paid here means what the voucher rule calls paid: status 1 or 7, or 2 with something payable on
// arrival (pay at property, DP paid). Long stays paid ('Settlement') past their check-out day
// become 'Check-Out' the same way, with their review mail (dedupe key `review:long_stay:{id}`).
import { createPeriodicSweep, type Sweeper } from "../jobs/periodic-sweep.ts";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import type { Logger } from "../http/logger.ts";
import { longStayReceipt } from "../long-stays/purchase.ts";
import { loadReservationReceipt } from "../reservations/receipt.ts";
import { enqueueReviewMail } from "./mails.ts";

export const CHECKOUT_INTERVAL_MS = 10 * 60_000;
export const CHECKOUT_BATCH = 50;

/** Each kind of booking checked out: which rows are paid, its check-out day's column, how it is marked, its receipt. */
const CHECKED_OUT_KINDS = [
  {
    table: "reservations",
    paid: sql`(status in (1, 7) or (status = 2 and status_pay in (1, 2))) and released_at is null`,
    checkOutDay: "departure",
    checkedOut: sql`status = 4, status_text = 'checked_out'`,
    receipt: loadReservationReceipt,
  },
  // Long stays paid (Settlement) whose check-out day has passed: 'Check-Out' and the review mail.
  {
    table: "long_stay_reservations",
    paid: sql`status = 'Settlement'`,
    checkOutDay: "check_out",
    checkedOut: sql`status = 'Check-Out'`,
    receipt: longStayReceipt,
  },
] as const;

/** One pass: answers how many bookings it checked out. `now` lets tests move the clock. */
export async function sweepCheckOuts(db: Db, options: { batch?: number; now?: Date } = {}): Promise<number> {
  const batch = options.batch ?? CHECKOUT_BATCH;
  const now = options.now ?? new Date();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    let checkedOut = 0;
    for (const kind of CHECKED_OUT_KINDS) {
      const table = sql.identifier(kind.table);
      const day = sql.identifier(kind.checkOutDay);
      const due = await queryRows<{ id: number }>(
        tx,
        sql`select id from ${table}
            where ${kind.paid}
              and ${day} + time '12:00' < (${now.toISOString()}::timestamptz at time zone 'Asia/Jakarta')
            order by ${day}, id
            for update skip locked
            limit ${batch}`,
      );
      for (const { id } of due) {
        await tx.execute(sql`update ${table} set ${kind.checkedOut}, updated_at = now() where id = ${id}`);
        await enqueueReviewMail(tx, await kind.receipt(tx, Number(id)));
      }
      checkedOut += due.length;
    }
    return checkedOut;
  });
}

export function createCheckOutSweeper(db: Db, logger: Logger, intervalMs = CHECKOUT_INTERVAL_MS): Sweeper {
  return createPeriodicSweep({
    name: "bookings checked out",
    intervalMs,
    batchSize: CHECKOUT_BATCH,
    batch: () => sweepCheckOuts(db),
    logger,
  });
}
