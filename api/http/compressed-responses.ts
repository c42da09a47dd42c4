import compression from "compression";
import type { Request, RequestHandler, Response } from "express";
import { GzipSegments } from "./gzip-segments.ts";
import { ZstdFrames } from "./zstd-frames.ts";

export interface CompressedResponsesOptions {
  /** zlib level; 3 costs half the CPU of the default 6 for about 9 % more bytes (decision 034). */
  gzipLevel?: number;
  /** zstd's own default: a third of gzip 3's CPU on a page, and 8 % fewer bytes (decision 095). */
  zstdLevel?: number;
  /** A whole body under this many bytes goes out as it is (as the `compression` middleware's default). */
  threshold?: number;
}

/** The content codings this module writes, in the order it prefers among equally wanted ones. */
export type ContentCoding = "zstd" | "gzip";

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;
type SegmentEncoder = { write(chunk: Buffer, last?: boolean): Buffer };

/**
 * Pages and /v1 answers compressed in the request's own turn, a written chunk at a time (decisions
 * 040 and 095): zstd for a client that names it (Chrome and Firefox do), else gzip. The
 * `compression` middleware's zlib stream runs on libuv's thread pool, and its hops and callbacks
 * cost more CPU than the deflating (a /v1/hotels answer: 0.5 ms against 16 µs; a `/villas` page:
 * about 1.5 ms more than 0.7 ms of deflate). An answer this encodes carries `Content-Encoding`,
 * which `compression` (mounted before it) then leaves alone; a client that takes only brotli or
 * deflate, and anything not compressible, still goes through it.
 */
export function compressResponses({
  gzipLevel = 3,
  zstdLevel = 3,
  threshold = 1024,
}: CompressedResponsesOptions = {}): RequestHandler {
  const encoderFor = (coding: ContentCoding): SegmentEncoder =>
    coding === "zstd" ? new ZstdFrames(zstdLevel) : new GzipSegments(gzipLevel);
  return (req, res, next) => {
    const write = res.write as (chunk: Chunk, encoding?: BufferEncoding, callback?: Callback) => boolean;
    const end = res.end as (chunk?: Chunk, encoding?: BufferEncoding, callback?: Callback) => Response;
    // undefined: not decided yet (headers are read when the first byte is written).
    let encoder: SegmentEncoder | null | undefined;
    const decide = (wholeBody: Buffer | undefined): SegmentEncoder | null => {
      if (encoder === undefined) {
        const coding = codingFor(req, res, wholeBody, threshold);
        encoder = coding ? encoderFor(coding) : null;
      }
      return encoder;
    };

    res.write = function compressedWrite(chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
      const [bytes, done] = normalise(chunk, encoding, callback);
      const chosen = decide(undefined);
      if (!chosen || bytes.length === 0) return write.call(res, bytes, undefined, done);
      return write.call(res, chosen.write(bytes), undefined, done);
    } as Response["write"];

    res.end = function compressedEnd(
      chunk?: Chunk | Callback,
      encoding?: BufferEncoding | Callback,
      callback?: Callback,
    ) {
      if (typeof chunk === "function") return end.call(res, undefined, undefined, chunk);
      const [bytes, done] =
        chunk === undefined || chunk === null
          ? [Buffer.alloc(0), typeof encoding === "function" ? encoding : callback]
          : normalise(chunk, encoding, callback);
      const whole = encoder === undefined;
      const chosen = decide(whole ? bytes : undefined);
      if (!chosen) return end.call(res, bytes.length > 0 ? bytes : undefined, undefined, done);
      const encoded = chosen.write(bytes, true);
      // A body sent in one piece keeps a length (no chunked encoding), as it had before.
      if (whole) res.setHeader("Content-Length", encoded.length);
      return end.call(res, encoded.length > 0 ? encoded : undefined, undefined, done);
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
 * The streaming `compression` middleware, mounted before everything, for what compressResponses
 * does not encode (a client that takes only brotli or deflate, the built assets, the static files).
 * A request under `compressed` (the paths whose answers all pass through compressResponses) whose
 * client takes zstd or gzip skips it: compressResponses encodes that answer, or nobody would, and
 * the wrapping and second negotiation were 5-14 % of a /v1/hotels request's CPU besides its search
 * (decision 084).
 */
export function streamingCompression(options: compression.CompressionOptions, compressed: RegExp): RequestHandler {
  const streaming = compression(options);
  return (req, res, next) =>
    compressed.test(req.path) && preferredCoding(req.headers["accept-encoding"]) ? next() : streaming(req, res, next);
}

/**
 * The coding for an `Accept-Encoding` header: the one the client wants most, zstd on a tie, and
 * none when it names identity as wanted more (RFC 9110 section 12.5.3). zstd only when named: a
 * client that sends `*` gets gzip, which every client that says `*` can be trusted to read.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const wanted = qualities(acceptEncoding);
  const zstd = wanted.get("zstd") ?? 0;
  const gzip = wanted.get("gzip") ?? wanted.get("x-gzip") ?? wanted.get("*") ?? 0;
  const best = Math.max(zstd, gzip);
  if (best === 0 || best < (wanted.get("identity") ?? 0)) return null;
  return zstd === best ? "zstd" : "gzip";
}

/** Each named coding's q-value (1 when it has none; 0 when it is not a number from 0 to 1). */
function qualities(acceptEncoding: string): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const element of acceptEncoding.split(",")) {
    const [name, ...parameters] = element.split(";").map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    wanted.set(name, value >= 0 && value <= 1 ? value : 0);
  }
  return wanted;
}

/**
 * The coding for this answer, or null to send it as it is. `wholeBody`: the body when it is written
 * in one `end` (too small to be worth it below the threshold).
 */
function codingFor(
  req: Request,
  res: Response,
  wholeBody: Buffer | undefined,
  threshold: number,
): ContentCoding | null {
  if (res.headersSent || res.statusCode === 204 || res.statusCode === 304) return null;
  // The same judgement of the content type as the streaming middleware's.
  if (!compression.filter(req, res)) return null;
  // Whether or not this one is compressed, the answer depends on Accept-Encoding (a HEAD's too, as
  // the streaming middleware says: the /v1 requests compressed here do not pass through it).
  res.vary("Accept-Encoding");
  if (
    req.method === "HEAD" ||
    res.getHeader("content-encoding") !== undefined ||
    NO_TRANSFORM.test(String(res.getHeader("cache-control") ?? ""))
  )
    return null;
  if (wholeBody !== undefined && wholeBody.length < threshold) return null;
  const coding = preferredCoding(req.headers["accept-encoding"]);
  if (!coding) return null;
  res.setHeader("Content-Encoding", coding);
  res.removeHeader("Content-Length");
  return coding;
}
