// The app processes of the fleet: `node server.ts` in production mode, each with its own DATA_DIR
// and port, the same database and secrets. Each can be stopped (SIGTERM), killed (SIGKILL) and
// started again on the same port; its output goes to its own log file, across restarts.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, type WriteStream } from "node:fs";
import path from "node:path";

export interface AppOptions {
  name: string;
  root: string;
  port: number;
  dataDir: string;
  logFile: string;
  /** The configuration (api/config.ts): nothing else from the shell reaches the process. */
  env: Record<string, string>;
}

export interface AppProcess {
  readonly name: string;
  readonly port: number;
  /** Reached directly (not through the proxy): readiness, metrics. */
  readonly directUrl: string;
  readonly pid: number | undefined;
  start(): Promise<number>;
  /** SIGTERM, and the time until the process exited and its code. */
  stop(): Promise<{ ms: number; code: number | null }>;
  kill(): Promise<void>;
  running(): boolean;
}

const READY_TIMEOUT_MS = 240_000;

export function appProcess(options: AppOptions): AppProcess {
  let child: ChildProcess | undefined;
  let log: WriteStream | undefined;
  const directUrl = `http://127.0.0.1:${options.port}`;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const exited = (c: ChildProcess) =>
    new Promise<number | null>((resolve) =>
      c.exitCode !== null || c.signalCode !== null ? resolve(c.exitCode) : c.once("exit", (code) => resolve(code)),
    );

  return {
    name: options.name,
    port: options.port,
    directUrl,
    get pid() {
      return child?.pid;
    },
    running,
    async start() {
      mkdirSync(options.dataDir, { recursive: true });
      mkdirSync(path.dirname(options.logFile), { recursive: true });
      log ??= createWriteStream(options.logFile, { flags: "a" });
      const env = {
        PATH: `${path.join(options.root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
        HOME: process.env.HOME ?? "/root",
        ...options.env,
        NODE_ENV: "production",
        PORT: String(options.port),
        HOST: "0.0.0.0",
        DATA_DIR: options.dataDir,
      };
      // The bench's guard: the server stops by itself when this script dies without cleaning up.
      const guard = path.join(options.root, "bench", "lib", "orphan-guard.ts");
      const started = performance.now();
      const c = spawn(process.execPath, ["--import", guard, "server.ts"], {
        cwd: options.root,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = c;
      log.write(`--- start ${new Date().toISOString()} pid ${c.pid}\n`);
      c.stdout!.pipe(log, { end: false });
      c.stderr!.pipe(log, { end: false });
      const gone = exited(c);
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (Date.now() < deadline) {
        const early = await Promise.race([gone, new Promise((resolve) => setTimeout(() => resolve("waiting"), 200))]);
        if (early !== "waiting")
          throw new Error(`app ${options.name} exited (code ${early}) before it was ready: see ${options.logFile}`);
        const ready = await fetch(`${directUrl}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
          (res) => res.ok,
          () => false,
        );
        if (ready) return Math.round(performance.now() - started);
      }
      c.kill("SIGKILL");
      throw new Error(`app ${options.name} was not ready within ${READY_TIMEOUT_MS / 1000} s: see ${options.logFile}`);
    },
    async stop() {
      const started = performance.now();
      if (!child || !running()) return { ms: 0, code: child?.exitCode ?? null };
      const c = child;
      c.kill("SIGTERM");
      // server.ts exits by itself within its grace period (10 s) plus 10 s; a hang is cut here.
      const timer = setTimeout(() => c.kill("SIGKILL"), 30_000);
      const code = await exited(c);
      clearTimeout(timer);
      return { ms: Math.round(performance.now() - started), code };
    },
    async kill() {
      if (!child || !running()) return;
      const c = child;
      c.kill("SIGKILL");
      await exited(c);
    },
  };
}
