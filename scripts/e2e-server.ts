// The server the end-to-end tests talk to: the production build on its own data directory.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.env.PORT = process.env.E2E_PORT ?? "3210";
process.env.HOST = "127.0.0.1";
process.env.DATA_DIR ??= path.join(root, ".data-test/e2e");
process.env.LOG_LEVEL ??= "warn";
process.env.APP_KEY ??= "e2e-app-key-0123456789";
// Every test browser comes from 127.0.0.1: the per-visitor caps on unpaid holds would add up.
process.env.HOLD_LIMITS ??= "off";
// The payment gateway sends the browser back here (the sandbox page redirects to PUBLIC_URL).
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`;
await import("./start.ts");
