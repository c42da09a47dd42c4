// Every purchase kind this API sells, composed here at the root (decision 048): each kind depends
// on api/payments, payments imports no kind, and what dispatches on a payment's kind gets this value.
import { longStayPurchase } from "./long-stays/purchase.ts";
import { purchaseKinds, type PurchaseKinds } from "./payments/kinds.ts";
import { reservationPurchase } from "./reservations/purchase.ts";
import { topUpPurchase } from "./topup/purchase.ts";

export function allPurchaseKinds(): PurchaseKinds {
  return purchaseKinds([reservationPurchase, longStayPurchase, topUpPurchase]);
}
