// Child processes of the bench: the build, and the production server under test. Every wait is
// bounded; every server started is stopped on exit, on errors and on Ctrl-C.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/** PATH with node_modules/.bin first, so `node` in any child is the project's Node 24. */
function childPath(root: string): string {
  return [path.join(root, "node_modules", ".bin"), process.env.PATH ?? ""].join(path.delimiter);
}

/** Runs `react-router build` with the project's Node; rejects on a non-zero exit or after 5 minutes. */
export async function buildApp(root: string, log: (message: string) => void): Promise<number> {
  const started = performance.now();
  log("build: react-router build...");
  const cli = path.join(root, "node_modules", "@react-router", "dev", "bin.cjs");
  const child = spawn(process.execPath, [cli, "build"], {
    cwd: root,
    env: { ...process.env, PATH: childPath(root), NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  track(child);
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const code = await waitForExit(child, 300_000);
  if (code !== 0) {
    process.stderr.write(output.slice(-8000));
    throw new Error(`react-router build failed (exit ${code})`);
  }
  const ms = Math.round(performance.now() - started);
  log(`build: done in ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerHandle {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  root: string;
  env: Record<string, string>;
  /** Full server output goes here. */
  logFile: string;
  log: (message: string) => void;
  readyTimeoutMs?: number;
}

/** Starts `NODE_ENV=production node server.ts` on a free port of 127.0.0.1 and waits for /readyz. */
export async function startServer(options: StartServerOptions): Promise<ServerHandle> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Only what the bench sets reaches the server's configuration: nothing leaks in from the shell.
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !CONFIG_KEYS.has(key)) env[key] = value;
  }
  Object.assign(env, options.env, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PATH: childPath(options.root),
  });

  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const logStream = createWriteStream(options.logFile);
  const guard = path.join(options.root, "bench", "lib", "orphan-guard.ts");
  const child = spawn(process.execPath, ["--import", guard, "server.ts"], {
    cwd: options.root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  track(child);

  // Echo the first lines (start-up warnings), keep everything in the log file, and the tail for errors.
  let echoed = 0;
  const tail: string[] = [];
  const onLine = (chunk: Buffer) => {
    logStream.write(chunk);
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (echoed < 15) options.log(`  server: ${line.slice(0, 300)}`);
      else if (echoed === 15)
        options.log(`  server: (further output only in ${path.relative(options.root, options.logFile)})`);
      echoed++;
    }
  };
  child.stdout!.on("data", onLine);
  child.stderr!.on("data", onLine);

  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  const started = performance.now();
  let ready = false;
  while (Date.now() < deadline) {
    const early = await Promise.race([exited, sleep(250).then(() => "waiting" as const)]);
    if (early !== "waiting")
      throw new Error(`the server exited (code ${early}) before it was ready:\n${tail.join("\n")}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        ready = true;
        break;
      }
    } catch {
      // not listening yet
    }
  }
  if (!ready) {
    await stopChild(child);
    throw new Error(
      `the server was not ready within ${(options.readyTimeoutMs ?? 180_000) / 1000} s:\n${tail.join("\n")}`,
    );
  }
  options.log(`server: ready at ${baseUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    baseUrl,
    child,
    stop: async () => {
      await stopChild(child);
      logStream.end();
    },
  };
}

/** Everything api/config.ts reads: set by the bench or not at all. */
const CONFIG_KEYS = new Set([
  "NODE_ENV",
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "APP_KEY",
  "API_BASE_URL",
  "PUBLIC_URL",
  "LOG_LEVEL",
  "SEED_DEMO",
  "SEARCH_CACHE_MS",
  "DB_POOL_SIZE",
  // Payments: the booking section must reach the embedded sandbox gateway, never a real Midtrans
  // account set in the shell, with the default hold of unpaid reservations.
  "MIDTRANS_SERVER_KEY",
  "MIDTRANS_CLIENT_KEY",
  "MIDTRANS_IS_PRODUCTION",
  "PAYMENT_EXPIRY_MINUTES",
  // The bench runs the demo parts on its own PostgreSQL on purpose (DEMO_MODE=true, bench/run.ts):
  // no real mail server or biller from the shell.
  "DEMO_MODE",
  "SMTP_URL",
  "DIGIFLAZZ_USERNAME",
  "DIGIFLAZZ_API_KEY",
  "DIGIFLAZZ_WEBHOOK_SECRET",
  "TRUST_PROXY",
]);

/** User + system CPU milliseconds of a process so far, from /proc (Linux); null elsewhere. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime (fields 14 and 15 of stat) in clock ticks, 100 per second on Linux.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- tracking and cleanup

const children = new Set<ChildProcess>();

function track(child: ChildProcess): void {
  children.add(child);
  child.once("exit", () => children.delete(child));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** SIGTERM (the server shuts down gracefully), then SIGKILL after 10 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await waitForExit(child, 10_000);
}

/** Stops every child still running (errors, Ctrl-C). */
export async function stopAll(): Promise<void> {
  await Promise.all([...children].map(stopChild));
}

/** Last resort on process exit: synchronous signals only. */
export function killAllNow(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
}
