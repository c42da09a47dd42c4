// The signed-in user: a signed, httpOnly, SameSite=Lax cookie holding the /v1 bearer token and the
// user as /v1 answered it. The token is the real session: /v1 ends it at logout.
import { createHmac } from "node:crypto";
import { createCookieSessionStorage, redirect } from "react-router";
import type { UserView } from "#core/contract/index.ts";
import { api, apiCall } from "./api.server.ts";
import { loginReturnPath } from "./account-rules.ts";
import { log } from "#core/log/current-logger.server.ts";

export type SessionUser = UserView;

const DEVELOPMENT_SECRET = "dev-session-secret-change-me";
const SESSION_DAYS = 30;

function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === "production") {
    // The demo start (`npm start`) runs production locally: warn once instead of refusing.
    if (!warned) log.warn("SESSION_SECRET is not set: using the public development secret");
    warned = true;
  }
  return DEVELOPMENT_SECRET;
}
let warned = false;

const storage = createCookieSessionStorage<{ token: string; user: SessionUser; redirect: string }>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true",
    secrets: [sessionSecret()],
    maxAge: 60 * 60 * 24 * SESSION_DAYS,
  },
});

async function readSession(request: Request) {
  return storage.getSession(request.headers.get("Cookie"));
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  const session = await readSession(request);
  return session.get("user") ?? null;
}

/**
 * Who the signed-in member is, for the phone's offline copies (decision 058): a keyed hash of their
 * id (the same member gets the same tag on every login; nothing about them can be read from it), or
 * null for a visitor.
 */
export async function memberTagOf(request: Request): Promise<string | null> {
  const user = await getUser(request);
  if (!user) return null;
  return `m-${createHmac("sha256", sessionSecret()).update(`offline-owner:${user.id}`).digest("base64url").slice(0, 22)}`;
}

/** The signed-in user and their /v1 bearer token, or null. */
export async function getAuth(request: Request): Promise<{ user: SessionUser; token: string } | null> {
  const session = await readSession(request);
  const user = session.get("user");
  const token = session.get("token");
  return user && token ? { user, token } : null;
}

/** Account pages: a visitor who is not signed in goes home (seed 001 section 2.3). */
export async function requireAuth(request: Request): Promise<{ user: SessionUser; token: string }> {
  const auth = await getAuth(request);
  if (auth) return auth;
  // Home with the login modal and 'You must log in first'; after login, back to this page.
  const url = new URL(request.url);
  const back = loginReturnPath(url);
  // A language asked for in the URL (`?lng=en`) goes along, so home opens in it.
  const lng = url.searchParams.get("lng");
  const home = `/?modal=login&toast=login-required${lng === "en" || lng === "id" ? `&lng=${lng}` : ""}`;
  throw redirect(home, { headers: { "Set-Cookie": await storeRedirectPath(request, back) } });
}

/**
 * A brand-new session for a user who just signed in (nothing carried over from before login),
 * answered as a redirect.
 */
export async function startSession(
  signIn: { user: SessionUser; token: string },
  redirectTo: string,
  headers: Headers = new Headers(),
) {
  const session = await storage.getSession();
  session.set("user", signIn.user);
  session.set("token", signIn.token);
  headers.append("Set-Cookie", await storage.commitSession(session));
  return redirect(redirectTo, { headers });
}

/**
 * The seed's stored `redirect` path: where login goes next (then cleared). Answers the Set-Cookie
 * value. The path must already be validated (safeRedirectPath).
 */
export async function storeRedirectPath(request: Request, path: string | null): Promise<string> {
  const session = await readSession(request);
  if (path) session.set("redirect", path);
  else session.unset("redirect");
  return storage.commitSession(session);
}

export async function getRedirectPath(request: Request): Promise<string | null> {
  const session = await readSession(request);
  return session.get("redirect") ?? null;
}

/** Forget the session's copy of the user when /v1 no longer accepts its token. */
export async function clearSession(request: Request): Promise<string> {
  return storage.destroySession(await readSession(request));
}

/** Keep the cookie's copy of the user in step after a profile change. */
export async function updateSessionUser(request: Request, user: SessionUser): Promise<string> {
  const session = await readSession(request);
  session.set("user", user);
  return storage.commitSession(session);
}

/** Ends the session on /v1 (the token stops working) and in the browser. */
export async function endSession(request: Request, redirectTo = "/") {
  const session = await readSession(request);
  const token = session.get("token");
  // Logout must succeed for the browser even when /v1 is unreachable; the token then expires.
  if (token) await api.logout(apiCall(request, { lang: "id", token })).catch(() => undefined);
  return redirect(redirectTo, { headers: { "Set-Cookie": await storage.destroySession(session) } });
}
