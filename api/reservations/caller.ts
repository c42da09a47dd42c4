// Who is asking for a reservation, for the two rules that depend on it (decision 018): an
// idempotency key belongs to its caller (the member, else the client address), and unpaid holds
// are capped per client. The address is kept only as a hash.
import { createHash } from "node:crypto";
import type { ReservationInput } from "./input.ts";

export interface Caller {
  /** A hash of the client address (Express resolved X-Forwarded-For from trusted proxies only). */
  clientKey: string;
  /** The namespace of the caller's idempotency keys. */
  idempotencyScope: string;
  /** The demo mailbox of the browser (api/mail/mailbox-key.ts): its e-ticket is shown there. */
  mailboxKey?: string;
}

export function callerOf(clientIp: string, userId: number | undefined, mailboxKey?: string): Caller {
  const clientKey = createHash("sha256").update(`client:${clientIp}`).digest("base64url").slice(0, 32);
  return { clientKey, idempotencyScope: userId ? `user:${userId}` : `client:${clientKey}`, mailboxKey };
}

/**
 * A fingerprint of what the request asks for: the parsed input without the key itself and the
 * client's unique code (the server draws its own). Keys are sorted, so field order does not count.
 */
export function requestHash(input: ReservationInput): string {
  const { idempotency_key: _key, unique_code: _code, ...asked } = input as ReservationInput & { unique_code?: unknown };
  return createHash("sha256").update(canonicalJson(asked)).digest("base64url");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
