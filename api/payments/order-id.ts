// The gateway's order id of a purchase's first payment, for every dated kind (a nightly
// reservation, a long stay); a later payment adds its own suffix (a balance: `…-B1`).
import { randomBytes } from "node:crypto";
import { todayInJakarta } from "#core/dates.ts";

const ORDER_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** INAP-YYYYMMDD-XXXXXX (Jakarta date, 6 random characters without look-alikes). */
export function newOrderId(now = new Date()): string {
  const bytes = randomBytes(6);
  let suffix = "";
  for (const b of bytes) suffix += ORDER_ALPHABET[b % ORDER_ALPHABET.length];
  return `INAP-${todayInJakarta(now).replaceAll("-", "")}-${suffix}`;
}
