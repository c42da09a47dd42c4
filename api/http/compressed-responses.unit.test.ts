import { request } from "node:http";
import { gunzipSync, zstdDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, testApp } from "../test/harness.ts";
import { compressResponses, preferredCoding, streamingCompression } from "./compressed-responses.ts";

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

describe("compressResponses", () => {
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const { app } = testApp();
    // As server.ts mounts them: the streaming compression first (skipped where this one compresses,
    // here everything but /elsewhere), then this one.
    app.use(streamingCompression({ level: 3 }, /^\/(?!elsewhere)/));
    app.get("/elsewhere", (_req, res) => void res.json({ flush: typeof res.flush }));
    app.use(compressResponses());
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
    // A page written whole and ended with nothing, as React Router's adapter ends most pages.
    app.get("/page-in-one", (_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write(page.join(""));
      setImmediate(() => res.end());
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

  it("answers in zstd a client that names it as wanted as gzip, as Chrome and Firefox do", async () => {
    const chrome = "gzip, deflate, br, zstd";
    const answer = await get(`${server.origin}/big`, { "accept-encoding": chrome });
    expect(answer.headers["content-encoding"]).toBe("zstd");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(JSON.parse(zstdDecompressSync(answer.body).toString("utf8"))).toEqual(big);
    // A page written whole is one frame, which every zstd reader takes (Node's own stops after one).
    const whole = await get(`${server.origin}/page-in-one`, { "accept-encoding": chrome });
    expect(whole.headers["content-encoding"]).toBe("zstd");
    expect(zstdDecompressSync(whole.body).toString("utf8")).toBe(page.join(""));
    expect(whole.body.length).toBeLessThan(200);
  });

  it("streams a page written in pieces as one zstd frame per piece", async () => {
    const answer = await get(`${server.origin}/page`, { "accept-encoding": "zstd" });
    expect(answer.headers["content-encoding"]).toBe("zstd");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(decodeFrames(answer.body)).toBe(page.join(""));
  });

  it("skips the streaming middleware for a request it gzips, not for another client or path", async () => {
    const flush = async (path: string, encoding: string) =>
      JSON.parse((await get(`${server.origin}${path}`, { "accept-encoding": encoding })).body.toString("utf8")).flush;
    expect(await flush("/wrapped", "gzip")).toBe("undefined");
    expect(await flush("/wrapped", "gzip, br")).toBe("undefined");
    expect(await flush("/wrapped", "br, zstd")).toBe("undefined");
    expect(await flush("/wrapped", "br")).toBe("function");
    expect(await flush("/wrapped", "identity")).toBe("function");
    expect(await flush("/elsewhere", "gzip")).toBe("function");
  });
});

describe("preferredCoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "zstd"],
    ["zstd", "zstd"],
    ["gzip", "gzip"],
    ["gzip;q=0.5", "gzip"],
    ["zstd;q=0.5, gzip", "gzip"],
    ["gzip;q=0.4, zstd;q=0.8", "zstd"],
    ["GZIP", "gzip"],
    ["x-gzip", "gzip"],
    ["*", "gzip"],
    ["br, *;q=0.1", "gzip"],
    ["identity, gzip;q=0.5", null],
    ["identity;q=0.5, gzip", "gzip"],
    ["gzip;q=0, zstd;q=0", null],
    ["gzip;q=2", null],
    ["gzip;q=x", null],
    ["br", null],
    ["identity", null],
    ["", null],
    [undefined, null],
  ])("%s → %s", (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});

/** The text of a streamed zstd answer, frame after frame: Node's zstd reader stops after the first. */
function decodeFrames(body: Buffer): string {
  const parts: string[] = [];
  let rest = body;
  while (rest.length > 0) {
    const end = frameLength(rest);
    parts.push(zstdDecompressSync(rest.subarray(0, end)).toString("utf8"));
    rest = rest.subarray(end);
  }
  return parts.join("");
}

/** The length of the zstd frame at the start of `bytes` (RFC 8878 section 3.1.1). */
function frameLength(bytes: Buffer): number {
  const descriptor = bytes[4]!;
  const singleSegment = (descriptor >> 5) & 1;
  const checksum = (descriptor >> 2) & 1;
  const sizeField = [singleSegment, 2, 4, 8][descriptor >> 6]!;
  const dictionaryField = [0, 1, 2, 4][descriptor & 3]!;
  let offset = 5 + (singleSegment ? 0 : 1) + dictionaryField + sizeField;
  for (;;) {
    const header = bytes.readUIntLE(offset, 3);
    const last = header & 1;
    const type = (header >> 1) & 3;
    const size = header >> 3;
    offset += 3 + (type === 1 ? 1 : size);
    if (last) return offset + (checksum ? 4 : 0);
  }
}
