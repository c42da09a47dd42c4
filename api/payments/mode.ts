// Which payment gateway runs. With MIDTRANS_SERVER_KEY set, Midtrans Snap, and the sandbox page
// does not exist; without it, the embedded sandbox (demo mode: the UI shows a notice).
import type { Config } from "../config.ts";
import { midtransGateway } from "./midtrans.ts";
import type { PaymentGateway } from "./gateway.ts";
import { sandboxGateway } from "./sandbox/gateway.ts";

/** True while no Midtrans key is configured: payments go to the embedded sandbox page. */
export function isPaymentDemoMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.MIDTRANS_SERVER_KEY;
}

export function paymentGatewayFor(config: Pick<Config, "midtrans" | "appKey" | "publicUrl">): PaymentGateway {
  return config.midtrans
    ? midtransGateway({ serverKey: config.midtrans.serverKey, isProduction: config.midtrans.isProduction })
    : sandboxGateway({ appKey: config.appKey, publicUrl: config.publicUrl });
}
