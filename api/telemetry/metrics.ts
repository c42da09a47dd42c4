// The process's metrics in Prometheus's format (prom-client), served by ./metrics-route.ts.
// Counters and histograms are counted where things happen; what the database knows (payments by
// state, refunds waiting, the outbox) is read at scrape by ./database-gauges.ts; sweep lag is
// computed at scrape from when each periodic sweep last completed.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export const registry = new Registry();

let processMetrics = false;
/** CPU, memory, event loop lag, GC, handles (prom-client's defaults); once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}

export const httpRequestDuration = new Histogram({
  name: "inap_http_request_duration_seconds",
  help: "Requests by route pattern, method and status class (pages and /v1, the in-process /v1 calls included)",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: "inap_rate_limit_refusals_total",
  help: "Requests refused with 429 by a rate limit, by the limit's name",
  labelNames: ["limit"] as const,
  registers: [registry],
});

export const paymentTransitions = new Counter({
  name: "inap_payment_transitions_total",
  help: "Payments moved to a new state, by purchase kind and the state reached (paid, failed, expired, pending)",
  labelNames: ["kind", "state"] as const,
  registers: [registry],
});

export const refundsRequired = new Counter({
  name: "inap_refunds_required_total",
  help: "Money taken that must go back: paid after the purchase was released and could not be taken again, by purchase kind",
  labelNames: ["kind"] as const,
  registers: [registry],
});

export const billerRequestDuration = new Histogram({
  name: "inap_biller_request_duration_seconds",
  help: "Requests to the top-up biller, by operation (transaction, inquiry) and outcome (answered, unavailable)",
  labelNames: ["operation", "outcome"] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const billerFailures = new Counter({
  name: "inap_biller_failures_total",
  help: "Biller requests that got no usable answer (unreachable, 5xx, unreadable), by operation",
  labelNames: ["operation"] as const,
  registers: [registry],
});

const sweepsCompletedAt = new Map<string, number>();

/** A periodic sweep exists from now: its lag grows from the start until its first pass completes. */
export function sweepStarted(name: string): void {
  if (!sweepsCompletedAt.has(name)) sweepsCompletedAt.set(name, Date.now());
}

/** A pass of the periodic sweep `name` completed (without an error). */
export function sweepCompleted(name: string): void {
  sweepsCompletedAt.set(name, Date.now());
}

new Gauge({
  name: "inap_sweep_lag_seconds",
  help: "Seconds since each periodic sweep last completed a pass (since the start, before its first)",
  labelNames: ["sweep"] as const,
  registers: [registry],
  collect() {
    this.reset();
    const now = Date.now();
    for (const [sweep, at] of sweepsCompletedAt) this.set({ sweep }, (now - at) / 1000);
  },
});
