// GET /metrics for Prometheus, never public (decision 052): served only with
// `Authorization: Bearer $METRICS_TOKEN`, else 401. Without METRICS_TOKEN server.ts does not mount
// it at all, so /metrics is the site's 404 page, in demo mode too.
import { timingSafeEqual } from "node:crypto";
import { Router } from "express";
import type { Database } from "../db/client.ts";
import type { Logger } from "../http/logger.ts";
import { readDatabaseGauges } from "./database-gauges.ts";
import { collectProcessMetrics, registry } from "./metrics.ts";

export const METRICS_PATH = "/metrics";

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function metricsRoutes(options: { token: string; database: Database; logger: Logger }): Router {
  const { token, database, logger } = options;
  collectProcessMetrics();
  const router = Router();
  router.get(METRICS_PATH, async (req, res, next) => {
    if (!bearerMatches(req.get("authorization"), token)) {
      res
        .set("www-authenticate", 'Bearer realm="metrics"')
        .set("cache-control", "no-store")
        .status(401)
        .type("text/plain")
        .send("Unauthorized\n");
      return;
    }
    try {
      await readDatabaseGauges(database, logger);
      res
        .set("cache-control", "no-store")
        .type(registry.contentType)
        .send(await registry.metrics());
    } catch (error) {
      next(error);
    }
  });
  return router;
}
