// Bearer sessions for user-scoped /v1 calls. `requireUser()` resolves `Authorization: Bearer
// <token>` (the token from login) to the user and puts it on res.locals; `requireSameUser()`
// refuses (403) a request whose user id is not the token's user.
import type { Request, RequestHandler, Response } from "express";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { sha256 } from "../auth/tokens.ts";
import type { UserRow } from "../auth/user-view.ts";
import type { Db } from "../db/client.ts";
import { apiSessions, users } from "../db/schema.ts";
import { ApiError } from "./errors.ts";
import { translate } from "./messages.ts";
import { locals } from "./middleware.ts";

export interface AuthLocals {
  user: UserRow;
  sessionId: number;
}

export function authLocals(res: Response): AuthLocals {
  const { user, sessionId } = res.locals as Partial<AuthLocals>;
  if (!user || sessionId === undefined) throw new Error("requireUser() must run before this handler");
  return { user, sessionId };
}

/** last_used_at is written at most this often per session, not on every call. */
const TOUCH_AFTER_MS = 5 * 60_000;

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+([\w.~+/=-]{20,200})\s*$/i.exec(req.get("authorization") ?? "");
  return match?.[1];
}

export function requireUser(db: Db): RequestHandler {
  return (req, res, next) => {
    const lang = locals(res).lang;
    const token = bearerToken(req);
    const unauthorized = () => {
      res.setHeader("WWW-Authenticate", 'Bearer realm="v1"');
      next(new ApiError(401, translate(lang, "unauthorized"), { code: "unauthorized" }));
    };
    if (!token) {
      unauthorized();
      return;
    }
    db.select({ user: users, sessionId: apiSessions.id, lastUsedAt: apiSessions.lastUsedAt })
      .from(apiSessions)
      .innerJoin(users, eq(users.id, apiSessions.userId))
      .where(
        and(
          eq(apiSessions.tokenHash, sha256(token)),
          isNull(apiSessions.revokedAt),
          gt(apiSessions.expiresAt, sql`now()`),
        ),
      )
      .then(async ([row]) => {
        if (!row) return unauthorized();
        if (Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
          await db.update(apiSessions).set({ lastUsedAt: sql`now()` }).where(eq(apiSessions.id, row.sessionId));
        }
        res.locals.user = row.user;
        res.locals.sessionId = row.sessionId;
        next();
      })
      .catch(next);
  };
}

/**
 * After requireUser(): the id that `idFrom` reads (a path, query or body field) must be the
 * token's user, else 403. An absent id means "mine" and passes.
 */
export function requireSameUser(idFrom: (req: Request) => unknown): RequestHandler {
  return (req, res, next) => {
    const { user } = authLocals(res);
    const given = idFrom(req);
    if (given === undefined || given === "") {
      next();
      return;
    }
    if (String(given).trim() !== String(user.id)) {
      next(new ApiError(403, translate(locals(res).lang, "forbidden"), { code: "forbidden" }));
      return;
    }
    next();
  };
}
