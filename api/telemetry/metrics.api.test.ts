import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { createLogger } from "../http/logger.ts";
import { createPeriodicSweep } from "../jobs/periodic-sweep.ts";
import { listen, TEST_APP_KEY, testApp, useTestApi } from "../test/harness.ts";
import { METRICS_PATH, metricsRoutes } from "./metrics-route.ts";

const TOKEN = "metrics-token-0123456789abcdef";

describe("/metrics", () => {
  const suite = useTestApi("pglite", async (database) => {
    const { app, logger } = testApp();
    app.use(metricsRoutes({ token: TOKEN, database, logger }));
    app.use("/v1", createApi({ database, appKey: TEST_APP_KEY, logger }));
    return listen(app);
  });
  const scrape = (authorization?: string) =>
    fetch(`${suite.api.origin}${METRICS_PATH}`, { headers: authorization ? { authorization } : {} });

  it("refuses a scrape without the token or with another one", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-0123456789abcd", `Basic ${TOKEN}`, TOKEN]) {
      const answer = await scrape(authorization);
      expect(answer.status).toBe(401);
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await answer.text()).not.toMatch(/inap_/);
    }
  });

  it("answers every named metric in Prometheus's text format, the database's figures as the database has them", async () => {
    await suite.database.db.execute(
      sql`insert into payments (order_id, subject_type, subject_id, gateway, gross_amount, transaction_status) values ('METRICS-1', 'reservation', 1, 'sandbox', 1000, 'settlement')`,
    );
    await suite.database.db.execute(
      sql`with paid as (
            insert into payments (order_id, subject_type, subject_id, gateway, gross_amount, transaction_status, payment_type)
            values ('METRICS-LS-1', 'long_stay', 1, 'sandbox', 2000, 'settlement', 'bank_transfer') returning id
          )
          insert into payment_refunds (payment_id, refund_key, amount, reason, gateway, status)
          select id, 'refund-METRICS-LS-1', 2000, 'cancelled', 'sandbox', 'needs_bank_account' from paid`,
    );
    await suite.database.db.execute(
      sql`insert into mail_outbox ("to", subject, text, html, kind, created_at) values ('a@example.com', 's', 't', 'h', 'test', now() - interval '90 seconds')`,
    );
    const sweep = createPeriodicSweep({
      name: "metrics test sweep",
      intervalMs: 60_000,
      batchSize: 10,
      batch: async () => 0,
      logger: createLogger("silent"),
    });
    sweep.start();
    await sweep.stop();
    await fetch(`${suite.api.origin}/v1/list-cities`, { headers: { "app-key": TEST_APP_KEY } });

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const text = await answer.text();
    for (const name of [
      "inap_http_request_duration_seconds",
      "inap_payments",
      "inap_payment_transitions_total",
      "inap_refunds_required_total",
      "inap_refunds_required",
      "inap_mail_outbox_pending",
      "inap_mail_outbox_oldest_pending_seconds",
      "inap_sweep_lag_seconds",
      "inap_biller_request_duration_seconds",
      "inap_biller_failures_total",
      "inap_db_pool_in_use",
      "inap_db_pool_waiting",
      "inap_rate_limit_refusals_total",
      "process_cpu_seconds_total",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    const value = (series: string) =>
      Number(new RegExp(`^${series.replace(/[{}"[\]\\/.+*?()|^$]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1]);
    const counts = await suite.rows<{ n: number }>(
      sql`select count(*)::int as n from payments where subject_type = 'reservation' and transaction_status = 'settlement'`,
    );
    expect(value('inap_payments{kind="reservation",state="settlement"}')).toBe(counts[0]!.n);
    // A cancellation's refund not yet done (waiting for a bank account) is money still owed.
    const owed = await suite.rows<{ n: number }>(
      sql`select count(*)::int as n from payment_refunds r join payments p on p.id = r.payment_id
          where r.status <> 'done' and p.subject_type = 'long_stay'`,
    );
    expect(owed[0]!.n).toBeGreaterThan(0);
    expect(value('inap_refunds_required{kind="long_stay"}')).toBe(owed[0]!.n);
    const pending = await suite.rows<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where status = 'pending'`,
    );
    expect(value("inap_mail_outbox_pending")).toBe(pending[0]!.n);
    expect(value("inap_mail_outbox_oldest_pending_seconds")).toBeGreaterThanOrEqual(90);
    expect(value('inap_sweep_lag_seconds{sweep="metrics test sweep"}')).toBeLessThan(60);
    expect(value("inap_db_pool_in_use")).toBe(1);
    expect(value("inap_db_pool_waiting")).toBe(0);
    expect(value("inap_metrics_database_up")).toBe(1);
    expect(
      value('inap_http_request_duration_seconds_count{route="/v1/list-cities",method="GET",status="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
  });
});
