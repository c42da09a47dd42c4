// The embedded payment gateway (DESIGN.md section 5): used while MIDTRANS_SERVER_KEY is unset.
// Creating a transaction writes nothing anywhere else: the token is random and the redirect URL
// is our own /sandbox/pay/{token} page, which then behaves like Snap (see ./routes.ts).
import { createHmac, randomBytes } from "node:crypto";
import type { CreatedTransaction, PaymentGateway } from "../gateway.ts";

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
    // The sandbox moves no money: the refund is what api/payments/refund.ts records.
    async refund() {},
  };
}
