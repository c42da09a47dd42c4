// GET /sw.js: the service worker the build made (build/client/sw.js, decision 058), stamped with a
// version that changes with every build (a hash of the worker and of the server build, which holds
// every route, text and asset name), so a deploy installs a new worker and its activation deletes
// the last deploy's cached offline page. Never cached by the browser's HTTP cache (the browser checks
// for a new worker on each navigation); its scope is the whole site.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { RequestHandler } from "express";

export const SERVICE_WORKER_PATH = "/sw.js";
const PLACEHOLDER = "VERSION_PLACEHOLDER";

export function serviceWorkerVersion(worker: string, buildFiles: readonly string[]): string {
  const hash = createHash("sha256").update(worker);
  for (const text of buildFiles) hash.update(text);
  return hash.digest("hex").slice(0, 16);
}

/** The stamped worker, read once at start; without a built worker, the request goes on (404). */
export function serviceWorkerScript(options: { workerFile: string; buildFiles: readonly string[] }): RequestHandler {
  const source = existsSync(options.workerFile) ? readFileSync(options.workerFile, "utf8") : null;
  const body = source?.includes(PLACEHOLDER)
    ? source.replaceAll(
        PLACEHOLDER,
        serviceWorkerVersion(
          source,
          options.buildFiles.map((file) => readFileSync(file, "utf8")),
        ),
      )
    : null;
  return (req, res, next) => {
    if (req.path !== SERVICE_WORKER_PATH || (req.method !== "GET" && req.method !== "HEAD") || !body) return next();
    res.set({
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": "/",
      "X-Content-Type-Options": "nosniff",
    });
    res.send(body);
  };
}
