// The review link's signature (decision 026): an HMAC of the booking (type, order id, email) with
// the app key, so a guessed order id and email cannot post a review. Single use comes from the
// one review a booking may have (reviews_once_idx), not from the token.
import { createHmac, timingSafeEqual } from "node:crypto";
import { DEVELOPMENT_APP_KEY } from "../config.ts";

/** The key the check-out mail signs with and /v1 checks with: the app key of this process. */
export function reviewSigningKey(env: NodeJS.ProcessEnv = process.env): string {
  return env.APP_KEY || DEVELOPMENT_APP_KEY;
}

/** 32 base64url characters (192 bits) over "review:v1:{type}:{orderId}:{email lowercased}". */
export function reviewToken(
  booking: { type: string; orderId: string; email: string },
  key = reviewSigningKey(),
): string {
  return createHmac("sha256", key)
    .update(`review:v1:${booking.type}:${booking.orderId}:${booking.email.trim().toLowerCase()}`)
    .digest("base64url")
    .slice(0, 32);
}

export function isReviewToken(
  token: string | undefined,
  booking: { type: string; orderId: string; email: string },
  key = reviewSigningKey(),
): boolean {
  if (!token) return false;
  const expected = Buffer.from(reviewToken(booking, key));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The web path of the review form for a booking, as the check-out mail links it. */
export function reviewPath(
  booking: { type: string; orderId: string; email: string },
  key = reviewSigningKey(),
): string {
  const query = new URLSearchParams({
    email: booking.email,
    order_id: booking.orderId,
    reservation_type: booking.type,
    token: reviewToken(booking, key),
  });
  return `/review?${query.toString()}`;
}
