// The account area's calls: profile (read, update), change password and the points balance.
// All need the bearer token from login, and refuse (403) another user's email or id.
import { eq, sql } from "drizzle-orm";
import { Router } from "express";
import { limitRule, type AccountsOptions } from "../auth/options.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { users as contract, type AnswerOf } from "#core/contract/index.ts";
import { bodyOf, parseRuled, problemsError } from "../auth/service.ts";
import { revokeUserSessions } from "../auth/tokens.ts";
import { toUserView } from "../auth/user-view.ts";
import type { Db } from "../db/client.ts";
import { pointBalances, users } from "../db/schema.ts";
import { authLocals, requireSameUser, requireUser } from "../http/auth.ts";
import { ApiError } from "../http/errors.ts";
import { translate } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { parseInput } from "../http/validate.ts";

export function userRoutes(db: Db, options: AccountsOptions = {}): Router {
  const router = Router();
  const signedIn = requireUser(db);

  router.get(
    contract.byEmail.path,
    signedIn,
    handle(async (req, res) => {
      const { user } = authLocals(res);
      const { email } = parseInput(contract.byEmail.params, req.params, locals(res).lang);
      if (email.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new ApiError(403, translate(locals(res).lang, "forbidden"), { code: "forbidden" });
      }
      res.json({ status: "success", data: toUserView(user) } satisfies AnswerOf<typeof contract.byEmail>);
    }),
  );

  router.put(
    contract.updateProfile.path,
    signedIn,
    requireSameUser((req) => req.params.id),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { user } = authLocals(res);
      const input = parseRuled(contract.updateProfile.body, bodyOf(req), lang);
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
      res.json({
        status: "success",
        message: translate(lang, "successedit"),
        data: toUserView(updated!),
      } satisfies AnswerOf<typeof contract.updateProfile>);
    }),
  );

  router.post(
    contract.changePassword.path,
    signedIn,
    requireSameUser((req) => bodyOf(req).id),
    rateLimit({ db, ...limitRule(options, "changePassword"), key: (req) => `user:${authLocals(req.res!).user.id}` }),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { user, sessionId } = authLocals(res);
      const { oldPassword, password } = parseRuled(contract.changePassword.body, bodyOf(req), lang);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
        throw problemsError([{ field: "oldPassword", key: "incorrectpassword" }], lang);
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
        // Other devices log in again with the new password; this session stays.
        await revokeUserSessions(tx as unknown as Db, user.id, sessionId);
      });
      res.json({ status: "success", message: translate(lang, "passwordOke"), data: null } satisfies AnswerOf<
        typeof contract.changePassword
      >);
    }),
  );

  router.get(
    contract.points.path,
    signedIn,
    requireSameUser((req) => req.query.userId),
    handle(async (req, res) => {
      parseInput(contract.points.query, req.query, locals(res).lang);
      const { user } = authLocals(res);
      const [row] = await db
        .select({ remaining: pointBalances.remaining })
        .from(pointBalances)
        .where(eq(pointBalances.userId, user.id));
      res.json({ status: "success", data: { remaining_point: row?.remaining ?? 0 } } satisfies AnswerOf<
        typeof contract.points
      >);
    }),
  );

  return router;
}
