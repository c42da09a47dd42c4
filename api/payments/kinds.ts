// The registry: every purchase kind's handler under its `payments.subject_type`. Adding a kind is
// writing its handler and one line here. Built on first use: handlers reach the mails, whose
// attachment resolver reaches back here, so nothing may run while the modules load.
import { longStayPurchase } from "../long-stays/purchase.ts";
import { reservationPurchase } from "../reservations/purchase.ts";
import { topUpPurchase } from "../topup/purchase.ts";
import type { PurchaseHandler } from "./purchase.ts";

let handlers: ReadonlyMap<string, PurchaseHandler> | undefined;

export function purchaseHandler(kind: string): PurchaseHandler | undefined {
  handlers ??= new Map([reservationPurchase, longStayPurchase, topUpPurchase].map((h) => [h.kind, h]));
  return handlers.get(kind);
}
