import { randomUUID, timingSafeEqual } from "node:crypto";
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import { isDatabaseUnavailable } from "../db/client.ts";
import { ApiError } from "./errors.ts";
import type { Logger } from "./logger.ts";
import { pickLang, translate, type Lang } from "./messages.ts";

export interface RequestLocals {
  requestId: string;
  lang: Lang;
  log: Logger;
}

export function locals(res: Response): RequestLocals {
  return res.locals as RequestLocals;
}

/** A request id (kept from `x-request-id` when a proxy set one), a child logger and an access log line. */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    res.setHeader("x-request-id", requestId);
    res.locals.requestId = requestId;
    res.locals.log = logger.child({ requestId });
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      res.locals.log.debug("request", { method: req.method, path: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
    });
    next();
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

/** Wraps an async handler so a thrown error reaches the error handler. */
export function handle(fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req, res, next: NextFunction) => {
    fn(req, res).catch(next);
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
