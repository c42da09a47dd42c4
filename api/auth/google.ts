// Google sign-in: the ID token from Google Identity Services is verified here, on the server,
// against Google's published keys (signature, audience = GOOGLE_CLIENT_ID, issuer, expiry) and
// must carry a verified email. The key source is injectable so tests sign tokens with a local key.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";

export const GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";
export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | undefined;
}

export type GoogleVerifyResult =
  | { ok: true; identity: GoogleIdentity }
  | { ok: false; reason: "invalid" | "unverified" };

let remote: JWTVerifyGetKey | undefined;

/** Google's key set, fetched and cached by jose (it honours the keys' rotation). */
export function googleJwks(): JWTVerifyGetKey {
  remote ??= createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));
  return remote;
}

export async function verifyGoogleIdToken(
  idToken: string,
  clientId: string,
  keys: JWTVerifyGetKey,
): Promise<GoogleVerifyResult> {
  try {
    const { payload } = await jwtVerify(idToken, keys, {
      audience: clientId,
      issuer: GOOGLE_ISSUERS,
      algorithms: ["RS256"],
      clockTolerance: 30,
    });
    const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
    if (!payload.sub || email === "") return { ok: false, reason: "invalid" };
    if (payload.email_verified !== true && payload.email_verified !== "true")
      return { ok: false, reason: "unverified" };
    return {
      ok: true,
      identity: { sub: payload.sub, email, name: typeof payload.name === "string" ? payload.name : undefined },
    };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}
