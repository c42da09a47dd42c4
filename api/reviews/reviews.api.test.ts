import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "#core/dates.ts";
import { sweepCheckOuts } from "../bookings/checkout-sweep.ts";
import {
  bookSingle,
  prepareStay,
  settleInSandbox,
  singleForm,
  startBookingApi,
  type Stay,
} from "../reservations/test-api.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";
import { reviewToken } from "./token.ts";

const RATINGS = { cleanliness: "10", comfort: "9", food: "7", location: "8", service: "6" };

describe.each(databaseKinds)("reviews on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);
  const { rows } = suite;
  let counter = 0;

  /** A paid booking (settled in the sandbox) of a fresh email: its order id, email and stay. */
  async function paidBooking() {
    counter++;
    const stay: Stay = await prepareStay(suite.database);
    const email = `reviewer.${counter}.${Date.now().toString(36)}@example.com`;
    const { orderId } = await bookSingle(suite.api, stay, { email });
    await settleInSandbox(suite.api, suite.database, orderId);
    return { orderId, email, stay };
  }

  /** The check-out sweep run the day after the departure: status 4 and the review mail. */
  const checkOut = (stay: Stay) =>
    sweepCheckOuts(suite.database.db, { now: new Date(`${addDays(stay.departure, 1)}T06:00:00Z`) });

  /** The link of the review mail of an order: its query parameters. */
  async function mailLink(orderId: string): Promise<URLSearchParams> {
    const [mail] = await rows<{ text: string }>(
      sql`select text from mail_outbox where kind = 'review' and text like ${`%${orderId}%`}`,
    );
    const url = /https?:\/\/\S+\/review\?\S+/.exec(mail!.text)![0];
    return new URL(url).searchParams;
  }

  const post = (form: Record<string, string>) => suite.api.request("POST", "/review", { form });
  const summary = async (propertyId: number) => (await suite.api.request("GET", `/review/${propertyId}`)).body.data;

  it("demo data: every seeded review comes from a checked-out stay of its email that ended before it", async () => {
    const [row] = await rows<{ reviews: number; orphans: number }>(
      sql`select count(*)::int as reviews,
            count(*) filter (where not exists (
              select 1 from reservations r where r.order_id = v.order_id and lower(r.guest_email) = lower(v.email)
                and r.property_id = v.property_id and r.status = 4 and r.departure <= (v.created_at at time zone 'Asia/Jakarta')::date))::int as orphans
          from reviews v where v.order_id like 'DEMO-REV-%'`,
    );
    expect(row!.reviews).toBeGreaterThan(10);
    expect(row!.orphans).toBe(0);
  });

  it("accepts a review from the check-out mail's link after the stay, once; the property's summary moves", async () => {
    const { orderId, email, stay } = await paidBooking();
    const before = await summary(stay.propertyId);
    await checkOut(stay);
    const link = await mailLink(orderId);
    expect(link.get("email")).toBe(email);
    expect(link.get("order_id")).toBe(orderId);
    expect(link.get("reservation_type")).toBe("daily");
    const token = link.get("token")!;
    expect(token).toBe(reviewToken({ type: "daily", orderId, email }));
    const lookup = `/review?${link.toString()}`;
    // Issue 22: the open link names the stay it reviews (the page shows the property and dates).
    const [property] = await rows<{ name: string }>(sql`select name from properties where id = ${stay.propertyId}`);
    expect((await suite.api.request("GET", lookup)).body).toEqual({
      status: "success",
      data: null,
      link: "open",
      stay: { property_name: property!.name, check_in: stay.arrival, check_out: stay.departure },
    });

    const answer = await post({
      ...RATINGS,
      review: "  Bersih dan nyaman.  ",
      order_id: orderId,
      email,
      reservation_type: "daily",
      token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({
      order_id: orderId,
      reservation_type: "daily",
      cleanliness: 10,
      comfort: 9,
      food: 7,
      location: 8,
      service: 6,
      review: "Bersih dan nyaman.",
    });

    const after = await summary(stay.propertyId);
    expect(after.total_data).toBe(before.total_data + 1);
    expect(after.data[0]).toMatchObject({ review: "Bersih dan nyaman.", avg: 8 });
    const sum = (s: typeof before, key: string) => s[key] * s.total_data;
    expect(after.cleanliness_avg).toBeCloseTo((sum(before, "cleanliness_avg") + 10) / after.total_data, 0);
    expect(after.service_avg).toBeCloseTo((sum(before, "service_avg") + 6) / after.total_data, 0);

    // The lookup now answers the review; a second post is refused, the first kept.
    expect((await suite.api.request("GET", lookup)).body).toMatchObject({
      data: { order_id: orderId, cleanliness: 10 },
      link: "reviewed",
    });
    const again = await post({
      ...RATINGS,
      cleanliness: "1",
      review: "Again",
      order_id: orderId,
      email,
      reservation_type: "daily",
      token,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("review_exists");
    expect((await summary(stay.propertyId)).total_data).toBe(after.total_data);
  });

  it("refuses a review before the stay has ended, and accepts it past the departure without the sweep", async () => {
    const { orderId, email, stay } = await paidBooking();
    const token = reviewToken({ type: "daily", orderId, email });
    const form = { ...RATINGS, review: "Early", order_id: orderId, email, reservation_type: "daily", token };
    const early = await suite.api.request("POST", "/review", { form, headers: { "accept-language": "en" } });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: "review_too_early",
      message: "You can review this booking once your stay has ended.",
    });
    expect(
      (
        await suite.api.request(
          "GET",
          `/review?${new URLSearchParams({ email, order_id: orderId, reservation_type: "daily", token })}`,
        )
      ).body.link,
    ).toBe("tooEarly");
    // Paid and past the departure's noon (not yet swept): the stay has ended.
    await rows(
      sql`update reservations set arrival = arrival - 400, departure = departure - 400 where order_id = ${orderId}`,
    );
    expect((await post(form)).status).toBe(201);
    expect(stay.propertyId).toBeGreaterThan(0);
  });

  it("refuses an unpaid booking even past its departure", async () => {
    counter++;
    const stay = await prepareStay(suite.database);
    const email = `unpaid.${counter}@example.com`;
    const booked = await suite.api.request("POST", "/reservations/single", { form: singleForm(stay, { email }) });
    const orderId = booked.body.data.order_id as string;
    await rows(
      sql`update reservations set arrival = arrival - 400, departure = departure - 400 where order_id = ${orderId}`,
    );
    const answer = await post({
      ...RATINGS,
      review: "x",
      order_id: orderId,
      email,
      reservation_type: "daily",
      token: reviewToken({ type: "daily", orderId, email }),
    });
    expect(answer.status).toBe(409);
  });

  it("refuses a wrong email (even signed), a wrong type, and a missing or bad token", async () => {
    const { orderId, email, stay } = await paidBooking();
    await checkOut(stay);
    const base = { ...RATINGS, review: "Nice", order_id: orderId, reservation_type: "daily" };
    // Someone else's email with a token made for it: no booking of that email.
    const other = "someone.else@example.com";
    const wrongEmail = await post({
      ...base,
      email: other,
      token: reviewToken({ type: "daily", orderId, email: other }),
    });
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.body.code).toBe("review_not_found");
    // The right email with the token of another email: the signature does not match.
    expect((await post({ ...base, email, token: reviewToken({ type: "daily", orderId, email: other }) })).status).toBe(
      403,
    );
    // A long-stay type for a nightly booking.
    expect(
      (
        await post({
          ...base,
          email,
          reservation_type: "monthly",
          token: reviewToken({ type: "monthly", orderId, email }),
        })
      ).status,
    ).toBe(404);
    // A guessed order id and email without a token, or with a made-up one (also one signed with another key).
    const missing = await post({ ...base, email });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe("review_link_invalid");
    expect((await post({ ...base, email, token: "A".repeat(32) })).status).toBe(403);
    expect(
      (await post({ ...base, email, token: reviewToken({ type: "daily", orderId, email }, "another-key-0123456789") }))
        .status,
    ).toBe(403);
    // Without a valid token the lookup tells nothing.
    expect(
      (
        await suite.api.request(
          "GET",
          `/review?${new URLSearchParams({ email, order_id: orderId, reservation_type: "daily" })}`,
        )
      ).body,
    ).toMatchObject({
      data: null,
      link: "invalidLink",
    });
    // Nothing was stored; the right link still works.
    expect((await post({ ...base, email, token: reviewToken({ type: "daily", orderId, email }) })).status).toBe(201);
  });

  it("refuses a missing or zero rating and an empty text with 'complete the form'", async () => {
    const { orderId, email, stay } = await paidBooking();
    await checkOut(stay);
    const base = {
      ...RATINGS,
      review: "Nice",
      order_id: orderId,
      email,
      reservation_type: "daily",
      token: reviewToken({ type: "daily", orderId, email }),
    };
    const { food: _food, ...withoutFood } = base;
    const missing = await suite.api.request("POST", "/review", {
      form: withoutFood,
      headers: { "accept-language": "en" },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.food).toEqual(["Please complete the form"]);
    expect((await post({ ...base, service: "0" })).body.errors.service).toEqual(["Silakan lengkapi formulir"]);
    expect((await post({ ...base, comfort: "11" })).status).toBe(422);
    expect((await post({ ...base, location: "4.5" })).status).toBe(422);
    expect((await post({ ...base, review: "   " })).body.errors.review).toEqual(["Silakan lengkapi formulir"]);
    expect((await rows(sql`select 1 from reviews where order_id = ${orderId}`)).length).toBe(0);
    expect((await post(base)).status).toBe(201);
  });

  it("demo mode: POST /dev/check-out ends a paid stay now for the browser that booked it, with the review mail in its mailbox", async () => {
    counter++;
    const stay = await prepareStay(suite.database);
    const email = `demo.${counter}.${Date.now().toString(36)}@example.com`;
    const mailbox = { "x-inap-mailbox": `mbx${Date.now().toString(36)}abcdefghijk` };
    const booked = await suite.api.request("POST", "/reservations/single", {
      form: singleForm(stay, { email }),
      headers: mailbox,
    });
    const orderId = booked.body.data.order_id as string;
    const endStay = (headers: Record<string, string>) =>
      suite.api.request("POST", "/dev/check-out", { form: { order_id: orderId }, headers });
    // Not paid yet: nothing to end.
    expect((await endStay(mailbox)).status).toBe(404);
    await settleInSandbox(suite.api, suite.database, orderId);
    expect((await endStay({})).status).toBe(404);
    expect((await endStay({ "x-inap-mailbox": "someone-elses-mailbox-key" })).status).toBe(404);
    expect((await endStay(mailbox)).status).toBe(200);
    expect(
      (await rows<{ status: number }>(sql`select status from reservations where order_id = ${orderId}`))[0]!.status,
    ).toBe(4);
    const mails = await rows<{ mailbox_key: string }>(
      sql`select mailbox_key from mail_outbox where kind = 'review' and text like ${`%${orderId}%`}`,
    );
    expect(mails).toEqual([{ mailbox_key: mailbox["x-inap-mailbox"] }]);
    const link = await mailLink(orderId);
    expect(
      (
        await post({
          ...RATINGS,
          review: "Demo",
          order_id: orderId,
          email,
          reservation_type: "daily",
          token: link.get("token")!,
        })
      ).status,
    ).toBe(201);
  });

  it("accepts a long stay's review after its check-out day (the sweep checks it out and mails the link)", async () => {
    const { stay } = await paidBooking();
    const [room] = await rows<{ id: number; property_id: number }>(
      sql`select id, property_id from rooms where id = ${stay.roomId}`,
    );
    const email = `long.${Date.now().toString(36)}@example.com`;
    const orderId = `LS-REV-${Date.now().toString(36)}`;
    const checkIn = addDays(stay.arrival, -500);
    const checkOutDay = addDays(checkIn, 30);
    await rows(sql`insert into long_stay_reservations (order_id, property_id, room_id, reservation_type, check_in, check_out, duration, name, email, phone, total_guest,
                     room_price, per, sub_total, dp_percent, dp, unique_code, total, total_full, payment_option, status)
                   values (${orderId}, ${room!.property_id}, ${room!.id}, 'monthly', ${checkIn}, ${checkOutDay}, 1, 'Long Guest', ${email}, '81234567890', 1,
                     9000000, 1, 9000000, 0, 0, 123, 9000123, 9000123, 'Transfer Full', 'Settlement')`);
    const before = await summary(Number(room!.property_id));
    await sweepCheckOuts(suite.database.db);
    expect(
      (await rows<{ status: string }>(sql`select status from long_stay_reservations where order_id = ${orderId}`))[0]!
        .status,
    ).toBe("Check-Out");
    const link = await mailLink(orderId);
    expect(link.get("reservation_type")).toBe("monthly");
    const token = link.get("token")!;
    const reviewAs = async (reservation_type: string) =>
      (await post({ ...RATINGS, review: "Sebulan yang tenang", order_id: orderId, email, reservation_type, token }))
        .status;
    expect(await reviewAs("weekly")).toBe(403);
    expect(await reviewAs("monthly")).toBe(201);
    expect((await summary(Number(room!.property_id))).total_data).toBe(before.total_data + 1);
  });
});
