// Random tokens: the mail or the client holds the token, the database only its SHA-256, so a read
// of the database gives nobody a working link or session.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { apiSessions, userTokens } from "../db/schema.ts";

export type TokenPurpose = "activation" | "reset";

export const ACTIVATION_TTL_SECONDS = 7 * 24 * 3600;
export const RESET_TTL_SECONDS = 3600;
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

type Writer = Pick<Db, "insert" | "update" | "select">;

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function issueUserToken(
  db: Writer,
  userId: number,
  purpose: TokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const token = newToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
  return token;
}

/** Marks a token used, once: answers its user, or undefined when unknown, used or expired. */
export async function consumeUserToken(db: Writer, token: string, purpose: TokenPurpose): Promise<number | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

/** Why a token cannot be used (for a clear message after consumeUserToken answered nothing). */
export async function tokenState(
  db: Writer,
  token: string,
  purpose: TokenPurpose,
): Promise<"unknown" | "used" | "expired" | "valid"> {
  const [row] = await db
    .select({ usedAt: userTokens.usedAt, expired: sql<boolean>`${userTokens.expiresAt} <= now()` })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, sha256(token)), eq(userTokens.purpose, purpose)));
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  return row.expired ? "expired" : "valid";
}

/** Ends the still-valid tokens of a purpose (a new reset mail voids the older links). */
export async function voidUserTokens(db: Writer, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export async function hasLiveToken(db: Writer, userId: number, purpose: TokenPurpose): Promise<boolean> {
  const rows = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------- bearer sessions
export async function createSession(db: Writer, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(apiSessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: sql`now() + make_interval(secs => ${SESSION_TTL_SECONDS})`,
  });
  return token;
}

export async function revokeSession(db: Writer, sessionId: number): Promise<void> {
  await db
    .update(apiSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiSessions.id, sessionId), isNull(apiSessions.revokedAt)));
}

/** After a password change or reset: every other session of the user ends. */
export async function revokeUserSessions(db: Writer, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .update(apiSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(apiSessions.userId, userId),
        isNull(apiSessions.revokedAt),
        exceptSessionId === undefined ? undefined : sql`${apiSessions.id} <> ${exceptSessionId}`,
      ),
    );
}
