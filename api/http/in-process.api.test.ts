// The in-process transport (decision 036) answers what HTTP answers: same status, body and
// headers, through the same middleware (app key, language, the client's address behind
// `trust proxy`, rate limits, the mailbox header, errors).
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { V1Answer, V1Request } from "#core/v1-transport.ts";
import { addDays, todayInJakarta } from "#core/dates.ts";
import { createApi } from "../app.ts";
import { RELAXED_LIMITS, uniqueEmail } from "../auth/test-api.ts";
import { databaseKinds, forwardedFor, listen, TEST_APP_KEY, testApp, useTestDatabase } from "../test/harness.ts";
import { inProcessTransport } from "./in-process.ts";

const request = (target: string, init: Partial<Omit<V1Request, "target">> = {}): V1Request => ({
  method: "GET",
  target,
  headers: {
    "app-key": TEST_APP_KEY,
    "accept-language": "id",
    accept: "application/json",
    "accept-encoding": "identity",
  },
  body: undefined,
  signal: new AbortController().signal,
  ...init,
});

/** The same request over HTTP, answered in V1Answer's shape. */
async function overHttp(url: string, { method, target, headers, body }: V1Request): Promise<V1Answer> {
  const response = await fetch(url + target, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    statusText: response.statusText,
    header: (name) => response.headers.get(name),
    text,
  };
}

const SAME_HEADERS = [
  "content-type",
  "cache-control",
  "retry-after",
  "etag",
  "content-length",
  "vary",
  "strict-transport-security",
];
const comparable = (answer: V1Answer) => ({
  status: answer.status,
  statusText: answer.statusText,
  body: answer.text,
  headers: Object.fromEntries(SAME_HEADERS.map((name) => [name, answer.header(name)])),
});

describe("the in-process transport, on an echo app", () => {
  // What /v1's middleware read of a request, for any method, path, header and body.
  const { app } = testApp();
  app.use(compression({ level: 3 }));
  app.use(express.json());
  app.all("/v1/{*rest}", (req, res) => {
    res.set("cache-control", "public, max-age=60");
    res.status(req.path.endsWith("/teapot") ? 418 : 200).json({
      method: req.method,
      url: req.originalUrl,
      ip: req.ip,
      protocol: req.protocol,
      lang: req.get("accept-language"),
      mailbox: req.get("x-inap-mailbox"),
      authorization: req.get("authorization"),
      body: req.body,
      query: req.query,
    });
  });
  let http: Awaited<ReturnType<typeof listen>>;
  const transport = inProcessTransport(app);
  beforeAll(async () => {
    http = await listen(app);
  });
  afterAll(() => http.close());

  it("sees the same request: method, normalised path and query, client address, headers, JSON body", async () => {
    const cases = [
      request("/hotels?guest=2&city=5&propertyName=Villa%20Nusa", {
        headers: { ...request("").headers, "accept-language": "en", ...forwardedFor("203.0.113.9") },
      }),
      request("/voucher/a%20b/../x/7"),
      request("/forgot-password", {
        method: "POST",
        headers: {
          ...request("").headers,
          "content-type": "application/json",
          "x-inap-mailbox": "m".repeat(24),
          authorization: "Bearer t",
          ...forwardedFor("198.51.100.4"),
        },
        body: JSON.stringify({ email: "a@b.co" }),
      }),
      request("/teapot"),
    ];
    for (const sent of cases) {
      const [viaHttp, inProcess] = await Promise.all([overHttp(`${http.origin}/v1`, sent), transport(sent)]);
      expect(comparable(inProcess)).toEqual(comparable(viaHttp));
    }
    const echoed = JSON.parse((await transport(cases[0]!)).text);
    expect(echoed).toMatchObject({
      ip: "203.0.113.9",
      protocol: "http",
      lang: "en",
      url: "/v1/hotels?guest=2&city=5&propertyName=Villa%20Nusa",
    });
  });

  it("rejects with the signal's reason when the call is aborted", async () => {
    const controller = new AbortController();
    controller.abort(new DOMException("gone", "AbortError"));
    await expect(transport(request("/hotels", { signal: controller.signal }))).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});

describe.each(databaseKinds)("the in-process transport, on /v1 (%s)", (kind) => {
  const suite = useTestDatabase(kind);
  let http: Awaited<ReturnType<typeof listen>>;
  let transport: ReturnType<typeof inProcessTransport>;
  beforeAll(async () => {
    const { app, logger } = testApp();
    app.use(
      "/v1",
      createApi({
        database: suite.database,
        appKey: TEST_APP_KEY,
        logger,
        accounts: { limits: { ...RELAXED_LIMITS, forgot: { limit: 2 } } },
      }),
    );
    http = await listen(app);
    transport = inProcessTransport(app);
  });
  afterAll(() => http?.close());

  const both = async (sent: V1Request) => {
    const viaHttp = comparable(await overHttp(`${http.origin}/v1`, sent));
    const inProcess = comparable(await transport(sent));
    return { viaHttp, inProcess };
  };

  it("answers searches, content, refusals and errors as HTTP does", async () => {
    const arrival = addDays(todayInJakarta(), 14);
    const targets = [
      `/hotels?guest=2&arrival=${arrival}&departure=${addDays(arrival, 2)}`,
      `/hotels?guest=2&arrival=${arrival}&departure=${addDays(arrival, 2)}&page=2`,
      "/hotels?guest=nine",
      "/promo/banner",
      "/voucher-event",
      "/list-cities",
      "/no-such-endpoint",
    ];
    for (const target of targets) {
      for (const lang of ["id", "en"]) {
        const { viaHttp, inProcess } = await both(
          request(target, { headers: { ...request("").headers, "accept-language": lang } }),
        );
        expect(inProcess).toEqual(viaHttp);
      }
    }
    const wrongKey = await both(request("/promo/banner", { headers: { ...request("").headers, "app-key": "wrong" } }));
    expect(wrongKey.inProcess.status).toBe(401);
    expect(wrongKey.inProcess).toEqual(wrongKey.viaHttp);
    const banner = await transport(request("/promo/banner"));
    expect(banner.header("cache-control")).toBe("public, max-age=60");
  });

  it("counts a rate limit per forwarded client address, in the same buckets as HTTP", async () => {
    const email = uniqueEmail("inproc");
    const forgot = (ip: string) =>
      request("/forgot-password", {
        method: "POST",
        headers: { ...request("").headers, "content-type": "application/json", ...forwardedFor(ip) },
        body: JSON.stringify({ email }),
      });
    expect((await overHttp(`${http.origin}/v1`, forgot("192.0.2.50"))).status).toBe(200);
    expect((await transport(forgot("192.0.2.50"))).status).toBe(200);
    const limited = await transport(forgot("192.0.2.50"));
    expect(limited.status).toBe(429);
    expect(Number(limited.header("retry-after"))).toBeGreaterThan(0);
    expect(JSON.parse(limited.text)).toMatchObject({ code: "rate_limited" });
    // Another visitor's address has its own bucket.
    expect((await transport(forgot("192.0.2.51"))).status).toBe(200);
  });
});
