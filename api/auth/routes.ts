// Accounts: register, activate, login, logout, social sign-in, forgot and reset password.
// Answers are `{ status, message, data }`; errors the one error shape of /v1.
import { eq, sql } from "drizzle-orm";
import { Router } from "express";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { authLocals, requireUser } from "../http/auth.ts";
import { ApiError } from "../http/errors.ts";
import { translate, type Lang } from "../http/messages.ts";
import { handle, locals } from "../http/middleware.ts";
import { parseInput } from "../http/validate.ts";
import { bodyEmail, clientIp, failureCounter, rateLimit, tooManyAttempts } from "../http/rate-limit.ts";
import { mailboxKeyOf, ownerMailboxKey } from "../mail/mailbox-key.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { activationMail, resetPasswordMail } from "../mail/templates.ts";
import { googleJwks, verifyGoogleIdToken } from "./google.ts";
import { limitRule, type AccountsOptions, type LimitName } from "./options.ts";
import { hashPassword, verifyDummy, verifyPassword } from "./passwords.ts";
import { accounts as contract, type AnswerOf } from "#core/contract/index.ts";
import {
  bodyOf,
  findUserByEmail,
  findUserById,
  newReferralCode,
  parseRuled,
  problemsError,
  socialAccountBody,
  uniqueViolation,
} from "./service.ts";
import {
  ACTIVATION_TTL_SECONDS,
  consumeUserToken,
  createSession,
  hasLiveToken,
  issueUserToken,
  RESET_TTL_SECONDS,
  revokeSession,
  revokeUserSessions,
  tokenState,
  voidUserTokens,
} from "./tokens.ts";
import { toUserView, type UserRow } from "./user-view.ts";

export const DEFAULT_PUBLIC_URL = "http://localhost:3000";

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

export function accountRoutes(db: Db, options: AccountsOptions = {}): Router {
  const router = Router();
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, "");
  const mailQueued = () => options.onMailQueued?.();
  const limit = (name: LimitName, key: Parameters<typeof rateLimit>[0]["key"]) =>
    rateLimit({ db, ...limitRule(options, name), key });
  const perIp = (req: Parameters<typeof clientIp>[0]) => clientIp(req);
  const loginFailures = failureCounter(db, limitRule(options, "loginFailuresPerAccount"));
  const perIpAndEmail = (req: Parameters<typeof clientIp>[0]) => `${clientIp(req)}|${bodyEmail(req)}`;

  const activationLink = (token: string) => `${publicUrl}/activate?token=${encodeURIComponent(token)}`;
  const resetLink = (token: string) => `${publicUrl}/?modal=reset-password&token=${encodeURIComponent(token)}`;

  /** Queues the activation mail of `user` through `tx` (the transaction that made the change). */
  async function queueActivation(
    tx: Pick<Db, "insert" | "update" | "select">,
    user: UserRow,
    lang: Lang,
    mailboxKey: string | null,
  ) {
    const token = await issueUserToken(tx, user.id, "activation", ACTIVATION_TTL_SECONDS);
    await enqueueMail(tx, {
      ...activationMail({ lang, name: user.name, link: activationLink(token) }),
      to: user.email,
      lang,
      kind: "activation",
      mailboxKey,
    });
  }

  async function logIn(user: UserRow, tx: Pick<Db, "insert" | "update" | "select"> = db) {
    const token = await createSession(tx, user.id);
    return { user: toUserView(user), token };
  }

  // ------------------------------------------------------------ register
  router.post(
    contract.register.path,
    limit("register", perIp),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const input = parseRuled(contract.register.body, bodyOf(req), lang);

      const existing = await findUserByEmail(db, input.email);
      if (existing) {
        if (existing.statusRegister === 1 || existing.statusRegister === 2) {
          res.status(409).json(socialAccountBody(existing, lang));
          return;
        }
        throw new ApiError(409, translate(lang, "accountRegistered"), { code: "account_exists" });
      }

      const passwordHash = await hashPassword(input.password);
      const referralCode = await newReferralCode(db);
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              name: input.name,
              email: input.email,
              phoneCode: input.code,
              phone: input.phone,
              passwordHash,
              referralCode,
              statusRegister: 0,
              lang,
            })
            .returning();
          // The registering browser owns the address's demo mailbox from now on.
          await queueActivation(tx as unknown as Db, created!, lang, mailboxKeyOf(req) ?? null);
          return created!;
        });
      } catch (error) {
        // Two registrations of one email at once: the unique index decides, the loser hears 409.
        if (uniqueViolation(error) === "users_email_idx")
          throw new ApiError(409, translate(lang, "accountRegistered"), { code: "account_exists" });
        throw error;
      }
      mailQueued();
      res.status(201).json({
        status: "success",
        message: translate(lang, "registerSuccess"),
        data: { user: toUserView(user) },
      } satisfies AnswerOf<typeof contract.register>);
    }),
  );

  // ------------------------------------------------------------ activate
  router.post(
    contract.activate.path,
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { token } = parseRuled(contract.activate.body, bodyOf(req), lang);
      const userId = await db.transaction(async (tx) => {
        const id = await consumeUserToken(tx as unknown as Db, token, "activation");
        if (id !== undefined)
          await tx
            .update(users)
            .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())`, updatedAt: sql`now()` })
            .where(eq(users.id, id));
        return id;
      });
      if (userId === undefined) {
        const state = await tokenState(db, token, "activation");
        throw new ApiError(400, translate(lang, state === "used" ? "activationUsed" : "activationInvalid"), {
          code: state === "used" ? "token_used" : "token_invalid",
        });
      }
      const user = await findUserById(db, userId);
      res.json({
        status: "success",
        message: translate(lang, "activationSuccess"),
        data: { email: user?.email ?? "" },
      } satisfies AnswerOf<typeof contract.activate>);
    }),
  );

  // ------------------------------------------------------------ login
  router.post(
    contract.login.path,
    limit("loginPerIp", perIp),
    limit("loginPerAccount", perIpAndEmail),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { email, password, activationCode } = parseRuled(contract.login.body, bodyOf(req), lang);
      const account = email.trim().toLowerCase();
      const wait = await loginFailures.retryAfter(account);
      if (wait !== undefined) throw tooManyAttempts(res, wait);
      const failed = async () => {
        await loginFailures.record(account);
        return new ApiError(401, translate(lang, "loginFailed"), { code: "login_failed" });
      };

      const user = await findUserByEmail(db, email);
      if (!user) {
        await verifyDummy(password);
        throw await failed();
      }
      if (user.passwordHash === null) {
        // An account made through Facebook or Google that never set a password (seed: status 1/2).
        if (user.statusRegister === 1 || user.statusRegister === 2) {
          await verifyDummy(password);
          res.json(socialAccountBody(user, lang));
          return;
        }
        await verifyDummy(password);
        throw await failed();
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw await failed();

      if (!user.activatedAt) {
        // The seed's client sends `activationCode` with login: a valid one activates on the way in.
        const code = activationCode;
        const activated =
          code !== "" &&
          (await db
            .transaction(async (tx) => {
              const id = await consumeUserToken(tx as unknown as Db, code, "activation");
              // Someone else's code stays unused: throwing rolls the consumption back.
              if (id !== user.id) throw new Error("activation code of another account");
              await tx
                .update(users)
                .set({ activatedAt: sql`now()`, updatedAt: sql`now()` })
                .where(eq(users.id, user.id));
              return true;
            })
            .catch(() => false));
        if (!activated) {
          // "Please check your email" must be true: a fresh link when the last one has expired or was used.
          if (!(await hasLiveToken(db, user.id, "activation"))) {
            const owner = await ownerMailboxKey(db, user.email);
            await db.transaction((tx) => queueActivation(tx as unknown as Db, user, lang, owner));
            mailQueued();
          }
          throw new ApiError(402, translate(lang, "notActivated"), { code: "not_activated" });
        }
      }
      res.json({
        status: "success",
        message: translate(lang, "loginSuccess"),
        data: await logIn(user),
      } satisfies AnswerOf<typeof contract.login>);
    }),
  );

  // ------------------------------------------------------------ logout
  router.post(
    contract.logout.path,
    requireUser(db),
    handle(async (_req, res) => {
      await revokeSession(db, authLocals(res).sessionId);
      res.json({
        status: "success",
        message: translate(locals(res).lang, "logoutSuccess"),
        data: null,
      } satisfies AnswerOf<typeof contract.logout>);
    }),
  );

  // ------------------------------------------------------------ social sign-in
  router.post(
    contract.registerSocial.path,
    limit("loginPerIp", perIp),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const body = parseInput(contract.registerSocial.body, bodyOf(req), lang);
      const provider = Number(text(body.statusRegister));
      if (provider === 1)
        throw new ApiError(501, translate(lang, "facebookNotAvailable"), { code: "facebook_unavailable" });
      if (provider !== 2) throw problemsError([{ field: "statusRegister", key: "statusRegisterInvalid" }], lang);
      if (!options.googleClientId)
        throw new ApiError(503, translate(lang, "googleNotConfigured"), { code: "google_not_configured" });
      const idToken = text(body.idToken ?? body.credential).trim();
      if (idToken === "") throw problemsError([{ field: "idToken", key: "tokenRequired" }], lang);

      const verified = await verifyGoogleIdToken(idToken, options.googleClientId, options.googleKeys ?? googleJwks());
      if (!verified.ok) {
        throw new ApiError(
          401,
          translate(lang, verified.reason === "unverified" ? "googleEmailUnverified" : "googleTokenInvalid"),
          { code: "google_token_invalid" },
        );
      }
      const { email, name: tokenName } = verified.identity;
      const name = (text(body.name).trim() || tokenName || email.split("@")[0]!).slice(0, 100);

      let user = await findUserByEmail(db, email);
      let created = false;
      if (!user) {
        try {
          const referralCode = await newReferralCode(db);
          [user] = await db
            .insert(users)
            .values({ name, email, referralCode, statusRegister: 2, passwordHash: null, activatedAt: sql`now()`, lang })
            .returning();
          created = true;
        } catch (error) {
          if (uniqueViolation(error) !== "users_email_idx") throw error;
          user = await findUserByEmail(db, email);
        }
      } else if (!user.activatedAt) {
        // Google vouches for the address: that is what the activation mail would have proved.
        [user] = await db
          .update(users)
          .set({ activatedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(users.id, user.id))
          .returning();
      }
      if (!user) throw new ApiError(500, translate(lang, "serverError"));
      res.status(created ? 201 : 200).json({
        status: "success",
        message: translate(lang, "loginSuccess"),
        data: { ...(await logIn(user)), created },
      } satisfies AnswerOf<typeof contract.registerSocial>);
    }),
  );

  // ------------------------------------------------------------ forgot and reset password
  // The same answer (200, "if an account uses this email...") whether or not the email has an
  // account, so the form tells nobody who is registered; the limits are counted before the lookup.
  router.post(
    contract.forgotPassword.path,
    limit("forgotGlobal", () => "all"),
    limit("forgotPerIp", perIp),
    limit("forgotPerEmail", (req) => bodyEmail(req)),
    limit("forgot", perIpAndEmail),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { email } = parseRuled(contract.forgotPassword.body, bodyOf(req), lang);
      const user = await findUserByEmail(db, email);
      if (user) {
        await db.transaction(async (tx) => {
          const w = tx as unknown as Db;
          await voidUserTokens(w, user.id, "reset");
          const token = await issueUserToken(w, user.id, "reset", RESET_TTL_SECONDS);
          const mailboxKey = await ownerMailboxKey(w, user.email);
          await enqueueMail(w, {
            ...resetPasswordMail({ lang, name: user.name, link: resetLink(token), token }),
            to: user.email,
            lang,
            kind: "reset",
            mailboxKey,
          });
        });
        mailQueued();
      }
      res.json({ status: "success", message: translate(lang, "forgotSent"), data: null } satisfies AnswerOf<
        typeof contract.forgotPassword
      >);
    }),
  );

  router.post(
    contract.resetPassword.path,
    limit("reset", perIp),
    handle(async (req, res) => {
      const lang = locals(res).lang;
      const { token, password } = parseRuled(contract.resetPassword.body, bodyOf(req), lang);

      const passwordHash = await hashPassword(password);
      const answer = await db.transaction(async (tx) => {
        const w = tx as unknown as Db;
        const userId = await consumeUserToken(w, token, "reset");
        if (userId === undefined) throw new ApiError(400, translate(lang, "incorrectToken"), { code: "token_invalid" });
        // Owning the mailbox is what activation proves too; statusRegister stays as it was.
        const [user] = await tx
          .update(users)
          .set({ passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, now())`, updatedAt: sql`now()` })
          .where(eq(users.id, userId))
          .returning();
        await voidUserTokens(w, userId, "reset");
        await revokeUserSessions(w, userId);
        return logIn(user!, w);
      });
      res.json({ status: "success", message: translate(lang, "passwordChanged"), data: answer } satisfies AnswerOf<
        typeof contract.resetPassword
      >);
    }),
  );

  return router;
}
