import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { serviceWorkerScript, serviceWorkerVersion } from "./service-worker.ts";

function files(worker: string, server: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "sw-"));
  writeFileSync(path.join(dir, "sw.js"), worker);
  writeFileSync(path.join(dir, "index.js"), server);
  return { workerFile: path.join(dir, "sw.js"), buildFiles: [path.join(dir, "index.js")] };
}

async function get(handler: express.RequestHandler, target: string) {
  const app = express();
  app.use(handler);
  app.use((_req, res) => {
    res.status(404).end();
  });
  const server = app.listen(0);
  try {
    const { port } = server.address() as { port: number };
    return await fetch(`http://127.0.0.1:${port}${target}`);
  } finally {
    server.close();
  }
}

describe("/sw.js", () => {
  it("serves the built worker stamped with its build's version, never HTTP-cached, for the whole site", async () => {
    const response = await get(
      serviceWorkerScript(files('const V="VERSION_PLACEHOLDER";', "server build 1")),
      "/sw.js",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("service-worker-allowed")).toBe("/");
    expect(await response.text()).toMatch(/^const V="[0-9a-f]{16}";$/);
  });

  it("changes its version with the worker or the server build, and only then", () => {
    const a = serviceWorkerVersion("w", ["server 1"]);
    expect(serviceWorkerVersion("w", ["server 1"])).toBe(a);
    expect(serviceWorkerVersion("w", ["server 2"])).not.toBe(a);
    expect(serviceWorkerVersion("w2", ["server 1"])).not.toBe(a);
  });

  it("leaves other paths alone, and answers 404 without a built worker", async () => {
    const handler = serviceWorkerScript(files('"VERSION_PLACEHOLDER"', "s"));
    expect((await get(handler, "/sw.js.map")).status).toBe(404);
    const missing = serviceWorkerScript({ workerFile: "/nonexistent/sw.js", buildFiles: [] });
    expect((await get(missing, "/sw.js")).status).toBe(404);
  });
});
