// What the pages acting on one booking (/cancel-booking, /change-booking) read from their URL and
// send to /v1: the order id and, for a guest, the mailed link's email and token (decision 055);
// the member's bearer from the session. A missing or foreign booking reads as not found.
import { api, apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import { getAuth } from "#app/lib/session.server.ts";

export interface BookingLink {
  orderId: string;
  email: string | undefined;
  token: string | undefined;
  valid: boolean;
}

export function bookingLinkOf(request: Request): BookingLink {
  const params = new URL(request.url).searchParams;
  const orderId = params.get("order_id")?.trim() ?? "";
  const email = params.get("email")?.trim() || undefined;
  const token = params.get("token")?.trim() || undefined;
  return { orderId, email, token, valid: orderId.length > 0 && orderId.length <= 64 };
}

export async function bookingCall(request: Request, lang: "id" | "en") {
  const auth = await getAuth(request);
  return { ...apiCall(request, { lang }), token: auth?.token };
}

/** /v1's answer for a booking the caller may not see (or that does not exist). */
export const isGone = (error: unknown, statuses = [401, 403, 404]) =>
  error instanceof ApiRequestError && statuses.includes(error.status);

export { api, ApiRequestError };
