// The long stay as a purchase kind (subject_type 'long_stay', decision 020). The hold is taken by
// reserve.ts; the payments domain calls this handler for everything after:
//   pending         → stays 'Pending'
//   paid            → 'Settlement' (Transfer: the down payment, the balance is a later payment)
//   failed/expired  → 'Canceled' / 'Expired', the nights given back once (the status guard)
//   late settlement → the nights taken again if all still free, else left released (refund);
//                     a stay the guest cancelled (cancel.ts) refunds that payment whole
// A payment that fails while another payment of the stay is paid releases nothing.
import { eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import { longStayReservations } from "../db/schema.ts";
import { enqueueETicket } from "../bookings/mails.ts";
import { langOf } from "../bookings/text.ts";
import { balanceItem, itemName, type GatewayItem } from "../payments/gateway.ts";
import { type Charge, lockPurchaseRow, type PurchaseHandler } from "../payments/purchase.ts";
import type { Receipt, ReceiptPayment } from "../payments/receipt.ts";
import { paidSoFar } from "../payments/paid-so-far.ts";
import { PAID_STATUSES, paymentOrderState } from "../payments/state.ts";
import { refundAfterCancellation } from "../reservations/cancel.ts";
import { reviewPath } from "../reviews/token.ts";
import { giveBackLongStayNights, takeLongStayNights, type LongStayRow } from "./reserve.ts";
import { nightsBetween } from "#core/dates.ts";
import { longStayStatusView } from "#core/booking-status.ts";
import { isLongStayType, longStayBill } from "#core/long-stay.ts";

const RELEASED = ["Canceled", "Expired"];

async function load(db: Db, id: number): Promise<LongStayRow | undefined> {
  const [row] = await db.select().from(longStayReservations).where(eq(longStayReservations.id, id));
  return row;
}

/** The gateway items of a first payment: the stay (or its down payment), the unique code, the promo. */
function firstPaymentItems(r: LongStayRow, lang: "id" | "en"): GatewayItem[] {
  const full = r.paymentOption === "Transfer Full";
  const unit =
    {
      weekly: lang === "en" ? "week(s)" : "minggu",
      monthly: lang === "en" ? "month(s)" : "bulan",
      yearly: lang === "en" ? "year(s)" : "tahun",
    }[r.reservationType] ?? "";
  const items: GatewayItem[] = [
    full
      ? { id: `stay-${r.roomId}`, price: r.subTotal, quantity: 1, name: itemName(`${r.duration} ${unit} ${r.orderId}`) }
      : {
          id: "down-payment",
          price: r.dp,
          quantity: 1,
          name: itemName(`DP ${r.dpPercent}% ${r.duration} ${unit} ${r.orderId}`),
        },
    { id: "unique-code", price: r.uniqueCode, quantity: 1, name: lang === "en" ? "Unique code" : "Kode unik" },
  ];
  if (r.promoIdr > 0)
    items.push({ id: "promo", price: -r.promoIdr, quantity: 1, name: itemName(r.promoName ?? "Promo") });
  return items;
}

const longStayUnit = (type: string) => (isLongStayType(type) ? type : undefined);

/** The receipt of one long stay with its payments, read now (inside the caller's transaction when it passes one). */
export async function longStayReceipt(db: Db, id: number): Promise<Receipt | undefined> {
  const r = await load(db, id);
  if (!r) return undefined;
  const [place] = await queryRows<{
    name: string;
    category_name: string;
    address: string;
    lat: string;
    lng: string;
    nama_kota: string;
    room_name: string;
  }>(
    db,
    sql`select p.name, p.category_name, p.address, p.lat::text as lat, p.lng::text as lng, c.nama_kota, rm.name as room_name
        from properties p join cities c on c.id = p.city_id join rooms rm on rm.id = ${r.roomId} where p.id = ${r.propertyId}`,
  );
  const payments = await queryRows<{ order_id: string; gross_amount: number; transaction_status: string }>(
    db,
    sql`select order_id, gross_amount, transaction_status from payments where subject_type = 'long_stay' and subject_id = ${id} order by id`,
  );
  const list: ReceiptPayment[] = payments.map((p) => ({
    orderId: p.order_id,
    amount: Number(p.gross_amount),
    status: p.transaction_status,
  }));
  const paid = list.filter((p) => PAID_STATUSES.has(p.status)).reduce((sum, p) => sum + p.amount, 0);
  // One bill and one state for the page, the API, the PDF and the mails (core/long-stay.ts, core/booking-status.ts).
  const bill = longStayBill({ ...r, paid });
  const { label } = longStayStatusView({ transactionStatus: r.status, balanceOwed: bill.balance?.amount ?? 0 });
  return {
    kind: "long_stay",
    purchaseId: r.id,
    orderId: r.orderId,
    lang: langOf(r.lang),
    issuedAt: r.createdAt,
    state: r.cancelledAt ? "cancelled" : label === "dpPaid" ? "dpPaid" : label === "checkedOut" ? "checkedOut" : "paid",
    guest: {
      name: r.name,
      email: r.email,
      phone: `${r.countryCode}-${r.phone}`,
      count: r.totalGuest,
      memberId: r.userId,
    },
    merchant: {
      name: place?.name ?? "",
      category: place?.category_name,
      address: place?.address ?? "",
      city: place?.nama_kota ?? "",
      lat: place?.lat,
      lng: place?.lng,
    },
    stay: {
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      nights: nightsBetween(r.checkIn, r.checkOut),
      specialRequest: r.specialRequest,
    },
    lines: [
      {
        date: r.checkIn,
        until: r.checkOut,
        name: place?.room_name ?? "",
        qty: r.duration,
        unit: longStayUnit(r.reservationType),
        amount: r.subTotal,
      },
    ],
    subTotal: r.subTotal,
    adjustments: [
      { key: "promo", detail: r.promoName ?? undefined, amount: -r.promoIdr },
      { key: "uniqueCode", amount: r.uniqueCode },
    ],
    total: bill.total,
    downPayment: bill.balance ? paid : undefined,
    due: bill.balance?.amount ?? 0,
    dueBy: bill.balance?.dueBy,
    payments: list,
    links: {
      detail: `/detail-booking?id=${r.id}&isMonthly=true`,
      review: reviewPath({ type: r.reservationType, orderId: r.orderId, email: r.email }),
    },
    mailboxKey: r.mailboxKey,
  };
}

export const longStayPurchase: PurchaseHandler = {
  kind: "long_stay",

  /**
   * What happened to the payment the order id names (the down payment, the full payment or a
   * balance): a paid one of a stay that was given back (money too late, nights sold) is failed.
   */
  async orderState(db, id, payment) {
    const r = await load(db, id);
    if (!r) return undefined;
    const own = paymentOrderState(payment.transactionStatus);
    if (own !== "paid") return { payment: own, orderId: r.orderId };
    if (RELEASED.includes(r.status)) return { payment: "failed", orderId: r.orderId };
    // A settled down payment leaves a balance: the stay is booked, not paid (DESIGN.md section 4).
    const bill = longStayBill({ ...r, paid: await paidSoFar(db, "long_stay", id) });
    return { payment: (bill.balance?.amount ?? 0) > 0 ? "dpPaid" : "paid", orderId: r.orderId };
  },

  async lock(tx, id, options = {}) {
    const row = await lockPurchaseRow<"status", string>(tx, "long_stay_reservations", "status", id, options);
    return row ? { released: RELEASED.includes(row.status) } : undefined;
  },

  async charge(db, id, payment): Promise<Charge> {
    const r = await load(db, id);
    if (!r) throw new Error(`no long stay ${id}`);
    const lang = langOf(r.lang);
    const customer = { name: r.name, email: r.email, phone: `${r.countryCode}${r.phone}` };
    const paymentOption = r.paymentOption === "Transfer Full" ? 0 : 2;
    if ((await paidSoFar(db, "long_stay", id)) > 0) {
      const items = [balanceItem(r.orderId, payment.grossAmount, lang)];
      return { amount: payment.grossAmount, items, customer, paymentOption, lang };
    }
    return { amount: payment.grossAmount, items: firstPaymentItems(r, lang), customer, paymentOption, lang };
  },

  async onPaid(tx, id) {
    const changed = await queryRows<{ id: number }>(
      tx,
      sql`update long_stay_reservations set status = 'Settlement', expires_at = null, updated_at = now() where id = ${id} and status <> 'Settlement' returning id`,
    );
    // The e-ticket with the PDF voucher, once: on the first payment (a balance changes no status).
    if (changed.length > 0) await enqueueETicket(tx, await longStayReceipt(tx, id));
  },

  async onFailedOrExpired(tx, id, reason) {
    if ((await paidSoFar(tx, "long_stay", id)) > 0) return false;
    const [row] = await queryRows<{ room_id: number; check_in: string; check_out: string }>(
      tx,
      sql`update long_stay_reservations set status = ${reason === "expired" ? "Expired" : "Canceled"}, expires_at = null, updated_at = now()
          where id = ${id} and status = 'Pending'
          returning room_id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out`,
    );
    if (!row) return false;
    await giveBackLongStayNights(tx, Number(row.room_id), row.check_in, row.check_out);
    return true;
  },

  async retake(tx, id, payment) {
    // A stay the guest cancelled takes nothing again: its late money goes back whole.
    if (await refundAfterCancellation(tx, "long_stay_reservations", id, payment)) return false;
    const r = await load(tx, id);
    if (!r || !RELEASED.includes(r.status)) return false;
    // All nights or none: a night sold meanwhile rolls back to the savepoint and leaves it released.
    await tx.execute(sql`savepoint long_stay_retake`);
    try {
      await takeLongStayNights(tx, r.roomId, r.checkIn, nightsBetween(r.checkIn, r.checkOut), langOf(r.lang));
      await tx.execute(sql`release savepoint long_stay_retake`);
    } catch {
      await tx.execute(sql`rollback to savepoint long_stay_retake`);
      await tx.execute(sql`release savepoint long_stay_retake`);
      return false;
    }
    await tx.execute(sql`update long_stay_reservations set status = 'Pending', updated_at = now() where id = ${id}`);
    return true;
  },

  receipt: longStayReceipt,
};
