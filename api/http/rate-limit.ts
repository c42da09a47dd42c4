// Fixed-window rate limits whose counters live in the database (table rate_limit_hits), so every
// process on one database shares them. One atomic upsert per request:
//   insert ... on conflict (key, window_start) do update set count = count + 1 returning count
// Windows are aligned on the database clock, which all processes share. If the database errors,
// the limiter fails open (logs a warning and lets the request through): a limiter that takes the
// login down with it is worse than a short unlimited spell, and the database being down stops
// the protected action anyway.
import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import { rateLimitRefusals } from "../telemetry/metrics.ts";
import { ApiError } from "./errors.ts";
import { translate } from "./messages.ts";
import { locals } from "./middleware.ts";

export interface RateLimitRule {
  /** Names the counter; part of the stored key. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitOptions extends RateLimitRule {
  db: Db;
  /** What is counted, e.g. the client IP, or IP plus email. Undefined skips the limit. */
  key: (req: Request) => string | undefined;
}

/** Hashing keeps emails out of the counter table and bounds the key length. */
function storedKey(name: string, key: string): string {
  return `${name}:${createHash("sha256").update(key).digest("base64url").slice(0, 32)}`;
}

export async function hit(
  db: Db,
  name: string,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfter: number }> {
  const w = Math.max(1, Math.floor(windowSeconds));
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`insert into rate_limit_hits (key, window_start, count)
        values (${storedKey(name, key)}, to_timestamp(floor(extract(epoch from now()) / ${w}::int) * ${w}::int), 1)
        on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
        returning count, greatest(1, ceil(extract(epoch from rate_limit_hits.window_start) + ${w}::int - extract(epoch from now())))::int as retry_after`,
  );
  return { count: Number(row!.count), retryAfter: Number(row!.retry_after) };
}

/** Old windows are useless; one request in a hundred clears them (cheap, index on window_start). */
async function sweep(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
}

/** The 429 of every limit: Retry-After, and the wait in minutes in the caller's language. */
export function tooManyAttempts(res: Response, retryAfter: number): ApiError {
  res.setHeader("Retry-After", String(retryAfter));
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return new ApiError(429, translate(locals(res).lang, "tooManyAttempts", { minutes }), { code: "rate_limited" });
}

/**
 * Failures counted apart from attempts, e.g. failed logins per account from any address (OWASP
 * ASVS 2.2.1): `retryAfter` reads the window's count without adding to it (seconds left once the
 * limit is reached), `record` counts one failure. Fails open like the limiter.
 */
export function failureCounter(db: Db, rule: RateLimitRule) {
  const w = Math.max(1, Math.floor(rule.windowSeconds));
  return {
    async retryAfter(key: string): Promise<number | undefined> {
      try {
        const [row] = await queryRows<{ count: number; retry_after: number }>(
          db,
          sql`select count, greatest(1, ceil(extract(epoch from window_start) + ${w}::int - extract(epoch from now())))::int as retry_after
              from rate_limit_hits
              where key = ${storedKey(rule.name, key)} and window_start = to_timestamp(floor(extract(epoch from now()) / ${w}::int) * ${w}::int)`,
        );
        if (!row || Number(row.count) < rule.limit) return undefined;
        rateLimitRefusals.inc({ limit: rule.name });
        return Number(row.retry_after);
      } catch {
        return undefined;
      }
    },
    async record(key: string): Promise<void> {
      await hit(db, rule.name, key, w).catch(() => undefined);
    },
  };
}

export function rateLimit(options: RateLimitOptions): RequestHandler {
  const { db, name, limit, windowSeconds, key } = options;
  return (req, res, next) => {
    const k = key(req);
    if (k === undefined) {
      next();
      return;
    }
    hit(db, name, k, windowSeconds).then(
      ({ count, retryAfter }) => {
        if (Math.random() < 0.01) sweep(db).catch(() => {});
        if (count <= limit) {
          next();
          return;
        }
        rateLimitRefusals.inc({ limit: name });
        next(tooManyAttempts(res, retryAfter));
      },
      (error: unknown) => {
        locals(res).log?.warn("rate limit unavailable, letting the request through", { limiter: name, error });
        next();
      },
    );
  };
}

/** The client address: Express resolves X-Forwarded-For only from trusted proxies (server.ts trusts loopback). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/** A lower-cased, trimmed email from the body, for per-account keys. */
export function bodyEmail(req: Request): string {
  const email = (req.body as Record<string, unknown> | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : "";
}
