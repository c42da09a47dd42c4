// A long-stay property for the API tests (long-stays, cancel): its first room priced monthly and
// weekly, stocked from today, and the reservation payload for it.
import { sql } from "drizzle-orm";
import { addDays, todayInJakarta } from "#core/dates.ts";
import type { Database } from "../db/client.ts";
import { propertyWithTwoRooms } from "../reservations/test-api.ts";

export interface LongStayFixture {
  propertyId: number;
  roomId: number;
  otherRoomId: number;
  checkIn: string;
}

let fixtureIndex = 0;
/**
 * A property whose first room alone has long-stay prices (monthly Rp 3,000,000 per month, DP 30%,
 * promo Rp 100,000; weekly Rp 1,400,000 per 2 weeks, DP 50%, no promo; no yearly price), with
 * `units` free units every night from today for `stockedNights` nights and none after.
 */
export async function prepareLongStay(
  database: Database,
  options: { units?: number; stockedNights?: number } = {},
): Promise<LongStayFixture> {
  const db = database.db;
  const units = options.units ?? 4;
  const stocked = options.stockedNights ?? 420;
  const { propertyId, roomId, otherRoomId } = await propertyWithTwoRooms(database, fixtureIndex++, true);
  const today = todayInJakarta();
  await db.execute(
    sql`update properties set is_active = true, min_h_booking = 0, min_night = 1, fee_percent = 0, promo_percent = 0, capacity = 8 where id = ${propertyId}`,
  );
  await db.execute(
    sql`update rooms set min_night = 1, is_promo = false, promo_percent = 0, capacity = 3 where property_id = ${propertyId}`,
  );
  await db.execute(
    sql`delete from long_stay_prices where room_id in (select id from rooms where property_id = ${propertyId})`,
  );
  await db.execute(sql`insert into long_stay_prices (room_id, type, price, per, dp_percent, promo_name, promo_idr, note) values
    (${roomId}, 'monthly', 3000000, 1, 30, 'Promo Bulanan', 100000, null), (${roomId}, 'weekly', 1400000, 2, 50, null, 0, null)`);
  await db.execute(sql`delete from room_inventory where room_id = ${roomId}`);
  await db.execute(sql`insert into room_inventory (room_id, stay_date, price, units_total, units_booked)
    select ${roomId}, ${today}::date + k, 500000, ${units}, 0 from generate_series(0, ${stocked - 1}::int) as k`);
  await db.execute(
    sql`update rooms set stocked_from = ${today}::date, stocked_until = ${today}::date + ${stocked - 1}::int where id = ${roomId}`,
  );
  return { propertyId, roomId, otherRoomId, checkIn: addDays(today, 7) };
}

export function payload(
  f: LongStayFixture,
  overrides: { guest?: object; reservation?: object; transaction?: object } = {},
) {
  return {
    guest: {
      name: "Siti Rahma",
      phoneNumber: "81234567890",
      area: "+62",
      count: 2,
      user_id: 0,
      email: "siti@example.com",
      ...overrides.guest,
    },
    reservation: {
      specialRequest: "Lantai atas",
      roomId: f.roomId,
      checkIn: f.checkIn,
      checkOut: addDays(f.checkIn, 90),
      lang: "en",
      duration: 3,
      reservation_type: "monthly",
      ...overrides.reservation,
    },
    transaction: {
      subTotal: 1,
      total: 1,
      dp: 1,
      dp_percent: 1,
      roomPrice: 1,
      total_full: 1,
      payment_option: "Transfer",
      unique_code: 1,
      per: 1,
      promo_name: "",
      promo_idr: 0,
      ...overrides.transaction,
    },
  };
}
