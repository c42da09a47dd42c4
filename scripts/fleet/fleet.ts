// What every scenario gets: the two app processes, the proxy's address, client addresses to take,
// the database, the request record, and `check` (every check is printed and decides the exit code).
import type { AppProcess } from "./apps.ts";
import { type Client, client, type Recorder } from "./client.ts";
import type { Pool } from "./database.ts";

export interface CheckResult {
  scenario: string;
  name: string;
  /** "NOT RUN" when a part the check needs is missing: counted as a failure, and named. */
  outcome: "PASS" | "FAILED" | "NOT RUN";
  detail: string;
}

export interface Fleet {
  apps: Record<"a" | "b", AppProcess>;
  /** The upstream address nginx reports for a process ("10.213.0.1:4101"). */
  upstreamOf(app: "a" | "b"): string;
  proxy: { host: string; port: number };
  appKey: string;
  pool: Pool;
  recorder: Recorder;
  /** Fresh clients, each at an address no earlier client used. */
  clients(count: number): Client[];
  check(name: string, ok: boolean, detail?: string): boolean;
  notRun(name: string, missing: string): void;
  figure(label: string, value: string | number): void;
  log(message: string): void;
}

export interface Scenario {
  name: string;
  run(fleet: Fleet): Promise<void>;
}

export function fleetContext(options: {
  apps: Record<"a" | "b", AppProcess>;
  hostAddress: string;
  proxy: { host: string; port: number };
  appKey: string;
  pool: Pool;
  recorder: Recorder;
  addresses: string[];
  results: CheckResult[];
  figures: [string, string][];
  log: (message: string) => void;
}): Fleet & { setScenario(name: string): void; closeClients(): void } {
  let next = 0;
  let scenario = "";
  const opened: Client[] = [];
  return {
    apps: options.apps,
    upstreamOf: (app) => `${options.hostAddress}:${options.apps[app].port}`,
    proxy: options.proxy,
    appKey: options.appKey,
    pool: options.pool,
    recorder: options.recorder,
    clients(count) {
      if (next + count > options.addresses.length)
        throw new Error(`only ${options.addresses.length} client addresses: ${next + count} wanted`);
      const taken = options.addresses
        .slice(next, next + count)
        .map((address) =>
          client({ address, proxy: options.proxy, appKey: options.appKey, recorder: options.recorder }),
        );
      next += count;
      opened.push(...taken);
      return taken;
    },
    check(name, ok, detail = "") {
      options.results.push({ scenario, name, outcome: ok ? "PASS" : "FAILED", detail });
      options.log(`  ${ok ? "PASS  " : "FAILED"} ${name}${detail ? `: ${detail}` : ""}`);
      return ok;
    },
    notRun(name, missing) {
      options.results.push({ scenario, name, outcome: "NOT RUN", detail: `missing: ${missing}` });
      options.log(`  NOT RUN ${name}: missing ${missing}`);
    },
    figure(label, value) {
      options.figures.push([label, String(value)]);
    },
    log: options.log,
    setScenario(name) {
      scenario = name;
      options.recorder.phase = name;
    },
    closeClients() {
      for (const c of opened) c.close();
    },
  };
}
