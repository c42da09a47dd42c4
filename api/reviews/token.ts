// The review link's signature (decision 026): an HMAC of the booking (type, order id, email) with
// the app key, so a guessed order id and email cannot post a review. Single use comes from the
// one review a booking may have (reviews_once_idx), not from the token.
import { isLinkSignature, linkSignature, linkSigningKey } from "../http/mailed-link-signature.ts";

/** 32 base64url characters (192 bits) over "review:v1:{type}:{orderId}:{email lowercased}". */
export function reviewToken(booking: { type: string; orderId: string; email: string }, key = linkSigningKey()): string {
  return linkSignature(`review:v1:${booking.type}:${booking.orderId}:${booking.email.trim().toLowerCase()}`, key);
}

export function isReviewToken(
  token: string | undefined,
  booking: { type: string; orderId: string; email: string },
  key = linkSigningKey(),
): boolean {
  return isLinkSignature(token, reviewToken(booking, key));
}

/** The web path of the review form for a booking, as the check-out mail links it. */
export function reviewPath(booking: { type: string; orderId: string; email: string }, key = linkSigningKey()): string {
  const query = new URLSearchParams({
    email: booking.email,
    order_id: booking.orderId,
    reservation_type: booking.type,
    token: reviewToken(booking, key),
  });
  return `/review?${query.toString()}`;
}
