// Making a long-stay reservation (seed 002 sections 3 to 5, decision 020):
//   1. check the payload against the room's price of the type (422, nothing written);
//   2. recompute every amount with core/long-stay.ts (the client's transaction amounts are ignored);
//   3. one transaction: lock the room's nights of the stay in date order, refuse a stay past the
//      stocked horizon (422) or with a night taken (409), take one unit of every night with the
//      same conditional update as nightly bookings, insert the reservation and its pending payment.
// Nightly and long stays share room_inventory and its row locks, so a unit is never sold twice.
import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LongStayReservationInput } from "#core/contract/index.ts";
import { nightsBetween, todayInJakarta } from "#core/dates.ts";
import {
  LONG_STAY_CHECK_IN_DAYS,
  lengthChoices,
  longStayCheckOut,
  longStayNights,
  longStayPayNow,
  longStayPrice,
  type LongStayPrice,
} from "#core/long-stay.ts";
import { UNIQUE_CODE_MAX, UNIQUE_CODE_MIN, uniqueCodeFor } from "#core/pricing.ts";
import type { UserRow } from "../auth/user-view.ts";
import { queryRows, type Db } from "../db/client.ts";
import { longStayReservations } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { translate, type Lang } from "../http/messages.ts";
import { fieldError } from "../http/validate.ts";
import { newOrderId } from "../payments/order-id.ts";
import { openPayment } from "../payments/start.ts";

export type LongStayRow = typeof longStayReservations.$inferSelect;

export interface PreparedLongStay {
  input: LongStayReservationInput;
  user: UserRow | undefined;
  propertyId: number;
  checkOut: string;
  nights: number;
  per: number;
  roomPrice: number;
  dpPercent: number;
  promoName: string | null;
  price: LongStayPrice;
  uniqueCode: number;
}

/** Every check that needs no lock, then the price. Throws ApiError (401, 403, 422). */
export async function prepareLongStay(
  db: Db,
  input: LongStayReservationInput,
  user: UserRow | undefined,
  lang: Lang,
  now = new Date(),
): Promise<PreparedLongStay> {
  const { guest, reservation } = input;
  if (guest.user_id !== 0 && guest.user_id !== user?.id) {
    throw new ApiError(user ? 403 : 401, translate(lang, user ? "forbidden" : "unauthorized"), {
      code: user ? "forbidden" : "unauthorized",
    });
  }
  const type = reservation.reservation_type;
  const today = todayInJakarta(now);
  if (reservation.checkIn < today) throw fieldError(lang, "reservation.checkIn", "longStayCheckInPast");
  if (nightsBetween(today, reservation.checkIn) > LONG_STAY_CHECK_IN_DAYS)
    throw fieldError(lang, "reservation.checkIn", "longStayCheckInTooFar", { days: LONG_STAY_CHECK_IN_DAYS });

  const [room] = await queryRows<{
    property_id: number;
    capacity: number;
    price: number | null;
    per: number;
    dp_percent: number;
    promo_name: string | null;
    promo_idr: number;
  }>(
    db,
    sql`select r.property_id, r.capacity, l.price, l.per, l.dp_percent, l.promo_name, l.promo_idr
        from rooms r join properties p on p.id = r.property_id and p.is_active
        left join long_stay_prices l on l.room_id = r.id and l.type = ${type}
        where r.id = ${reservation.roomId}`,
  );
  if (!room) throw fieldError(lang, "reservation.roomId", "roomNotFound");
  if (room.price === null) throw fieldError(lang, "reservation.roomId", "longStayNoPrice", { type });
  const per = Number(room.per);
  const choices = lengthChoices(type, per);
  if (!choices.includes(reservation.duration))
    throw fieldError(lang, "reservation.duration", "longStayLengthInvalid", { choices: choices.join(", ") });
  const checkOut = longStayCheckOut(reservation.checkIn, type, reservation.duration);
  if (reservation.checkOut !== undefined && reservation.checkOut !== checkOut)
    throw fieldError(lang, "reservation.checkOut", "longStayCheckOutMismatch", { date: checkOut });
  if (guest.count > Number(room.capacity))
    throw fieldError(lang, "guest.count", "longStayGuestsOver", { max: Number(room.capacity) });

  // The client's unique_code is ignored: the code comes from the checkout form's key (so the form
  // showed this very amount), or is drawn here.
  const key = input.transaction.unique_key;
  const uniqueCode = key ? uniqueCodeFor(key) : randomInt(UNIQUE_CODE_MIN, UNIQUE_CODE_MAX + 1);
  const price = longStayPrice({
    length: reservation.duration,
    price: Number(room.price),
    per,
    dpPercent: Number(room.dp_percent),
    promoIdr: Number(room.promo_idr),
    uniqueCode,
  });
  return {
    input,
    user,
    propertyId: Number(room.property_id),
    checkOut,
    nights: longStayNights(type, reservation.duration),
    per,
    roomPrice: Number(room.price),
    dpPercent: Number(room.dp_percent),
    promoName: price.promo > 0 ? room.promo_name : null,
    price,
    uniqueCode,
  };
}

/**
 * Takes one unit of the room on every night of [checkIn, checkIn + nights), all or nothing, inside
 * the caller's transaction. The rows are locked in date order first (as a nightly booking takes
 * its nights), so concurrent bookings of both kinds queue instead of deadlocking.
 */
export async function takeLongStayNights(
  tx: Db,
  roomId: number,
  checkIn: string,
  nights: number,
  lang: Lang,
): Promise<void> {
  const rows = await queryRows<{ date: string; free: number }>(
    tx,
    sql`select to_char(stay_date, 'YYYY-MM-DD') as date, units_total - units_booked as free from room_inventory
        where room_id = ${roomId} and stay_date >= ${checkIn}::date and stay_date < ${checkIn}::date + ${nights}::int
        order by stay_date for update`,
  );
  if (rows.length < nights) {
    const [last] = await queryRows<{ date: string | null }>(
      tx,
      sql`select to_char(max(stay_date), 'YYYY-MM-DD') as date from room_inventory where room_id = ${roomId}`,
    );
    throw new ApiError(422, translate(lang, "longStayBeyondHorizon", { date: last?.date ?? checkIn }), {
      errors: { "reservation.checkIn": [translate(lang, "longStayBeyondHorizon", { date: last?.date ?? checkIn })] },
      code: "beyond_horizon",
    });
  }
  const taken = rows.find((r) => Number(r.free) < 1);
  if (taken)
    throw new ApiError(409, translate(lang, "roomNotAvailableForDate", { date: taken.date }), {
      code: "room_unavailable",
    });
  const updated = await queryRows<{ d: string }>(
    tx,
    sql`update room_inventory set units_booked = units_booked + 1
        where room_id = ${roomId} and stay_date >= ${checkIn}::date and stay_date < ${checkIn}::date + ${nights}::int and units_booked < units_total
        returning stay_date::text as d`,
  );
  // Unreachable while the rows are locked; kept so a future change cannot half-take a stay.
  if (updated.length !== nights)
    throw new ApiError(409, translate(lang, "roomNotAvailableForDate", { date: checkIn }), {
      code: "room_unavailable",
    });
}

/** Gives back the unit of every night of a stay (inside the caller's transaction). */
export async function giveBackLongStayNights(tx: Db, roomId: number, checkIn: string, checkOut: string): Promise<void> {
  await tx.execute(sql`
    update room_inventory set units_booked = units_booked - 1
    where room_id = ${roomId} and stay_date >= ${checkIn}::date and stay_date < ${checkOut}::date and units_booked > 0`);
}

export interface CreateLongStayOptions {
  expiryMinutes: number;
  gateway: string;
  lang: Lang;
  /** Live unpaid long stays one contact (member, else guest email) may hold (HOLD_LIMITS.unpaidHoldsPerContact). */
  unpaidPerContact: number;
  /** The booking browser's demo mailbox (api/mail/mailbox-key.ts), where its receipts are shown. */
  mailboxKey?: string;
}

/** A contact's live unpaid long stays are capped: each one keeps a room for weeks to a year. */
async function enforceLongStayCap(tx: Db, p: PreparedLongStay, options: CreateLongStayOptions): Promise<void> {
  const contact = p.user ? sql`user_id = ${p.user.id}` : sql`lower(email) = ${p.input.guest.email}`;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${p.user ? `long-holds:user:${p.user.id}` : `long-holds:email:${p.input.guest.email}`}, 0))`,
  );
  const [held] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from long_stay_reservations where status = 'Pending' and expires_at > now() and ${contact}`,
  );
  if (Number(held?.n ?? 0) >= options.unpaidPerContact) {
    throw new ApiError(429, translate(options.lang, "tooManyUnpaidHolds", { max: options.unpaidPerContact }), {
      code: "hold_limit",
    });
  }
}

/** The one transaction of a long-stay reservation: the nights, the row and its first payment. */
export async function createLongStay(
  db: Db,
  p: PreparedLongStay,
  options: CreateLongStayOptions,
): Promise<LongStayRow> {
  const { guest, reservation, transaction } = p.input;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await enforceLongStayCap(tx, p, options);
    await takeLongStayNights(tx, reservation.roomId, reservation.checkIn, p.nights, options.lang);
    const [row] = await tx
      .insert(longStayReservations)
      .values({
        orderId: newOrderId(),
        userId: p.user?.id ?? null,
        propertyId: p.propertyId,
        roomId: reservation.roomId,
        reservationType: reservation.reservation_type,
        checkIn: reservation.checkIn,
        checkOut: p.checkOut,
        duration: reservation.duration,
        name: guest.name,
        email: guest.email,
        countryCode: guest.area,
        phone: guest.phoneNumber,
        totalGuest: guest.count,
        specialRequest: reservation.specialRequest,
        lang: reservation.lang,
        roomPrice: p.roomPrice,
        per: p.per,
        subTotal: p.price.subTotal,
        dpPercent: p.dpPercent,
        dp: p.price.dp,
        promoName: p.promoName,
        promoIdr: p.price.promo,
        uniqueCode: p.uniqueCode,
        total: p.price.total,
        totalFull: p.price.totalFull,
        paymentOption: transaction.payment_option,
        status: "Pending",
        expiresAt: sql`now() + make_interval(mins => ${options.expiryMinutes})`,
        mailboxKey: options.mailboxKey ?? null,
      })
      .returning();
    await openPayment(tx, {
      kind: "long_stay",
      purchaseId: row!.id,
      orderId: row!.orderId,
      gateway: options.gateway,
      amount: longStayPayNow(p.price, transaction.payment_option),
      expiresAt: row!.expiresAt,
    });
    return row!;
  });
}
