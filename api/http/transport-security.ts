import type { RequestHandler } from "express";

/**
 * HSTS in production: browsers then reach the site over HTTPS only, for a year. Sent when the
 * public URL is HTTPS (behind a TLS proxy); a local `npm start` on http://localhost sends none.
 */
export function strictTransportSecurity(options: { env: string; publicUrl: string }): RequestHandler {
  const on = options.env === "production" && options.publicUrl.startsWith("https://");
  return (_req, res, next) => {
    if (on) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
