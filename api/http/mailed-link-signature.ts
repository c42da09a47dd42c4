// The signature of a link mailed to a booking's email (the cancellation's, the review's): an HMAC
// with the app key of this process, so only who reads that mailbox can follow it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { DEVELOPMENT_APP_KEY } from "../config.ts";

/** The key the mails sign with and /v1 checks with: the app key of this process. */
export function linkSigningKey(env: NodeJS.ProcessEnv = process.env): string {
  return env.APP_KEY || DEVELOPMENT_APP_KEY;
}

/** 32 base64url characters (192 bits) of the HMAC-SHA256 of `text` with `key`. */
export function linkSignature(text: string, key: string): string {
  return createHmac("sha256", key).update(text).digest("base64url").slice(0, 32);
}

/** Whether the link's `token` is the `expected` signature (compared in constant time). */
export function isLinkSignature(token: string | undefined, expected: string): boolean {
  if (!token) return false;
  const given = Buffer.from(token);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
