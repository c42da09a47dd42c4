// A logged-in session of the seed's demo member, for the pages only a member opens
// (/top-up/credits): the login form posted as a browser without JavaScript would, its cookies kept.
import { DEMO_USER } from "#api/db/seed/demo-user.ts";
import type { BenchContext } from "./types.ts";

const cookies = new Map<string, Promise<string>>();

/** The Cookie header of a demo-member session on this server (logged in once per run). */
export function demoSessionCookie(ctx: BenchContext): Promise<string> {
  let cookie = cookies.get(ctx.baseUrl);
  if (!cookie) {
    cookie = (async () => {
      const body = new URLSearchParams({
        intent: "login",
        email: DEMO_USER.email,
        password: DEMO_USER.password,
        returnTo: "/",
      });
      const response = await fetch(`${ctx.baseUrl}/resources/auth`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { origin: ctx.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        signal: AbortSignal.timeout(15_000),
      });
      const set = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
      if (response.status !== 302 || set.length === 0)
        throw new Error(`demo login: ${response.status}, no session cookie`);
      return set.join("; ");
    })();
    cookies.set(ctx.baseUrl, cookie);
  }
  return cookie;
}
