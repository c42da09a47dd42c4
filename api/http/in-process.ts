// /v1 in the same process without a socket (decision 036). The request goes through the very
// Express app an HTTP request would reach (every middleware: the app key, the language, the
// client's address from X-Forwarded-For behind `trust proxy`, rate limits, the mailbox header,
// the error shape), as if from loopback; only the socket, the HTTP parsing on both sides and
// fetch are left out. The answer's body is kept as the text Express wrote.
import { EventEmitter } from "node:events";
import { IncomingMessage, ServerResponse, STATUS_CODES } from "node:http";
import type { V1Answer, V1Request, V1Transport } from "#core/v1-transport.ts";

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * What Express and its middleware read of a socket: a loopback peer (as fetch to 127.0.0.1 has),
 * no TLS, open for reading (body-parser skips a request whose socket is not readable); the body
 * itself is pushed into the request.
 */
function loopbackSocket() {
  return Object.assign(new EventEmitter(), {
    remoteAddress: "127.0.0.1",
    remoteFamily: "IPv4",
    remotePort: 0,
    encrypted: false,
    readable: true,
    writable: false,
    destroyed: false,
    resume() {},
    pause() {},
    destroy() {},
    setTimeout() {},
  });
}

type Chunk = string | Uint8Array;

/**
 * A transport for app/lib/api.server.ts that hands each request to `app` (mounted so that `/v1`
 * + target reaches the API, as server.ts mounts it).
 */
export function inProcessTransport(app: Handler, mountPath = "/v1"): V1Transport {
  return (request) => dispatch(app, mountPath, request);
}

function dispatch(app: Handler, mountPath: string, request: V1Request): Promise<V1Answer> {
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<V1Answer>((resolve, reject) => {
    const req = new IncomingMessage(loopbackSocket() as never);
    req.method = request.method;
    // Normalised as fetch would send it (dot segments, percent-encoding).
    const url = new URL(mountPath + request.target, "http://127.0.0.1");
    req.url = url.pathname + url.search;
    req.httpVersion = "1.1";
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    const headers: Record<string, string> = { host: "127.0.0.1" };
    for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
    if (request.body !== undefined) {
      const body = Buffer.from(request.body);
      headers["content-length"] = String(body.length);
      req.push(body);
    }
    req.headers = headers;
    req.push(null);
    req.complete = true;

    const res = new ServerResponse(req);
    const chunks: Chunk[] = [];
    const take = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === "string")
        chunks.push(
          encoding && encoding !== "utf8" && encoding !== "utf-8"
            ? Buffer.from(chunk, encoding as BufferEncoding)
            : chunk,
        );
      else if (chunk instanceof Uint8Array) chunks.push(chunk);
    };
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    const settle = () => {
      signal.removeEventListener("abort", onAbort);
      const status = res.statusCode;
      resolve({
        status,
        statusText: res.statusMessage || STATUS_CODES[status] || "",
        header: (name) => {
          const value = res.getHeader(name);
          return value === undefined ? null : Array.isArray(value) ? value.join(", ") : String(value);
        },
        text: textOf(chunks),
      });
    };

    // Writes are collected instead of going to a socket; middleware that wrap write and end
    // (compression, on-headers) wrap these, and the headers are "sent" as over HTTP.
    const sendHeaders = () => {
      if (!res.headersSent) res.writeHead(res.statusCode);
    };
    res.write = ((chunk: unknown, encoding?: unknown) => {
      sendHeaders();
      take(chunk, typeof encoding === "string" ? encoding : undefined);
      return true;
    }) as ServerResponse["write"];
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      if (res.finished) return res;
      sendHeaders();
      take(chunk, typeof encoding === "string" ? encoding : undefined);
      res.finished = true;
      settle();
      process.nextTick(() => {
        res.emit("finish");
        res.emit("close");
      });
      return res;
    }) as ServerResponse["end"];

    // Past the app's last handler (never for /v1, which ends in notFound and errorHandler): what
    // Express' final handler would answer, without a body.
    const next = (error?: unknown) => {
      if (res.finished) return;
      res.statusCode = error ? 500 : 404;
      res.end();
    };
    try {
      app(req, res, next);
    } catch (error) {
      next(error ?? new Error("in-process /v1 call failed"));
    }
  });
}

function textOf(chunks: Chunk[]): string {
  if (chunks.length === 1 && typeof chunks[0] === "string") return chunks[0];
  return Buffer.concat(chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c))).toString("utf8");
}
