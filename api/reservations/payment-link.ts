// 'Pay now' for a booking whose payment link was never made (issue 21 item 4): the hold committed,
// then the database blinked before the gateway's link was stored, so the visitor got the order id
// instead of the payment page. The order id and the booking's email identify it. The link is made
// once: an advisory lock per order id, held by a transaction across the gateway call, so a double
// click asks the gateway once and the second click answers the same link. The gateway failing
// gives the hold back (startPayment), as it does on the first attempt.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import { GatewayError, type PaymentGateway } from "../payments/gateway.ts";
import type { PurchaseKinds } from "../payments/kinds.ts";
import { startPayment } from "../payments/start.ts";

export type PaymentLink = { token: string; redirectUrl: string } | "not_found" | "not_open" | "gateway_failed";

export async function paymentLinkFor(
  db: Db,
  gateway: PaymentGateway,
  kinds: PurchaseKinds,
  booking: { orderId: string; email: string },
  options: { finishUrl: string; expiryMinutes: number },
): Promise<PaymentLink> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment-link:${booking.orderId}`}, 0))`);
    const [payment] = await queryRows<{ token: string | null; redirect_url: string | null; open: boolean }>(
      tx,
      sql`select p.token, p.redirect_url, (p.transaction_status = 'pending' and p.expires_at > now() and r.status = 0) as open
          from payments p join reservations r on r.id = p.subject_id
          where p.order_id = ${booking.orderId} and p.subject_type = 'reservation' and lower(r.guest_email) = ${booking.email.toLowerCase()}`,
    );
    if (!payment) return "not_found";
    if (!payment.open) return "not_open";
    if (payment.token && payment.redirect_url) return { token: payment.token, redirectUrl: payment.redirect_url };
    try {
      const created = await startPayment(tx, gateway, kinds, booking.orderId, options);
      return { token: created.token, redirectUrl: created.redirectUrl };
    } catch (error) {
      // Answered, not thrown: the transaction commits the hold given back.
      if (error instanceof GatewayError) return "gateway_failed";
      throw error;
    }
  });
}
