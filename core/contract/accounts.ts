// /v1 accounts: register, activate, login, logout, social sign-in, forgot and reset password
// (api/auth). Bodies are form-encoded or JSON; their checks are the account rules of
// core/rules/account.ts in the seed's order, so a 422's `message` is the first failing rule and
// `errors` hold every failing field in rule order.
import { z } from "zod";
import {
  newPasswordProblems,
  normalizeEmail,
  readRegisterInput,
  registerProblems,
  type Problem,
} from "../rules/account.ts";
import { endpoint } from "./endpoint.ts";
import { formText, ruledBody, wireText } from "./fields.ts";

/** The user as /v1 answers it (login, register-social, reset, profile): never the password hash. */
export interface UserView {
  id: number;
  name: string;
  email: string;
  /** The number without its area code. */
  phone: string;
  /** Area code such as "+62". */
  code: string;
  /** "code-number" as the seeds' client joins them, e.g. "+62-81234567890"; "" without a phone. */
  telp: string;
  idNumber: string;
  address: string;
  referral_code: string;
  /** 0 email, 1 Facebook, 2 Google. */
  statusRegister: number;
  /** True when the account can log in with a password (any statusRegister). */
  hasPassword: boolean;
}

export interface SignedIn {
  user: UserView;
  /** The bearer token of the new session (30 days). */
  token: string;
}

/** An account made through Facebook (1) or Google (2) that has no password: log in with that provider. */
export interface SocialAccountAnswer {
  status: 1 | 2;
  message: string;
  data: { email: string; statusRegister: 1 | 2 };
}

export interface MessageAnswer<T = null> {
  status: "success";
  message: string;
  data: T;
}

export const registerBody = ruledBody(
  {
    name: formText("full name, at most 100 characters"),
    email: formText("email (trimmed, lower-cased; the seed's pattern)"),
    phone: formText("digits without the area code, 10 to 20; or the joined `+62-812...`"),
    code: formText("area code, `+` and 1 to 4 digits, default +62"),
    password: formText("at least 5 characters, at most 200"),
    repeatPassword: formText("confirmation, checked when sent (`konfirpass` is read too)"),
  },
  readRegisterInput,
  registerProblems,
);

export const activateBody = ruledBody(
  { token: formText("the activation token of the mail's link") },
  (body) => ({ token: wireText(body.token).trim() }),
  ({ token }): Problem[] => (token === "" ? [{ field: "token", key: "tokenRequired" }] : []),
);

export const loginBody = ruledBody(
  {
    email: formText("email"),
    password: formText("password"),
    activationCode: formText("an activation token: a valid one activates the account on the way in"),
  },
  (body) => ({
    email: normalizeEmail(body.email),
    password: wireText(body.password),
    activationCode: wireText(body.activationCode).trim(),
  }),
  ({ email, password }) => {
    const problems: Problem[] = [];
    if (email === "") problems.push({ field: "email", key: "emailRequired" });
    if (password === "") problems.push({ field: "password", key: "passwordRequired" });
    return problems;
  },
);

export const registerSocialBody = z.looseObject({
  statusRegister: formText("the provider: 2 Google (1 Facebook answers 501)"),
  idToken: formText("Google's ID token (`credential` is read too)"),
  credential: formText("Google's ID token, as Google Identity Services names it"),
  name: formText("name, when the token has none"),
});

export const forgotPasswordBody = ruledBody(
  { email: formText("the account's email") },
  (body) => ({ email: normalizeEmail(body.email) }),
  ({ email }): Problem[] => (email === "" ? [{ field: "email", key: "emailRequired" }] : []),
);

export const resetPasswordBody = ruledBody(
  {
    token: formText("the reset token of the mail's link"),
    password: formText("the new password, 5 to 200 characters"),
    repeatPassword: formText("confirmation, checked when sent"),
  },
  (body) => ({
    token: wireText(body.token).trim(),
    password: wireText(body.password),
    repeatPassword: body.repeatPassword === undefined ? undefined : wireText(body.repeatPassword),
  }),
  ({ token, password, repeatPassword }) => {
    const problems = newPasswordProblems(password, repeatPassword, "passwordConfirmation");
    if (token === "") problems.push({ field: "token", key: "tokenRequired" });
    return problems;
  },
);

export const accounts = {
  register: endpoint<MessageAnswer<{ user: UserView }> | SocialAccountAnswer>()("POST /register", {
    access: "app-key",
    description:
      "Creates an inactive account and queues the activation mail (link `{PUBLIC_URL}/activate?token=…`, valid 7 days, once) in the request's language: 201. An email already registered: 409 (`account_exists`), or the social-account answer when it was made through Facebook or Google. Rate limited: 5 per hour per IP.",
    body: registerBody,
    answer: "MessageAnswer<{ user: UserView }> | SocialAccountAnswer",
  }),
  activate: endpoint<MessageAnswer<{ email: string }>>()("POST /activate", {
    access: "app-key",
    description:
      "Activates the account of an activation token (once). A used token: 400 `token_used`; unknown or expired: 400 `token_invalid`.",
    body: activateBody,
    answer: "MessageAnswer<{ email: string }>",
  }),
  login: endpoint<MessageAnswer<SignedIn> | SocialAccountAnswer>()("POST /login", {
    access: "app-key",
    description:
      "Email and password login: a new bearer token. Wrong email or password: 401 `login_failed` (the same for both). Not activated: 402 `not_activated` (a fresh activation mail when the last link is gone). An account made through Google or Facebook without a password: the social-account answer. Rate limited: 10 per 15 min per IP and email, 50 per 15 min per IP; after 10 failed logins of one account (from any address, known or unknown email alike) 429 until its 15-minute window ends.",
    body: loginBody,
    answer: "MessageAnswer<SignedIn> | SocialAccountAnswer",
  }),
  logout: endpoint<MessageAnswer>()("POST /logout", {
    access: "bearer",
    description: "Revokes the caller's session.",
    answer: "MessageAnswer",
  }),
  registerSocial: endpoint<MessageAnswer<SignedIn & { created: boolean }>>()("POST /register-social", {
    access: "app-key",
    description:
      "Google sign-in: verifies the ID token against GOOGLE_CLIENT_ID and logs in, creating an activated account when the email is new (201, `created: true`). Facebook: 501; Google not configured: 503; a bad token: 401 `google_token_invalid`. Rate limited with login.",
    body: registerSocialBody,
    answer: "MessageAnswer<SignedIn & { created: boolean }>",
  }),
  forgotPassword: endpoint<MessageAnswer>()("POST /forgot-password", {
    access: "app-key",
    description:
      "Queues the reset mail (a link valid 1 hour; earlier reset links die). An unknown email gets the same 200 answer and no mail, so the form tells nobody who is registered. Rate limited per hour: 5 per IP and email, 20 per IP, 10 per email, 1,000 in all.",
    body: forgotPasswordBody,
    answer: "MessageAnswer",
  }),
  resetPassword: endpoint<MessageAnswer<SignedIn>>()("POST /reset-password", {
    access: "app-key",
    description:
      "Sets the new password of a reset token (once), activates the account, ends its other sessions and logs in. A bad token: 400 `token_invalid`. Rate limited: 10 per hour per IP.",
    body: resetPasswordBody,
    answer: "MessageAnswer<SignedIn>",
  }),
};
