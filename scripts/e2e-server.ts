// The server the end-to-end tests talk to: the production build on its own data directory.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { lockDataDir } from "../api/db/data-dir-lock.ts";

const root = path.resolve(import.meta.dirname, "..");
process.env.PORT = process.env.E2E_PORT ?? "3210";
process.env.HOST = "127.0.0.1";
process.env.DATA_DIR ??= path.join(root, ".data-test/e2e");
// Every run starts from the seed: a database left by an earlier run keeps its bookings and the
// demo member's spent points (which ran out after a few runs). Locked first, so the database of a
// server still running there is never removed; the generated pictures are kept. E2E_KEEP_DATA=1 keeps it.
if (process.env.E2E_KEEP_DATA !== "1") {
  const database = path.join(process.env.DATA_DIR, "db");
  mkdirSync(process.env.DATA_DIR, { recursive: true });
  lockDataDir(database);
  rmSync(database, { recursive: true, force: true });
}
process.env.LOG_LEVEL ??= "warn";
process.env.APP_KEY ??= "e2e-app-key-0123456789";
// Every test browser comes from 127.0.0.1: the per-visitor caps on unpaid holds would add up.
process.env.HOLD_LIMITS ??= "off";
// The payment gateway sends the browser back here (the sandbox page redirects to PUBLIC_URL).
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`;
await import("./start.ts");
