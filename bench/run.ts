// `npm run bench`: build, prepare a 5,000-property data set, start the production server, run each
// section against it, print one table against the budgets of DESIGN.md section 8, and write
// bench/results/latest.json. See bench/README.md.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { todayInJakarta } from "#core/dates.ts";
import { prepareDatabase } from "./lib/database.ts";
import { stopLoad } from "./lib/load.ts";
import { buildApp, killAllNow, startServer, stopAll, type ServerHandle } from "./lib/process.ts";
import { renderTable, verdict, writeResults } from "./lib/report.ts";
import type { BenchContext, Measure, Section } from "./lib/types.ts";
import { bookingLoad } from "./sections/booking-load.ts";
import { firstLoadJs } from "./sections/first-load-js.ts";
import { hotelsApi } from "./sections/hotels-api.ts";
import { lighthouseSection } from "./sections/lighthouse.ts";
import { searchScale } from "./sections/search-scale.ts";
import { villasSsr } from "./sections/villas-ssr.ts";
import { dataSaverSection } from "./sections/data-saver.ts";
import { routesSection } from "./sections/routes.ts";
import { slowNetworkSection } from "./sections/slow-network.ts";
import { machineSection } from "./sections/machine.ts";

/**
 * The sections, in the order they run. A new one is a module in bench/sections/ added here. The
 * booking section writes (and gives back) inventory, so it runs after the read-only ones.
 */
const SECTIONS: Section[] = [
  machineSection,
  hotelsApi,
  villasSsr,
  searchScale,
  firstLoadJs(),
  dataSaverSection(),
  lighthouseSection(),
  slowNetworkSection(),
  routesSection(),
  bookingLoad,
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsFile = path.join(root, "bench", "results", "latest.json");
const APP_KEY = "bench-app-key-0f3c9a7e";

function log(message: string): void {
  process.stdout.write(`[bench] ${message}\n`);
}

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

let server: ServerHandle | undefined;
let interrupted = false;

function onSignal(signal: NodeJS.Signals) {
  if (interrupted) {
    // Second Ctrl-C: no more waiting.
    killAllNow();
    process.exit(130);
  }
  interrupted = true;
  log(`${signal}: stopping (press Ctrl-C again to force)`);
  stopLoad();
  void stopAll().finally(() => process.exit(130));
}
process.on("SIGINT", onSignal);
process.on("SIGTERM", onSignal);
process.on("exit", killAllNow);

async function main(): Promise<number> {
  const config = {
    durationSec: intFromEnv("BENCH_DURATION", 10, 1, 600),
    warmupSec: intFromEnv("BENCH_WARMUP", 2, 0, 120),
    connections: intFromEnv("BENCH_CONNECTIONS", 16, 1, 1000),
    propertyCount: intFromEnv("BENCH_PROPERTIES", 5000, 1, 100_000),
    skipBuild: process.env.BENCH_SKIP_BUILD === "1",
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    strict: process.env.BENCH_STRICT === "1",
    only: (process.env.BENCH_ONLY ?? "")
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean),
  };
  const unknown = config.only.filter((id) => !SECTIONS.some((s) => s.id === id));
  if (unknown.length)
    throw new Error(
      `BENCH_ONLY: unknown section ${unknown.join(", ")} (known: ${SECTIONS.map((s) => s.id).join(", ")})`,
    );
  const startedAt = new Date();
  const loadAtStart = os.loadavg().map((n) => Math.round(n * 100) / 100);
  const today = todayInJakarta();
  log(
    `${config.propertyCount} properties on ${config.databaseUrl ? "PostgreSQL" : "PGlite"}, ` +
      `${config.connections} connections, ${config.warmupSec} s warm-up + ${config.durationSec} s per endpoint, ${os.cpus().length} CPUs, Node ${process.version}`,
  );

  // 1. Build.
  let buildMs: number | null = null;
  if (config.skipBuild) {
    log("build: skipped (BENCH_SKIP_BUILD=1)");
    if (!existsSync(path.join(root, "build", "server", "index.js")))
      throw new Error("BENCH_SKIP_BUILD=1 but there is no build/server/index.js: run npm run build first");
  } else {
    buildMs = await buildApp(root, log);
  }
  if (interrupted) return 130;

  // 2. Data set.
  const database = await prepareDatabase({
    root,
    propertyCount: config.propertyCount,
    today,
    databaseUrl: config.databaseUrl,
    log,
  });
  if (interrupted) return 130;

  // 3. Production server.
  server = await startServer({
    root,
    log,
    logFile: path.join(root, "bench", "results", "server.log"),
    env: {
      DATA_DIR: database.dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      // Its own PostgreSQL with the sandbox gateway and the simulated biller: a half-real
      // configuration, which the server refuses unless it is named (api/config.ts).
      DEMO_MODE: "true",
      APP_KEY,
      // A DATABASE_URL makes the server refuse the public development secrets (api/config.ts).
      SESSION_SECRET: "bench-session-secret-5b1d7e2c9a4f8e3d6c0b1a2f",
      SEED_DEMO: "false",
      // The booking load sends every reservation from one address: the caps on unpaid holds per
      // client (api/config.ts) would answer 429 after the tenth.
      HOLD_LIMITS: "off",
      // Every search reaches the database: the budgets are per search, and the bench's 600 rotating
      // queries at hundreds of requests a second would otherwise meet /v1's 2-second search cache
      // (SEARCH_CACHE_MS) for most answers, a rate no real mix of dates and guests reaches.
      SEARCH_CACHE_MS: "0",
      LOG_LEVEL: "warn",
      ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}),
    },
  });

  // 4-5. Sections.
  const ctx: BenchContext = {
    baseUrl: server.baseUrl,
    appKey: APP_KEY,
    durationSec: config.durationSec,
    warmupSec: config.warmupSec,
    connections: config.connections,
    today,
    database,
    root,
    serverPid: server.child.pid,
    log,
  };
  const measures: Measure[] = [];
  const details: Record<string, unknown> = {};
  const failures: { section: string; error: string }[] = [];
  for (const section of SECTIONS) {
    if (interrupted) return 130;
    const applies =
      config.only.length && !config.only.includes(section.id) && !section.always
        ? "not in BENCH_ONLY"
        : (section.applies?.(ctx) ?? true);
    if (applies !== true) {
      log(`section ${section.name}: skipped (${applies})`);
      continue;
    }
    log(`section ${section.name}`);
    try {
      const result = await section.run(ctx);
      measures.push(...result.measures);
      Object.assign(details, result.details ?? {});
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`section ${section.name} FAILED: ${message}`);
      failures.push({ section: section.name, error: message });
      measures.push({
        id: `failed.${section.name}`,
        label: `${section.name}: failed`,
        value: NaN,
        unit: "count",
        budget: { max: 0, inclusive: true },
      });
    }
  }
  await server.stop();
  server = undefined;
  if (interrupted) return 130;

  // 6. Report.
  const seedLine =
    database.seedMs === null ? `reused (seeded for ${database.seededFor})` : `${(database.seedMs / 1000).toFixed(1)} s`;
  const table = renderTable(measures);
  process.stdout.write(
    `\nResults: ${database.kind}, ${database.propertyCount} properties (seeding: ${seedLine}), ` +
      `${config.connections} connections, ${config.durationSec} s per endpoint\n\n${table}\n\n`,
  );
  const withVerdicts = measures.map((m) => ({
    ...m,
    value: Number.isFinite(m.value) ? m.value : null,
    verdict: verdict(m),
  }));
  writeResults(resultsFile, {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      loadAverageAtStart: loadAtStart,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
    },
    config: {
      connections: config.connections,
      durationSec: config.durationSec,
      warmupSec: config.warmupSec,
      propertyCount: config.propertyCount,
    },
    database: {
      kind: database.kind,
      seededFor: database.seededFor,
      reused: database.reused,
      seedMs: database.seedMs,
      topCities: database.cities,
    },
    buildMs,
    measures: withVerdicts,
    failures,
    details,
    table,
  });
  log(`results written to ${path.relative(root, resultsFile)}`);

  if (failures.length > 0) return 1;
  if (config.strict && withVerdicts.some((m) => m.verdict === "OVER")) return 1;
  return 0;
}

function gitCommit(): string | null {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return null;
  }
}

let code = 1;
try {
  code = await main();
} catch (error) {
  process.stderr.write(`[bench] error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  code = 1;
} finally {
  await server?.stop().catch(() => {});
  await stopAll();
}
process.exit(code);
