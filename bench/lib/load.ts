// One bounded autocannon run with rotating paths. Latencies are recorded per response (from
// autocannon's own hrtime measurement) so p95 is exact, not read off a percentile autocannon lacks.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

type Headers = Record<string, string>;
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Headers;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (
    status: number,
    body: string,
    context: Record<string, unknown>,
    headers: Record<string, string | string[]>,
  ) => void;
}
interface AutocannonResult {
  errors: number;
  timeouts: number;
  mismatches: number;
  non2xx: number;
  duration: number;
  totalCompletedRequests: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): this;
  on(event: "reqError", listener: (error: Error) => void): this;
  stop(): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  headers: Headers;
  requests: AutocannonRequest[];
}) => AutocannonInstance;

const autocannon = require("autocannon") as Autocannon;

export interface LoadOptions {
  /** http://127.0.0.1:PORT */
  baseUrl: string;
  connections: number;
  durationSec: number;
  headers?: Headers;
  /** The path of the next request (called once per request, shared by all connections). */
  nextPath: () => string;
  /** Called with a 2xx answer's status and headers; returns a problem to count, or null. */
  check?: (status: number, headers: Record<string, string | string[]>) => string | null;
}

export interface LoadStats {
  requests: number;
  ok: number;
  non2xx: number;
  /** Socket errors and timeouts (autocannon counts a timeout as an error). */
  errors: number;
  timeouts: number;
  /** 2xx answers that failed `check` (wrong content type, ...). */
  badAnswers: number;
  badAnswerExamples: string[];
  statusCounts: Record<string, number>;
  durationSec: number;
  rps: number;
  /** Latency of the 2xx answers, milliseconds. */
  latency: { p50: number; p90: number; p95: number; p99: number; max: number; mean: number };
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

let current: AutocannonInstance | undefined;

/** Stops a running load (Ctrl-C): autocannon then resolves with what it has. */
export function stopLoad(): void {
  current?.stop();
}

export async function runLoad(options: LoadOptions): Promise<LoadStats> {
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let badAnswers = 0;
  const badAnswerExamples: string[] = [];
  let requestErrors = 0;
  const check = options.check;

  const instance = autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationSec,
    timeout: 10,
    headers: options.headers ?? {},
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({ ...request, path: options.nextPath() }),
        ...(check
          ? {
              onResponse: (
                status: number,
                _body: string,
                _context: Record<string, unknown>,
                headers: Record<string, string | string[]>,
              ) => {
                if (status < 200 || status >= 300) return;
                const problem = check(status, headers);
                if (problem === null) return;
                badAnswers++;
                if (badAnswerExamples.length < 5) badAnswerExamples.push(problem);
              },
            }
          : {}),
      },
    ],
  });
  current = instance;
  instance.on("response", (_client, status, _bytes, ms) => {
    statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  instance.on("reqError", () => {
    requestErrors++;
  });
  const result = await instance;
  current = undefined;

  const sorted = Float64Array.from(latencies).sort();
  const requests = Object.values(statusCounts).reduce((a, b) => a + b, 0);
  const sum = latencies.reduce((a, b) => a + b, 0);
  const durationSec = result.duration || options.durationSec;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests,
    ok: latencies.length,
    non2xx: requests - latencies.length,
    errors: Math.max(result.errors, requestErrors),
    timeouts: result.timeouts,
    badAnswers,
    badAnswerExamples,
    statusCounts,
    durationSec,
    rps: round(requests / durationSec),
    latency: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.length ? sorted[sorted.length - 1]! : NaN),
      mean: round(latencies.length ? sum / latencies.length : NaN),
    },
  };
}
