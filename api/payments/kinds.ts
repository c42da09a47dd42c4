// The registry value: every purchase kind's handler under its `payments.subject_type`. Built where
// the system is composed (api/purchase-kinds.ts, used by createApi, server.ts and the test
// harnesses) and passed to what dispatches on a payment's kind: the notification, the sweep, the
// sandbox page, the order lookup and the mail attachments. Payments imports no kind (decision 048).
import type { PurchaseHandler } from "./purchase.ts";

export interface PurchaseKinds {
  /** The handler of a `payments.subject_type`, undefined for a kind this system does not sell. */
  handler(kind: string): PurchaseHandler | undefined;
}

export function purchaseKinds(handlers: readonly PurchaseHandler[]): PurchaseKinds {
  const byKind = new Map<string, PurchaseHandler>();
  for (const handler of handlers) {
    if (byKind.has(handler.kind)) throw new Error(`two purchase handlers for the kind ${handler.kind}`);
    byKind.set(handler.kind, handler);
  }
  return { handler: (kind) => byKind.get(kind) };
}
