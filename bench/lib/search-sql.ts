// The search's SQL on its own: what /v1/hotels runs (searchHotels) called directly over one
// pg connection, no HTTP, no Express, no JSON. Issue 15 asks for the API within 1.3 times its SQL;
// this is the "SQL" side of that ratio, timed the way the API's own call is (driver included).
import { openDatabase } from "#api/db/client.ts";
import { searchHotels } from "#api/hotels/search.ts";
import { percentile } from "./load.ts";
import type { Stay } from "./queries.ts";
import type { BenchContext } from "./types.ts";

export interface SqlTiming {
  searches: number;
  p50: number;
  p95: number;
}

/** Runs the stays in turn for `durationSec` after one untimed pass (each statement prepared once). */
export async function timeSearchSql(ctx: BenchContext, stays: Stay[], durationSec: number): Promise<SqlTiming | null> {
  if (ctx.database.kind !== "postgres" || !ctx.database.url) return null;
  const database = await openDatabase({ databaseUrl: ctx.database.url, maxConnections: 1 });
  try {
    const search = (stay: Stay) => searchHotels(database.db, { ...stay, city: stay.city });
    for (const stay of stays.slice(0, 50)) await search(stay);
    const times: number[] = [];
    const until = performance.now() + durationSec * 1000;
    for (let i = 0; performance.now() < until; i++) {
      const t0 = performance.now();
      await search(stays[i % stays.length]!);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return { searches: times.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
  } finally {
    await database.close();
  }
}
