import express, { Router } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { currentLogger, installCurrentLogger } from "#core/log/current-logger.server.ts";
import { httpRequestDuration } from "../telemetry/metrics.ts";
import { inProcessTransport } from "./in-process.ts";
import { createLogger } from "./logger.ts";
import { handle, requestContext } from "./middleware.ts";
import { requestIdOf } from "./request-id.ts";
import { requestLog } from "./request-scope.ts";
import { parseTrustProxy } from "./trust-proxy.ts";

/** What requestIdOf reads of a request: the header, the peer, and the app's `trust proxy`. */
function incoming(options: { id?: string; peer: string; trustProxy?: string }) {
  const app = express();
  app.set("trust proxy", parseTrustProxy(options.trustProxy));
  return {
    app,
    socket: { remoteAddress: options.peer },
    get: (name: string) => (name === "x-request-id" ? options.id : undefined),
  } as unknown as express.Request;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the request id", () => {
  it("is kept from a proxy the server trusts: loopback (the web app's own /v1 calls), a configured address, a hop count", () => {
    expect(requestIdOf(incoming({ id: "page-7f3a", peer: "127.0.0.1" }))).toBe("page-7f3a");
    expect(requestIdOf(incoming({ id: "lb-1", peer: "10.0.0.5", trustProxy: "10.0.0.5" }))).toBe("lb-1");
    expect(requestIdOf(incoming({ id: "lb-2", peer: "192.0.2.44", trustProxy: "1" }))).toBe("lb-2");
  });

  it("is new when a client that is no trusted proxy sends one, or when it is not short and plain", () => {
    expect(requestIdOf(incoming({ id: "chosen-by-me", peer: "203.0.113.7" }))).toMatch(UUID);
    expect(requestIdOf(incoming({ id: "chosen-by-me", peer: "203.0.113.7", trustProxy: "10.0.0.5" }))).toMatch(UUID);
    expect(requestIdOf(incoming({ id: "bad id <script>", peer: "127.0.0.1" }))).toMatch(UUID);
    expect(requestIdOf(incoming({ id: "x".repeat(101), peer: "127.0.0.1" }))).toMatch(UUID);
    expect(requestIdOf(incoming({ peer: "127.0.0.1" }))).toMatch(UUID);
  });
});

/** An app like server.ts's, whose log lines land in `lines`. */
function appLoggingTo(lines: Record<string, unknown>[]) {
  const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
  installCurrentLogger(() => requestLog() ?? logger);
  const app = express();
  app.set("trust proxy", ["loopback"]);
  app.use(
    requestContext(logger, {
      pageRouteOf: (pathname) => (pathname.startsWith("/restaurants/") ? "/restaurants/:slug" : undefined),
    }),
  );
  const v1 = Router();
  v1.use(express.json());
  v1.get(
    "/hotels/:id",
    handle(async (_req, res) => {
      // A module handed no logger writes through the current one: the request's.
      currentLogger().info("hotel read", { component: "test" });
      res.json({ ok: true });
    }),
  );
  app.use("/v1", v1);
  app.use("/v1", (_req, res) => void res.status(404).json({}));
  app.use((_req, res) => void res.status(200).send("page"));
  return inProcessTransport(app, "");
}

const request = (target: string, headers: Record<string, string> = {}) => ({
  method: "GET",
  target,
  headers,
  body: undefined,
  signal: new AbortController().signal,
});
/** The access line is written when the answer is finished, a tick after the transport settles. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => installCurrentLogger(undefined));

describe("the access line", () => {
  it("is one JSON line per request with the route pattern, status, duration and client, and the request id on every line", async () => {
    const lines: Record<string, unknown>[] = [];
    const send = appLoggingTo(lines);
    const answer = await send(request("/v1/hotels/42?email=guest%40example.com", { "x-request-id": "page-abc" }));
    await tick();
    expect(answer.header("x-request-id")).toBe("page-abc");
    expect(lines).toHaveLength(2);
    const [event, access] = lines;
    expect(event).toMatchObject({ level: "info", msg: "hotel read", requestId: "page-abc", component: "test" });
    expect(access).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      hostname: expect.any(String),
      requestId: "page-abc",
      msg: "request",
      method: "GET",
      route: "/v1/hotels/:id",
      status: 200,
      ms: expect.any(Number),
      client: "127.0.0.1",
    });
    // Neither the id in the path nor the query reaches the log.
    expect(JSON.stringify(access)).not.toMatch(/hotels\/42|example\.com/);
  });

  it("names an unrouted /v1 path by its mount, a page by its page route, and anything else `unmatched`", async () => {
    const lines: Record<string, unknown>[] = [];
    const send = appLoggingTo(lines);
    await send(request("/v1/no/such/thing"));
    await send(request("/restaurants/warung-bu-made"));
    await send(request("/favicon-nowhere"));
    await tick();
    expect(lines.map((line) => [line.route, line.status])).toEqual([
      ["/v1/*", 404],
      ["/restaurants/:slug", 200],
      ["unmatched", 200],
    ]);
  });

  it("observes the request-duration histogram by route pattern, method and status class", async () => {
    const send = appLoggingTo([]);
    const before = await countOf("/v1/hotels/:id");
    await send(request("/v1/hotels/7"));
    await tick();
    expect(await countOf("/v1/hotels/:id")).toBe(before + 1);
  });

  it("keeps LOG_LEVEL: below the level nothing is written", () => {
    const lines: string[] = [];
    const logger = createLogger("warn", { write: (line: string) => void lines.push(line) });
    logger.info("hidden");
    logger.warn("shown", { error: new Error("boom") });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "warn",
      msg: "shown",
      error: { type: "Error", message: "boom", stack: expect.any(String) },
    });
  });
});

async function countOf(route: string): Promise<number> {
  const { values } = await httpRequestDuration.get();
  return (
    values.find(
      (v) =>
        v.metricName === "inap_http_request_duration_seconds_count" &&
        v.labels.route === route &&
        v.labels.status === "2xx",
    )?.value ?? 0
  );
}
