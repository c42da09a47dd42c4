// Resource routes are outside React Router's own origin check (STACK.md), so their actions check
// the same thing: a state-changing request must come from this site. Browsers send
// Sec-Fetch-Site (or at least Origin) on every POST; a cross-site form post is refused with 403.
// Together with SameSite=Lax session cookies this is the CSRF protection of every form.

export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return origin === null; // no Origin at all: not a browser form post
  const host = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host") ?? new URL(request.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Throws a 403 for a cross-site post. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) throw new Response("Cross-site request refused", { status: 403 });
}
