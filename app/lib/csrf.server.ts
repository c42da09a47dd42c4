// Resource routes are outside React Router's own origin check (STACK.md), so their actions check
// the same thing: a state-changing request must come from this site. Browsers send
// Sec-Fetch-Site (or at least Origin) on every POST; a cross-site form post is refused with 403.
// Together with SameSite=Lax session cookies this is the CSRF protection of every form.

/** The check on any request's headers (`header` answers one by its lower-case name). */
export function isSameOriginHeaders(header: (name: string) => string | null | undefined, requestHost: string): boolean {
  const site = header("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = header("origin");
  if (!origin || origin === "null") return origin === null || origin === undefined; // no Origin at all: not a browser form post
  const host = header("x-forwarded-host") ?? header("host") ?? requestHost;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function isSameOriginRequest(request: Request): boolean {
  return isSameOriginHeaders((name) => request.headers.get(name), new URL(request.url).host);
}

/** Throws a 403 for a cross-site post. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) throw new Response("Cross-site request refused", { status: 403 });
}
