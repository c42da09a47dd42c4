// The account area's calls: profile (read, update), change password and the points balance.
// All need the bearer token from login, and refuse (403) another user's email or id.
import { eq, sql } from "drizzle-orm";
import { Router } from "express";
import { limitRule, type AccountsOptions } from "../auth/options.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { newPasswordProblems, profileProblems, readProfileInput, type Problem } from "../auth/rules.ts";
import { bodyOf, problemsError } from "../auth/service.ts";
import { revokeUserSessions } from "../auth/tokens.ts";
import { toUserView } from "../auth/user-view.ts";
import type { Db } from "../db/client.ts";
import { pointBalances, users } from "../db/schema.ts";
import { authLocals, requireSameUser, requireUser } from "../http/auth.ts";
import { ApiError } from "../http/errors.ts";
import { translate } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { rateLimit } from "../http/rate-limit.ts";

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

export function userRoutes(db: Db, options: AccountsOptions = {}): Router {
  const router = Router();
  const signedIn = requireUser(db);

  router.get(
    "/users-by-email/:email",
    signedIn,
    handle(async (req, res) => {
      const { user } = authLocals(res);
      if (text(req.params.email).trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new ApiError(403, translate(locals(res).lang, "forbidden"), { code: "forbidden" });
      }
      res.json({ status: "success", data: toUserView(user) });
    }),
  );

  router.put(
    "/users-by-email/:id",
    signedIn,
    requireSameUser((req) => req.params.id),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { user } = authLocals(res);
      const input = readProfileInput(bodyOf(req));
      const problems = profileProblems(input);
      if (problems.length > 0) throw problemsError(problems, lang);
      // Email, password and statusRegister in the seed's payload are ignored here: an email
      // change would need a new verification, and passwords change through their own calls.
      const [updated] = await db
        .update(users)
        .set({
          name: input.name,
          phoneCode: input.code,
          phone: input.phone,
          ...(input.idNumber !== undefined && { idNumber: input.idNumber }),
          ...(input.address !== undefined && { address: input.address }),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, user.id))
        .returning();
      res.json({ status: "success", message: translate(lang, "successedit"), data: toUserView(updated!) });
    }),
  );

  router.post(
    "/users-change-password",
    signedIn,
    requireSameUser((req) => bodyOf(req).id),
    rateLimit({ db, ...limitRule(options, "changePassword"), key: (req) => `user:${authLocals(req.res!).user.id}` }),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { user, sessionId } = authLocals(res);
      const body = bodyOf(req);
      const oldPassword = text(body.oldPassword ?? body.old_password);
      const password = text(body.password);
      const repeat = text(body.repeatPassword ?? body.confirmPassword);
      const problems: Problem[] = [];
      if (oldPassword === "") problems.push({ field: "oldPassword", key: "oldPasswordRequired" });
      problems.push(...newPasswordProblems(password, repeat, "notwrong"));
      if (problems.length > 0) throw problemsError(problems, lang);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
        throw problemsError([{ field: "oldPassword", key: "incorrectpassword" }], lang);
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
        // Other devices log in again with the new password; this session stays.
        await revokeUserSessions(tx as unknown as Db, user.id, sessionId);
      });
      res.json({ status: "success", message: translate(lang, "passwordOke"), data: null });
    }),
  );

  router.get(
    "/customers/point",
    signedIn,
    requireSameUser((req) => req.query.userId),
    handle(async (_req, res) => {
      const { user } = authLocals(res);
      const [row] = await db.select({ remaining: pointBalances.remaining }).from(pointBalances).where(eq(pointBalances.userId, user.id));
      res.json({ status: "success", data: { remaining_point: row?.remaining ?? 0 } });
    }),
  );

  return router;
}
