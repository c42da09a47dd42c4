// Giving a nightly hold back, once: the units of every night, the voucher, the points and the
// referrer promos. The reservation handler's onFailedOrExpired (api/reservations/purchase.ts), so
// the payments domain reaches it for the sweep (expired holds), a denied, cancelled or expired
// payment, and a gateway that failed to create the transaction; the payment row itself is the
// payments domain's. Runs inside the caller's transaction; the `released_at is null` guard of the
// first update makes a second call (a replayed notification, the sweep racing a notification, two
// processes) change nothing. Referrer promos keep `used_reservation_id`, so a late settlement can
// take them again (retakeReservation) if nobody used them since.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";

export interface ReleaseOutcome {
  /** Booking status after release: 3 cancelled (deny, cancel, failure, gateway error), 6 expired. */
  status: 3 | 6;
  statusText: "canceled" | "expired";
}

/** Answers false when the reservation was already released (nothing changed). */
export async function releaseReservation(tx: Db, reservationId: number, outcome: ReleaseOutcome): Promise<boolean> {
  const [reservation] = await queryRows<{ id: number; user_id: number | null; points_used: number }>(
    tx,
    sql`update reservations set released_at = now(), status = ${outcome.status}, status_text = ${outcome.statusText}, expires_at = null, updated_at = now()
        where id = ${reservationId} and released_at is null
        returning id, user_id, points_used`,
  );
  if (!reservation) return false;

  // Units back, night by night, in the same (room, date) order the reservation took them.
  await tx.execute(sql`
    update room_inventory i set units_booked = i.units_booked - l.qty
    from (select room_id, stay_date, sum(qty)::int as qty from reservation_lines where reservation_id = ${reservationId} group by room_id, stay_date) l
    where i.room_id = l.room_id and i.stay_date = l.stay_date`);

  const vouchersBack = await queryRows<{ voucher_id: number }>(
    tx,
    sql`update voucher_redemptions set status = 'released' where reservation_id = ${reservationId} and status in ('held', 'spent') returning voucher_id`,
  );
  for (const { voucher_id } of vouchersBack) {
    await tx.execute(sql`update vouchers set used_count = used_count - 1 where id = ${voucher_id} and used_count > 0`);
  }

  const points = Number(reservation.points_used);
  if (points > 0 && reservation.user_id !== null) {
    await tx.execute(sql`
      insert into point_balances (user_id, remaining) values (${reservation.user_id}, ${points})
      on conflict (user_id) do update set remaining = point_balances.remaining + ${points}`);
    await tx.execute(
      sql`insert into point_ledger (user_id, delta, reason, reservation_id) values (${reservation.user_id}, ${points}, 'reservation_released', ${reservationId})`,
    );
  }

  await tx.execute(
    sql`update referrer_promos set is_used = false where used_reservation_id = ${reservationId} and is_used`,
  );
  return true;
}
