// A visitor at one address: HTTP through the proxy with its socket bound to that address (so the
// proxy sees it as the client), keep-alive like a browser. Every answer is recorded for the figures.
import http from "node:http";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The upstream(s) nginx used (X-Fleet-Upstream), e.g. "10.213.0.1:4101" or "a, b" after a retry. */
  upstream: string;
  /** 0 when the connection failed before an answer. */
  ms: number;
}

export interface RequestRecord {
  method: string;
  path: string;
  address: string;
  status: number;
  upstream: string;
  at: number;
  /** The phase it was sent in. */
  phase: string;
  /** False when the phase changed while it was in flight (sent just before a kill, answered after a restart). */
  withinPhase: boolean;
}

/** Every request of the run, by phase; the figures and the per-phase 5xx checks read it. */
export class Recorder {
  readonly records: RequestRecord[] = [];
  #phase = "setup";
  /** Counts phase changes, so a request can tell whether one happened while it was in flight. */
  #changes = 0;
  get phase(): string {
    return this.#phase;
  }
  set phase(name: string) {
    this.#phase = name;
    this.#changes++;
  }
  /** Call when a request is sent; the returned function records its answer. */
  start(): (record: Omit<RequestRecord, "at" | "phase" | "withinPhase">) => void {
    const phase = this.#phase;
    const changes = this.#changes;
    return (record) => this.records.push({ ...record, phase, withinPhase: changes === this.#changes, at: Date.now() });
  }
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** X-Fleet-Pin: the process that must answer (a proxy map in the fleet's nginx.conf). */
  pin?: string;
  timeoutMs?: number;
}

export interface Client {
  readonly address: string;
  request(path: string, options?: RequestOptions): Promise<Answer>;
  json<T = any>(path: string, options?: RequestOptions): Promise<{ status: number; body: T; upstream: string }>;
  close(): void;
}

/** Status 0: the connection failed or timed out (counted as a failure like a 5xx). */
export function client(options: {
  address: string;
  proxy: { host: string; port: number };
  appKey: string;
  recorder: Recorder;
}): Client {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, localAddress: options.address } as http.AgentOptions);
  const request = (path: string, opts: RequestOptions = {}): Promise<Answer> => {
    const method = opts.method ?? (opts.json !== undefined || opts.form !== undefined ? "POST" : "GET");
    const body =
      opts.json !== undefined
        ? Buffer.from(JSON.stringify(opts.json))
        : opts.form !== undefined
          ? Buffer.from(new URLSearchParams(opts.form).toString())
          : undefined;
    const headers: Record<string, string> = {
      "app-key": options.appKey,
      accept: "application/json",
      ...(opts.json !== undefined ? { "content-type": "application/json" } : {}),
      ...(opts.form !== undefined ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...(body ? { "content-length": String(body.length) } : {}),
      ...(opts.pin ? { "x-fleet-pin": opts.pin } : {}),
      ...opts.headers,
    };
    const started = performance.now();
    const record = options.recorder.start();
    return new Promise((resolve) => {
      const done = (answer: Omit<Answer, "ms">) => {
        record({
          method,
          address: options.address,
          path: path.split("?")[0]!,
          status: answer.status,
          upstream: answer.upstream,
        });
        resolve({ ...answer, ms: Math.round(performance.now() - started) });
      };
      const req = http.request(
        {
          host: options.proxy.host,
          port: options.proxy.port,
          path,
          method,
          headers,
          agent,
          timeout: opts.timeoutMs ?? 60_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            done({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
              upstream: String(res.headers["x-fleet-upstream"] ?? ""),
            }),
          );
          res.on("error", () => done({ status: 0, headers: {}, body: Buffer.alloc(0), upstream: "" }));
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => done({ status: 0, headers: {}, body: Buffer.alloc(0), upstream: "" }));
      req.end(body);
    });
  };
  return {
    address: options.address,
    request,
    async json(path, opts) {
      const answer = await request(path, opts);
      let body: any;
      try {
        body = JSON.parse(answer.body.toString("utf8"));
      } catch {
        body = { unparsed: answer.body.toString("utf8").slice(0, 200) };
      }
      return { status: answer.status, body, upstream: answer.upstream };
    },
    close: () => agent.destroy(),
  };
}
