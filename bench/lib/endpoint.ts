// Warm-up, then a measured autocannon run, turned into table rows: the shape both the /v1/hotels
// and the /villas sections use (and any later endpoint section can).
import os from "node:os";
import { runLoad, type LoadOptions, type LoadStats } from "./load.ts";
import { dbCpuBetween, dbCpuSnapshot } from "./db-cpu.ts";
import { processCpuMs } from "./process.ts";
import type { BenchContext, Budget, Measure, SectionResult } from "./types.ts";

export interface EndpointLoad {
  /** Measure ids start with this, e.g. "hotels". */
  id: string;
  /** Table labels start with this, e.g. "/v1/hotels". */
  label: string;
  paths: string[];
  headers?: Record<string, string>;
  check?: LoadOptions["check"];
  /** Connections of this run (default: the bench's, 16). */
  connections?: number;
  /** Budget of the server process's CPU per request, in ms (inclusive). */
  cpuBudgetMs?: number;
  /** Budget of the database's CPU per request, in ms (inclusive; PostgreSQL only). */
  dbCpuBudgetMs?: number;
  /** Skip the warm-up (a second run of the same endpoint is warm already). */
  noWarmup?: boolean;
}

export function header(headers: Record<string, string | string[]>, name: string): string {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value.join(", ") : value;
  }
  return "";
}

export async function measureEndpoint(ctx: BenchContext, spec: EndpointLoad): Promise<SectionResult> {
  // Warm-up and measured run start at different places of the same rotation, so the measured
  // run does not simply replay the warm-up's (now cached) first requests.
  let next = 0;
  const nextPath = () => {
    const path = spec.paths[next % spec.paths.length]!;
    next++;
    return path;
  };
  const connections = spec.connections ?? ctx.connections;
  const base = { baseUrl: ctx.baseUrl, connections, headers: spec.headers ?? {}, nextPath, check: spec.check };

  if (ctx.warmupSec > 0 && !spec.noWarmup) {
    ctx.log(`${spec.label}: warm-up ${ctx.warmupSec} s at ${connections} connections`);
    const warm = await runLoad({ ...base, durationSec: ctx.warmupSec });
    ctx.log(`${spec.label}: warm-up done, ${warm.requests} requests (${warm.non2xx} non-2xx, ${warm.errors} errors)`);
    await drain(ctx);
  }
  ctx.log(
    `${spec.label}: measuring ${ctx.durationSec} s at ${connections} connections over ${spec.paths.length} rotating queries`,
  );
  const load = os.loadavg()[0]!;
  const busy = load > os.cpus().length * 0.5;
  if (busy)
    ctx.log(
      `warning: the machine is busy before this run (load average ${load.toFixed(1)} on ${os.cpus().length} CPUs): latencies are not comparable`,
    );
  const dbBefore = await dbCpuSnapshot(ctx).catch(() => null);
  const cpuBefore = processCpuMs(ctx.serverPid);
  const stats = await runLoad({ ...base, durationSec: ctx.durationSec });
  const cpuAfter = processCpuMs(ctx.serverPid);
  const dbCpuMs = dbCpuBetween(dbBefore, await dbCpuSnapshot(ctx).catch(() => null));
  const dbCpuMsPerRequest =
    dbCpuMs !== null && stats.requests > 0 ? Math.round((dbCpuMs / stats.requests) * 100) / 100 : null;
  // Server process CPU per answered request: with PGlite this includes the database; with
  // PostgreSQL the database's own CPU is not in it.
  const serverCpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null && stats.requests > 0
      ? Math.round(((cpuAfter - cpuBefore) / stats.requests) * 100) / 100
      : null;
  ctx.log(
    `${spec.label}: ${stats.requests} requests, ${stats.rps} req/s, p50 ${stats.latency.p50} ms, p95 ${stats.latency.p95} ms, p99 ${stats.latency.p99} ms, ` +
      `non-2xx ${stats.non2xx}, errors ${stats.errors}, bad answers ${stats.badAnswers}` +
      (serverCpuMsPerRequest !== null ? `, server process CPU ${serverCpuMsPerRequest} ms/request` : "") +
      (dbCpuMsPerRequest !== null ? `, PostgreSQL backends CPU ${dbCpuMsPerRequest} ms/request` : ""),
  );
  // The next section must not start behind this one's backlog (PGlite runs one query at a time).
  await drain(ctx);
  if (stats.badAnswerExamples.length)
    ctx.log(`${spec.label}: bad answers, e.g. ${stats.badAnswerExamples.join(" | ")}`);
  return {
    measures: endpointMeasures(spec, stats, connections, serverCpuMsPerRequest, dbCpuMsPerRequest),
    details: {
      [spec.id]: {
        ...stats,
        connections,
        serverCpuMsPerRequest,
        dbCpuMsPerRequest,
        loadAverageBefore: Math.round(load * 100) / 100,
        busyMachine: busy,
        distinctQueries: spec.paths.length,
        sample: spec.paths.slice(0, 5),
      },
    },
  };
}

/**
 * Waits (at most 120 s) until the server is idle again: autocannon stops sending at the end of a
 * run, but requests already queued on the server (and in PGlite's single connection) still run.
 * Idle means two /readyz answers (a database round trip) in a row under 50 ms.
 */
async function drain(ctx: BenchContext): Promise<void> {
  const deadline = Date.now() + 120_000;
  const started = performance.now();
  let quick = 0;
  while (Date.now() < deadline && quick < 2) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${ctx.baseUrl}/readyz`, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      quick = res.ok && performance.now() - t0 < 50 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const waited = performance.now() - started;
  if (quick < 2) ctx.log("server still busy after 120 s; going on");
  else if (waited > 1000) ctx.log(`waited ${(waited / 1000).toFixed(1)} s for the server's backlog to drain`);
}

function endpointMeasures(
  spec: EndpointLoad,
  stats: LoadStats,
  connections: number,
  cpuMs: number | null,
  dbCpuMs: number | null,
): Measure[] {
  const atMost = (max: number): Budget => ({ max, inclusive: true });
  const zero: Budget = { max: 0, inclusive: true };
  const at = ` @${connections} conn`;
  // DESIGN.md section 8: latency on these shared 2-core machines is reported, not budgeted.
  return [
    { id: `${spec.id}.p50`, label: `${spec.label} p50${at}`, value: stats.latency.p50, unit: "ms" },
    { id: `${spec.id}.p95`, label: `${spec.label} p95${at}`, value: stats.latency.p95, unit: "ms" },
    { id: `${spec.id}.p99`, label: `${spec.label} p99${at}`, value: stats.latency.p99, unit: "ms" },
    { id: `${spec.id}.rps`, label: `${spec.label} throughput${at}`, value: stats.rps, unit: "req/s" },
    {
      id: `${spec.id}.serverCpu`,
      label: `${spec.label} server CPU/request${at}`,
      value: cpuMs ?? NaN,
      unit: "ms",
      ...(spec.cpuBudgetMs === undefined ? {} : { budget: atMost(spec.cpuBudgetMs) }),
    },
    ...(dbCpuMs === null
      ? []
      : [
          {
            id: `${spec.id}.dbCpu`,
            label: `${spec.label} PostgreSQL CPU/request${at}`,
            value: dbCpuMs,
            unit: "ms" as const,
            ...(spec.dbCpuBudgetMs === undefined ? {} : { budget: atMost(spec.dbCpuBudgetMs) }),
          },
        ]),
    {
      id: `${spec.id}.failed`,
      label: `${spec.label} failed requests`,
      // autocannon counts a timeout as an error too.
      value: stats.non2xx + stats.errors + stats.badAnswers,
      unit: "count",
      budget: zero,
    },
  ];
}
