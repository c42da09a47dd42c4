import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInJakarta } from "#core/dates.ts";
import { uniqueCodeFor } from "#core/pricing.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";
import { inventoryOf, prepareStay, signedInUser, singleForm, startBookingApi, type Stay } from "./test-api.ts";

describe.each(databaseKinds)("reservations on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);
  let stay: Stay;

  beforeAll(async () => {
    stay = await prepareStay(suite.database);
  });

  const { rows } = suite;
  const count = async (table: string) =>
    (await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
  const post = (path: string, form: Record<string, string>, token?: string, headers?: Record<string, string>) =>
    suite.api.request("POST", path, { form, token, headers });

  describe("POST /v1/reservations/single", () => {
    it("holds the units, recomputes the price (ignoring the client's unique code and total) and answers the gateway's redirect URL", async () => {
      const s = await prepareStay(suite.database);
      // The phone typed the national way: stored as the +62 number (issue 10).
      const { status, body } = await post(
        "/reservations/single",
        singleForm(s, { unique_code: "1", total: "1", phone: "+62-081234567890" }),
      );
      expect(status).toBe(201);
      expect(body.status).toBe("success");
      const redirect = body.data.midtrans.response_from_midtrans.redirect_url as string;
      expect(redirect).toMatch(new RegExp(`^${suite.api.origin}/sandbox/pay/[\\w-]+$`));
      expect(body.data.order_id).toMatch(/^INAP-\d{8}-[A-Z2-9]{6}$/);
      const [reservation] = await rows<Record<string, any>>(
        sql`select * from reservations where order_id = ${body.data.order_id}`,
      );
      expect(reservation).toMatchObject({
        status: 0,
        sub_total: 2_000_000,
        nights: 2,
        guest_phone: "+62-81234567890",
        hour_arrival: "14:00",
        payment_option: 0,
      });
      expect(reservation!.unique_code).toBeGreaterThanOrEqual(100);
      expect(reservation!.unique_code).toBeLessThanOrEqual(999);
      expect(reservation!.total).toBe(2_000_000 + reservation!.unique_code);
      expect(reservation!.expires_at).not.toBeNull();
      expect((await inventoryOf(suite.database, [s.roomId], s.dates)).map((r) => r.units_booked)).toEqual([1, 1]);
      const [payment] = await rows<Record<string, any>>(
        sql`select * from payments where order_id = ${body.data.order_id}`,
      );
      expect(payment).toMatchObject({
        gateway: "sandbox",
        gross_amount: reservation!.total,
        transaction_status: "pending",
      });
      // The payment-result popup reads the order's real state: waiting, then cancelled.
      const check = () => suite.api.request("GET", `/reservations/check-by-order-id/${body.data.order_id}`);
      const found = { id: reservation!.id, kind: "reservation", purchase_order_id: body.data.order_id };
      expect((await check()).body.data).toEqual({ ...found, payment: "pending" });
      await rows(sql`update reservations set status = 3 where order_id = ${body.data.order_id}`);
      expect((await check()).body.data).toEqual({ ...found, payment: "failed" });
      // Ended by its payment, it says how: declined and expired read apart (issue 22).
      await rows(sql`update payments set transaction_status = 'deny' where order_id = ${body.data.order_id}`);
      expect((await check()).body.data).toEqual({ ...found, payment: "declined" });
      await rows(sql`update reservations set status = 6 where order_id = ${body.data.order_id}`);
      await rows(sql`update payments set transaction_status = 'expire' where order_id = ${body.data.order_id}`);
      expect((await check()).body.data).toEqual({ ...found, payment: "expired" });
    });

    it("pay at property (option 1): confirmed at once, status 2 with statusPay 1, no gateway, answers data.reload with the message", async () => {
      const s = await prepareStay(suite.database);
      const { status, body } = await post(
        "/reservations/single?lang=en",
        singleForm(s, { payment_option: "1", hour_arrival: "20:30" }),
      );
      expect(status).toBe(201);
      expect(body).toMatchObject({
        status: "success",
        reload: true,
        message: "Your reservation is confirmed. Please pay at the property on arrival.",
        data: { order_id: expect.any(String) },
      });
      const [reservation] = await rows<Record<string, any>>(
        sql`select * from reservations where order_id = ${body.data.order_id}`,
      );
      expect(reservation).toMatchObject({ status: 2, status_pay: 1, expires_at: null, hour_arrival: "20:30" });
      const [payment] = await rows<Record<string, any>>(
        sql`select * from payments where order_id = ${body.data.order_id}`,
      );
      expect(payment).toMatchObject({ gateway: "property", token: null });
      expect(
        (await suite.api.request("GET", `/reservations/check-by-order-id/${body.data.order_id}`)).body.data.payment,
      ).toBe("paid");
      expect((await post("/reservations/single", singleForm(s, { payment_option: "1" }))).body.message).toBe(
        "Reservasi Anda sudah dikonfirmasi. Silakan bayar di properti saat kedatangan.",
      );
    });

    it("applies a voucher, holds it, and answers in JSON too", async () => {
      const s = await prepareStay(suite.database);
      const [before] = await rows<{ used_count: number }>(sql`select used_count from vouchers where code = 'HEMAT10'`);
      const answer = await suite.api.request("POST", "/reservations/single", {
        json: { ...singleForm(s), voucherCode: "hemat10", guest: 2 },
      });
      expect(answer.status).toBe(201);
      const [reservation] = await rows<Record<string, any>>(
        sql`select * from reservations where order_id = ${answer.body.data.order_id}`,
      );
      expect(reservation).toMatchObject({
        voucher_code: "HEMAT10",
        voucher_amount: 200_000,
        total: 1_800_000 + reservation!.unique_code,
      });
      expect(
        (await rows<{ used_count: number }>(sql`select used_count from vouchers where code = 'HEMAT10'`))[0]!
          .used_count,
      ).toBe(before!.used_count + 1);
    });
  });

  describe("POST /v1/reservations/multiple", () => {
    it("takes several rooms a night; details may come as a JSON string in a form post", async () => {
      const s = await prepareStay(suite.database);
      const details = s.dates.map((date) => ({
        date,
        rooms: [
          { room_id: s.roomId, qty: 1 },
          { room_id: s.otherRoomId, qty: 2 },
        ],
      }));
      const { roomId: _, ...form } = singleForm(s, { guest: "6", payment_option: "2" });
      const answer = await post("/reservations/multiple", { ...form, details: JSON.stringify(details) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const [reservation] = await rows<Record<string, any>>(
        sql`select * from reservations where order_id = ${answer.body.data.order_id}`,
      );
      expect(reservation).toMatchObject({
        sub_total: 6_000_000,
        payment_option: 2,
        dp_amount: Math.floor((6_000_000 + reservation!.unique_code) / 2),
      });
      expect(
        (await inventoryOf(suite.database, [s.roomId, s.otherRoomId], s.dates)).map((r) => r.units_booked),
      ).toEqual([1, 1, 2, 2]);
      expect(
        await rows(
          sql`select room_id, qty from reservation_lines where reservation_id = ${reservation!.id} order by room_id, stay_date`,
        ),
      ).toHaveLength(4);
    });

    it("refuses details that do not cover every night (422)", async () => {
      const { roomId: _, ...form } = singleForm(stay);
      const answer = await post("/reservations/multiple?lang=en", {
        ...form,
        details: JSON.stringify([{ date: stay.dates[0], rooms: [{ room_id: stay.roomId, qty: 1 }] }]),
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.details).toEqual(["The rooms must cover every night from check-in to check-out"]);
    });
  });

  describe("a short night", () => {
    it("fails the whole reservation with 409 for that date and changes nothing", async () => {
      const s = await prepareStay(suite.database, { nights: 3, units: 2 });
      await suite.database.db.execute(
        sql`update room_inventory set units_booked = units_total where room_id = ${s.roomId} and stay_date = ${s.dates[2]}::date`,
      );
      const inventoryBefore = await inventoryOf(suite.database, [s.roomId, s.otherRoomId], s.dates);
      const before = {
        reservations: await count("reservations"),
        lines: await count("reservation_lines"),
        payments: await count("payments"),
        redemptions: await count("voucher_redemptions"),
      };
      const [voucherBefore] = await rows(sql`select used_count from vouchers where code = 'HEMAT10'`);
      const en = await post("/reservations/single?lang=en", singleForm(s, { voucherCode: "HEMAT10" }));
      expect(en.status).toBe(409);
      expect(en.body).toMatchObject({ status: "error", message: `The room is no longer available for ${s.dates[2]}` });
      const id = await post("/reservations/single", singleForm(s));
      expect(id.body.message).toBe(`Kamar sudah tidak tersedia untuk tanggal ${s.dates[2]}`);
      expect(await inventoryOf(suite.database, [s.roomId, s.otherRoomId], s.dates)).toEqual(inventoryBefore);
      expect({
        reservations: await count("reservations"),
        lines: await count("reservation_lines"),
        payments: await count("payments"),
        redemptions: await count("voucher_redemptions"),
      }).toEqual(before);
      expect(await rows(sql`select used_count from vouchers where code = 'HEMAT10'`)).toEqual([voucherBefore]);
    });

    it("answers 409 for a night without inventory", async () => {
      const s = await prepareStay(suite.database);
      await suite.database.db.execute(
        sql`delete from room_inventory where room_id = ${s.roomId} and stay_date = ${s.dates[1]}::date`,
      );
      expect((await post("/reservations/single", singleForm(s))).status).toBe(409);
    });
  });

  describe("idempotency", () => {
    it("the same key twice makes one reservation and answers the first result", async () => {
      const s = await prepareStay(suite.database);
      const form = singleForm(s, { idempotency_key: `idem-${kind}-form-0001` });
      const first = await post("/reservations/single", form);
      const second = await post("/reservations/single", form);
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      const made = await rows(
        sql`select id, unique_code from reservations where idempotency_key = ${`idem-${kind}-form-0001`}`,
      );
      expect(made.length).toBe(1);
      // The code comes from the key: the form that made the key showed this total (issue 10).
      expect(made[0]!.unique_code).toBe(uniqueCodeFor(`idem-${kind}-form-0001`));
      expect((await inventoryOf(suite.database, [s.roomId], s.dates)).map((r) => r.units_booked)).toEqual([1, 1]);
    });

    it("a double-submitted form (concurrent, key in the Idempotency-Key header) makes one reservation", async () => {
      const s = await prepareStay(suite.database, { units: 1 });
      const key = `idem-${kind}-header-0002`;
      const answers = await Promise.all(
        [0, 1, 2].map(() => post("/reservations/single", singleForm(s), undefined, { "idempotency-key": key })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((a) => a.body.data.order_id)).size).toBe(1);
      expect((await rows(sql`select id from reservations where idempotency_key = ${key}`)).length).toBe(1);
      expect((await inventoryOf(suite.database, [s.roomId], s.dates)).map((r) => r.units_booked)).toEqual([1, 1]);
    });

    it("a replayed pay-at-property reservation answers the same reload message", async () => {
      const s = await prepareStay(suite.database);
      const form = singleForm(s, { payment_option: "1", idempotency_key: `idem-${kind}-pap-0003` });
      const first = await post("/reservations/single", form);
      const second = await post("/reservations/single", form);
      expect(second.body).toEqual(first.body);
    });
  });

  describe("points and referrals", () => {
    it("spends points (at most half the subtotal, at most the balance), logged in only", async () => {
      const s = await prepareStay(suite.database);
      const user = await signedInUser(suite.database, { points: 1_500_000 });
      const guest = await post("/reservations/single?lang=en", singleForm(s, { point: "1000" }));
      expect(guest.status).toBe(422);
      expect(guest.body.errors.point).toEqual(["Login to use points"]);
      const overHalf = await post(
        "/reservations/single?lang=en",
        singleForm(s, { point: "1000001", user_Id: String(user.id) }),
        user.token,
      );
      expect(overHalf.body.errors.point).toEqual(["Points used cannot exceed half of the subtotal (1,000,000)"]);
      const ok = await post(
        "/reservations/single",
        singleForm(s, { point: "1000000", user_Id: String(user.id) }),
        user.token,
      );
      expect(ok.status).toBe(201);
      expect(
        (await rows<{ remaining: number }>(sql`select remaining from point_balances where user_id = ${user.id}`))[0]!
          .remaining,
      ).toBe(500_000);
      const overBalance = await post(
        "/reservations/single?lang=en",
        singleForm(s, { point: "600000", user_Id: String(user.id) }),
        user.token,
      );
      // Half the subtotal is 1,000,000 but 500,000 are left: the balance is the limit, and says so.
      expect(overBalance.body.errors.point).toEqual(["You have 500,000 points: you cannot use more than that"]);
    });

    it("a referral code gives the guest 5%, not one's own; the referrer earns a promo when it is paid", async () => {
      const s = await prepareStay(suite.database);
      const referrer = await signedInUser(suite.database);
      const guest = await signedInUser(suite.database);
      const own = await post(
        "/reservations/single?lang=en",
        singleForm(s, { referral_code: referrer.referralCode, user_Id: String(referrer.id) }),
        referrer.token,
      );
      expect(own.body.errors.referral_code).toEqual(["You cannot use your own referral code"]);
      const unknown = await post("/reservations/single?lang=en", singleForm(s, { referral_code: "NOPE1234" }));
      expect(unknown.body.errors.referral_code).toEqual(["Referral Code not found"]);
      const ok = await post(
        "/reservations/single",
        singleForm(s, { referral_code: referrer.referralCode.toLowerCase(), user_Id: String(guest.id) }),
        guest.token,
      );
      expect(ok.status).toBe(201);
      const [reservation] = await rows<Record<string, any>>(
        sql`select * from reservations where order_id = ${ok.body.data.order_id}`,
      );
      expect(reservation).toMatchObject({ referral_amount: 100_000, referral_code: referrer.referralCode });
      const again = await post(
        "/reservations/single?lang=en",
        singleForm(s, { referral_code: referrer.referralCode, user_Id: String(guest.id) }),
        guest.token,
      );
      expect(again.body.errors.referral_code).toEqual(["This referral code has already been used for your booking"]);
    });

    it("referrer promos: own and unused only, at most 50% together", async () => {
      const s = await prepareStay(suite.database);
      const user = await signedInUser(suite.database);
      const ids = await rows<{ id: number }>(
        sql`insert into referrer_promos (user_id, promo_percent) values (${user.id}, 30), (${user.id}, 25), (${user.id}, 10) returning id`,
      );
      const [a, b, c] = ids.map((r) => String(r.id));
      const tooMuch = await post(
        "/reservations/single?lang=en",
        singleForm(s, { referral_obtaineds: `${a},${b}`, user_Id: String(user.id) }),
        user.token,
      );
      expect(tooMuch.body.errors.referral_obtaineds).toEqual(["Maximum referral promo is 50%"]);
      const guest = await post("/reservations/single?lang=en", singleForm(s, { referral_obtaineds: a! }));
      expect(guest.body.errors.referral_obtaineds).toEqual(["Login to use your referral promo"]);
      const ok = await post(
        "/reservations/single",
        singleForm(s, { referral_obtaineds: JSON.stringify([Number(a), Number(c)]), user_Id: String(user.id) }),
        user.token,
      );
      expect(ok.status).toBe(201);
      expect(
        (
          await rows<{ is_used: boolean }>(
            sql`select is_used from referrer_promos where user_id = ${user.id} order by id`,
          )
        ).map((r) => r.is_used),
      ).toEqual([true, false, true]);
      const reuse = await post(
        "/reservations/single?lang=en",
        singleForm(s, { referral_obtaineds: a!, user_Id: String(user.id) }),
        user.token,
      );
      expect(reuse.body.errors.referral_obtaineds).toEqual(["This referral promo is not available"]);
    });
  });

  describe("every refusal (422 with field errors in the caller's language, nothing written)", () => {
    const cases: [string, Record<string, string>, string, string][] = [
      ["empty name", { name: "" }, "name", "Name is required"],
      ["empty phone", { phone: "" }, "phone", "Phone is required"],
      ["letters in the phone", { phone: "+62-812abc" }, "phone", "Phone must contain digits only"],
      // With +62 a leading 0 is the national form and is dropped (issue 10); other codes refuse it.
      ["a phone starting with 0", { phone: "+65-0812345678" }, "phone", "Must not start with 0"],
      ["empty email", { email: "" }, "email", "Email is required"],
      ["a bad email", { email: "siti@example.comm" }, "email", "Email is not valid"],
      ["0 guests", { guest: "0" }, "guest", "At least 1 guest"],
      ["9 guests", { guest: "9" }, "guest", "At most 8 guests"],
      ["more guests than the room holds", { guest: "5" }, "guest", "Too many guests for the chosen rooms (at most 4)"],
      [
        "a special request of 671 characters",
        { specialRequest: "x".repeat(671) },
        "specialRequest",
        "Special request is at most 670 characters",
      ],
      ["payment option 4", { payment_option: "4" }, "payment_option", "Unknown payment option"],
      [
        "DP with one room a night",
        { payment_option: "2" },
        "payment_option",
        "A down payment is only possible with more than one room on a night",
      ],
      ["Kredivo without login", { payment_option: "3" }, "payment_option", "Login to use Kredivo"],
      [
        "pay at property without an arrival hour",
        { payment_option: "1", hour_arrival: "" },
        "hour_arrival",
        "Arrival hour is required",
      ],
      [
        "an arrival hour before 14:00",
        { hour_arrival: "13:30" },
        "hour_arrival",
        "Arrival hour must be between 14:00 and 23:30",
      ],
      [
        "an arrival hour off the half hour",
        { hour_arrival: "15:15" },
        "hour_arrival",
        "Arrival hour must be between 14:00 and 23:30",
      ],
      ["an unknown voucher", { voucherCode: "NOPE" }, "voucherCode", "Promo code not found"],
      ["an expired voucher", { voucherCode: "LAMA20" }, "voucherCode", "This promo code has expired"],
      ["a used-up voucher", { voucherCode: "HABIS15" }, "voucherCode", "This promo code has already been used up"],
      ["points that are not a number", { point: "abc" }, "point", "Points must be a whole number"],
      // Issue 22: the form's points rule, not a number read around the typing.
      ["points with a leading zero", { point: "0123" }, "point", "Must not start with 0"],
      ["negative points", { point: "-5000" }, "point", "Points cannot be negative"],
      [
        "a 3-digit phone",
        { phone: "+62-812" },
        "phone",
        "Phone number too short: at least 10 digits with the country code",
      ],
      ["an unknown property", { propertyId: "99999999" }, "propertyId", "Property not found"],
      ["an unknown room", { roomId: "99999999" }, "roomId", "Room not found"],
      [
        "a check-in in the past",
        { arrival: "2020-01-01" },
        "arrival",
        "error, check in must equal or greater than today",
      ],
      [
        "a check-out before the check-in",
        { departure: "2020-01-01" },
        "departure",
        "error, check out must greater than check in",
      ],
      ["a missing check-in", { arrival: "" }, "departure", "start date required"],
      ["a check-in that is not a date", { arrival: "2026-02-30" }, "arrival", "Check In required"],
    ];
    it.each(cases)("%s", async (_, overrides, field, message) => {
      const before = await count("reservations");
      const answer = await post("/reservations/single?lang=en", singleForm(stay, overrides));
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.status).toBe("error");
      expect(answer.body.errors[field]).toContain(message);
      expect(await count("reservations")).toBe(before);
    });

    it("answers in Indonesian by default", async () => {
      const answer = await post("/reservations/single", singleForm(stay, { name: "", email: "x" }));
      expect(answer.body.errors).toMatchObject({ name: ["Nama wajib diisi"], email: ["Format email tidak valid"] });
    });

    it("pay at property: only where the property allows it and with one room a night", async () => {
      const s = await prepareStay(suite.database, { propertyIndex: 1 });
      const details = JSON.stringify(s.dates.map((date) => ({ date, rooms: [{ room_id: s.roomId, qty: 2 }] })));
      const { roomId: _, ...form } = singleForm(s, { payment_option: "1" });
      const multi = await post("/reservations/multiple?lang=en", { ...form, details });
      expect(multi.body.errors.payment_option).toEqual([
        "Pay at the property is only possible with one room per night",
      ]);
      await suite.database.db.execute(sql`update properties set pay_at_villa = false where id = ${s.propertyId}`);
      const notAllowed = await post("/reservations/single?lang=en", singleForm(s, { payment_option: "1" }));
      expect(notAllowed.body.errors.payment_option).toEqual(["This property does not accept payment at the property"]);
    });

    it("minimum nights of the room", async () => {
      const s = await prepareStay(suite.database, { propertyIndex: 2 });
      await suite.database.db.execute(sql`update rooms set min_night = 3 where id = ${s.roomId}`);
      const answer = await post("/reservations/single?lang=en", singleForm(s));
      expect(answer.status).toBe(422);
      expect(answer.body.errors.departure).toEqual(["The minimum stay is 3 nights, please change the stay duration"]);
    });

    it("the advance-booking rule (H minus N days) answers the seed's message with contact_cs", async () => {
      const s = await prepareStay(suite.database, { propertyIndex: 3 });
      await suite.database.db.execute(sql`update properties set min_h_booking = 400 where id = ${s.propertyId}`);
      const answer = await post("/reservations/single?lang=en", singleForm(s));
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ status: "error", contact_cs: true, code: "advance_booking" });
      expect(answer.body.message).toContain("reservation only if arrival is H-400");
    });

    it("a room of another property", async () => {
      const other = await prepareStay(suite.database, { propertyIndex: 4 });
      const answer = await post("/reservations/single?lang=en", singleForm(stay, { roomId: String(other.roomId) }));
      expect(answer.body.errors.roomId).toEqual(["This room does not belong to the property"]);
    });

    it("a stay of more than 90 nights", async () => {
      const answer = await post(
        "/reservations/single?lang=en",
        singleForm(stay, { departure: addDays(stay.arrival, 91) }),
      );
      expect(answer.body.errors.departure).toEqual(["Maximum stay is 90 nights"]);
    });

    it("a user id that is not the token's user is 403; without a token 401; a bad token 401", async () => {
      const user = await signedInUser(suite.database);
      expect(
        (await post("/reservations/single", singleForm(stay, { user_Id: String(user.id + 1) }), user.token)).status,
      ).toBe(403);
      expect((await post("/reservations/single", singleForm(stay, { user_Id: String(user.id) }))).status).toBe(401);
      expect((await post("/reservations/single", singleForm(stay), "x".repeat(43))).status).toBe(401);
    });

    it("no app key is 401", async () => {
      const answer = await suite.api.request("POST", "/reservations/single", { form: singleForm(stay), appKey: false });
      expect(answer.status).toBe(401);
    });

    it("malformed JSON is a 4xx, not a 500", async () => {
      const response = await fetch(`${suite.api.url}/reservations/single`, {
        method: "POST",
        headers: { "app-key": "test-app-key-0123456789", "content-type": "application/json" },
        body: "{",
      });
      expect(response.status).toBe(400);
    });
  });

  it("today's Jakarta date is the first bookable day", () => {
    expect(todayInJakarta()).toMatch(/^\d{4}-\d\d-\d\d$/);
  });
});
