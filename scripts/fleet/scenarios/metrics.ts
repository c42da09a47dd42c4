// /metrics, scraped from each process, agrees with the database. The counters are per process and
// start at zero when a process starts (both were restarted under load), so the agreement is
// checked on a window: scrape both, book and pay a known number through the proxy, scrape again;
// the sum of both processes' increases must equal what the database gained. The gauge of payments
// by kind and state, read from the database at scrape, must equal the database on each process.
import { book, paySandbox } from "../booking.ts";
import { prepareStay, rows } from "../database.ts";
import type { Fleet, Scenario } from "../fleet.ts";

export const METRICS_TOKEN = "fleet-metrics-token-7c1e9a";
const WINDOW_BOOKINGS = 12;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, the lines this needs: `name{label="value",...} number`. */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

function total(samples: Sample[], name: string, labels: Record<string, string>): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function scrape(url: string): Promise<{ status: number; samples: Sample[] }> {
  const res = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
  return res ? { status: res.status, samples: parseMetrics(await res.text()) } : { status: 0, samples: [] };
}

async function scrapeBoth(fleet: Fleet) {
  return Promise.all([scrape(fleet.apps.a.directUrl), scrape(fleet.apps.b.directUrl)]);
}

const BOOKED = { route: "/v1/reservations/single", method: "POST", status: "2xx" };
const PAID = { kind: "reservation", state: "paid" };

async function databaseCounts(fleet: Fleet) {
  const [row] = await rows<{ reservations: number; paid: number }>(
    fleet.pool,
    `select (select count(*) from reservations)::int as reservations,
            (select count(*) from payments where subject_type = 'reservation' and transaction_status = 'settlement')::int as paid`,
  );
  return row!;
}

export const metrics: Scenario = {
  name: "metrics agree with the database",
  async run(fleet) {
    const before = await scrapeBoth(fleet);
    if (before.some((s) => s.status === 404)) {
      fleet.notRun("/metrics agrees with the database", "/metrics (prom-client, issue 21 item 5: branch observe)");
      return;
    }
    if (
      !fleet.check(
        "/metrics answers on both processes with the token",
        before.every((s) => s.status === 200),
        before.map((s) => s.status).join(","),
      )
    )
      return;
    const unauthorised = await fetch(`${fleet.apps.a.directUrl}/metrics`).then((r) => r.status);
    fleet.check("/metrics without the token is refused", unauthorised === 401, `${unauthorised}`);
    const dbBefore = await databaseCounts(fleet);

    const stay = await prepareStay(fleet.pool, { index: 7, units: 100, nights: 1 });
    const visitors = fleet.clients(3);
    const run = Date.now();
    let booked = 0;
    let paid = 0;
    await Promise.all(
      visitors.map(async (c, v) => {
        for (let i = 0; i < WINDOW_BOOKINGS / visitors.length; i++) {
          const answer = await book(c, stay, {
            email: `metrics${v}.${i}.${run}@example.com`,
            key: `fleet-metrics-${run}-${v}-${i}`,
          });
          if (answer.status !== 201 || !answer.payPath) continue;
          booked++;
          if ((await paySandbox(c, answer.payPath)).status === 303) paid++;
        }
      }),
    );
    const after = await scrapeBoth(fleet);
    const dbAfter = await databaseCounts(fleet);
    const increase = (metric: string, labels: Record<string, string>) =>
      after.reduce((sum, s) => sum + total(s.samples, metric, labels), 0) -
      before.reduce((sum, s) => sum + total(s.samples, metric, labels), 0);
    const bookedMetric = increase("inap_http_request_duration_seconds_count", BOOKED);
    const paidMetric = increase("inap_payment_transitions_total", PAID);
    fleet.check(
      "bookings: the processes' counts rose by what the database gained",
      bookedMetric === dbAfter.reservations - dbBefore.reservations && bookedMetric === booked,
      `metrics +${bookedMetric}, database +${dbAfter.reservations - dbBefore.reservations}, visitors ${booked}`,
    );
    fleet.check(
      "payments: paid transitions rose by what the database gained",
      paidMetric === dbAfter.paid - dbBefore.paid && paidMetric === paid,
      `metrics +${paidMetric}, database +${dbAfter.paid - dbBefore.paid}, visitors ${paid}`,
    );
    const inDatabase = await rows<{ kind: string; state: string; n: number }>(
      fleet.pool,
      `select subject_type as kind, transaction_status as state, count(*)::int as n from payments group by 1, 2`,
    );
    const wrong: string[] = [];
    for (const [i, scraped] of after.entries()) {
      const gauges = scraped.samples.filter((s) => s.name === "inap_payments");
      for (const row of inDatabase) {
        const value = total(gauges, "inap_payments", { kind: row.kind, state: row.state });
        if (value !== row.n) wrong.push(`${"ab"[i]} ${row.kind}/${row.state}: ${value} vs ${row.n}`);
      }
      if (gauges.reduce((sum, s) => sum + s.value, 0) !== inDatabase.reduce((sum, r) => sum + r.n, 0))
        wrong.push(`${"ab"[i]}: total differs`);
    }
    fleet.check(
      "inap_payments by kind and state equals the database on both processes",
      wrong.length === 0,
      wrong.length ? wrong.join("; ") : `${inDatabase.length} series`,
    );
    fleet.figure("metrics window: bookings / paid (metrics = database)", `${bookedMetric} / ${paidMetric}`);
    fleet.figure(
      "database: payments by kind and state",
      inDatabase
        .sort((x, y) => `${x.kind}${x.state}`.localeCompare(`${y.kind}${y.state}`))
        .map((r) => `${r.kind}/${r.state} ${r.n}`)
        .join(", "),
    );
  },
};
