// Moving a paid nightly booking to new dates (issue 26 item 2, decision 065), beside the
// cancellation (cancel.ts) and on its pieces: the policy window, the refund requests, the row lock.
// Everything that moves inventory runs in a transaction that locks the booking's row first, as the
// payment notification, the expiry sweep and the cancellation do, so whichever comes second sees
// what the first did:
//   - confirm, difference <= 0: the old nights' units back and the new nights' taken (all or
//     nothing: a night gone fails the whole transaction), the lines, dates and total swapped, the
//     refund (policy's percent of what is left over) requested, the mail queued;
//   - confirm, difference > 0: the new nights held (the old stay untouched) as a `pending` change
//     with a payment `{order}-C{n}` of the same purchase expiring like a hold;
//   - that payment paid (settleChange, from the reservation handler's onPaid): the old nights back,
//     the swap, once; paid late after it expired: the new nights taken again if free, else the
//     payment refunded whole;
//   - that payment failed or expired (expireChange, onFailedOrExpired; the sweep): the held nights back, once.
import { sql } from "drizzle-orm";
import { splitRefund } from "#core/cancellation.ts";
import {
  changeRefusal,
  inventoryDelta,
  quoteDateChange,
  sameRoomsEveryNight,
  type ChangeRefusal,
  type DateChangeQuote,
  type HeldRoom,
} from "#core/date-change.ts";
import { addDays, nightsBetween, todayInJakarta, validateStay } from "#core/dates.ts";
import type { OrderPaymentState } from "#core/booking-status.ts";
import { enqueueDateChangeMail } from "../bookings/mails.ts";
import { bookingText } from "../bookings/text.ts";
import { queryRows, type Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { translate, type Lang } from "../http/messages.ts";
import { paidSoFar } from "../payments/paid-so-far.ts";
import type { PaymentRow } from "../payments/purchase.ts";
import { requestRefund } from "../payments/refund.ts";
import { openPayment } from "../payments/start.ts";
import { PAID_STATUSES, paymentOrderState } from "../payments/state.ts";
import { loadReservationReceipt } from "./receipt.ts";

type Night = { roomId: number; date: string; qty: number };
type PricedLine = Night & { price: number };

export interface ChangeRow {
  id: number;
  state: "pending" | "done" | "expired";
  fromArrival: string;
  fromDeparture: string;
  toArrival: string;
  toDeparture: string;
  lines: PricedLine[];
  /** The units held while pending: what its end gives back. */
  held: Night[];
  oldTotal: number;
  newTotal: number;
  fee: number;
  difference: number;
  refundPercent: number;
  refundAmount: number;
  paymentOrderId: string | null;
  /** The gateway's page for that payment (read with the booking's changes only). */
  paymentUrl: string | null;
  expiresAt: Date | null;
  settledAt: Date | null;
}

export interface DateChangeState {
  bookingId: number;
  orderId: string;
  arrival: string;
  departure: string;
  nights: number;
  total: number;
  policy: { dayCancel: number | null; refundPercent: number | null; lastDay: string | null };
  refusal: ChangeRefusal | null;
  rooms: Array<HeldRoom & { name: string }>;
  pending: ChangeRow | null;
  lastDone: ChangeRow | null;
}

export interface WantedDates {
  arrival: string;
  departure: string;
}

export interface ChangeQuoteView {
  available: boolean;
  /** The nights (YYYY-MM-DD) without enough free units for the booking's rooms. */
  unavailableDates: string[];
  quote: DateChangeQuote;
}

const paidList = sql.join(
  [...PAID_STATUSES].map((s) => sql`${s}`),
  sql`, `,
);
const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;
const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const dateOrNull = (v: unknown) => (v ? new Date(v as string) : null);

function changeRowOf(r: Record<string, unknown>): ChangeRow {
  return {
    id: Number(r.id),
    state: String(r.state) as ChangeRow["state"],
    fromArrival: String(r.from_arrival),
    fromDeparture: String(r.from_departure),
    toArrival: String(r.to_arrival),
    toDeparture: String(r.to_departure),
    lines: json<PricedLine[]>(r.lines),
    held: json<Night[]>(r.held),
    oldTotal: Number(r.old_total),
    newTotal: Number(r.new_total),
    fee: Number(r.fee),
    difference: Number(r.difference),
    refundPercent: Number(r.refund_percent),
    refundAmount: Number(r.refund_amount),
    paymentOrderId: (r.payment_order_id as string | null) ?? null,
    paymentUrl: (r.payment_url as string | null | undefined) ?? null,
    expiresAt: dateOrNull(r.expires_at),
    settledAt: dateOrNull(r.settled_at),
  };
}

const changeColumns = sql`id, state, to_char(from_arrival, 'YYYY-MM-DD') as from_arrival, to_char(from_departure, 'YYYY-MM-DD') as from_departure,
  to_char(to_arrival, 'YYYY-MM-DD') as to_arrival, to_char(to_departure, 'YYYY-MM-DD') as to_departure, lines, held, old_total, new_total,
  fee, difference, refund_percent, refund_amount, payment_order_id, expires_at, settled_at`;

interface BookingRow {
  orderId: string;
  propertyId: number;
  arrival: string;
  departure: string;
  status: number;
  paymentOption: number;
  ended: boolean;
  total: number;
  uniqueCode: number;
  discounts: { promo: number; voucher: number; referral: number; referrerPromo: number; points: number };
  feePercent: number;
  minNight: number;
  lines: PricedLine[];
}

async function bookingRow(db: Db, id: number): Promise<BookingRow | undefined> {
  const [r] = await queryRows<Record<string, unknown>>(
    db,
    sql`select r.order_id, r.property_id, to_char(r.arrival, 'YYYY-MM-DD') as arrival, to_char(r.departure, 'YYYY-MM-DD') as departure,
               r.status, r.payment_option, r.released_at, r.cancelled_at, r.total, r.unique_code, r.promo_amount, r.voucher_amount,
               r.referral_amount, r.referrer_promo_amount, r.points_used, p.fee_percent, p.min_night
        from reservations r join properties p on p.id = r.property_id where r.id = ${id}`,
  );
  if (!r) return undefined;
  const lines = await queryRows<Record<string, unknown>>(
    db,
    sql`select room_id, to_char(stay_date, 'YYYY-MM-DD') as stay_date, qty, price from reservation_lines
        where reservation_id = ${id} order by room_id, stay_date`,
  );
  const status = Number(r.status);
  return {
    orderId: String(r.order_id),
    propertyId: Number(r.property_id),
    arrival: String(r.arrival),
    departure: String(r.departure),
    status,
    paymentOption: Number(r.payment_option),
    ended: r.released_at !== null || r.cancelled_at !== null || status === 3 || status === 4 || status === 6,
    total: Number(r.total),
    uniqueCode: Number(r.unique_code),
    discounts: {
      promo: Number(r.promo_amount),
      voucher: Number(r.voucher_amount),
      referral: Number(r.referral_amount),
      referrerPromo: Number(r.referrer_promo_amount),
      points: Number(r.points_used),
    },
    feePercent: Number(r.fee_percent),
    minNight: Number(r.min_night),
    lines: lines.map((l) => ({
      roomId: Number(l.room_id),
      date: String(l.stay_date),
      qty: Number(l.qty),
      price: Number(l.price),
    })),
  };
}

/** The booking's date change as it stands: whether it may move now, its rooms, a change waiting for payment. */
export async function readDateChange(db: Db, id: number, now = new Date()): Promise<DateChangeState | undefined> {
  const b = await bookingRow(db, id);
  if (!b) return undefined;
  const [rules] = await queryRows<Record<string, unknown>>(
    db,
    sql`select day_cancel, refund_percent from property_rules where property_id = ${b.propertyId}`,
  );
  const dayCancel = numberOrNull(rules?.day_cancel);
  const refundPercent = numberOrNull(rules?.refund_percent);
  const paid = await paidSoFar(db, "reservation", id);
  const held = sameRoomsEveryNight(b.lines);
  const names = held
    ? await queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from rooms where id in (${sql.join(
          held.map((h) => sql`${h.roomId}`),
          sql`, `,
        )})`,
      )
    : [];
  const changes = (
    await queryRows<Record<string, unknown>>(
      db,
      sql`select ${changeColumns}, (select redirect_url from payments where order_id = reservation_changes.payment_order_id) as payment_url
          from reservation_changes where reservation_id = ${id} order by id desc`,
    )
  ).map(changeRowOf);
  const refusal = changeRefusal({
    dayCancel,
    refundPercent,
    arrival: b.arrival,
    today: todayInJakarta(now),
    ended: b.ended,
    // Paid online in full: status 1 (a DP booking once its balance is paid), never pay at property.
    paidInFull: b.status === 1 && b.paymentOption !== 1 && paid > 0,
    sameRooms: held !== null,
  });
  return {
    bookingId: id,
    orderId: b.orderId,
    arrival: b.arrival,
    departure: b.departure,
    nights: nightsBetween(b.arrival, b.departure),
    total: b.total,
    policy: {
      dayCancel,
      refundPercent,
      lastDay: dayCancel === null ? null : addDays(b.arrival, -Math.max(0, dayCancel)),
    },
    refusal,
    rooms: (held ?? []).map((h) => ({ ...h, name: names.find((n) => Number(n.id) === h.roomId)?.name ?? "" })),
    pending: changes.find((c) => c.state === "pending") ?? null,
    lastDone: changes.find((c) => c.state === "done") ?? null,
  };
}

/** 422 with the field it concerns, as the reservation's own checks answer. */
function fieldError(lang: Lang, field: string, key: string, values?: Record<string, string | number>): ApiError {
  const message = translate(lang, key, values);
  return new ApiError(422, message, { errors: { [field]: [message] }, code: "validation_error" });
}

function unavailable(lang: Lang, dates: string[]): ApiError {
  return new ApiError(409, bookingText(lang, "api.changeUnavailable", { dates: dates.join(", ") }), {
    code: "room_unavailable",
  });
}

/**
 * The quote for new dates: every night of them for each held room, priced from the inventory's
 * rates (the booking's price math), and which nights lack free units (the booking's own units on
 * nights it already holds count as free for it). Throws 422 for dates the stay rules refuse.
 */
export async function quoteNewDates(
  db: Db,
  id: number,
  state: DateChangeState,
  wanted: WantedDates,
  lang: Lang,
  now = new Date(),
): Promise<ChangeQuoteView> {
  const b = (await bookingRow(db, id))!;
  const stay = validateStay({ arrival: wanted.arrival, departure: wanted.departure, today: todayInJakarta(now) });
  if (!stay.ok) throw fieldError(lang, stay.field, stay.error);
  if (wanted.arrival === b.arrival && wanted.departure === b.departure)
    throw fieldError(lang, "arrival", "changeSameDates");
  const roomIds = state.rooms.map((r) => r.roomId);
  const roomRows = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, min_night, is_promo, promo_percent from rooms where id in (${sql.join(
      roomIds.map((rid) => sql`${rid}`),
      sql`, `,
    )})`,
  );
  const minNights = Math.max(b.minNight, ...roomRows.map((r) => Number(r.min_night)));
  if (stay.nights < minNights) throw fieldError(lang, "departure", "minNights", { min: minNights });
  const inventory = await queryRows<Record<string, unknown>>(
    db,
    sql`select room_id, to_char(stay_date, 'YYYY-MM-DD') as stay_date, price, units_total - units_booked as free from room_inventory
        where room_id in (${sql.join(
          roomIds.map((rid) => sql`${rid}`),
          sql`, `,
        )}) and stay_date >= ${wanted.arrival}::date and stay_date < ${wanted.departure}::date`,
  );
  const invOf = new Map(inventory.map((i) => [`${i.room_id}|${i.stay_date}`, i]));
  const ownOf = new Map(b.lines.map((l) => [`${l.roomId}|${l.date}`, l.qty]));
  const promoOf = new Map(roomRows.map((r) => [Number(r.id), r.is_promo ? Number(r.promo_percent) : 0] as const));
  const dates = Array.from({ length: stay.nights }, (_, i) => addDays(wanted.arrival, i));
  const unavailableDates = new Set<string>();
  const nights = [];
  for (const room of state.rooms)
    for (const date of dates) {
      const inv = invOf.get(`${room.roomId}|${date}`);
      const free = inv ? Number(inv.free) + (ownOf.get(`${room.roomId}|${date}`) ?? 0) : 0;
      if (!inv || free < room.qty) unavailableDates.add(date);
      nights.push({
        roomId: room.roomId,
        date,
        qty: room.qty,
        rate: inv ? Number(inv.price) : 0,
        roomPromoPercent: promoOf.get(room.roomId) ?? 0,
      });
    }
  const [rules] = await queryRows<Record<string, unknown>>(
    db,
    sql`select refund_percent from property_rules where property_id = ${b.propertyId}`,
  );
  const quote = quoteDateChange({
    nights,
    feePercent: b.feePercent,
    discounts: b.discounts,
    uniqueCode: b.uniqueCode,
    oldTotal: b.total,
    refundPercent: numberOrNull(rules?.refund_percent),
  });
  return { available: unavailableDates.size === 0, unavailableDates: [...unavailableDates].sort(), quote };
}

/** Applies inventory moves in (room, date) order; throws the dates lacking units (the caller's transaction then rolls back). */
async function moveUnits(tx: Db, delta: Night[], lang: Lang | null): Promise<string[]> {
  const missing: string[] = [];
  for (const n of delta) {
    const taken = await queryRows<{ room_id: number }>(
      tx,
      n.qty > 0
        ? sql`update room_inventory set units_booked = units_booked + ${n.qty}
              where room_id = ${n.roomId} and stay_date = ${n.date}::date and units_total - units_booked >= ${n.qty} returning room_id`
        : sql`update room_inventory set units_booked = units_booked - ${-n.qty}
              where room_id = ${n.roomId} and stay_date = ${n.date}::date returning room_id`,
    );
    if (taken.length === 0 && n.qty > 0) {
      missing.push(n.date);
      if (lang) throw unavailable(lang, [n.date]);
    }
  }
  return missing;
}

/** The swap itself, the inventory already moved: the booking's lines, dates, nights and totals become the change's. */
async function swapStay(tx: Db, id: number, change: ChangeRow, now: Date): Promise<void> {
  await tx.execute(sql`delete from reservation_lines where reservation_id = ${id}`);
  for (const l of change.lines)
    await tx.execute(
      sql`insert into reservation_lines (reservation_id, room_id, stay_date, qty, price) values (${id}, ${l.roomId}, ${l.date}::date, ${l.qty}, ${l.price})`,
    );
  const subTotal = change.lines.reduce((sum, l) => sum + l.price * l.qty, 0);
  await tx.execute(
    sql`update reservations set arrival = ${change.toArrival}::date, departure = ${change.toDeparture}::date,
          nights = ${nightsBetween(change.toArrival, change.toDeparture)}, sub_total = ${subTotal}, total = ${change.newTotal}, updated_at = now()
        where id = ${id}`,
  );
  await tx.execute(
    sql`update reservation_changes set state = 'done', settled_at = ${now}, expires_at = null where id = ${change.id}`,
  );
  await enqueueDateChangeMail(tx, await loadReservationReceipt(tx, id), change);
}

async function paidPaymentsNewestFirst(tx: Db, id: number) {
  // What each paid payment still holds after the refunds already made of it.
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select id, order_id, gateway, payment_type,
               gross_amount - coalesce((select sum(f.amount) from payment_refunds f where f.payment_id = payments.id and f.status <> 'failed'), 0)::int as left
        from payments where subject_type = 'reservation' and subject_id = ${id} and transaction_status in (${paidList})
        order by id desc`,
  );
  return rows.map((p) => ({
    id: Number(p.id),
    orderId: String(p.order_id),
    gateway: String(p.gateway),
    paymentType: (p.payment_type as string | null) ?? null,
    amount: Math.max(0, Number(p.left)),
  }));
}

export type ChangeOutcome =
  | { kind: "changed"; state: DateChangeState; change: ChangeRow; refundPaymentIds: number[] }
  | { kind: "awaiting_payment"; state: DateChangeState; change: ChangeRow; created: boolean }
  | { kind: "already"; state: DateChangeState; change: ChangeRow };

export interface ConfirmInput extends WantedDates {
  /** The stay the guest saw when choosing (the page's hidden fields): a change made meanwhile is not made twice. */
  fromArrival: string;
  fromDeparture: string;
}

/** Moves the booking now, or holds the new nights while the difference is paid; undefined when there is no such booking. */
export async function confirmDateChange(
  db: Db,
  id: number,
  input: ConfirmInput,
  options: { gateway: string; expiryMinutes: number; lang: Lang; now?: Date },
): Promise<ChangeOutcome | undefined> {
  const { lang } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [locked] = await queryRows<{ id: number }>(tx, sql`select id from reservations where id = ${id} for update`);
    if (!locked) return undefined;
    const state = (await readDateChange(tx, id, now))!;
    const same = (c: ChangeRow | null) =>
      c !== null &&
      c.fromArrival === input.fromArrival &&
      c.fromDeparture === input.fromDeparture &&
      c.toArrival === input.arrival &&
      c.toDeparture === input.departure;
    // A second submit of the same change (double click, another tab, another process).
    if (same(state.pending)) return { kind: "awaiting_payment", state, change: state.pending!, created: false };
    if (same(state.lastDone) && state.arrival === input.arrival && state.departure === input.departure)
      return { kind: "already", state, change: state.lastDone! };
    if (state.pending) throw new ApiError(409, bookingText(lang, "api.changePending"), { code: "change_pending" });
    if (state.arrival !== input.fromArrival || state.departure !== input.fromDeparture)
      throw new ApiError(409, bookingText(lang, "api.changeStale"), { code: "stale" });
    if (state.refusal)
      throw new ApiError(409, bookingText(lang, `api.changeRefused.${state.refusal}`), { code: "not_changeable" });

    const { quote, available, unavailableDates } = await quoteNewDates(tx, id, state, input, lang, now);
    if (!available) throw unavailable(lang, unavailableDates);
    const oldLines = (await bookingRow(tx, id))!.lines;
    const newLines: PricedLine[] = quote.nights.map((n) => ({
      roomId: n.roomId,
      date: n.date,
      qty: n.qty,
      price: n.unitPrice,
    }));
    const delta = inventoryDelta(oldLines, newLines);
    const pays = quote.toPay > 0;
    const [{ n: count }] = (await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from reservation_changes where reservation_id = ${id} and payment_order_id is not null`,
    )) as [{ n: number }];
    const paymentOrderId = pays ? `${state.orderId}-C${Number(count) + 1}` : null;
    const expiresAt = pays ? new Date(now.getTime() + options.expiryMinutes * 60_000) : null;
    // Paid now: only the nights the old stay lacks are taken (held); the old ones stay until settlement.
    const held = pays ? delta.filter((d) => d.qty > 0) : [];
    await moveUnits(tx, pays ? held : delta, lang);
    const [row] = await queryRows<Record<string, unknown>>(
      tx,
      sql`insert into reservation_changes (reservation_id, state, from_arrival, from_departure, to_arrival, to_departure, lines, held,
            old_total, new_sub_total, new_total, fee, difference, refund_percent, refund_amount, payment_order_id, expires_at)
          values (${id}, 'pending', ${state.arrival}::date, ${state.departure}::date, ${input.arrival}::date, ${input.departure}::date,
            ${JSON.stringify(newLines)}::jsonb, ${JSON.stringify(held)}::jsonb, ${quote.oldTotal}, ${quote.subTotal}, ${quote.newTotal}, ${quote.fee}, ${quote.difference},
            ${quote.refundPercent}, ${quote.refund}, ${paymentOrderId}, ${expiresAt})
          returning ${changeColumns}`,
    );
    const change = changeRowOf(row!);
    if (pays) {
      await openPayment(tx, {
        kind: "reservation",
        purchaseId: id,
        orderId: paymentOrderId!,
        gateway: options.gateway,
        amount: quote.toPay,
        expiresAt,
      });
      return { kind: "awaiting_payment", state: (await readDateChange(tx, id, now))!, change, created: true };
    }
    const parts = splitRefund(quote.refund, await paidPaymentsNewestFirst(tx, id));
    for (const part of parts)
      await requestRefund(tx, part, part.refund, `dates changed (${state.orderId})`, `-change-${change.id}`);
    await swapStay(tx, id, change, now);
    const done = changeRowOfDone(change, now);
    return {
      kind: "changed",
      state: (await readDateChange(tx, id, now))!,
      change: done,
      refundPaymentIds: parts.map((p) => p.id),
    };
  });
}

const changeRowOfDone = (c: ChangeRow, now: Date): ChangeRow => ({
  ...c,
  state: "done",
  settledAt: now,
  expiresAt: null,
});

async function changeOfPayment(tx: Db, orderId: string): Promise<ChangeRow | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${changeColumns} from reservation_changes where payment_order_id = ${orderId} for update`,
  );
  return row ? changeRowOf(row) : undefined;
}

/**
 * What the payment of a date change did, for the payment-result popup: undefined when the order id
 * pays no change. The booking itself stays paid whatever happens to its change, so the popup must
 * not answer with the booking's state (a declined difference would read "paid"). Paid only once the
 * stay moved; a difference paid too late to move it was refunded, and reads as the change failing.
 */
export async function changePaymentState(
  db: Db,
  payment: Pick<PaymentRow, "orderId" | "transactionStatus">,
): Promise<OrderPaymentState | undefined> {
  const [row] = await queryRows<{ state: ChangeRow["state"] }>(
    db,
    sql`select state from reservation_changes where payment_order_id = ${payment.orderId}`,
  );
  if (!row) return undefined;
  if (row.state === "done") return "paid";
  const own = paymentOrderState(payment.transactionStatus);
  if (own === "declined" || own === "expired" || own === "failed") return own;
  if (row.state === "pending") return "pending";
  return own === "paid" ? "failed" : "expired";
}

/** Whether this payment of a nightly booking pays a date change (rather than the stay or its balance). */
export async function isChangePayment(db: Db, orderId: string): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from reservation_changes where payment_order_id = ${orderId}`,
  );
  return row !== undefined;
}

/**
 * The change's payment is paid (the reservation handler's onPaid, the booking locked): the old
 * nights go back and the stay moves, once. Paid after it expired (a late settlement): the new
 * nights are taken again if all are free. Either way only while the booking still has the dates
 * the change started from (another change may have moved it meanwhile); otherwise the payment is
 * refunded whole, what it held given back, and the booking stays as it is.
 */
export async function settleChange(tx: Db, id: number, payment: PaymentRow, now = new Date()): Promise<void> {
  const change = await changeOfPayment(tx, payment.orderId);
  if (!change || change.state === "done") return;
  const b = (await bookingRow(tx, id))!;
  const delta = inventoryDelta(b.lines, change.lines);
  const stillFrom = b.arrival === change.fromArrival && b.departure === change.fromDeparture && !b.ended;
  if (change.state === "pending" && stillFrom) {
    await moveUnits(
      tx,
      delta.filter((d) => d.qty < 0),
      null,
    );
    await swapStay(tx, id, change, now);
    return;
  }
  if (change.state === "pending") await endChange(tx, change);
  await tx.execute(sql`savepoint late_change`);
  const missing = stillFrom ? await moveUnits(tx, delta, null) : ["moved"];
  if (missing.length === 0) {
    await tx.execute(sql`release savepoint late_change`);
    await swapStay(tx, id, change, now);
    return;
  }
  await tx.execute(sql`rollback to savepoint late_change`);
  await tx.execute(sql`release savepoint late_change`);
  await requestRefund(
    tx,
    { id: payment.id, orderId: payment.orderId, gateway: payment.gateway, paymentType: payment.paymentType },
    payment.grossAmount,
    `date change that could no longer be made (${payment.orderId})`,
    // Its own key: a later cancellation sees this payment as already given back (cancel.ts).
    `-change-${change.id}`,
  );
}

/**
 * The change's payment failed or expired (the sweep, a notification, the gateway refusing it, or
 * the booking cancelled meanwhile): the nights held for it go back, once (`pending` → `expired`).
 */
export async function expireChange(tx: Db, id: number, paymentOrderId: string | null): Promise<boolean> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    paymentOrderId === null
      ? sql`select ${changeColumns} from reservation_changes where reservation_id = ${id} and state = 'pending' for update`
      : sql`select ${changeColumns} from reservation_changes where payment_order_id = ${paymentOrderId} and state = 'pending' for update`,
  );
  if (!row) return false;
  await endChange(tx, changeRowOf(row));
  return true;
}

/** A pending change ends unpaid: exactly the units it held go back (`expired`). */
async function endChange(tx: Db, change: ChangeRow): Promise<void> {
  await moveUnits(
    tx,
    change.held.map((d) => ({ ...d, qty: -d.qty })),
    null,
  );
  await tx.execute(sql`update reservation_changes set state = 'expired', expires_at = null where id = ${change.id}`);
}
