// A long stay as a booking the guest may cancel (decision 057): the same quote, transaction, refund
// and mail as a nightly booking (api/reservations/cancel.ts); what it gives back is its nights.
// Long stays take no points, vouchers or referral codes, so nothing else comes back.
import { sql } from "drizzle-orm";
import { queryRows } from "../db/client.ts";
import { factsRow, sharedFacts, type CancelSubject } from "../reservations/cancel.ts";
import { longStayReceipt } from "./purchase.ts";
import { giveBackLongStayNights } from "./reserve.ts";

/** Statuses after which a long stay holds nothing more: given back (failed, expired) or over. */
const ENDED: ReadonlySet<string> = new Set(["Canceled", "Expired", "Check-Out"]);

export const longStayBookings: CancelSubject = {
  kind: "long_stay",
  table: "long_stay_reservations",
  async facts(db, id) {
    const r = await factsRow(db, "long_stay_reservations", id, sql`to_char(check_in, 'YYYY-MM-DD') as arrival, status`);
    if (!r) return undefined;
    const status = String(r.status);
    return {
      ...sharedFacts(r),
      ended: ENDED.has(status),
      awaitingPayment: status === "Pending",
      pointsUsed: 0,
      voucherCode: null,
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
