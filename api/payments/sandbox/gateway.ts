// The embedded payment gateway (DESIGN.md section 5): used while MIDTRANS_SERVER_KEY is unset.
// Creating a transaction writes nothing anywhere else: the token is random and the redirect URL
// is our own /sandbox/pay/{token} page, which then behaves like Snap (see ./routes.ts).
import { createHmac, randomBytes } from "node:crypto";
import { type CreatedTransaction, GatewayError, type PaymentGateway, type RefundRequest } from "../gateway.ts";

function checkRefund(request: RefundRequest): void {
  if (!request.refundKey) throw new GatewayError("refund_key is required");
  if (!Number.isInteger(request.amount) || request.amount <= 0) throw new GatewayError("invalid refund amount");
}

/** The sandbox signs its notifications with a key derived from APP_KEY (shared by every process). */
export function sandboxServerKey(appKey: string): string {
  return `SB-Sandbox-${createHmac("sha256", appKey).update("sandbox-payment-gateway").digest("hex").slice(0, 32)}`;
}

export function sandboxGateway(options: { appKey: string; publicUrl: string }): PaymentGateway {
  const origin = options.publicUrl.replace(/\/+$/, "");
  return {
    name: "sandbox",
    serverKey: sandboxServerKey(options.appKey),
    async createTransaction(): Promise<CreatedTransaction> {
      const token = randomBytes(24).toString("base64url");
      return { token, redirectUrl: `${origin}/sandbox/pay/${token}` };
    },
    // The sandbox moves no money: like Midtrans's refund call it refuses what Midtrans refuses (no
    // key, an amount that is not a positive whole rupiah), and the refund is what
    // api/payments/refund.ts records. It also pays out to a bank account, which Midtrans cannot.
    async refund(request) {
      checkRefund(request);
    },
    async refundToBankAccount(request) {
      checkRefund(request);
      if (!/^\d{5,20}$/.test(request.account.accountNumber)) throw new GatewayError("invalid account number");
    },
  };
}
