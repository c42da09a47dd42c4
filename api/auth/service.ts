// Shared account helpers for the auth and users routes.
import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { translate, type Lang } from "../http/messages.ts";
import type { Problem } from "#core/rules/account.ts";
import type { UserRow } from "./user-view.ts";

type Reader = Pick<Db, "select">;

export async function findUserByEmail(db: Reader, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user;
}

export async function findUserById(db: Reader, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

const REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** An unused referral code: 8 characters without look-alikes (0/O, 1/I). */
export async function newReferralCode(db: Reader): Promise<string> {
  for (;;) {
    let code = "";
    for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
    if (!taken) return code;
  }
}

/** A unique-violation from either driver (drizzle may wrap the driver's error in `cause`). */
export function uniqueViolation(error: unknown): string | undefined {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505") return e.constraint ?? "";
  }
  return undefined;
}

/** A 422 whose message is the first problem (the seed's toast) and whose errors list them all in order. */
export function problemsError(problems: Problem[], lang: Lang): ApiError {
  const errors: Record<string, string[]> = {};
  for (const p of problems) {
    const message = translate(lang, p.key, p.values);
    const list = errors[p.field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[p.field] = list;
  }
  const first = problems[0]!;
  return new ApiError(422, translate(lang, first.key, first.values), { errors, code: "invalid_input" });
}

/** The seed's answer for an email registered through a provider (status 1 Facebook, 2 Google). */
export function socialAccountBody(user: UserRow, lang: Lang) {
  const status = user.statusRegister === 1 ? 1 : 2;
  return {
    status,
    message: translate(lang, status === 1 ? "registeredFacebook" : "registeredGoogle"),
    data: { email: user.email, statusRegister: status },
  };
}

/**
 * Parses a body with a contract schema checked by the account rules (ruledBody): a 422 whose
 * message is the first failing rule and whose errors hold every failing field in rule order.
 */
export function parseRuled<S extends z.ZodType>(schema: S, body: unknown, lang: Lang): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw problemsError(
    result.error.issues.map((issue) => ({
      field: issue.path.join(".") || "_form",
      key: issue.message,
      values: (issue as { params?: Record<string, number> }).params,
    })),
    lang,
  );
}

export function bodyOf(req: { body?: unknown }): Record<string, unknown> {
  return req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {};
}
