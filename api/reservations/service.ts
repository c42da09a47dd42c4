// Making a nightly reservation (seed 001 sections 3 to 5, DESIGN.md section 4):
//   1. check the payload and the property's rules (422 with field errors, nothing written);
//   2. recompute every amount with the shared price function (the client's total is never read);
//   3. one transaction: take the units of every night with a conditional update, insert the
//      reservation and its lines, hold the voucher, the points and the referrer promos, insert the
//      pending payment; a short night rolls everything back (409);
//   4. after commit: pay at property answers at once; otherwise the gateway creates the payment.
import { randomInt } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { addDays, nightsBetween, todayInJakarta, validateStay } from "#core/dates.ts";
import {
  computeReservationPrice,
  REFERRAL_PROMO_CAP_PERCENT,
  UNIQUE_CODE_MAX,
  UNIQUE_CODE_MIN,
  uniqueCodeFor,
  type PaymentOption,
  type ReservationPrice,
} from "#core/pricing.ts";
import { PAYMENT_METHODS, paymentOptionRefusal } from "#core/rules/payment-options.ts";
import { ARRIVAL_HOURS, DEFAULT_ARRIVAL_HOUR, pointsAllowance, pointsOverAllowance } from "#core/rules/reservation.ts";
import { formatPoints } from "#core/money.ts";
import type { UserRow } from "../auth/user-view.ts";
import { queryRows, type Db } from "../db/client.ts";
import {
  pointBalances,
  properties,
  referrerPromos,
  reservationLines,
  reservations,
  rooms,
  voucherRedemptions,
} from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { newOrderId } from "../payments/order-id.ts";
import { openPayment } from "../payments/start.ts";
import { translate, type Lang } from "../http/messages.ts";
import { fieldError } from "../http/validate.ts";
import {
  findReferrer,
  findVoucher,
  REFERRAL_GUEST_PERCENT,
  runningPromoPercent,
  type VoucherRow,
} from "../promos/service.ts";
import type { ReservationInput } from "./input.ts";
import { onReservationConfirmedAtProperty, type ReservationRow } from "./hooks.ts";
import type { Caller } from "./caller.ts";
import { enforceHoldCaps } from "./hold-caps.ts";
import type { NightRoom } from "./night-room.ts";
import type { HoldLimits } from "./hold-limits.ts";

/** A 422 that also tells the client to show the customer-service buttons (seed 001 section 8). */
export class ContactCsError extends ApiError {
  override toBody() {
    return { ...super.toBody(), contact_cs: true };
  }
}

export interface PreparedReservation {
  input: ReservationInput;
  user: UserRow | undefined;
  property: typeof properties.$inferSelect;
  nights: NightRoom[];
  nightCount: number;
  price: ReservationPrice;
  paymentOption: PaymentOption;
  paymentMethod: string | null;
  hourArrival: string;
  voucher: VoucherRow | undefined;
  referralCode: string | null;
  referrerPromoIds: number[];
  roomNames: Map<number, string>;
}

/** Every check that needs no lock, then the price. Throws ApiError (422, 404, 409, 403). */
export async function prepareReservation(
  db: Db,
  input: ReservationInput,
  user: UserRow | undefined,
  lang: Lang,
  now = new Date(),
): Promise<PreparedReservation> {
  if (input.user_Id !== undefined && input.user_Id !== user?.id) {
    throw new ApiError(user ? 403 : 401, translate(lang, user ? "forbidden" : "unauthorized"), {
      code: user ? "forbidden" : "unauthorized",
    });
  }
  const today = todayInJakarta(now);
  const stay = validateStay({ arrival: input.arrival, departure: input.departure, today });
  if (!stay.ok) throw fieldError(lang, stay.field, stay.error);
  const nightCount = stay.nights;

  const [property] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, input.propertyId), eq(properties.isActive, true)));
  if (!property) throw fieldError(lang, "propertyId", "propertyNotFound");

  // The nights: one room a night (single), or the details list (multiple), which must cover
  // every night from arrival to departure and nothing else.
  const stayDates = Array.from({ length: nightCount }, (_, i) => addDays(input.arrival, i));
  const merged = new Map<string, NightRoom>();
  if (input.details) {
    const given = new Set(input.details.map((d) => d.date));
    if (given.size !== stayDates.length || stayDates.some((d) => !given.has(d)))
      throw fieldError(lang, "details", "detailsDatesMismatch");
    for (const { date, rooms: list } of input.details) {
      for (const { room_id, qty } of list) {
        const key = `${room_id}|${date}`;
        const prev = merged.get(key);
        merged.set(key, { date, roomId: room_id, qty: (prev?.qty ?? 0) + qty });
      }
    }
  } else {
    for (const date of stayDates) merged.set(`${input.roomId}|${date}`, { date, roomId: input.roomId!, qty: 1 });
  }
  // A stable (room, date) order: every transaction takes its row locks in this order.
  const nights = [...merged.values()].sort((a, b) => a.roomId - b.roomId || a.date.localeCompare(b.date));
  if (nights.some((n) => n.qty > 20)) throw fieldError(lang, "details", "qtyInvalid");

  const roomIds = [...new Set(nights.map((n) => n.roomId))];
  const roomRows = await db.select().from(rooms).where(inArray(rooms.id, roomIds));
  if (roomRows.length !== roomIds.length) throw fieldError(lang, input.details ? "details" : "roomId", "roomNotFound");
  if (roomRows.some((r) => r.propertyId !== property.id))
    throw fieldError(lang, input.details ? "details" : "roomId", "roomNotInProperty");
  const roomById = new Map(roomRows.map((r) => [r.id, r]));

  // Minimum stay (property and rooms), then the advance-booking rule (H minus N days).
  const minNights = Math.max(property.minNight, ...roomRows.map((r) => r.minNight));
  if (nightCount < minNights) throw fieldError(lang, "departure", "minNights", { min: minNights });
  const daysAhead = nightsBetween(today, input.arrival);
  if (property.minHBooking > 0 && daysAhead < property.minHBooking) {
    const message = translate(lang, "advanceBooking", { days: property.minHBooking });
    throw new ContactCsError(422, message, { errors: { arrival: [message] }, code: "advance_booking" });
  }

  // Guests: at most the capacity of the rooms of the tightest night.
  const capacityByDate = new Map<string, number>();
  const unitsByDate = new Map<string, number>();
  for (const n of nights) {
    capacityByDate.set(n.date, (capacityByDate.get(n.date) ?? 0) + roomById.get(n.roomId)!.capacity * n.qty);
    unitsByDate.set(n.date, (unitsByDate.get(n.date) ?? 0) + n.qty);
  }
  const capacity = Math.min(...capacityByDate.values());
  if (input.guest > capacity) throw fieldError(lang, "guest", "guestsOverCapacity", { max: capacity });

  // Payment option rules (seed 001 section 4).
  const paymentOption = input.payment_option as PaymentOption;
  const refusal = paymentOptionRefusal(paymentOption, {
    payAtVilla: property.payAtVilla,
    maxRooms: Math.max(...unitsByDate.values()),
    loggedIn: user !== undefined,
  });
  if (refusal) throw fieldError(lang, "payment_option", refusal);
  let hourArrival = input.hour_arrival || DEFAULT_ARRIVAL_HOUR;
  if (paymentOption === 1 && input.hour_arrival === "") throw fieldError(lang, "hour_arrival", "hourArrivalRequired");
  if (!ARRIVAL_HOURS.includes(hourArrival)) throw fieldError(lang, "hour_arrival", "hourArrivalInvalid");
  hourArrival = hourArrival.slice(0, 5);

  // Nightly rates. A night without an inventory row cannot be sold.
  const rateRows = await queryRows<{ room_id: number; stay_date: string; price: number }>(
    db,
    sql`select room_id, to_char(stay_date, 'YYYY-MM-DD') as stay_date, price from room_inventory
        where room_id in (${sql.join(
          roomIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and stay_date >= ${input.arrival}::date and stay_date < ${input.departure}::date`,
  );
  const rateOf = new Map(rateRows.map((r) => [`${r.room_id}|${r.stay_date}`, Number(r.price)]));
  for (const n of [...nights].sort((a, b) => a.date.localeCompare(b.date))) {
    if (!rateOf.has(`${n.roomId}|${n.date}`)) throw unavailable(lang, n.date);
  }

  // Voucher (checked here for the message; held in the transaction).
  let voucher: VoucherRow | undefined;
  if (input.voucherCode !== "") {
    const found = await findVoucher(db, input.voucherCode, user?.id);
    if (found.state === "missing") throw fieldError(lang, "voucherCode", "voucherNotFound");
    if (found.state === "expired") throw fieldError(lang, "voucherCode", "voucherExpired");
    if (found.state === "used") throw fieldError(lang, "voucherCode", "voucherUsed");
    voucher = found.voucher;
  }

  // Referral code of another member: the guest gets REFERRAL_GUEST_PERCENT on a referral property.
  let referralCode: string | null = null;
  if (input.referral_code !== "") {
    const referrer = await findReferrer(db, input.referral_code);
    if (!referrer) throw fieldError(lang, "referral_code", "referralCodeNotFound");
    if (referrer.id === user?.id || referrer.email.toLowerCase() === input.email)
      throw fieldError(lang, "referral_code", "referralOwnCode");
    if (!property.isReferral) throw fieldError(lang, "referral_code", "referralNotForProperty");
    referralCode = input.referral_code.trim().toUpperCase();
  }

  // The member's own referrer promos (earned by referring others), at most 50% together.
  const referrerPromoIds = [...new Set(input.referral_obtaineds)];
  let referrerPromoPercent = 0;
  if (referrerPromoIds.length > 0) {
    if (!user) throw fieldError(lang, "referral_obtaineds", "referralPromoLogin");
    const promos = await db
      .select()
      .from(referrerPromos)
      .where(
        and(
          inArray(referrerPromos.id, referrerPromoIds),
          eq(referrerPromos.userId, user.id),
          eq(referrerPromos.isUsed, false),
        ),
      );
    if (promos.length !== referrerPromoIds.length) throw fieldError(lang, "referral_obtaineds", "referralPromoInvalid");
    referrerPromoPercent = promos.reduce((sum, p) => sum + p.promoPercent, 0);
    if (referrerPromoPercent > REFERRAL_PROMO_CAP_PERCENT)
      throw fieldError(lang, "referral_obtaineds", "referralPromoMax");
  }

  // Promo percent: the property's promo, the running site-wide hotel promo, and the members' promo.
  const promoPercent = Math.min(
    100,
    property.promoPercent +
      (await runningPromoPercent(db, "site", "hotel")) +
      (user ? await runningPromoPercent(db, "login") : 0),
  );

  const priceInput = {
    nights: nights.map((n) => {
      const room = roomById.get(n.roomId)!;
      return {
        ...n,
        rate: rateOf.get(`${n.roomId}|${n.date}`)!,
        roomPromoPercent: room.isPromo ? room.promoPercent : 0,
      };
    }),
    feePercent: property.feePercent,
    promoPercent,
    voucher: voucher ? { percent: voucher.value, amount: voucher.nominal } : null,
    referralPercent: referralCode ? REFERRAL_GUEST_PERCENT : 0,
    referrerPromoPercent,
    points: 0,
    // The server draws the unique code itself (the client's unique_code is ignored): from the
    // idempotency key when there is one, so the form that made the key showed this very total.
    uniqueCode: input.idempotency_key
      ? uniqueCodeFor(input.idempotency_key)
      : randomInt(UNIQUE_CODE_MIN, UNIQUE_CODE_MAX + 1),
    dpPercent: property.dpMultipleBooking,
    paymentOption,
  };

  // Points: members only, at most half the subtotal and the balance (core's one rule, as the form).
  if (input.point > 0) {
    if (!user) throw fieldError(lang, "point", "pointsLogin");
    const subTotal = computeReservationPrice(priceInput).subTotal;
    const [balance] = await db
      .select({ remaining: pointBalances.remaining })
      .from(pointBalances)
      .where(eq(pointBalances.userId, user.id));
    const allowance = pointsAllowance(subTotal, balance?.remaining ?? 0);
    const refusal = pointsOverAllowance(input.point, allowance);
    if (refusal) throw fieldError(lang, "point", refusal, { max: formatPoints(allowance.max, lang) });
  }
  const price = computeReservationPrice({ ...priceInput, points: input.point });

  return {
    input,
    user,
    property,
    nights,
    nightCount,
    price,
    paymentOption,
    paymentMethod: paymentOption === 3 ? PAYMENT_METHODS[3] : input.payment_method || PAYMENT_METHODS[paymentOption],
    hourArrival,
    voucher,
    referralCode,
    referrerPromoIds,
    roomNames: new Map(roomRows.map((r) => [r.id, r.name])),
  };
}

function unavailable(lang: Lang, date: string): ApiError {
  return new ApiError(409, translate(lang, "roomNotAvailableForDate", { date }), { code: "room_unavailable" });
}

export type CreateResult =
  | { kind: "created"; reservation: ReservationRow }
  | { kind: "replay"; reservation: ReservationRow };

/** Locks one key for the rest of the transaction (PostgreSQL and PGlite alike). */
async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** A caller's earlier reservation under `key` (keys of other callers are another namespace). */
export async function findByIdempotencyKey(
  db: Pick<Db, "select">,
  scope: string,
  key: string,
): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.idempotencyScope, scope), eq(reservations.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The same key with another payload is a client bug or a guess: refused, nothing answered. */
export function assertSamePayload(earlier: ReservationRow, requestHash: string, lang: Lang): void {
  if (earlier.requestHash !== null && earlier.requestHash !== requestHash) {
    throw new ApiError(422, translate(lang, "idempotencyKeyReused"), {
      errors: { idempotency_key: [translate(lang, "idempotencyKeyReused")] },
      code: "idempotency_key_reused",
    });
  }
}

const isUniqueViolation = (error: unknown, constraint: string) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e.constraint === constraint || e.cause?.constraint === constraint;
};

/**
 * The one transaction of a reservation. Answers the earlier reservation when the idempotency key
 * was seen (nothing new is written), else the new one. Throws 409 when a night is short and 422
 * when the voucher, the points or a referrer promo went in the meantime: all roll back.
 */
export interface CreateOptions {
  idempotencyKey: string | undefined;
  expiryMinutes: number;
  gateway: string;
  lang: Lang;
  caller: Caller;
  requestHash: string;
  holdLimits: HoldLimits;
}

export async function createReservation(db: Db, p: PreparedReservation, options: CreateOptions): Promise<CreateResult> {
  const { input, price, user } = p;
  const { lang } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const { caller } = options;
        if (options.idempotencyKey) {
          await lockKey(tx, `reservation:${caller.idempotencyScope}:${options.idempotencyKey}`);
          const earlier = await findByIdempotencyKey(tx, caller.idempotencyScope, options.idempotencyKey);
          if (earlier) {
            assertSamePayload(earlier, options.requestHash, lang);
            return { kind: "replay", reservation: earlier } as const;
          }
        }
        await enforceHoldCaps(
          tx,
          {
            propertyId: p.property.id,
            nights: p.nights,
            userId: user?.id,
            email: input.email,
            clientKey: caller.clientKey,
          },
          options.holdLimits,
          lang,
        );
        if (p.voucher && user) {
          // Once per member: the member's bookings with this voucher queue here, then the check
          // sees any redemption a concurrent booking committed (the unique index backs it).
          await lockKey(tx, `voucher:${p.voucher.id}:user:${user.id}`);
          const [mine] = await queryRows<{ id: number }>(
            tx,
            sql`select id from voucher_redemptions where voucher_id = ${p.voucher.id} and user_id = ${user.id} and status in ('held', 'spent') limit 1`,
          );
          if (mine) throw fieldError(lang, "voucherCode", "voucherUsed");
        }
        if (p.referralCode) {
          // One referral discount per guest (by account, else by email) among live bookings.
          const who = user ? `user:${user.id}` : `email:${input.email}`;
          await lockKey(tx, `referral:${who}`);
          const [used] = await queryRows<{ id: number }>(
            tx,
            sql`select id from reservations where referral_code is not null and released_at is null and status not in (3, 6)
                and ${user ? sql`user_id = ${user.id}` : sql`lower(guest_email) = ${input.email}`} limit 1`,
          );
          if (used) throw fieldError(lang, "referral_code", "referralAlreadyUsed");
        }

        // Inventory first, in (room, date) order: all nights or nothing.
        for (const night of p.nights) {
          const taken = await queryRows<{ price: number }>(
            tx,
            sql`update room_inventory set units_booked = units_booked + ${night.qty}
                where room_id = ${night.roomId} and stay_date = ${night.date}::date and units_total - units_booked >= ${night.qty}
                returning price`,
          );
          if (taken.length === 0) throw unavailable(lang, night.date);
        }

        const payAtProperty = p.paymentOption === 1;
        const [reservation] = await tx
          .insert(reservations)
          .values({
            orderId: newOrderId(),
            idempotencyKey: options.idempotencyKey ?? null,
            idempotencyScope: options.idempotencyKey ? caller.idempotencyScope : null,
            requestHash: options.requestHash,
            clientKey: caller.clientKey,
            mailboxKey: caller.mailboxKey ?? null,
            userId: user?.id ?? null,
            propertyId: p.property.id,
            arrival: input.arrival,
            departure: input.departure,
            nights: p.nightCount,
            guestCount: input.guest,
            guestName: input.name,
            guestEmail: input.email,
            guestPhone: `${input.phone.code}-${input.phone.phone}`,
            guestIdNumber: input.nip,
            guestAddress: input.address,
            specialRequest: input.specialRequest,
            hourArrival: p.hourArrival,
            lang: input.lang,
            orderFrom: input.order_from || "web",
            paymentOption: p.paymentOption,
            paymentMethod: p.paymentMethod,
            // Pay at property: confirmed, the whole total payable on arrival (status 2, statusPay 1).
            status: payAtProperty ? 2 : 0,
            statusText: payAtProperty ? "confirmed" : "waiting",
            statusPay: payAtProperty ? 1 : 0,
            subTotal: price.subTotal,
            promoPercent: price.promoPercent,
            promoAmount: price.promoAmount,
            voucherCode: p.voucher?.code ?? null,
            voucherAmount: price.voucherAmount,
            referralCode: p.referralCode,
            referralAmount: price.referralAmount,
            referrerPromoId: p.referrerPromoIds[0] ?? null,
            referrerPromoAmount: price.referrerPromoAmount,
            pointsUsed: price.pointsUsed,
            uniqueCode: price.uniqueCode,
            total: price.total,
            dpAmount: price.dpAmount,
            expiresAt: payAtProperty ? null : sql`now() + make_interval(mins => ${options.expiryMinutes})`,
          })
          .returning();
        const id = reservation!.id;
        await tx.insert(reservationLines).values(
          price.nights.map((n) => ({
            reservationId: id,
            roomId: n.roomId,
            stayDate: n.date,
            qty: n.qty,
            price: n.unitPrice,
          })),
        );

        if (p.voucher) {
          const held = await queryRows<{ id: number }>(
            tx,
            sql`update vouchers set used_count = used_count + 1
                where id = ${p.voucher.id} and used_count < quota and (expires_at is null or expires_at > now()) returning id`,
          );
          if (held.length === 0) throw fieldError(lang, "voucherCode", "voucherUsed");
          await tx.insert(voucherRedemptions).values({
            voucherId: p.voucher.id,
            reservationId: id,
            userId: user?.id ?? null,
            status: payAtProperty ? "spent" : "held",
          });
        }
        if (price.pointsUsed > 0 && user) {
          const spent = await queryRows<{ remaining: number }>(
            tx,
            sql`update point_balances set remaining = remaining - ${price.pointsUsed} where user_id = ${user.id} and remaining >= ${price.pointsUsed} returning remaining`,
          );
          if (spent.length === 0) throw fieldError(lang, "point", "pointsOverBalance");
          await tx.execute(
            sql`insert into point_ledger (user_id, delta, reason, reservation_id) values (${user.id}, ${-price.pointsUsed}, 'reservation', ${id})`,
          );
        }
        if (p.referrerPromoIds.length > 0 && user) {
          const marked = await queryRows<{ id: number }>(
            tx,
            sql`update referrer_promos set is_used = true, used_reservation_id = ${id}
                where id in (${sql.join(
                  p.referrerPromoIds.map((x) => sql`${x}`),
                  sql`, `,
                )}) and user_id = ${user.id} and is_used = false returning id`,
          );
          if (marked.length !== p.referrerPromoIds.length)
            throw fieldError(lang, "referral_obtaineds", "referralPromoInvalid");
        }
        await openPayment(tx, {
          kind: "reservation",
          purchaseId: id,
          orderId: reservation!.orderId,
          gateway: payAtProperty ? "property" : options.gateway,
          amount: payAtProperty ? price.total : price.payNow,
          paymentType: payAtProperty ? "pay_at_property" : null,
          expiresAt: reservation!.expiresAt,
        });
        // The e-ticket of a pay-at-property booking (a paid one gets it from the notification).
        if (payAtProperty) await onReservationConfirmedAtProperty(tx, reservation!);
        return { kind: "created", reservation: reservation! } as const;
      });
    } catch (error) {
      // An order id drawn twice (1 in a billion): draw again.
      if (
        attempt < 3 &&
        (error as { constraint?: string; cause?: { constraint?: string } }).constraint === "reservations_order_id_idx"
      )
        continue;
      if (
        attempt < 3 &&
        (error as { cause?: { constraint?: string } }).cause?.constraint === "reservations_order_id_idx"
      )
        continue;
      if (isUniqueViolation(error, "voucher_redemptions_member_idx"))
        throw fieldError(lang, "voucherCode", "voucherUsed");
      throw error;
    }
  }
}
