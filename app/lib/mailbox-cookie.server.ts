// The demo mailbox's cookie (decision 018): with no SMTP, /dev/mailbox shows a browser only the mail
// its own requests caused. A browser gets a random id in a signed, httpOnly cookie on its first form
// post (register, forgot, a reservation...); server.ts resolves it on every page request into the
// header below, overwriting whatever the browser sent, and the typed /v1 client forwards it
// (api.server.ts). /v1 trusts it only from app-key holders, which a browser is not.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export const MAILBOX_HEADER = "x-inap-mailbox";
const COOKIE = "__mailbox";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export interface MailboxCookieOptions {
  /** SESSION_SECRET: signs the id, so a browser cannot pick one. */
  secret: string;
  secure: boolean;
  /** False once SMTP_URL is set: no mailbox, no cookie (the header is still stripped). */
  enabled: boolean;
}

const signatureOf = (id: string, secret: string) =>
  createHmac("sha256", secret).update(`mailbox:${id}`).digest("base64url");

/** The id in a signed cookie value, or undefined when it is missing, malformed or forged. */
export function verifiedMailboxId(value: string | undefined, secret: string): string | undefined {
  const match = value ? /^([\w-]{24})\.([\w-]{43})$/.exec(value) : null;
  if (!match) return undefined;
  const [, id, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(id, secret));
  return timingSafeEqual(expected, Buffer.from(signature)) ? id : undefined;
}

function cookieValue(header: string | undefined): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [name, ...rest] = part.trim().split("=");
    if (name === COOKIE) return rest.join("=");
  }
  return undefined;
}

/** Middleware for the web app's requests (not /v1's). */
export function mailboxCookie(options: MailboxCookieOptions) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    delete req.headers[MAILBOX_HEADER];
    if (!options.enabled) return next();
    let id = verifiedMailboxId(cookieValue(req.headers.cookie), options.secret);
    if (!id && req.method === "POST") {
      id = randomBytes(18).toString("base64url");
      const attributes = [
        `${COOKIE}=${id}.${signatureOf(id, options.secret)}`,
        "Path=/",
        `Max-Age=${MAX_AGE_SECONDS}`,
        "HttpOnly",
        "SameSite=Lax",
      ];
      if (options.secure) attributes.push("Secure");
      res.appendHeader("Set-Cookie", attributes.join("; "));
    }
    if (id) req.headers[MAILBOX_HEADER] = id;
    next();
  };
}
