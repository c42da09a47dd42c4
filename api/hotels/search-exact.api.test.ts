// The search's own tables (decisions 035 and 067) stay exact through the booking paths: a
// reservation that sells a room out, its cancellation and an expired hold, each checked against
// the tables' definitions and against the answer of reading every room.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sweepExpiredPayments } from "../payments/sweep.ts";
import { allPurchaseKinds } from "../purchase-kinds.ts";
import { prepareStay, signedInUser, singleForm, startBookingApi, type Stay } from "../reservations/test-api.ts";
import { databaseKinds, send, useTestApi } from "../test/harness.ts";
import { referenceIds, searchTableStrays } from "./search-reference.ts";

describe.each(databaseKinds)("search tables through bookings on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);
  const db = () => suite.database.db;

  /** The first property with exactly two rooms, as prepareStay's offset among those with two or more. */
  async function twoRoomStay(): Promise<Stay> {
    const [row] = await suite.rows<{ skip: number }>(
      sql`with many as (select property_id, count(*) as n from rooms group by property_id having count(*) >= 2)
          select count(*)::int as skip from many where property_id < (select min(property_id) from many where n = 2)`,
    );
    const stay = await prepareStay(suite.database, { nights: 2, units: 1, propertyIndex: row!.skip });
    // The stay inside both rooms' stocked span: the summary covers it, so the sold-out table decides.
    const [span] = await suite.rows<{ covered: boolean }>(
      sql`select bool_and(stocked_from <= ${stay.arrival}::date and stocked_until >= ${stay.dates.at(-1)!}::date) as covered
          from rooms where property_id = ${stay.propertyId}`,
    );
    expect(span!.covered).toBe(true);
    return stay;
  }

  async function book(stay: Stay, roomId: number, token: string, userId: number) {
    const answer = await suite.api.request("POST", "/reservations/single", {
      form: singleForm(stay, { roomId: String(roomId), user_Id: String(userId) }),
      token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.order_id as string;
  }

  /** The tables equal their definitions, and the search answers what reading every room answers. */
  async function expectExact(stay: Stay): Promise<boolean> {
    expect(await searchTableStrays(db())).toEqual({ summaries: [], soldOut: [], counts: [] });
    const expected = await referenceIds(db(), 2, stay.arrival, stay.departure);
    const qs = new URLSearchParams({ guest: "2", arrival: stay.arrival, departure: stay.departure, page: "1" });
    const answer = await suite.api.request("GET", `/hotels?${qs}`);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(expected.length);
    expect(answer.body.hotels.map((h: { id: number }) => h.id)).toEqual(expected.slice(0, 12));
    return expected.includes(stay.propertyId);
  }

  it("sold out by reservations, then freed by a cancellation and by an expired hold", async () => {
    const stay = await twoRoomStay();
    await db().execute(
      sql`insert into property_rules (property_id, day_cancel, refund_percent) values (${stay.propertyId}, 0, 100)
          on conflict (property_id) do update set day_cancel = 0, refund_percent = 100`,
    );
    const user = await signedInUser(suite.database);
    expect(await expectExact(stay)).toBe(true);

    // One unit per room-night: the first booking sells one room out, the second the other.
    const first = await book(stay, stay.roomId, user.token, user.id);
    expect(await expectExact(stay)).toBe(true);
    const second = await book(stay, stay.otherRoomId, user.token, user.id);
    expect(await expectExact(stay)).toBe(false);

    // The member cancels the second hold: its room is free again.
    const cancelled = await send("POST", `${suite.api.url}/bookings/${second}/cancellation`, {
      token: user.token,
      json: {},
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await expectExact(stay)).toBe(true);

    // The first hold's time runs out and the sweep gives its units back.
    const [{ released } = { released: 0 }] = await suite.rows<{ released: number }>(
      sql`select count(*)::int as released from room_nights_sold_out where room_id = ${stay.roomId}
          and stay_date >= ${stay.arrival}::date and stay_date < ${stay.departure}::date`,
    );
    expect(released).toBe(2);
    await db().execute(sql`update payments set expires_at = now() - interval '1 minute' where order_id = ${first}`);
    expect(await sweepExpiredPayments(db(), allPurchaseKinds())).toBeGreaterThanOrEqual(1);
    expect(await expectExact(stay)).toBe(true);
    const [{ remaining } = { remaining: -1 }] = await suite.rows<{ remaining: number }>(
      sql`select count(*)::int as remaining from room_nights_sold_out where room_id in (${stay.roomId}, ${stay.otherRoomId})
          and stay_date >= ${stay.arrival}::date and stay_date < ${stay.departure}::date`,
    );
    expect(remaining).toBe(0);
  });

  it("follows a property that closes, moves city and shrinks a room while its nights are sold out", async () => {
    const stay = await twoRoomStay();
    await db().execute(
      sql`update room_inventory set units_booked = units_total where room_id in (${stay.roomId}, ${stay.otherRoomId})
          and stay_date = ${stay.arrival}::date`,
    );
    expect(await expectExact(stay)).toBe(false);
    await db().execute(sql`update properties set is_active = false where id = ${stay.propertyId}`);
    await expectExact(stay);
    const [other] = await suite.rows<{ id: number }>(
      sql`select id from cities where id <> (select city_id from properties where id = ${stay.propertyId}) order by id limit 1`,
    );
    await db().execute(
      sql`update properties set is_active = true, city_id = ${other!.id} where id = ${stay.propertyId}`,
    );
    expect(await expectExact(stay)).toBe(false);
    // One room left that holds two guests, free on every night: open again.
    await db().execute(sql`update rooms set capacity = 1 where id = ${stay.otherRoomId}`);
    await db().execute(sql`update room_inventory set units_booked = 0 where room_id = ${stay.roomId}`);
    expect(await expectExact(stay)).toBe(true);
  });
});
