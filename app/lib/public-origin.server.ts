// The site's public address for links that leave the site (a referral link, a shared page):
// PUBLIC_URL when set (behind a proxy the request's own host may be an internal one), else the request's.
export function publicOrigin(request: Request): string {
  return process.env.PUBLIC_URL?.replace(/\/+$/, "") || new URL(request.url).origin;
}
