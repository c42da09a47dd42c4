// The search at 5,000 and at 20,000 properties side by side (issue 25 item 4, decision 067): for
// each data set its seeding time, database size and rows, and the search's SQL alone over the
// bench's mix at one connection, with the PostgreSQL backend's own CPU per search. The run's own
// data set is one of the two; the other is a database of its own (BENCH_SCALE_DATABASE_URL, by
// default the bench database's name with `_<count>`), prepared like the run's (reused when current).
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#api/db/client.ts";
import { searchHotels } from "#api/hotels/search.ts";
import { prepareDatabase } from "../lib/database.ts";
import { percentile } from "../lib/load.ts";
import { processCpuMs } from "../lib/process.ts";
import { makeStays, type Stay } from "../lib/queries.ts";
import type { BenchContext, Measure, Section } from "../lib/types.ts";

const SIZES = [5000, 20_000] as const;
/** DESIGN.md section 8 and issue 25: at 20,000 properties, SQL p50 and PostgreSQL CPU per search. */
const BUDGET_MS = 2.5;

interface Scale {
  properties: number;
  rooms: number;
  roomNights: number;
  seedSec: number | null;
  sizeMb: number;
  searches: number;
  p50: number;
  p95: number;
  /** The backend's utime + stime per search (clock ticks of 10 ms, summed over the run). */
  pgCpuMs: number | null;
  /** p50 by the stay's nights: 1, 2-3, 4-7. */
  p50ByNights: Record<string, number>;
  /**
   * Of the prepared search statements' executions on the connection, the share PostgreSQL planned
   * afresh (a custom plan, about 1 ms at 20,000) rather than from its cached generic plan (decision 077).
   */
  customPlanShare: number | null;
}

export const searchScale: Section = {
  id: "scale",
  name: "search at 5,000 and 20,000 properties",
  applies: (ctx) => (ctx.database.kind === "postgres" ? true : "PostgreSQL only: it seeds a second database"),
  async run(ctx) {
    const scales: Scale[] = [];
    for (const count of SIZES) {
      const url = count === ctx.database.propertyCount ? ctx.database.url! : await otherDataSet(ctx, count);
      ctx.log(`scale: ${count} properties, timing the search's SQL alone for ${ctx.durationSec} s at 1 connection`);
      scales.push(await measureScale(ctx, url, ctx.durationSec));
    }
    const [small, large] = scales as [Scale, Scale];
    printSideBySide(ctx, small, large);
    const round = (n: number) => Math.round(n * 100) / 100;
    const measures: Measure[] = [];
    for (const s of scales) {
      const n = s.properties.toLocaleString("en");
      const budget = s.properties >= 20_000 ? { budget: { max: BUDGET_MS, inclusive: true } } : {};
      measures.push(
        {
          id: `scale.${s.properties}.sqlP50`,
          label: `search SQL p50 @1, ${n} properties`,
          value: s.p50,
          unit: "ms",
          ...budget,
        },
        {
          id: `scale.${s.properties}.pgCpu`,
          label: `search PostgreSQL CPU per search @1, ${n} properties`,
          value: s.pgCpuMs ?? NaN,
          unit: "ms",
          ...budget,
        },
      );
    }
    measures.push({
      id: "scale.sqlP50Growth",
      label: "search SQL p50: 20,000 ÷ 5,000 properties",
      value: round(large.p50 / small.p50),
      unit: "ratio",
    });
    return { measures, details: { scale: scales } };
  },
};

/** The data set of `count` properties that is not the run's own: prepared (or reused) in its own database. */
async function otherDataSet(ctx: BenchContext, count: number): Promise<string> {
  const url = new URL(process.env.BENCH_SCALE_DATABASE_URL || ctx.database.url!);
  if (!process.env.BENCH_SCALE_DATABASE_URL) url.pathname = `${url.pathname}_${count}`;
  const prepared = await prepareDatabase({
    root: ctx.root,
    propertyCount: count,
    today: ctx.today,
    databaseUrl: url.toString(),
    log: (message) => ctx.log(`scale: ${message}`),
  });
  return prepared.url!;
}

async function measureScale(ctx: BenchContext, url: string, durationSec: number): Promise<Scale> {
  const database = await openDatabase({ databaseUrl: url, maxConnections: 1 });
  try {
    const db = database.db;
    const [facts] = await queryRows<{
      properties: number;
      rooms: number;
      room_nights: number;
      size: string;
      seed_ms: number | null;
      pid: number;
    }>(
      db,
      sql`select (select count(*) from properties)::int as properties, (select count(*) from rooms)::int as rooms,
            (select count(*) from room_inventory)::int as room_nights, pg_database_size(current_database())::text as size,
            (select (value->>'seedMs')::int from app_settings where key = 'bench.dataset') as seed_ms,
            pg_backend_pid() as pid`,
    );
    const cities = await queryRows<{ id: number }>(
      db,
      sql`select city_id as id from properties where is_active group by city_id order by count(*) desc, city_id limit 12`,
    );
    const stays = makeStays({ today: ctx.today, cityIds: cities.map((c) => c.id), seed: 1 });
    const search = (stay: Stay) => searchHotels(db, stay);
    // One untimed pass over the first stays: each statement text prepared and planned once.
    for (const stay of stays.slice(0, 50)) await search(stay);
    const times: { ms: number; nights: number }[] = [];
    const cpuBefore = processCpuMs(facts!.pid);
    const until = performance.now() + durationSec * 1000;
    for (let i = 0; performance.now() < until; i++) {
      const stay = stays[i % stays.length]!;
      const t0 = performance.now();
      await search(stay);
      times.push({ ms: performance.now() - t0, nights: stay.nights });
    }
    const cpuAfter = processCpuMs(facts!.pid);
    const [plans] = await queryRows<{ custom: number; total: number }>(
      db,
      sql`select coalesce(sum(custom_plans), 0)::int as custom, coalesce(sum(custom_plans + generic_plans), 0)::int as total
          from pg_prepared_statements where name like 'hotels_search_%'`,
    );
    const round = (ms: number) => Math.round(ms * 100) / 100;
    const p = (list: number[], q: number) =>
      round(
        percentile(
          [...list].sort((a, b) => a - b),
          q,
        ),
      );
    const all = times.map((t) => t.ms);
    const byNights = (lo: number, hi: number) => times.filter((t) => t.nights >= lo && t.nights <= hi).map((t) => t.ms);
    return {
      properties: facts!.properties,
      rooms: facts!.rooms,
      roomNights: facts!.room_nights,
      seedSec: facts!.seed_ms === null ? null : Math.round(facts!.seed_ms / 100) / 10,
      sizeMb: Math.round(Number(facts!.size) / 1e6),
      searches: times.length,
      p50: p(all, 50),
      p95: p(all, 95),
      pgCpuMs: cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / times.length),
      p50ByNights: { "1": p(byNights(1, 1), 50), "2-3": p(byNights(2, 3), 50), "4-7": p(byNights(4, 7), 50) },
      customPlanShare: plans && plans.total > 0 ? Math.round((plans.custom / plans.total) * 100) / 100 : null,
    };
  } finally {
    await database.close();
  }
}

function printSideBySide(ctx: BenchContext, small: Scale, large: Scale): void {
  const rows: [string, (s: Scale) => string][] = [
    ["properties / rooms", (s) => `${s.properties} / ${s.rooms}`],
    ["room-nights of inventory", (s) => String(s.roomNights)],
    ["seeding", (s) => (s.seedSec === null ? "?" : `${s.seedSec} s`)],
    ["database size", (s) => `${s.sizeMb} MB`],
    ["searches timed", (s) => String(s.searches)],
    ["SQL p50 / p95 @1", (s) => `${s.p50} / ${s.p95} ms`],
    [
      "SQL p50 by nights 1 | 2-3 | 4-7",
      (s) => `${s.p50ByNights["1"]} | ${s.p50ByNights["2-3"]} | ${s.p50ByNights["4-7"]} ms`,
    ],
    ["PostgreSQL CPU per search", (s) => (s.pgCpuMs === null ? "n/a" : `${s.pgCpuMs} ms`)],
    [
      "searches planned afresh (custom plans)",
      (s) => (s.customPlanShare === null ? "n/a" : `${Math.round(s.customPlanShare * 100)} %`),
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const col = Math.max(...rows.map(([, f]) => f(small).length), 12);
  ctx.log(`scale: ${"".padEnd(width)}  ${"5,000".padStart(col)}  ${"20,000".padStart(col)}`);
  for (const [label, f] of rows)
    ctx.log(`scale: ${label.padEnd(width)}  ${f(small).padStart(col)}  ${f(large).padStart(col)}`);
}
