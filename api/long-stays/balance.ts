// The balance of a long stay paid by down payment (decision 020): a second payment of the same
// purchase, with its own order id (`{order}-B{n}`), for sub total - dp. One open balance payment at
// a time: asking again while it is open answers the same order id.
import { sql } from "drizzle-orm";
import { longStayBalanceOwed } from "#core/long-stay.ts";
import { queryRows, type Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { translate, type Lang } from "../http/messages.ts";
import { openPayment } from "../payments/start.ts";
import { PAID_STATUSES } from "../payments/state.ts";

const paidList = [...PAID_STATUSES];

/** The order id of the open balance payment (made now, or already open), inside one transaction. */
export async function openBalancePayment(
  db: Db,
  orderId: string,
  email: string,
  options: { gateway: string; expiryMinutes: number; lang: Lang },
): Promise<{ orderId: string; created: boolean }> {
  const { lang } = options;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [stay] = await queryRows<{ id: number; status: string; payment_option: string; total_full: number }>(
      tx,
      sql`select id, status, payment_option, total_full from long_stay_reservations where order_id = ${orderId} and lower(email) = ${email} for update`,
    );
    if (!stay) throw new ApiError(404, translate(lang, "notFound"));
    const [open] = await queryRows<{ order_id: string }>(
      tx,
      sql`select order_id from payments where subject_type = 'long_stay' and subject_id = ${stay.id} and transaction_status = 'pending' and order_id <> ${orderId} order by id desc limit 1`,
    );
    if (open) return { orderId: open.order_id, created: false };
    const [paid] = await queryRows<{ amount: number; count: number }>(
      tx,
      sql`select coalesce(sum(gross_amount), 0)::int as amount, count(*)::int as count from payments where subject_type = 'long_stay' and subject_id = ${stay.id}
          and transaction_status in (${sql.join(
            paidList.map((s) => sql`${s}`),
            sql`, `,
          )})`,
    );
    const due = longStayBalanceOwed({
      status: stay.status,
      paymentOption: stay.payment_option,
      totalFull: Number(stay.total_full),
      paid: Number(paid?.amount ?? 0),
    });
    if (due <= 0) {
      throw new ApiError(422, translate(lang, "longStayNothingDue"), { code: "nothing_due" });
    }
    const [{ n }] = (await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from payments where subject_type = 'long_stay' and subject_id = ${stay.id}`,
    )) as [{ n: number }];
    const balanceOrderId = `${orderId}-B${Number(n)}`;
    await openPayment(tx, {
      kind: "long_stay",
      purchaseId: Number(stay.id),
      orderId: balanceOrderId,
      gateway: options.gateway,
      amount: due,
      expiresAt: new Date(Date.now() + options.expiryMinutes * 60_000),
    });
    return { orderId: balanceOrderId, created: true };
  });
}
