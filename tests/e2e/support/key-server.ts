// A second app server for the specs that need an environment the shared e2e server does not have
// (process.env is read per request there, so it cannot be toggled): the same production build via
// scripts/e2e-server.ts, on a free port and its own temporary DATA_DIR (PGlite refuses a second
// process on one directory), with the demo seed. Ready when /readyz answers; stopped and removed
// by stop().
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";

export interface ExtraServer {
  baseURL: string;
  /** Milliseconds from spawn to the first good /readyz (migrations and demo seed included). */
  startMs: number;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function startExtraServer(env: Record<string, string>, readyTimeoutMs = 180_000): Promise<ExtraServer> {
  const root = path.resolve(import.meta.dirname, "../../..");
  const dataDir = await mkdtemp(path.join(tmpdir(), "e2e-extra-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    E2E_PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
  };
  delete childEnv.API_BASE_URL; // the child's own /v1, not an inherited one
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/e2e-server.ts")], {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const stop = async () => {
    if (exitCode === undefined) {
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // Bounded polling, given up at once if the child dies.
    const ready = (async () => {
      await expect
        .poll(
          () =>
            fetch(`${baseURL}/readyz`).then(
              (response) => response.status,
              () => 0,
            ),
          { timeout: readyTimeoutMs, intervals: [100, 250, 500] },
        )
        .toBe(200);
    })();
    const died = exited.then((code) => {
      throw new Error(`the extra server exited with ${code}: ${stderr}`);
    });
    died.catch(() => {}); // after a normal stop() too
    await Promise.race([ready, died]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, startMs: Date.now() - started, stop };
}
