// The visitor's booking steps, as the web app's forms send them to /v1: a reservation (with an
// idempotency key, so a retry after a lost answer is safe) and the sandbox gateway's page.
import type { Client } from "./client.ts";
import type { Stay } from "./database.ts";

export function reservationForm(
  stay: Stay,
  options: { email: string; key: string; paymentOption?: number },
): Record<string, string> {
  return {
    arrival: stay.arrival,
    departure: stay.departure,
    name: "Siti Rahma",
    guest: "2",
    phone: "+62-81234567890",
    email: options.email,
    propertyId: String(stay.propertyId),
    roomId: String(stay.roomId),
    lang: "id",
    payment_option: String(options.paymentOption ?? 0),
    hour_arrival: "14:00",
    point: "0",
    user_Id: "0",
    order_from: "web",
    payment_method: "transfer",
    idempotency_key: options.key,
  };
}

export interface Booked {
  status: number;
  orderId: string | undefined;
  /** The sandbox page's path (/sandbox/pay/{token}) for a gateway booking. */
  payPath: string | undefined;
  upstream: string;
  code: string | undefined;
}

export async function book(
  c: Client,
  stay: Stay,
  options: { email: string; key: string; pin?: string; headers?: Record<string, string> },
): Promise<Booked> {
  const answer = await c.json("/v1/reservations/single", {
    form: reservationForm(stay, options),
    pin: options.pin,
    headers: options.headers,
  });
  const redirect: string | undefined = answer.body?.data?.midtrans?.response_from_midtrans?.redirect_url;
  return {
    status: answer.status,
    // A 503 payment_link_pending names the booking's order id beside its code.
    orderId: answer.body?.data?.order_id ?? answer.body?.order_id,
    payPath: redirect ? new URL(redirect).pathname : undefined,
    upstream: answer.upstream,
    code: answer.body?.code,
  };
}

/** The visitor presses "pay" on the sandbox page: 303 to the finish page when the notification was taken. */
export async function paySandbox(
  c: Client,
  payPath: string,
  pin?: string,
): Promise<{ status: number; upstream: string }> {
  const answer = await c.request(payPath, { form: { action: "settlement" }, pin, headers: { accept: "text/html" } });
  return { status: answer.status, upstream: answer.upstream };
}

/** 'Pay now' for a booking whose payment page was never made (503 payment_link_pending): its page's path. */
export async function payNow(
  c: Client,
  orderId: string,
  email: string,
): Promise<{ status: number; payPath: string | undefined }> {
  const answer = await c.json("/v1/reservations/payment-link", { form: { order_id: orderId, email } });
  const redirect: string | undefined = answer.body?.data?.midtrans?.response_from_midtrans?.redirect_url;
  return { status: answer.status, payPath: redirect ? new URL(redirect).pathname : undefined };
}
