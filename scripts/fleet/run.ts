// `npm run fleet`: PostgreSQL, two app processes and nginx in its own network namespace; search,
// book, pay, top up, pictures, caps, a 200-way race and a stop and a kill under load, all through
// the proxy from many client addresses; then the figures and every check. Exit 1 on any failed
// (or not run) check. Everything it starts is stopped and removed on exit, on errors and on Ctrl-C.
// See README "How it scales" and decision 054.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { buildApp, freePort } from "../../bench/lib/process.ts";
import { FLEET_JOBS_LOCK } from "#api/jobs/fleet-leader.ts";
import { compareAccessLines, leadershipOrder } from "./app-logs.ts";
import { type AppProcess, appProcess } from "./apps.ts";
import { Recorder } from "./client.ts";
import { clientKeyOf, fleetDatabaseUrl, openPool, type Pool, recreateDatabase, rows } from "./database.ts";
import { type CheckResult, fleetContext, type Scenario } from "./fleet.ts";
import { createNetwork, HOST_ADDRESS, networkUnavailable, PROXY_ADDRESS, removeNetwork } from "./network.ts";
import { ensureProxyPackages, fleetConf, type RunningProxy, startProxy } from "./proxy.ts";
import { renderFigures, renderResults } from "./report.ts";
import { bookAndPay } from "./scenarios/book-and-pay.ts";
import { images } from "./scenarios/images.ts";
import { limits } from "./scenarios/limits.ts";
import { METRICS_TOKEN, metrics } from "./scenarios/metrics.ts";
import { race } from "./scenarios/race.ts";
import { rolling } from "./scenarios/rolling.ts";
import { search } from "./scenarios/search.ts";
import { topUp } from "./scenarios/top-up.ts";

const SCENARIOS: Scenario[] = [search, images, bookAndPay, topUp, limits, race, rolling, metrics];
const PROXY_PORT = 8080;
const root = path.resolve(import.meta.dirname, "..", "..");
const work = path.join(root, ".data-fleet");
const started = performance.now();
const log = (message: string) =>
  process.stdout.write(`[fleet ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}\n`);

let apps: AppProcess[] = [];
let proxy: RunningProxy | undefined;
let pool: Pool | undefined;
let cleaning: Promise<void> | undefined;

/** Once, whoever asks first (a signal or the end of main); everyone waits for the same clean-up. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all(apps.map((app) => app.stop().catch(() => app.kill())));
    await proxy?.stop().catch(() => undefined);
    removeNetwork();
    await pool?.end().catch(() => undefined);
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const unavailable = networkUnavailable();
  if (unavailable) {
    log(`NOT RUN: the fleet needs its own network namespace for the proxy, and ${unavailable}`);
    return 1;
  }
  ensureProxyPackages(log);
  if (process.env.FLEET_SKIP_BUILD === "1" && existsSync(path.join(root, "build", "server", "index.js")))
    log("build: skipped (FLEET_SKIP_BUILD=1)");
  else await buildApp(root, log);

  const databaseUrl = fleetDatabaseUrl();
  await recreateDatabase(databaseUrl);
  log(`database: ${databaseUrl} created`);
  rmSync(work, { recursive: true, force: true });
  const network = createNetwork(log);

  const appKey = "fleet-app-key-3f9d0c2a";
  const shared = {
    DATABASE_URL: databaseUrl,
    // PostgreSQL with the sandbox gateway, the simulated biller and the outbox mailbox: a
    // half-real deployment the server refuses unless it is named (api/config.ts, decision 047).
    DEMO_MODE: "true",
    APP_KEY: appKey,
    SESSION_SECRET: "fleet-session-secret-8e2b4d6f1a3c5e7b",
    TRUST_PROXY: PROXY_ADDRESS,
    PUBLIC_URL: `http://${PROXY_ADDRESS}:${PROXY_PORT}`,
    METRICS_TOKEN,
    LOG_LEVEL: "info",
  };
  const ports = [await freePort(), await freePort()];
  const [a, b] = (["a", "b"] as const).map((name, i) =>
    appProcess({
      name,
      root,
      port: ports[i]!,
      dataDir: path.join(work, `app-${name}`),
      logFile: path.join(work, `app-${name}.log`),
      env: shared,
    }),
  ) as [AppProcess, AppProcess];
  apps = [a, b];
  // Started together, as a deployment does: migrations and the seed take an advisory lock, so one
  // process seeds the empty database and the other waits, then renders its own pictures.
  log(`apps: starting a on port ${a.port} and b on port ${b.port} together (one migrates and seeds)`);
  const [aMs, bMs] = await Promise.all([a.start(), b.start()]);
  log(`apps: a ready in ${aMs} ms, b in ${bMs} ms`);

  const proxyDir = path.join(work, "nginx");
  mkdirSync(proxyDir, { recursive: true });
  const upstreams = apps.map((app) => ({ name: app.name, address: `${HOST_ADDRESS}:${app.port}` }));
  proxy = await startProxy({
    command: network.inNamespace,
    conf: fleetConf({ upstreams, listen: `${PROXY_ADDRESS}:${PROXY_PORT}`, dir: proxyDir }),
    dir: proxyDir,
    host: PROXY_ADDRESS,
    port: PROXY_PORT,
    log,
  });
  pool = openPool(databaseUrl);

  const results: CheckResult[] = [];
  const figures: [string, string][] = [];
  const recorder = new Recorder();
  const fleet = fleetContext({
    apps: { a, b },
    hostAddress: HOST_ADDRESS,
    proxy: { host: PROXY_ADDRESS, port: PROXY_PORT },
    appKey,
    pool,
    recorder,
    addresses: network.clientAddresses,
    results,
    figures,
    log,
  });
  const setUpMs = performance.now() - started;
  for (const scenario of SCENARIOS) {
    log(`scenario: ${scenario.name}`);
    fleet.setScenario(scenario.name);
    const scenarioStarted = performance.now();
    try {
      await scenario.run(fleet);
    } catch (error) {
      fleet.check("ran to its end", false, error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    figures.push([`time: ${scenario.name}`, `${((performance.now() - scenarioStarted) / 1000).toFixed(1)} s`]);
  }
  fleet.setScenario("whole run");
  const proxyKeys = [clientKeyOf(PROXY_ADDRESS), clientKeyOf(HOST_ADDRESS), clientKeyOf("127.0.0.1")];
  const underProxy = await rows<{ n: number }>(
    pool,
    `select count(*)::int as n from reservations where client_key = any($1)`,
    [proxyKeys],
  );
  fleet.check(
    "no reservation counted under the proxy's or this host's address",
    underProxy[0]!.n === 0,
    `${underProxy[0]!.n}`,
  );
  fleet.closeClients();
  const access = compareAccessLines(
    [path.join(work, "app-a.log"), path.join(work, "app-b.log")],
    proxy.accessLog,
    PROXY_ADDRESS,
  );
  fleet.check(
    "the apps' access lines name the real client of every proxied request, under nginx's request id",
    access.proxied > 0 && access.clientIsProxy === 0 && access.clientDiffers === 0,
    `${access.proxied} lines matched by request id, ${access.clientIsProxy} naming the proxy, ${access.clientDiffers} another address`,
  );
  figures.push(["access lines matched to nginx's by request id", String(access.proxied)]);
  // Background jobs once per fleet (a PostgreSQL advisory lock, api/jobs/fleet-leader.ts): one
  // holder now, the others waiting for it.
  const [leaders] = await rows<{ holding: number; waiting: number }>(
    pool,
    `select count(*) filter (where granted)::int as holding, count(*) filter (where not granted)::int as waiting
     from pg_locks where locktype = 'advisory' and objid = $1 and database = (select oid from pg_database where datname = current_database())`,
    [FLEET_JOBS_LOCK],
  );
  fleet.check(
    "one process leads the background jobs, the other waits",
    leaders!.holding === 1 && leaders!.waiting === 1,
    JSON.stringify(leaders),
  );
  figures.push([
    "background jobs: led in turn by",
    leadershipOrder({ a: path.join(work, "app-a.log"), b: path.join(work, "app-b.log") }),
  ]);

  const total = recorder.records.length;
  const byClass = (low: number, high: number) =>
    recorder.records.filter((r) => r.status >= low && r.status < high).length;
  const perUpstream = (app: "a" | "b") =>
    recorder.records.filter((r) => r.upstream.includes(fleet.upstreamOf(app))).length;
  const totals = await rows<{ reservations: number; paid: number; payments: number; settled: number }>(
    pool,
    `select (select count(*) from reservations)::int as reservations, (select count(*) from reservations where status = 1)::int as paid,
            (select count(*) from payments)::int as payments, (select count(*) from payments where transaction_status = 'settlement')::int as settled`,
  );
  figures.unshift(
    ["requests through the proxy", String(total)],
    [
      "  2xx-3xx / 4xx / 5xx / no answer",
      `${byClass(200, 400)} / ${byClass(400, 500)} / ${byClass(500, 600)} / ${byClass(0, 1)}`,
    ],
    ["  answered by a / b", `${perUpstream("a")} / ${perUpstream("b")}`],
    ["  client addresses used", String(new Set(recorder.records.map((r) => r.address)).size)],
    [
      "database: reservations (paid) / payments (settled)",
      `${totals[0]!.reservations} (${totals[0]!.paid}) / ${totals[0]!.payments} (${totals[0]!.settled})`,
    ],
    ["time: set-up (build, database, seed, start)", `${(setUpMs / 1000).toFixed(1)} s`],
  );
  figures.push(["time: whole run", `${((performance.now() - started) / 1000).toFixed(1)} s`]);

  process.stdout.write(`\nFleet figures\n${renderFigures(figures)}\n\nChecks\n${renderResults(results)}\n\n`);
  const bad = results.filter((r) => r.outcome !== "PASS");
  const notRun = bad.filter((r) => r.outcome === "NOT RUN");
  process.stdout.write(
    `${results.length - bad.length} passed, ${bad.length - notRun.length} failed, ${notRun.length} not run${notRun.length ? ` (missing: ${[...new Set(notRun.map((r) => r.detail.replace(/^missing: /, "")))].join("; ")})` : ""}\n`,
  );
  process.stdout.write(`Logs: ${path.relative(root, work)}/app-a.log, app-b.log, nginx/access.log\n`);
  return bad.length > 0 ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  log(`FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanUp();
}
process.exit(code);
