// /v1 payments: the gateway's notification (api/payments). No app key: Midtrans does not have
// ours. It is trusted only through its signature_key = SHA512(order_id + status_code +
// gross_amount + server_key).
import { z } from "zod";
import { endpoint } from "./endpoint.ts";

export interface NotificationAnswer {
  status: "success";
  /** Whether the notification changed the booking. */
  message: "applied" | "ignored";
}

export const paymentNotificationBody = z.looseObject({
  order_id: z.string().meta({ description: "the order id" }),
  transaction_status: z
    .string()
    .meta({ description: "pending, settlement, capture, deny, cancel, expire, failure, refund..." }),
  status_code: z.string(),
  gross_amount: z.string().meta({ description: "the amount with two decimals, e.g. 1500000.00" }),
  signature_key: z.string(),
  fraud_status: z.string().optional(),
  payment_type: z.string().optional(),
});

export const payments = {
  notification: endpoint<NotificationAnswer>()("POST /payments/notification", {
    access: "signature",
    description:
      "Midtrans's HTTP notification (and the sandbox's). Every notification is recorded; a valid one is applied once in one transaction: pending keeps the hold; settlement or an accepted capture pays; deny, cancel and failure cancel and release; expire expires and releases; a settlement after an expiry takes the units again if free, else marks the booking for refund. Bad signature: 403; unknown order: 404; amount differing from the order: 400.",
    body: paymentNotificationBody,
    answer: "NotificationAnswer",
  }),
};
