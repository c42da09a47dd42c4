// Issue 9 item 9: a second process on the same PGlite data directory refuses to start.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "inap-lock-"));
const clientModule = path.join(import.meta.dirname, "client.ts");
const openIn = (dataDir: string) =>
  spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { openDatabase } = await import(${JSON.stringify(clientModule)}); const d = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); await d.close(); console.log("opened");`,
    ],
    {
      encoding: "utf8",
      timeout: 60_000,
    },
  );

describe("one process per PGlite data directory", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("a second process refuses the directory with a clear message; it opens again once the first closed", async () => {
    const dataDir = path.join(dir, "db");
    const first = await openDatabase({ dataDir });
    try {
      const second = openIn(dataDir);
      expect(second.status).not.toBe(0);
      expect(second.stderr).toContain(`is in use by another process (pid ${process.pid})`);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect(openIn(dataDir).stdout).toContain("opened");
  }, 120_000);

  it("a stale lock (its process is gone, e.g. after kill -9) is taken over", () => {
    const dataDir = path.join(dir, "stale");
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    writeFileSync(`${dataDir}.lock`, gone.stdout);
    expect(openIn(dataDir).stdout).toContain("opened");
  }, 120_000);
});
