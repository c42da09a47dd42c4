// A long stay as a booking the guest may cancel (decision 057): the same quote, transaction, refund
// and mail as a nightly booking (api/reservations/cancel.ts); what it gives back is its nights.
// Long stays take no points, vouchers or referral codes, so nothing else comes back.
import { sql } from "drizzle-orm";
import { queryRows } from "../db/client.ts";
import type { CancelSubject } from "../reservations/cancel.ts";
import { longStayReceipt } from "./purchase.ts";
import { giveBackLongStayNights } from "./reserve.ts";

/** Statuses after which a long stay holds nothing more: given back (failed, expired) or over. */
const ENDED: ReadonlySet<string> = new Set(["Canceled", "Expired", "Check-Out"]);

export const longStayBookings: CancelSubject = {
  kind: "long_stay",
  table: "long_stay_reservations",
  async facts(db, id) {
    const [r] = await queryRows<Record<string, unknown>>(
      db,
      sql`select order_id, property_id, to_char(check_in, 'YYYY-MM-DD') as check_in, status, cancelled_at,
                 cancel_refund_percent, cancel_refund_amount, unique_code
          from long_stay_reservations where id = ${id}`,
    );
    if (!r) return undefined;
    const status = String(r.status);
    return {
      orderId: String(r.order_id),
      propertyId: Number(r.property_id),
      arrival: String(r.check_in),
      ended: ENDED.has(status),
      awaitingPayment: status === "Pending",
      uniqueCode: Number(r.unique_code),
      pointsUsed: 0,
      voucherCode: null,
      cancelledAt: r.cancelled_at ? new Date(r.cancelled_at as string) : null,
      appliedPercent: r.cancel_refund_percent === null ? null : Number(r.cancel_refund_percent),
      appliedRefund: Number(r.cancel_refund_amount),
    };
  },
  async release(tx, id) {
    // The status guard: a stay the sweep or a failed payment already gave back gives nothing twice.
    const [row] = await queryRows<{ room_id: number; check_in: string; check_out: string }>(
      tx,
      sql`update long_stay_reservations set status = 'Canceled', expires_at = null, updated_at = now()
          where id = ${id} and status in ('Pending', 'Settlement')
          returning room_id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out`,
    );
    if (row) await giveBackLongStayNights(tx, Number(row.room_id), row.check_in, row.check_out);
  },
  receipt: longStayReceipt,
};
