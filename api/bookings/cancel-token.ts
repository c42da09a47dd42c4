// The cancellation link's signature (decision 055): an HMAC of the booking (order id, email) with
// the app key, mailed to the booking's email when a guest asks to cancel from the reservation
// check, so only who reads that mailbox can cancel. As the review link (api/reviews/token.ts).
import { createHmac, timingSafeEqual } from "node:crypto";
import { DEVELOPMENT_APP_KEY } from "../config.ts";

function signingKey(env: NodeJS.ProcessEnv = process.env): string {
  return env.APP_KEY || DEVELOPMENT_APP_KEY;
}

/** 32 base64url characters over "cancel:v1:{orderId}:{email lowercased}". */
export function cancelToken(booking: { orderId: string; email: string }, key = signingKey()): string {
  return createHmac("sha256", key)
    .update(`cancel:v1:${booking.orderId}:${booking.email.trim().toLowerCase()}`)
    .digest("base64url")
    .slice(0, 32);
}

export function isCancelToken(
  token: string | undefined,
  booking: { orderId: string; email: string },
  key = signingKey(),
): boolean {
  if (!token) return false;
  const expected = Buffer.from(cancelToken(booking, key));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The web path of the cancellation page for a guest, as the mail links it. */
export function cancelPath(booking: { orderId: string; email: string }, key = signingKey()): string {
  const query = new URLSearchParams({
    order_id: booking.orderId,
    email: booking.email,
    token: cancelToken(booking, key),
  });
  return `/cancel-booking?${query.toString()}`;
}
