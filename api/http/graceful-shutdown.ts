// SIGTERM during a rolling deploy (issue 21 item 6), in this order:
//   1. readiness turns false (/readyz answers 503), so a load balancer that probes it stops sending;
//   2. the listener closes: new connections go to the other processes (nginx retries them there),
//      idle keep-alive connections are closed, in-flight requests finish, and every answer from
//      now on says Connection: close, so a proxy's kept-alive connection is not used again (the
//      fleet test found nginx sending new requests on them until the grace period cut them);
//   3. after `graceMs` whatever is still open is cut, and the shutdown goes on;
//   4. the background jobs stop after the batch they are in (each batch is one transaction), then
//      the database pool closes. Nothing is half-written: a cut request's transaction rolls back.
import type { Server, ServerResponse } from "node:http";
import type { Logger } from "./logger.ts";

export interface ShutdownPlan {
  server: Server;
  logger: Logger;
  /** How long in-flight requests may take before their connections are cut. */
  graceMs: number;
  /** Background jobs (sweeps, workers): each stops after its current batch. */
  stopJobs: () => Promise<unknown>;
  /** Closes the database pool, after the jobs. */
  closeDatabase: () => Promise<unknown>;
}

export interface GracefulShutdown {
  /** False from the moment a shutdown starts: /readyz answers 503. */
  readonly ready: boolean;
  /** Starts the shutdown once (later calls get the same promise); resolves when everything is closed. */
  shutdown(signal: string): Promise<void>;
}

export function gracefulShutdown(plan: ShutdownPlan): GracefulShutdown {
  let started: Promise<void> | undefined;
  const unanswered = new Set<ServerResponse>();
  plan.server.prependListener("request", (_req, res: ServerResponse) => {
    if (started) {
      res.setHeader("Connection", "close");
      return;
    }
    unanswered.add(res);
    res.once("close", () => unanswered.delete(res));
  });
  const run = async (signal: string) => {
    const { server, logger, graceMs } = plan;
    const begun = Date.now();
    for (const res of unanswered) if (!res.headersSent) res.setHeader("Connection", "close");
    logger.info("shutting down: not ready, closing the listener", { signal, graceMs });
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const cut = new Promise<"cut">((resolve) => {
      timer = setTimeout(() => resolve("cut"), graceMs);
    });
    if ((await Promise.race([closed, cut])) === "cut") {
      logger.warn("shutting down: requests still open after the grace period were cut", { graceMs });
      server.closeAllConnections();
      await closed;
    }
    clearTimeout(timer);
    await plan.stopJobs();
    await plan.closeDatabase();
    logger.info("shut down", { signal, ms: Date.now() - begun });
  };
  return {
    get ready() {
      return started === undefined;
    },
    shutdown(signal) {
      started ??= run(signal);
      return started;
    },
  };
}
