import compression from "compression";
import type { Request, RequestHandler, Response } from "express";
import { GzipSegments } from "./gzip-segments.ts";

export interface GzipResponsesOptions {
  /** zlib level; 3 costs half the CPU of the default 6 for about 9 % more bytes (decision 034). */
  level?: number;
  /** A whole body under this many bytes goes out as it is (as the `compression` middleware's default). */
  threshold?: number;
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

/**
 * Pages and /v1 answers gzipped in the request's own turn, a written chunk at a time (decision
 * 040): the `compression` middleware's zlib stream runs on libuv's thread pool, and its hops and
 * callbacks cost more CPU than the deflating (a /v1/hotels answer: 0.5 ms against 16 µs; a
 * `/villas` page: about 1.5 ms more than 0.7 ms of deflate). An answer this encodes carries
 * `Content-Encoding`, which `compression` (mounted before it) then leaves alone; a client that
 * takes only brotli or deflate, and anything not compressible, still goes through it.
 */
export function gzipResponses({ level = 3, threshold = 1024 }: GzipResponsesOptions = {}): RequestHandler {
  return (req, res, next) => {
    const write = res.write as (chunk: Chunk, encoding?: BufferEncoding, callback?: Callback) => boolean;
    const end = res.end as (chunk?: Chunk, encoding?: BufferEncoding, callback?: Callback) => Response;
    // undefined: not decided yet (headers are read when the first byte is written).
    let gzip: GzipSegments | null | undefined;
    const decide = (wholeBody: Buffer | undefined): GzipSegments | null => {
      if (gzip === undefined) gzip = shouldGzip(req, res, wholeBody, threshold) ? new GzipSegments(level) : null;
      return gzip;
    };

    res.write = function gzipWrite(chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
      const [bytes, done] = normalise(chunk, encoding, callback);
      const encoder = decide(undefined);
      if (!encoder || bytes.length === 0) return write.call(res, bytes, undefined, done);
      return write.call(res, encoder.write(bytes), undefined, done);
    } as Response["write"];

    res.end = function gzipEnd(chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) {
      if (typeof chunk === "function") return end.call(res, undefined, undefined, chunk);
      const [bytes, done] =
        chunk === undefined || chunk === null
          ? [Buffer.alloc(0), typeof encoding === "function" ? encoding : callback]
          : normalise(chunk, encoding, callback);
      const whole = gzip === undefined;
      const encoder = decide(whole ? bytes : undefined);
      if (!encoder) return end.call(res, bytes.length > 0 ? bytes : undefined, undefined, done);
      const encoded = encoder.write(bytes, true);
      // A body sent in one piece keeps a length (no chunked encoding), as it had before.
      if (whole) res.setHeader("Content-Length", encoded.length);
      return end.call(res, encoded, undefined, done);
    } as Response["end"];

    next();
  };
}

function normalise(
  chunk: Chunk,
  encoding?: BufferEncoding | Callback,
  callback?: Callback,
): [Buffer, Callback | undefined] {
  const done = typeof encoding === "function" ? encoding : callback;
  if (typeof chunk === "string") return [Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"), done];
  return [Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), done];
}

/**
 * The streaming `compression` middleware, mounted before everything, for what gzipResponses does
 * not gzip (a client that takes only brotli or deflate, the built assets, the static files). A
 * request under `gzipped` (the paths whose answers all pass through gzipResponses) whose client
 * takes gzip skips it: gzipResponses gzips that answer, or nobody would, and the wrapping and
 * second negotiation were 5-14 % of a /v1/hotels request's CPU besides its search (decision 084).
 */
export function streamingCompression(options: compression.CompressionOptions, gzipped: RegExp): RequestHandler {
  const streaming = compression(options);
  return (req, res, next) => (gzipped.test(req.path) && takesGzip(req) ? next() : streaming(req, res, next));
}

/**
 * The client takes gzip (over identity): an answer this middleware wraps is then gzipped here when
 * it is compressible and big enough, or by nobody (the streaming `compression` middleware judges
 * type, size and no-transform the same way, and leaves an answer already encoded alone).
 */
export function takesGzip(req: Request): boolean {
  return req.headers["accept-encoding"] !== undefined && req.acceptsEncodings("gzip", "identity") === "gzip";
}

/** `wholeBody`: the body when it is written in one `end` (too small to be worth it below the threshold). */
function shouldGzip(req: Request, res: Response, wholeBody: Buffer | undefined, threshold: number): boolean {
  if (res.headersSent || res.statusCode === 204 || res.statusCode === 304) return false;
  // The same judgement of the content type as the streaming middleware's.
  if (!compression.filter(req, res)) return false;
  // Whether or not this one is compressed, the answer depends on Accept-Encoding (a HEAD's too, as
  // the streaming middleware says: the /v1 requests that take gzip do not pass through it).
  res.vary("Accept-Encoding");
  if (
    req.method === "HEAD" ||
    res.getHeader("content-encoding") !== undefined ||
    NO_TRANSFORM.test(String(res.getHeader("cache-control") ?? ""))
  )
    return false;
  if (wholeBody !== undefined && wholeBody.length < threshold) return false;
  if (!takesGzip(req)) return false;
  res.setHeader("Content-Encoding", "gzip");
  res.removeHeader("Content-Length");
  return true;
}
