/**
 * Headers for every document: a nonce-based CSP (scripts run only with this response's nonce),
 * no framing, no sniffing, a strict referrer. Images come from this origin (and data: URIs for
 * tiny placeholders).
 */
export function securityHeaders(nonce: string): Record<string, string> {
  const dev = process.env.NODE_ENV !== "production";
  // Google Identity Services (the sign-in button) only when GOOGLE_CLIENT_ID is set.
  const gis = process.env.GOOGLE_CLIENT_ID ? " https://accounts.google.com/gsi/" : "";
  // The Maps JavaScript API (the detail page's map) only when GOOGLE_MAPS_API_KEY is set.
  const maps = process.env.GOOGLE_MAPS_API_KEY ? " https://maps.googleapis.com https://maps.gstatic.com" : "";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ""}${gis ? " https://accounts.google.com/gsi/client" : ""}${maps}`,
    `style-src 'self' 'unsafe-inline'${gis}${maps}`,
    ...(gis ? [`frame-src 'self'${gis}`] : []),
    `img-src 'self' data: blob:${maps}`,
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}${gis}${maps}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "object-src 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=(self)",
  };
}
