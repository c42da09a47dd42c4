// The payment gateway's order id, looked up in /v1: the booking's id and its real payment state
// (what the payment-result popup says, app/lib/payment-return.ts).
import type { OrderPaymentState } from "#core/booking-status.ts";
import { api, type ApiCall } from "./api.server.ts";
import type { FoundPurchase } from "./home-query.ts";
import { paymentResultFor, readGatewayReturn, type PaymentReturn } from "./payment-return.ts";

/** A purchase of any kind found by one of its gateway order ids, with what happened to it. */
export interface FoundOrder extends FoundPurchase {
  id: number;
  payment: OrderPaymentState;
}

/** GET /v1/reservations/check-by-order-id/{orderId}, or null when unknown or the lookup failed. */
export async function lookUpOrder(orderId: string, call: ApiCall): Promise<FoundOrder | null> {
  try {
    const { id, kind, payment, purchase_order_id } = (await api.bookingIdOfOrder({ params: { orderId } }, call)).data;
    return { id, kind, payment, purchaseOrderId: purchase_order_id };
  } catch {
    return null;
  }
}

/** The payment-result popup of a page the gateway returns to (/villas, /detail-villas), from the order's real state. */
export async function paymentResultOf(params: URLSearchParams, call: ApiCall): Promise<PaymentReturn | null> {
  const gatewayReturn = readGatewayReturn(params);
  if (!gatewayReturn) return null;
  return paymentResultFor(params, await lookUpOrder(gatewayReturn.orderId, call));
}
