import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, testApp } from "../test/harness.ts";
import { gzipResponses, streamingCompression } from "./gzip-responses.ts";

const big = { status: "success", data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Villa ${i}` })) };

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose answer is read as bytes: fetch would take the gzip off before we could see it. */
function get(url: string, headers: Record<string, string>, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const page = [
  `<!DOCTYPE html><html><head><title>Villa</title></head><body>`,
  `<main>${"<p>Villa</p>".repeat(400)}</main>`,
  "</body></html>",
];

describe("gzipResponses", () => {
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const { app } = testApp();
    // As server.ts mounts them: the streaming compression first (skipped where this one gzips,
    // here everything but /elsewhere), then this one.
    app.use(streamingCompression({ level: 3 }, /^\/(?!elsewhere)/));
    app.get("/elsewhere", (_req, res) => void res.json({ flush: typeof res.flush }));
    app.use(gzipResponses());
    // `res.flush` is the streaming middleware's: there when it wraps the answer.
    app.get("/wrapped", (_req, res) => void res.json({ flush: typeof res.flush }));
    app.get("/big", (_req, res) => void res.json(big));
    // A page as the React Router adapter writes it: headers, then chunks in turns, then the end.
    app.get("/page", (_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write(page[0]!);
      setImmediate(() => {
        res.write(Buffer.from(page[1]!));
        setImmediate(() => res.end(new TextEncoder().encode(page[2]!)));
      });
    });
    app.get("/image", (_req, res) => void res.type("image/webp").send(Buffer.alloc(4096, 7)));
    app.get("/small", (_req, res) => void res.json({ status: "success" }));
    app.get("/no-transform", (_req, res) => void res.set("cache-control", "no-transform").json(big));
    server = await listen(app);
  });
  afterAll(() => server.close());

  it("gzips an answer of 1 KB or more in one piece for a client that takes gzip", async () => {
    const answer = await get(`${server.origin}/big`, { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    // One body with its length, not a chunked stream.
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(JSON.parse(gunzipSync(answer.body).toString("utf8"))).toEqual(big);
  });

  it("gzips a streamed page chunk by chunk into one valid member", async () => {
    const answer = await get(`${server.origin}/page`, { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(gunzipSync(answer.body).toString("utf8")).toBe(page.join(""));
    // Compressed: the body's 400 repetitions are a few hundred bytes.
    expect(answer.body.length).toBeLessThan(600);
    const plain = await get(`${server.origin}/page`, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(page.join(""));
  });

  it("does not touch what is not compressible", async () => {
    const image = await get(`${server.origin}/image`, { "accept-encoding": "gzip" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body).toEqual(Buffer.alloc(4096, 7));
  });

  it("sends the JSON as it is to a client that does not take gzip, or when it is small", async () => {
    const variants: Record<string, string>[] = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "gzip;q=0" },
    ];
    for (const headers of variants) {
      const answer = await get(`${server.origin}/big`, headers);
      expect(answer.headers["content-encoding"], JSON.stringify(headers)).toBeUndefined();
      expect(JSON.parse(answer.body.toString("utf8"))).toEqual(big);
    }
    const small = await get(`${server.origin}/small`, { "accept-encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString("utf8"))).toEqual({ status: "success" });
  });

  it("leaves a brotli-only client to the streaming middleware, and respects no-transform", async () => {
    const brotli = await get(`${server.origin}/big`, { "accept-encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    const kept = await get(`${server.origin}/no-transform`, { "accept-encoding": "gzip" });
    expect(kept.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(kept.body.toString("utf8"))).toEqual(big);
  });

  it("answers a repeated request carrying the ETag with 304, and HEAD without a body", async () => {
    const first = await get(`${server.origin}/big`, { "accept-encoding": "gzip" });
    const etag = String(first.headers.etag);
    const again = await get(`${server.origin}/big`, { "accept-encoding": "gzip", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(`${server.origin}/big`, { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    // As the streaming middleware said of a HEAD before the gzip-taking requests skipped it.
    expect(head.headers.vary).toBe("Accept-Encoding");
  });

  it("skips the streaming middleware for a request it gzips, not for another client or path", async () => {
    const flush = async (path: string, encoding: string) =>
      JSON.parse((await get(`${server.origin}${path}`, { "accept-encoding": encoding })).body.toString("utf8")).flush;
    expect(await flush("/wrapped", "gzip")).toBe("undefined");
    expect(await flush("/wrapped", "gzip, br")).toBe("undefined");
    expect(await flush("/wrapped", "br")).toBe("function");
    expect(await flush("/wrapped", "identity")).toBe("function");
    expect(await flush("/elsewhere", "gzip")).toBe("function");
  });
});
