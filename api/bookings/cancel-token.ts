// The cancellation link's signature (decision 055): an HMAC of the booking (order id, email) with
// the app key, mailed to the booking's email when a guest asks to cancel from the reservation
// check, so only who reads that mailbox can cancel. As the review link (api/reviews/token.ts).
import { isLinkSignature, linkSignature, linkSigningKey } from "../http/mailed-link-signature.ts";

/** 32 base64url characters over "cancel:v1:{orderId}:{email lowercased}". */
export function cancelToken(booking: { orderId: string; email: string }, key = linkSigningKey()): string {
  return linkSignature(`cancel:v1:${booking.orderId}:${booking.email.trim().toLowerCase()}`, key);
}

export function isCancelToken(
  token: string | undefined,
  booking: { orderId: string; email: string },
  key = linkSigningKey(),
): boolean {
  return isLinkSignature(token, cancelToken(booking, key));
}

/** The web path of the cancellation page for a guest, as the mail links it. */
export function cancelPath(booking: { orderId: string; email: string }, key = linkSigningKey()): string {
  const query = new URLSearchParams({
    order_id: booking.orderId,
    email: booking.email,
    token: cancelToken(booking, key),
  });
  return `/cancel-booking?${query.toString()}`;
}
