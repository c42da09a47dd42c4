// The payment gateway seen by the booking flow: create a transaction (Snap-like: a token and a
// redirect URL), and the key that signs its HTTP notifications. Two implementations: Midtrans
// Snap (midtrans.ts) and the embedded sandbox (sandbox/gateway.ts) used while no Midtrans key is set.
import { createHash, timingSafeEqual } from "node:crypto";
import type { PaymentOption } from "#core/pricing.ts";

export interface GatewayItem {
  id: string;
  /** Whole rupiah; a discount is a negative price. */
  price: number;
  quantity: number;
  /** At most 50 characters (Midtrans truncates longer names). */
  name: string;
}

export interface CreateTransactionRequest {
  orderId: string;
  grossAmount: number;
  /** Sum of price x quantity is exactly grossAmount. */
  items: GatewayItem[];
  customer: { name: string; email: string; phone: string };
  paymentOption: PaymentOption;
  /** Where the gateway sends the browser back (with order_id, status_code, transaction_status). */
  finishUrl: string;
  startTime: Date;
  expiryMinutes: number;
}

export interface CreatedTransaction {
  token: string;
  redirectUrl: string;
}

/** A transaction's state as the gateway itself reports it (Midtrans's status API). */
export interface GatewayStatus {
  transactionStatus: string;
  statusCode: string;
  grossAmount: string;
  fraudStatus: string | undefined;
  paymentType: string | undefined;
}

export interface PaymentGateway {
  readonly name: "midtrans" | "sandbox";
  /** The key whose SHA-512 signature a notification must carry. */
  readonly serverKey: string;
  createTransaction(request: CreateTransactionRequest): Promise<CreatedTransaction>;
  /**
   * Asks the gateway for the transaction's current state. The signature of a notification does
   * not cover transaction_status, so a real gateway's notification is acted on only as confirmed
   * here. The sandbox has none: its notifications come from our own page.
   */
  fetchStatus?(orderId: string): Promise<GatewayStatus>;
  /** Gives a paid transaction's money back; the refund key makes a repeat harmless. */
  refund(request: RefundRequest): Promise<void>;
  /**
   * Pays a refund out to a bank account (a bank transfer, which the refund call cannot reverse).
   * Absent when the gateway has no payout here (Midtrans: the finance team transfers it by hand).
   */
  refundToBankAccount?(request: RefundRequest & { account: RefundAccount }): Promise<void>;
}

export interface RefundAccount {
  bankName: string;
  accountNumber: string;
  accountHolder: string;
}

export interface RefundRequest {
  orderId: string;
  /** Idempotency key: the same key never refunds twice. */
  refundKey: string;
  amount: number;
  reason: string;
}

export class GatewayError extends Error {}

/** Midtrans's signature_key: SHA512(order_id + status_code + gross_amount + server_key), hex. */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash("sha512")
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest("hex");
}

export function signatureMatches(given: unknown, expected: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Midtrans writes amounts as strings with two decimals: 150000 → "150000.00". */
export function grossAmountString(amount: number): string {
  return `${Math.floor(amount)}.00`;
}

const JAKARTA_OFFSET_MS = 7 * 3600 * 1000;
/** "YYYY-MM-DD HH:mm:ss" in Asia/Jakarta (Midtrans's transaction_time and expiry start_time, without zone). */
export function jakartaDateTime(at: Date): string {
  return new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

const ITEM_NAME_MAX = 50;

/**
 * Item names are at most 50 characters at Midtrans. A `detail` (a top-up's destination: what the
 * buyer must recognise before paying) is kept whole; the name before it is shortened instead.
 */
export function itemName(name: string, detail?: string): string {
  if (!detail) return name.length <= ITEM_NAME_MAX ? name : `${name.slice(0, ITEM_NAME_MAX - 3)}...`;
  const suffix = ` · ${detail}`.slice(0, ITEM_NAME_MAX - 4);
  const room = ITEM_NAME_MAX - suffix.length;
  return `${name.length <= room ? name : `${name.slice(0, room - 3)}...`}${suffix}`;
}

/** The one item of a later payment of a purchase already partly paid: its balance. */
export function balanceItem(orderId: string, amount: number, lang: "id" | "en"): GatewayItem {
  return {
    id: "balance",
    price: amount,
    quantity: 1,
    name: itemName(`${lang === "en" ? "Balance" : "Pelunasan"} ${orderId}`),
  };
}

export function itemsTotal(items: readonly GatewayItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}
