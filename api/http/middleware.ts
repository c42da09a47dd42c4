import { timingSafeEqual } from "node:crypto";
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import { isDatabaseUnavailable } from "../db/client.ts";
import { ApiError } from "./errors.ts";
import { httpRequestDuration } from "../telemetry/metrics.ts";
import type { Logger } from "./logger.ts";
import { pickLang, translate, type Lang } from "./messages.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id.ts";
import { withRequestLog } from "./request-scope.ts";
import { type PageRouteOf, routeLabel, statusClass } from "./route-label.ts";

export interface RequestLocals {
  requestId: string;
  lang: Lang;
  log: Logger;
}

export function locals(res: Response): RequestLocals {
  return res.locals as RequestLocals;
}

/**
 * A request id (./request-id.ts) on the answer and on every log line of the request (a child
 * logger, also current for the request's async work: ./request-scope.ts), and when the answer is
 * finished one access line and one observation of the request-duration histogram, both by route
 * pattern (./route-label.ts). `pageRouteOf` names the page routes Express does not know.
 */
export function requestContext(logger: Logger, options: { pageRouteOf?: PageRouteOf } = {}): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req);
    const started = process.hrtime.bigint();
    const log = logger.child({ requestId });
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.locals.requestId = requestId;
    res.locals.log = log;
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabel(req, options.pageRouteOf);
      httpRequestDuration.observe({ route, method: req.method, status: statusClass(res.statusCode) }, seconds);
      log.info("request", {
        method: req.method,
        route,
        status: res.statusCode,
        ms: Math.round(seconds * 1e4) / 10,
        client: req.ip,
      });
    });
    withRequestLog(log, next);
  };
}

export function languageFromRequest(): RequestHandler {
  return (req, res, next) => {
    const explicit = (req.query.lang as unknown) ?? (req.body as Record<string, unknown> | undefined)?.lang;
    res.locals.lang = pickLang(explicit, req.get("accept-language"));
    next();
  };
}

/** Every /v1 call carries the `app-key` header; a missing or wrong key is 401. */
export function requireAppKey(appKey: string): RequestHandler {
  const expected = Buffer.from(appKey);
  return (req, res, next) => {
    const given = Buffer.from(req.get("app-key") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      next(new ApiError(401, translate(locals(res).lang, "invalidAppKey")));
      return;
    }
    next();
  };
}

/** Every /v1 answer is data, never a page: no type sniffing, never in a frame. */
export function apiSecurityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.set({ "x-content-type-options": "nosniff", "x-frame-options": "DENY" });
    next();
  };
}

/** The answer is the same for every caller for `seconds`: shared caches may keep it. */
export function cachePublicly(seconds: number): RequestHandler {
  return (_req, res, next) => {
    res.set("cache-control", `public, max-age=${seconds}`);
    next();
  };
}

/**
 * Wraps an async handler so a thrown error reaches the error handler. The request's logger is made
 * current again: a body parser's callback runs outside the request's async context.
 */
export function handle(fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req, res, next: NextFunction) => {
    const run = () => fn(req, res).catch(next);
    const log = locals(res).log;
    if (log) withRequestLog(log, run);
    else run();
  };
}

export function notFound(): RequestHandler {
  return (_req, res, next) => next(new ApiError(404, translate(locals(res).lang ?? "id", "notFound")));
}

/** What a 503 tells the caller to wait while the database is unreachable (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function errorHandler(): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    // An error is never a shareable answer, whatever the route said before it failed.
    if (!res.headersSent) res.set("cache-control", "no-store");
    const lang = locals(res).lang ?? "id";
    if (error instanceof ApiError) {
      res.status(error.status).json(error.toBody());
      return;
    }
    // Body parser errors (malformed JSON, too large) carry a 4xx status of their own.
    const status = (error as { status?: number }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      res.status(status).json(new ApiError(status, translate(lang, "invalidInput")).toBody());
      return;
    }
    if (isDatabaseUnavailable(error)) {
      locals(res).log?.warn("database unavailable", { error });
      res.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json(new ApiError(503, translate(lang, "serviceUnavailable"), { code: "unavailable" }).toBody());
      return;
    }
    locals(res).log?.error("unhandled error", { error });
    res.status(500).json(new ApiError(500, translate(lang, "serverError")).toBody());
  };
}
