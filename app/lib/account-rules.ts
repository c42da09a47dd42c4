// Small pure rules of the account screens (isomorphic, unit-tested in account-rules.test.ts).

/** A referral code as the share links carry it: letters and digits, 3 to 32 of them; else null. */
export function normalizeReferralCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim();
  return /^[A-Za-z0-9_-]{3,32}$/.test(code) ? code : null;
}

/**
 * A redirect target that stays on this site: a path starting with one "/" (not "//" or "/\",
 * which browsers read as another host); anything else gives `fallback`.
 */
export function safeRedirectPath(to: unknown, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  const path = to.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this test refuses
  if (/[\u0000-\u001f]/.test(path)) return fallback;
  return path;
}

/** Longest page address kept to come back to after login: the session cookie must stay under 4 KB. */
const MAX_RETURN_PATH = 1024;

/** Where login brings a visitor back: this page, without its query string when that is too long to keep. */
export function loginReturnPath(url: URL): string {
  const full = url.pathname + url.search;
  return safeRedirectPath(full.length <= MAX_RETURN_PATH ? full : url.pathname.slice(0, MAX_RETURN_PATH));
}

/** The profile's share link: the site with `?reff={code}`. */
export function shareLink(origin: string, referralCode: string): string {
  const url = new URL("/", origin);
  url.searchParams.set("reff", referralCode);
  return url.toString();
}

/** Facebook and Twitter share URLs for a link (seed 001 section 2.3). */
export function shareUrls(link: string, text: string): { facebook: string; twitter: string } {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  };
}

/** "+62" and "81234567890" as the profile shows them: "+62 81234567890"; "" without a number. */
export function displayPhone(code: string, phone: string): string {
  return phone ? `${code || "+62"} ${phone}` : "";
}

/** Logout with JavaScript waits this long before going home (seed 000 section 2.2). */
export const LOGOUT_DELAY_MS = 500;
