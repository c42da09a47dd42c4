// A long stay as the account pages, the reservation check and the API show it: the seed's
// Long-stay booking fields, its bill (core's longStayBill: every line of the total, what is paid,
// what is owed) and its state (core's longStayStatusView: "DP paid, balance due" is its own state).
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { longStayStatusView } from "#core/booking-status.ts";
import type { LongStayItem } from "#core/contract/index.ts";
import { longStayBill } from "#core/long-stay.ts";
import { queryRows, type Db } from "../db/client.ts";
import { longStayReservations, properties, rooms } from "../db/schema.ts";
import { PAID_STATUSES } from "../payments/state.ts";

/** The long stays matching a condition, newest first (at most 200). */
export async function longStayItems(db: Db, where: SQL): Promise<LongStayItem[]> {
  const rows = await db
    .select({ l: longStayReservations, propertyName: properties.name, roomName: rooms.name })
    .from(longStayReservations)
    .innerJoin(properties, eq(properties.id, longStayReservations.propertyId))
    .innerJoin(rooms, eq(rooms.id, longStayReservations.roomId))
    .where(where)
    .orderBy(desc(longStayReservations.createdAt), desc(longStayReservations.id))
    .limit(200);
  const payments = await longStayPayments(
    db,
    rows.map((row) => row.l.id),
  );
  return rows.map(({ l, propertyName, roomName }) => {
    const mine = payments.get(l.id) ?? { paid: 0, openUrl: null };
    const bill = longStayBill({ ...l, paid: mine.paid });
    const view = longStayStatusView({ transactionStatus: l.status, balanceOwed: bill.balance?.amount ?? 0 });
    return {
      id: l.id,
      name: l.name,
      email: l.email,
      check_in: l.checkIn,
      check_out: l.checkOut,
      duration: l.duration,
      country_code: l.countryCode,
      phone: l.phone,
      order_id: l.orderId,
      property_name: propertyName,
      room_name: roomName,
      total_guest: l.totalGuest,
      special_request: l.specialRequest,
      reservation_type: l.reservationType,
      sub_total: l.subTotal,
      dp: l.dp,
      dp_percent: l.dpPercent,
      // What the guest pays: everything with Transfer Full, the down payment part with Transfer.
      total: l.paymentOption === "Transfer Full" ? l.totalFull : l.total,
      total_full: bill.total,
      promo_name: l.promoName,
      promo_idr: l.promoIdr,
      unique_code: l.uniqueCode,
      payment_option: l.paymentOption,
      paid: mine.paid,
      balance: bill.balance ? { amount: bill.balance.amount, due_by: bill.balance.dueBy } : null,
      bill: bill.lines,
      state: view.label,
      voucher_download: view.voucherDownload || l.cancelledAt !== null,
      cancelled_by_guest: l.cancelledAt !== null,
      payment_url: mine.openUrl,
      transaction: { status: l.status },
    };
  });
}

/** One long stay by id (undefined when none). */
export async function longStayItem(db: Db, id: number): Promise<LongStayItem | undefined> {
  const [item] = await longStayItems(db, and(eq(longStayReservations.id, id))!);
  return item;
}

/** Per long stay: what its payments have paid, and the page of an open payment that has not expired. */
async function longStayPayments(
  db: Db,
  stayIds: number[],
  now = new Date(),
): Promise<Map<number, { paid: number; openUrl: string | null }>> {
  const byStay = new Map<number, { paid: number; openUrl: string | null }>();
  if (stayIds.length === 0) return byStay;
  const rows = await queryRows<{
    subject_id: number;
    gross_amount: number;
    transaction_status: string;
    redirect_url: string | null;
    expires_at: string | Date | null;
  }>(
    db,
    sql`select subject_id, gross_amount, transaction_status, redirect_url, expires_at from payments
        where subject_type = 'long_stay' and subject_id in (${sql.join(
          stayIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
  );
  for (const row of rows) {
    const stay = byStay.get(Number(row.subject_id)) ?? { paid: 0, openUrl: null };
    if (PAID_STATUSES.has(row.transaction_status)) stay.paid += Number(row.gross_amount);
    const open =
      row.transaction_status === "pending" &&
      row.redirect_url &&
      row.expires_at &&
      new Date(row.expires_at).getTime() > now.getTime();
    if (open) stay.openUrl = row.redirect_url;
    byStay.set(Number(row.subject_id), stay);
  }
  return byStay;
}
