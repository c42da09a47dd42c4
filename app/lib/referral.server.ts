// `?reff=CODE` on any page (the profile's share links): kept 30 days in a cookie so the
// reservation form can offer it (seed 001 section 2.3). Read with getReferralCode(request).
import { createCookie } from "react-router";
import { normalizeReferralCode } from "./account-rules.ts";

export const REFERRAL_PARAM = "reff";

const referralCookie = createCookie("reff", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true",
  maxAge: 60 * 60 * 24 * 30,
});

/** The referral code the visitor arrived with (within 30 days), or null. */
export async function getReferralCode(request: Request): Promise<string | null> {
  const value: unknown = await referralCookie.parse(request.headers.get("Cookie"));
  return normalizeReferralCode(value);
}

/** A Set-Cookie value when the URL carries a valid `?reff=`, else null. */
export async function referralCookieFromUrl(url: URL): Promise<string | null> {
  const code = normalizeReferralCode(url.searchParams.get(REFERRAL_PARAM));
  return code ? referralCookie.serialize(code) : null;
}
