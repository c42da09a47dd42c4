// What only the database knows, read when /metrics is scraped: three small aggregate queries (the
// payments by kind and state, the refunds waiting, the mail outbox) and the pool's counts. A
// scrape while the database is down answers the process's metrics, these at zero and
// inap_metrics_database_up at 0.
import { sql } from "drizzle-orm";
import { Gauge } from "prom-client";
import { queryRows, type Database } from "../db/client.ts";
import type { Logger } from "../http/logger.ts";
import { registry } from "./metrics.ts";

const payments = new Gauge({
  name: "inap_payments",
  help: "Payments in the database by purchase kind (reservation, long_stay, top_up) and Midtrans transaction status",
  labelNames: ["kind", "state"] as const,
  registers: [registry],
});

const refundsWaiting = new Gauge({
  name: "inap_refunds_required",
  help: "Money that must go back and has not: bookings marked refund_required, failed top-ups not yet refunded, refunds requested, failed or waiting for a bank account",
  labelNames: ["kind"] as const,
  registers: [registry],
});

const outboxDepth = new Gauge({
  name: "inap_mail_outbox_pending",
  help: "Mails waiting in the outbox to be sent",
  registers: [registry],
});
const outboxOldest = new Gauge({
  name: "inap_mail_outbox_oldest_pending_seconds",
  help: "Age of the oldest mail waiting in the outbox (0 when none)",
  registers: [registry],
});

const poolInUse = new Gauge({
  name: "inap_db_pool_in_use",
  help: "Database connections checked out of the pool (PGlite: its one connection)",
  registers: [registry],
});
const poolWaiting = new Gauge({
  name: "inap_db_pool_waiting",
  help: "Queries waiting for a free pool connection",
  registers: [registry],
});

const databaseUp = new Gauge({
  name: "inap_metrics_database_up",
  help: "1 when this scrape read the database gauges, 0 when the database could not be read",
  registers: [registry],
});

const DATABASE_GAUGES = [payments, refundsWaiting, outboxDepth, outboxOldest];

/** Sets the gauges from the database, one query after the other (a scrape holds one pool connection at a time). */
export async function readDatabaseGauges(database: Database, logger: Logger): Promise<void> {
  const pool = database.poolStats();
  poolInUse.set(pool.total - pool.idle);
  poolWaiting.set(pool.waiting);
  for (const gauge of DATABASE_GAUGES) gauge.reset();
  try {
    const byState = await queryRows<{ kind: string; state: string; n: number }>(
      database.db,
      sql`select subject_type as kind, transaction_status as state, count(*)::int as n from payments group by subject_type, transaction_status`,
    );
    const refunds = await queryRows<{ kind: string; n: number }>(
      database.db,
      sql`select kind, sum(n)::int as n from (
            select 'reservation' as kind, count(*)::int as n from reservations where status_text = 'refund_required'
            union all select 'top_up', count(*)::int from top_up_transactions where status = 'failed'
            union all select p.subject_type, count(*)::int from payment_refunds r join payments p on p.id = r.payment_id
              where r.status <> 'done' group by p.subject_type
          ) waiting group by kind`,
    );
    const [outbox] = await queryRows<{ pending: number; oldest_seconds: number | null }>(
      database.db,
      sql`select count(*)::int as pending, extract(epoch from now() - min(created_at))::float8 as oldest_seconds from mail_outbox where status = 'pending'`,
    );
    for (const row of byState) payments.set({ kind: row.kind, state: row.state }, Number(row.n));
    for (const row of refunds) refundsWaiting.set({ kind: row.kind }, Number(row.n));
    outboxDepth.set(Number(outbox?.pending ?? 0));
    outboxOldest.set(Math.max(0, Number(outbox?.oldest_seconds ?? 0)));
    databaseUp.set(1);
  } catch (error) {
    for (const gauge of DATABASE_GAUGES) gauge.reset();
    databaseUp.set(0);
    logger.warn("metrics: the database gauges could not be read", { error });
  }
}
