// Midtrans Snap: POST {base}/snap/v1/transactions with Basic auth (server key and an empty
// password); the answer carries `token` and `redirect_url`. Sandbox base
// https://app.sandbox.midtrans.com, production https://app.midtrans.com.
// Status API: GET {api}/v2/{order_id}/status with the same Basic auth; sandbox base
// https://api.sandbox.midtrans.com, production https://api.midtrans.com. It answers the
// transaction's status_code, transaction_status, gross_amount, fraud_status and payment_type.
import {
  GatewayError,
  jakartaDateTime,
  type CreateTransactionRequest,
  type CreatedTransaction,
  type GatewayStatus,
  type PaymentGateway,
} from "./gateway.ts";

export interface MidtransOptions {
  serverKey: string;
  isProduction: boolean;
  /** Overrides the Snap origin (tests point it at a local fake). */
  snapBaseUrl?: string;
  /** Overrides the Core API origin of the status API (tests). */
  apiBaseUrl?: string;
  /** Tests pass a fake. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function snapBaseUrl(isProduction: boolean): string {
  return isProduction ? "https://app.midtrans.com" : "https://app.sandbox.midtrans.com";
}

export function apiBaseUrl(isProduction: boolean): string {
  return isProduction ? "https://api.midtrans.com" : "https://api.sandbox.midtrans.com";
}

/** The Snap request body of seed 001's reservation (exported for tests). */
export function snapRequestBody(request: CreateTransactionRequest) {
  const [firstName, ...rest] = request.customer.name.trim().split(/\s+/);
  const kredivo = request.paymentOption === 3;
  return {
    transaction_details: { order_id: request.orderId, gross_amount: request.grossAmount },
    item_details: request.items,
    customer_details: {
      first_name: firstName ?? request.customer.name,
      last_name: rest.join(" "),
      email: request.customer.email,
      phone: request.customer.phone,
    },
    // Kredivo only for option 3; its tenure (3 months) is chosen on Kredivo's page and recorded
    // here in custom_field1 as the seed's payment method "kredivo:3_months".
    ...(kredivo ? { enabled_payments: ["kredivo"], custom_field1: "kredivo:3_months" } : {}),
    callbacks: { finish: request.finishUrl },
    expiry: {
      start_time: `${jakartaDateTime(request.startTime)} +0700`,
      unit: "minute",
      duration: request.expiryMinutes,
    },
  };
}

export function midtransGateway(options: MidtransOptions): PaymentGateway {
  const base = (options.snapBaseUrl ?? snapBaseUrl(options.isProduction)).replace(/\/+$/, "");
  const api = (options.apiBaseUrl ?? apiBaseUrl(options.isProduction)).replace(/\/+$/, "");
  const auth = `Basic ${Buffer.from(`${options.serverKey}:`).toString("base64")}`;
  const fetchFn = options.fetch ?? fetch;
  return {
    name: "midtrans",
    serverKey: options.serverKey,
    async createTransaction(request: CreateTransactionRequest): Promise<CreatedTransaction> {
      let response: Response;
      try {
        response = await fetchFn(`${base}/snap/v1/transactions`, {
          method: "POST",
          headers: { accept: "application/json", "content-type": "application/json", authorization: auth },
          body: JSON.stringify(snapRequestBody(request)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new GatewayError(`Midtrans unreachable: ${(error as Error).message}`);
      }
      const text = await response.text();
      let body: { token?: unknown; redirect_url?: unknown; error_messages?: unknown } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // not JSON: handled below
      }
      if (response.status !== 201 && response.status !== 200)
        throw new GatewayError(`Midtrans answered ${response.status}: ${text.slice(0, 300)}`);
      if (typeof body.token !== "string" || typeof body.redirect_url !== "string")
        throw new GatewayError("Midtrans answered without token or redirect_url");
      return { token: body.token, redirectUrl: body.redirect_url };
    },
    async refund({ orderId, refundKey, amount, reason }): Promise<void> {
      let response: Response;
      try {
        response = await fetchFn(`${api}/v2/${encodeURIComponent(orderId)}/refund`, {
          method: "POST",
          headers: { accept: "application/json", "content-type": "application/json", authorization: auth },
          body: JSON.stringify({ refund_key: refundKey, amount, reason }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new GatewayError(`Midtrans refund API unreachable: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => ({}))) as { status_code?: unknown; status_message?: unknown };
      if (!response.ok || String(body.status_code) !== "200")
        throw new GatewayError(
          `Midtrans refund answered ${response.status} ${String(body.status_code)}: ${String(body.status_message)}`,
        );
    },
    async fetchStatus(orderId: string): Promise<GatewayStatus> {
      let response: Response;
      try {
        response = await fetchFn(`${api}/v2/${encodeURIComponent(orderId)}/status`, {
          method: "GET",
          headers: { accept: "application/json", "content-type": "application/json", authorization: auth },
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new GatewayError(`Midtrans status API unreachable: ${(error as Error).message}`);
      }
      const text = await response.text();
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new GatewayError(`Midtrans status API answered ${response.status} without JSON`);
      }
      const field = (name: string) =>
        typeof body[name] === "string"
          ? (body[name] as string)
          : typeof body[name] === "number"
            ? String(body[name])
            : undefined;
      const transactionStatus = field("transaction_status");
      const statusCode = field("status_code");
      if (!response.ok || !transactionStatus || !statusCode || field("order_id") !== orderId) {
        throw new GatewayError(
          `Midtrans status API answered ${response.status} ${statusCode ?? ""}: ${text.slice(0, 300)}`,
        );
      }
      return {
        transactionStatus,
        statusCode,
        grossAmount: field("gross_amount") ?? "",
        fraudStatus: field("fraud_status"),
        paymentType: field("payment_type"),
      };
    },
  };
}
