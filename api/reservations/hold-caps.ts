// Enforces HOLD_LIMITS inside the reservation's transaction. Two advisory locks (the contact's,
// then the client's: always in that order) serialise one visitor's bookings across processes, so
// the counts below cannot be raced past by concurrent requests.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import { translate, type Lang } from "../http/messages.ts";
import { UNPAID_HOLD_SQL, type HoldLimits } from "./hold-limits.ts";
import type { NightRoom } from "./night-room.ts";

export interface HoldRequest {
  propertyId: number;
  nights: NightRoom[];
  userId: number | undefined;
  email: string;
  clientKey: string;
}

const capError = (lang: Lang, key: string, max: number) =>
  new ApiError(429, translate(lang, key, { max }), { code: "hold_limit" });

/** Room-nights of one booking: a plain input check, before any database work. */
export function checkBookingSize(nights: NightRoom[], limits: HoldLimits, lang: Lang): void {
  const roomNights = nights.reduce((sum, n) => sum + n.qty, 0);
  if (roomNights > limits.roomNightsPerBooking) {
    const message = translate(lang, "holdTooLarge", { max: limits.roomNightsPerBooking });
    throw new ApiError(422, message, { errors: { details: [message] }, code: "hold_limit" });
  }
}

export async function enforceHoldCaps(tx: Db, request: HoldRequest, limits: HoldLimits, lang: Lang): Promise<void> {
  const contact = request.userId ? sql`r.user_id = ${request.userId}` : sql`lower(r.guest_email) = ${request.email}`;
  const contactKey = request.userId ? `holds:user:${request.userId}` : `holds:email:${request.email}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${contactKey}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`holds:client:${request.clientKey}`}, 0))`);

  const visitor = sql`(${contact} or r.client_key = ${request.clientKey})`;
  const [counts] = await queryRows<{ by_contact: number; by_client: number; room_nights: number }>(
    tx,
    sql`select count(*) filter (where ${contact})::int as by_contact,
               count(*) filter (where r.client_key = ${request.clientKey})::int as by_client,
               coalesce((select sum(l.qty) from reservation_lines l join reservations r on r.id = l.reservation_id
                         where ${sql.raw(UNPAID_HOLD_SQL)} and ${visitor}), 0)::int as room_nights
        from reservations r where ${sql.raw(UNPAID_HOLD_SQL)} and ${visitor}`,
  );
  if (counts!.by_contact >= limits.unpaidHoldsPerContact)
    throw capError(lang, "tooManyUnpaidHolds", limits.unpaidHoldsPerContact);
  if (counts!.by_client >= limits.unpaidHoldsPerClient)
    throw capError(lang, "tooManyUnpaidHolds", limits.unpaidHoldsPerClient);
  const asked = request.nights.reduce((sum, n) => sum + n.qty, 0);
  if (counts!.room_nights + asked > limits.unpaidRoomNightsPerVisitor)
    throw capError(lang, "tooManyUnpaidRoomNights", limits.unpaidRoomNightsPerVisitor);

  // One property, one night: what the visitor already holds there plus what this booking asks.
  const askedByDate = new Map<string, number>();
  for (const n of request.nights) askedByDate.set(n.date, (askedByDate.get(n.date) ?? 0) + n.qty);
  const held = await queryRows<{ stay_date: string; units: number }>(
    tx,
    sql`select to_char(l.stay_date, 'YYYY-MM-DD') as stay_date, sum(l.qty)::int as units
        from reservation_lines l join reservations r on r.id = l.reservation_id
        where ${sql.raw(UNPAID_HOLD_SQL)} and ${visitor} and r.property_id = ${request.propertyId}
        group by l.stay_date`,
  );
  const heldByDate = new Map(held.map((h) => [h.stay_date, Number(h.units)]));
  for (const [date, units] of askedByDate) {
    if ((heldByDate.get(date) ?? 0) + units > limits.unpaidUnitsPerPropertyNight)
      throw capError(lang, "tooManyUnitsForProperty", limits.unpaidUnitsPerPropertyNight);
  }
}
