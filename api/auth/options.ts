import type { JWTVerifyGetKey } from "jose";
import type { RateLimitRule } from "../http/rate-limit.ts";

export type LimitName =
  | "loginPerAccount"
  | "loginFailuresPerAccount"
  | "loginPerIp"
  | "register"
  | "forgot"
  | "forgotPerIp"
  | "forgotPerEmail"
  | "forgotGlobal"
  | "reset"
  | "changePassword";

/** The account limits (per fixed window, counted in the database, shared by every process). */
export const DEFAULT_LIMITS: Record<LimitName, RateLimitRule> = {
  loginPerAccount: { name: "login-ip-email", limit: 10, windowSeconds: 15 * 60 },
  loginPerIp: { name: "login-ip", limit: 50, windowSeconds: 15 * 60 },
  // Failed logins of one account from any address (credential stuffing from many addresses): after
  // 10 in a window the account answers 429 until the window ends, at most 15 minutes, for known and
  // unknown emails alike; the owner can still reset the password meanwhile.
  loginFailuresPerAccount: { name: "login-fail-account", limit: 10, windowSeconds: 15 * 60 },
  register: { name: "register-ip", limit: 5, windowSeconds: 3600 },
  forgot: { name: "forgot-ip-email", limit: 5, windowSeconds: 3600 },
  // One address cannot probe many emails, many addresses cannot flood one inbox, and all together
  // cannot make the outbox a mail cannon (decision 018).
  forgotPerIp: { name: "forgot-ip", limit: 20, windowSeconds: 3600 },
  forgotPerEmail: { name: "forgot-email", limit: 10, windowSeconds: 3600 },
  forgotGlobal: { name: "forgot-all", limit: 1000, windowSeconds: 3600 },
  reset: { name: "reset-ip", limit: 10, windowSeconds: 3600 },
  changePassword: { name: "change-password-user", limit: 10, windowSeconds: 15 * 60 },
};

export interface AccountsOptions {
  /** Origin of the web app for links in mail; default http://localhost:3000. */
  publicUrl?: string;
  /** Google sign-in is off without it. */
  googleClientId?: string;
  /** Where Google's signing keys come from; default Google's JWKS (tests pass a local set). */
  googleKeys?: JWTVerifyGetKey;
  /** True when SMTP_URL is set: then the development mailbox does not exist. */
  smtpConfigured?: boolean;
  /** Called after a mail was queued and committed (the in-process worker sends it at once). */
  onMailQueued?: () => void;
  /** Overrides of the limits (tests lower them). */
  limits?: Partial<Record<LimitName, Partial<RateLimitRule>>>;
}

export function limitRule(options: AccountsOptions, name: LimitName): RateLimitRule {
  return { ...DEFAULT_LIMITS[name], ...options.limits?.[name] };
}
