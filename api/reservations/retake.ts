// A settlement that arrives after the hold was released (deny, cancel, expiry): the money is real,
// so the booking takes back everything its price counted on (the units of every night, the
// voucher use, the points and the referrer promos) if all of it is still free, atomically under a
// savepoint. If any part is gone, nothing is taken and the booking stays released, marked
// 'refund_required': never a paid booking whose discounts could be spent a second time.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";

/** Inside the paid transition's transaction, the reservation locked. True when everything was taken. */
export async function retakeReservation(tx: Db, reservationId: number): Promise<boolean> {
  await tx.execute(sql`savepoint retake`);
  if (await takeEverything(tx, reservationId)) {
    await tx.execute(sql`release savepoint retake`);
    return true;
  }
  await tx.execute(sql`rollback to savepoint retake`);
  await tx.execute(sql`release savepoint retake`);
  await tx.execute(
    sql`update reservations set status_text = 'refund_required', updated_at = now() where id = ${reservationId}`,
  );
  return false;
}

async function takeEverything(tx: Db, reservationId: number): Promise<boolean> {
  const [reservation] = await queryRows<{
    user_id: number | null;
    points_used: number;
    referrer_promo_id: number | null;
  }>(tx, sql`select user_id, points_used, referrer_promo_id from reservations where id = ${reservationId}`);
  if (!reservation) return false;

  // Units, all nights, in (room, date) order like the reservation transaction.
  const lines = await queryRows<{ room_id: number; stay_date: string; qty: number }>(
    tx,
    sql`select room_id, to_char(stay_date, 'YYYY-MM-DD') as stay_date, sum(qty)::int as qty from reservation_lines where reservation_id = ${reservationId} group by room_id, stay_date order by room_id, stay_date`,
  );
  for (const line of lines) {
    const taken = await queryRows<{ room_id: number }>(
      tx,
      sql`update room_inventory set units_booked = units_booked + ${line.qty} where room_id = ${line.room_id} and stay_date = ${line.stay_date}::date and units_total - units_booked >= ${line.qty} returning room_id`,
    );
    if (taken.length === 0) return false;
  }

  // The voucher use: under the quota again, and not while the member holds the same voucher elsewhere.
  const redemptions = await queryRows<{ id: number; voucher_id: number; user_id: number | null }>(
    tx,
    sql`select id, voucher_id, user_id from voucher_redemptions where reservation_id = ${reservationId} and status = 'released' for update`,
  );
  for (const r of redemptions) {
    if (r.user_id !== null) {
      const [other] = await queryRows<{ id: number }>(
        tx,
        sql`select id from voucher_redemptions where voucher_id = ${r.voucher_id} and user_id = ${r.user_id} and status in ('held', 'spent') and id <> ${r.id} limit 1`,
      );
      if (other) return false;
    }
    const counted = await queryRows<{ id: number }>(
      tx,
      sql`update vouchers set used_count = used_count + 1 where id = ${r.voucher_id} and used_count < quota returning id`,
    );
    if (counted.length === 0) return false;
    await tx.execute(sql`update voucher_redemptions set status = 'spent' where id = ${r.id}`);
  }

  // The points, from what the member has now.
  const points = Number(reservation.points_used);
  if (points > 0 && reservation.user_id !== null) {
    const spent = await queryRows<{ remaining: number }>(
      tx,
      sql`update point_balances set remaining = remaining - ${points} where user_id = ${reservation.user_id} and remaining >= ${points} returning remaining`,
    );
    if (spent.length === 0) return false;
    await tx.execute(
      sql`insert into point_ledger (user_id, delta, reason, reservation_id) values (${reservation.user_id}, ${-points}, 'reservation_retaken', ${reservationId})`,
    );
  }

  // The referrer promos: still pointing at this booking (another booking would have re-pointed them) and unused.
  const promos = await queryRows<{ id: number }>(
    tx,
    sql`update referrer_promos set is_used = true where used_reservation_id = ${reservationId} and not is_used returning id`,
  );
  if (
    reservation.referrer_promo_id !== null &&
    !promos.some((p) => Number(p.id) === Number(reservation.referrer_promo_id))
  )
    return false;
  return true;
}
