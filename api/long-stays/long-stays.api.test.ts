import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInJakarta } from "#core/dates.ts";
import { uniqueCodeFor } from "#core/pricing.ts";
import { queryRows } from "../db/client.ts";
import { sandboxNotification } from "../payments/sandbox/routes.ts";
import { databaseKinds, openTestDatabase, TEST_APP_KEY, type TestDatabase } from "../test/harness.ts";
import { NO_HOLD_LIMITS } from "../reservations/hold-limits.ts";
import { payload, prepareLongStay, type LongStayFixture } from "./test-fixture.ts";
import {
  prepareStay,
  signedInUser,
  singleForm,
  startBookingApi,
  withSecondApiProcess,
  type BookingApi,
} from "../reservations/test-api.ts";

describe.each(databaseKinds)("long stays on %s", (kind) => {
  let testDb: TestDatabase;
  let api: BookingApi;
  let f: LongStayFixture;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    api = await startBookingApi(testDb.database, { bookings: { checkLimit: 1000 } });
    f = await prepareLongStay(testDb.database);
  });
  afterAll(async () => {
    await api?.close();
    await testDb?.close();
  });

  const rows = <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => queryRows<T>(testDb.database.db, q);
  const booked = async (roomId: number, from: string, nights: number) =>
    (
      await rows<{ units_booked: number }>(
        sql`select units_booked from room_inventory where room_id = ${roomId} and stay_date >= ${from}::date and stay_date < ${from}::date + ${nights}::int order by stay_date`,
      )
    ).map((r) => Number(r.units_booked));
  const reserve = (body: unknown, query = "", token?: string) =>
    api.request("POST", `/stay-monthly/reservation${query}`, { json: body, token });
  const notify = async (orderId: string, action: "settlement" | "deny" | "expire") => {
    const [payment] = await rows<{ gross_amount: number }>(
      sql`select gross_amount from payments where order_id = ${orderId}`,
    );
    return api.request("POST", "/payments/notification", {
      json: sandboxNotification(orderId, Number(payment!.gross_amount), action, "bank_transfer", api.gateway.serverKey),
      appKey: false,
    });
  };

  describe("lists", () => {
    it("lists properties with a price for the period, cheapest unit price, by query and by path", async () => {
      const monthly = await api.request("GET", "/properties/stay-monthly");
      expect(monthly.status).toBe(200);
      const card = monthly.body.data.find((c: { id: number }) => c.id === f.propertyId);
      expect(card).toMatchObject({
        startFrom: 3_000_000,
        per: 1,
        type: "monthly",
        categoryName: expect.any(String),
        nama_kota: expect.any(String),
        nama_provinsi: expect.any(String),
      });
      const starts = (monthly.body.data as { startFrom: number }[]).map((c) => c.startFrom);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));

      const weekly = await api.request("GET", "/properties/stay-monthly?isWeekly=true");
      expect(weekly.body.data.find((c: { id: number }) => c.id === f.propertyId)).toMatchObject({
        startFrom: 700_000,
        per: 2,
        type: "weekly",
      });
      const yearly = await api.request("GET", "/properties/long-stay/yearly");
      expect(yearly.status).toBe(200);
      expect(yearly.body.data.data.length).toBeGreaterThan(0);
      expect(yearly.body.data.data.some((c: { id: number }) => c.id === f.propertyId)).toBe(false);
      expect((await api.request("GET", "/properties/long-stay/daily?lang=en")).status).toBe(422);
    });
  });

  describe("detail", () => {
    it("answers the property's sections with the rooms priced for the type, 404 without a price", async () => {
      const { status, body } = await api.request("GET", `/properties/stay-monthly/${f.propertyId}?type=monthly`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id: f.propertyId,
        type: "monthly",
        startFrom: 3_000_000,
        monthlyPrices: [{ price: 3_000_000, per: 1 }],
      });
      expect(body.data.images2).toHaveProperty("bedroom");
      expect(body.data.villa_rules).toBeDefined();
      expect(body.data.rooms).toEqual([
        expect.objectContaining({
          id: f.roomId,
          capacity: 3,
          stayMonthly: {
            price: 3_000_000,
            per: 1,
            dp_percent: 30,
            promo_name: "Promo Bulanan",
            promo_idr: 100_000,
            note: null,
          },
        }),
      ]);
      expect((await api.request("GET", `/properties/stay-monthly/${f.propertyId}?type=yearly`)).status).toBe(404);
      expect((await api.request("GET", `/properties/stay-monthly/abc?type=monthly`)).status).toBe(422);
      expect(
        (
          await api.request(
            "GET",
            `/properties/stay-monthly/${f.propertyId}?type=monthly&checkIn=${f.checkIn}&duration=2147483647`,
          )
        ).status,
      ).toBe(422);
    });

    it("says whether every night of a stay is free", async () => {
      const ask = () =>
        api.request(
          "GET",
          `/properties/stay-monthly/${f.propertyId}?type=monthly&isReservationForm=true&checkIn=${f.checkIn}&duration=1`,
        );
      expect((await ask()).body.data.rooms[0].notAvailable).toBe(false);
      const night = addDays(f.checkIn, 20);
      await testDb.database.db.execute(
        sql`update room_inventory set units_booked = units_total where room_id = ${f.roomId} and stay_date = ${night}::date`,
      );
      expect((await ask()).body.data.rooms[0].notAvailable).toBe(true);
      await testDb.database.db.execute(
        sql`update room_inventory set units_booked = 0 where room_id = ${f.roomId} and stay_date = ${night}::date`,
      );
    });
  });

  describe("found by any of its order ids (issue 22): the payment return and the reservation check", () => {
    const lookUp = async (orderId: string) =>
      (await api.request("GET", `/reservations/check-by-order-id/${orderId}`)).body.data;
    const check = (orderId: string, email: string) =>
      api.request("GET", `/reservations/${orderId}/${encodeURIComponent(email)}?lang=en`);

    it("Transfer (DP) by a guest: the DP's and each balance's order id name the stay and what happened to that payment; the check shows its state and bill", async () => {
      const s = await prepareLongStay(testDb.database);
      const email = "dp-guest@example.com";
      const { body } = await reserve(payload(s, { guest: { email } }));
      const orderId = body.data.order_id as string;
      const [row] = await rows<{ id: number; total: number; total_full: number; unique_code: number }>(
        sql`select id, total, total_full, unique_code from long_stay_reservations where order_id = ${orderId}`,
      );
      const stay = { id: row!.id, kind: "long_stay", purchase_order_id: orderId };
      expect(await lookUp(orderId)).toEqual({ ...stay, payment: "pending" });
      expect((await check(orderId, email)).body.data).toMatchObject({
        kind: "long_stay",
        long_stay: { state: "waitingPayment" },
        voucher_download: false,
      });

      await notify(orderId, "settlement");
      // The down payment went through, the balance is owed: booked, not paid.
      expect(await lookUp(orderId)).toEqual({ ...stay, payment: "dpPaid" });
      const owed = row!.total_full - row!.total;
      const dpPaid = await check(orderId, email.toUpperCase());
      expect(dpPaid.status).toBe(200);
      expect(dpPaid.body.data).toMatchObject({
        kind: "long_stay",
        order_id: orderId,
        email,
        name: "Siti Rahma",
        arrival: s.checkIn,
        departure: addDays(s.checkIn, 90),
        nights: 90,
        total: row!.total_full,
        guest_booking: true,
        voucher_download: true,
        Transaction: { payment_relation: { status: "Settlement" } },
        long_stay: {
          reservation_type: "monthly",
          duration: 3,
          state: "dpPaid",
          payment_option: "Transfer",
          balance: { amount: owed, due_by: s.checkIn },
          bill: [
            { key: "subTotal", amount: 9_000_000 },
            { key: "promo", amount: -100_000 },
            { key: "uniqueCode", amount: row!.unique_code },
            { key: "total", amount: 8_900_000 + row!.unique_code },
            { key: "downPayment", amount: 2_700_000 },
            { key: "paid", amount: row!.total },
            { key: "balance", amount: owed },
          ],
        },
      });
      expect((await check(orderId, "someone@example.com")).status).toBe(404);

      // The balance: its own order id (…-B1) finds the stay and says what happened to that payment.
      const opened = await api.request("POST", "/stay-monthly/balance", { form: { order_id: orderId, email } });
      const b1 = opened.body.data.order_id as string;
      expect(b1).toBe(`${orderId}-B1`);
      expect(await lookUp(b1)).toEqual({ ...stay, payment: "pending" });
      await notify(b1, "deny");
      expect(await lookUp(b1)).toEqual({ ...stay, payment: "declined" });
      expect(await lookUp(orderId)).toEqual({ ...stay, payment: "dpPaid" });
      expect((await check(b1, email)).body.data).toMatchObject({ order_id: orderId, long_stay: { state: "dpPaid" } });
      const b2 = (await api.request("POST", "/stay-monthly/balance", { form: { order_id: orderId, email } })).body.data
        .order_id as string;
      await notify(b2, "settlement");
      expect(await lookUp(b2)).toEqual({ ...stay, payment: "paid" });
      expect(await lookUp(orderId)).toEqual({ ...stay, payment: "paid" });
      expect((await check(b2, email)).body.data).toMatchObject({
        order_id: orderId,
        total: row!.total_full,
        long_stay: { state: "paid", balance: null },
      });
    });

    it("Transfer Full by a member: found paid; the check answers the stay with its whole bill, not for the guest's voucher", async () => {
      const s = await prepareLongStay(testDb.database);
      const user = await signedInUser(testDb.database);
      const { body } = await reserve(
        payload(s, {
          guest: { user_id: user.id, email: user.email },
          transaction: { payment_option: "Transfer Full" },
        }),
        "",
        user.token,
      );
      const orderId = body.data.order_id as string;
      await notify(orderId, "settlement");
      const [row] = await rows<{ id: number; total_full: number }>(
        sql`select id, total_full from long_stay_reservations where order_id = ${orderId}`,
      );
      expect(await lookUp(orderId)).toEqual({
        id: row!.id,
        kind: "long_stay",
        purchase_order_id: orderId,
        payment: "paid",
      });
      const found = (await check(orderId, user.email)).body.data;
      expect(found).toMatchObject({
        kind: "long_stay",
        total: row!.total_full,
        guest_booking: false,
        long_stay: { state: "paid", balance: null, payment_option: "Transfer Full" },
      });
      expect(found.long_stay.bill.map((l: { key: string }) => l.key)).toEqual([
        "subTotal",
        "promo",
        "uniqueCode",
        "total",
        "paid",
      ]);
    });

    it("a nightly booking and a top-up are found by their order ids too; an unknown one is not", async () => {
      const nightly = await api.request("POST", "/reservations/single", {
        form: singleForm(await prepareStay(testDb.database)),
      });
      expect(nightly.status, JSON.stringify(nightly.body)).toBe(201);
      expect(await lookUp(nightly.body.data.order_id)).toMatchObject({
        kind: "reservation",
        purchase_order_id: nightly.body.data.order_id,
        payment: "pending",
      });
      // A top-up payment (its own result page shows it): the payment's own state, purchase-neutral.
      await rows(
        sql`insert into payments (order_id, subject_type, subject_id, gateway, gross_amount, transaction_status) values ('TU-LOOKUP-1', 'top_up', 987654, 'sandbox', 52500, 'expire')`,
      );
      expect(await lookUp("TU-LOOKUP-1")).toEqual({
        id: 987654,
        kind: "top_up",
        purchase_order_id: "TU-LOOKUP-1",
        payment: "expired",
      });
      expect((await check("TU-LOOKUP-1", "a@example.com")).status).toBe(404);
      expect((await api.request("GET", "/reservations/check-by-order-id/NO-SUCH-ORDER")).status).toBe(404);
    });
  });

  describe("POST /stay-monthly/reservation", () => {
    it("Transfer: takes every night, recomputes the price, and charges the down payment", async () => {
      const s = await prepareLongStay(testDb.database);
      const { status, body } = await reserve(payload(s));
      expect(status).toBe(201);
      expect(body.data.midtrans.response_from_midtrans.redirect_url).toMatch(new RegExp(`^${api.origin}/sandbox/pay/`));
      const [row] = await rows<Record<string, any>>(
        sql`select *, to_char(check_out, 'YYYY-MM-DD') as out from long_stay_reservations where order_id = ${body.data.order_id}`,
      );
      expect(row).toMatchObject({
        status: "Pending",
        out: addDays(s.checkIn, 90),
        duration: 3,
        sub_total: 9_000_000,
        dp: 2_700_000,
        dp_percent: 30,
        promo_idr: 100_000,
        payment_option: "Transfer",
        user_id: null,
      });
      expect(row!.total).toBe(2_600_000 + row!.unique_code);
      expect(row!.total_full).toBe(8_900_000 + row!.unique_code);
      const [payment] = await rows<Record<string, any>>(
        sql`select * from payments where order_id = ${body.data.order_id}`,
      );
      expect(payment).toMatchObject({
        subject_type: "long_stay",
        subject_id: row!.id,
        gross_amount: row!.total,
        transaction_status: "pending",
      });
      expect(await booked(s.roomId, s.checkIn, 90)).toEqual(Array(90).fill(1));
      expect(await booked(s.roomId, addDays(s.checkIn, 90), 1)).toEqual([0]);
      expect(await booked(s.roomId, addDays(s.checkIn, -1), 1)).toEqual([0]);
    });

    it("Transfer Full charges everything; a settlement makes it Settlement and it shows in the member's bookings", async () => {
      const s = await prepareLongStay(testDb.database);
      const user = await signedInUser(testDb.database);
      const body = payload(s, {
        guest: { user_id: user.id, email: user.email },
        reservation: { reservation_type: "weekly", duration: 4, checkOut: addDays(s.checkIn, 28) },
        transaction: { payment_option: "Transfer Full" },
      });
      const answer = await reserve(body, "", user.token);
      expect(answer.status).toBe(201);
      const orderId = answer.body.data.order_id as string;
      const [row] = await rows<Record<string, any>>(
        sql`select * from long_stay_reservations where order_id = ${orderId}`,
      );
      expect(row).toMatchObject({
        sub_total: 2_800_000,
        dp: 1_400_000,
        promo_idr: 0,
        user_id: user.id,
        reservation_type: "weekly",
      });
      const [payment] = await rows<{ gross_amount: number }>(
        sql`select gross_amount from payments where order_id = ${orderId}`,
      );
      expect(Number(payment!.gross_amount)).toBe(2_800_000 + row!.unique_code);
      expect((await api.request("GET", `/download?order_id=${orderId}`, { token: user.token })).status).toBe(409);
      expect((await notify(orderId, "settlement")).status).toBe(200);
      const pdf = await api.request("GET", `/download?order_id=${orderId}`, { token: user.token });
      expect(pdf.status).toBe(200);
      expect(Buffer.from(pdf.body.data.base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
      expect(
        (
          await api.request("GET", `/download?order_id=${orderId}`, {
            token: (await signedInUser(testDb.database)).token,
          })
        ).status,
      ).toBe(404);
      const [after] = await rows<{ status: string }>(
        sql`select status from long_stay_reservations where order_id = ${orderId}`,
      );
      expect(after!.status).toBe("Settlement");
      const mails = await rows<{ kind: string; attachment: string | null }>(
        sql`select kind, attachment from mail_outbox where "to" = ${user.email}`,
      );
      expect(mails).toEqual([{ kind: "eticket", attachment: `voucher:long_stay:${row!.id}` }]);
      const mine = await api.request("GET", `/stay-monthly/my-booking-list/${user.id}`, { token: user.token });
      expect(mine.body.data).toEqual([
        expect.objectContaining({
          order_id: orderId,
          reservation_type: "weekly",
          sub_total: 2_800_000,
          total: 2_800_000 + row!.unique_code,
          payment_option: "Transfer Full",
          paid: 2_800_000 + row!.unique_code,
          balance: null,
          payment_url: null,
          transaction: { status: "Settlement" },
        }),
      ]);
      expect(await booked(s.roomId, s.checkIn, 28)).toEqual(Array(28).fill(1));
    });

    it("a guest's receipt is in the demo mailbox of the browser that booked, and only there", async () => {
      const s = await prepareLongStay(testDb.database);
      const booker = { "x-inap-mailbox": "long-stay-browser-0123456789" };
      const answer = await api.request("POST", "/stay-monthly/reservation", {
        json: payload(s, { transaction: { payment_option: "Transfer Full" } }),
        headers: booker,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const orderId = answer.body.data.order_id as string;
      expect((await notify(orderId, "settlement")).status).toBe(200);
      const [mail] = await rows<{ id: number; mailbox_key: string | null }>(
        sql`select m.id, m.mailbox_key from mail_outbox m join long_stay_reservations r on m.attachment = 'voucher:long_stay:' || r.id
            where r.order_id = ${orderId}`,
      );
      expect(mail?.mailbox_key).toBe(booker["x-inap-mailbox"]);
      const listed = async (headers: Record<string, string>) =>
        (await api.request("GET", "/dev/mailbox", { headers })).body.data.messages.map((m: { id: number }) => m.id);
      expect(await listed(booker)).toContain(mail!.id);
      expect(await listed({ "x-inap-mailbox": "another-browser-0123456789" })).not.toContain(mail!.id);
    });

    it("Transfer: the balance is a second payment of the same stay; a failed balance keeps the nights", async () => {
      const s = await prepareLongStay(testDb.database);
      const { body } = await reserve(payload(s));
      const orderId = body.data.order_id as string;
      const balance = (form: Record<string, string>) => api.request("POST", "/stay-monthly/balance?lang=en", { form });
      expect((await balance({ order_id: orderId, email: "siti@example.com" })).status).toBe(422);
      await notify(orderId, "settlement");
      expect((await balance({ order_id: orderId, email: "other@example.com" })).status).toBe(404);
      const first = await balance({ order_id: orderId, email: "siti@example.com" });
      expect(first.status).toBe(201);
      const balanceOrder = first.body.data.order_id as string;
      expect(balanceOrder).toBe(`${orderId}-B1`);
      expect(first.body.data.midtrans.response_from_midtrans.redirect_url).toMatch(/\/sandbox\/pay\//);
      const [payment] = await rows<{ gross_amount: number; subject_type: string }>(
        sql`select gross_amount, subject_type from payments where order_id = ${balanceOrder}`,
      );
      expect(payment).toEqual({ gross_amount: 9_000_000 - 2_700_000, subject_type: "long_stay" });
      expect((await balance({ order_id: orderId, email: "siti@example.com" })).body.data.order_id).toBe(balanceOrder);
      expect((await notify(balanceOrder, "deny")).status).toBe(200);
      expect(await booked(s.roomId, s.checkIn, 90)).toEqual(Array(90).fill(1));
      const second = await balance({ order_id: orderId, email: "siti@example.com" });
      expect(second.body.data.order_id).toBe(`${orderId}-B2`);
      expect((await notify(second.body.data.order_id, "settlement")).status).toBe(200);
      const [paid] = await rows<{ amount: number }>(
        sql`select sum(gross_amount)::int as amount from payments where order_id like ${`${orderId}%`} and transaction_status = 'settlement'`,
      );
      const [row] = await rows<{ total_full: number; status: string }>(
        sql`select total_full, status from long_stay_reservations where order_id = ${orderId}`,
      );
      expect(paid!.amount).toBe(row!.total_full);
      expect(row!.status).toBe("Settlement");
      const done = await balance({ order_id: orderId, email: "siti@example.com" });
      expect(done.status).toBe(422);
      expect(done.body.message).toBe("Nothing is left to pay for this stay");
    });

    it("the checkout form's unique_key gives the unique code (uniqueCodeFor), so the form's amounts are the gateway's", async () => {
      const s = await prepareLongStay(testDb.database);
      const key = "0f8e2c1a-5b7d-4e3f-9a6b-2c4d6e8f0a1b";
      const { body } = await reserve(payload(s, { transaction: { payment_option: "Transfer", unique_key: key } }));
      const [row] = await rows<{ unique_code: number; total: number }>(
        sql`select unique_code, total from long_stay_reservations where order_id = ${body.data.order_id}`,
      );
      expect(row!.unique_code).toBe(uniqueCodeFor(key));
      const [payment] = await rows<{ gross_amount: number }>(
        sql`select gross_amount from payments where order_id = ${body.data.order_id}`,
      );
      expect(Number(payment!.gross_amount)).toBe(row!.total);
    });

    it("Transfer in the member's bookings: Pay now while unpaid, then the balance with its due date, then nothing owed", async () => {
      const s = await prepareLongStay(testDb.database);
      const user = await signedInUser(testDb.database);
      const { body } = await reserve(payload(s, { guest: { user_id: user.id, email: user.email } }), "", user.token);
      const orderId = body.data.order_id as string;
      const mine = async () =>
        (await api.request("GET", `/stay-monthly/my-booking-list/${user.id}`, { token: user.token })).body.data[0];
      expect(await mine()).toMatchObject({
        payment_option: "Transfer",
        paid: 0,
        balance: null,
        payment_url: expect.stringMatching(/\/sandbox\/pay\//),
      });
      await notify(orderId, "settlement");
      const [row] = await rows<{ total: number; total_full: number }>(
        sql`select total, total_full from long_stay_reservations where order_id = ${orderId}`,
      );
      expect(await mine()).toMatchObject({
        paid: row!.total,
        balance: { amount: row!.total_full - row!.total, due_by: s.checkIn },
        payment_url: null,
      });
      const opened = await api.request("POST", "/stay-monthly/balance", {
        form: { order_id: orderId, email: user.email },
      });
      expect((await mine()).payment_url).toBe(opened.body.data.midtrans.response_from_midtrans.redirect_url);
      await notify(opened.body.data.order_id, "settlement");
      expect(await mine()).toMatchObject({ paid: row!.total_full, balance: null, payment_url: null });
    });

    it("a denied or expired payment gives the nights back once", async () => {
      const s = await prepareLongStay(testDb.database);
      const denied = await reserve(payload(s));
      const expired = await reserve(payload(s, { reservation: { duration: 1, checkOut: addDays(s.checkIn, 30) } }));
      expect(await booked(s.roomId, s.checkIn, 1)).toEqual([2]);
      expect((await notify(denied.body.data.order_id, "deny")).status).toBe(200);
      expect((await notify(denied.body.data.order_id, "deny")).status).toBe(200);
      expect((await notify(expired.body.data.order_id, "expire")).status).toBe(200);
      const statuses = await rows<{ status: string }>(
        sql`select status from long_stay_reservations where order_id in (${denied.body.data.order_id}, ${expired.body.data.order_id}) order by id`,
      );
      expect(statuses.map((r) => r.status)).toEqual(["Canceled", "Expired"]);
      expect(await booked(s.roomId, s.checkIn, 90)).toEqual(Array(90).fill(0));
    });

    it("refuses a stay past the stocked horizon whole, naming the last night", async () => {
      const s = await prepareLongStay(testDb.database, { stockedNights: 60 });
      const { status, body } = await reserve(payload(s), "?lang=en");
      expect(status).toBe(422);
      expect(body.code).toBe("beyond_horizon");
      expect(body.message).toContain(addDays(todayInJakarta(), 59));
      expect(await booked(s.roomId, s.checkIn, 53)).toEqual(Array(53).fill(0));
      expect(
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from long_stay_reservations where room_id = ${s.roomId}`,
          )
        )[0]!.n,
      ).toBe(0);
    });

    it("caps a contact's unpaid long stays (429), nothing taken by the refused one", async () => {
      const s = await prepareLongStay(testDb.database);
      const capped = await startBookingApi(testDb.database, {
        holdLimits: { ...NO_HOLD_LIMITS, unpaidHoldsPerContact: 1 },
      });
      try {
        const body = payload(s, {
          guest: { email: "cap@example.com" },
          reservation: { duration: 1, checkOut: addDays(s.checkIn, 30) },
        });
        const send = () => capped.request("POST", "/stay-monthly/reservation?lang=en", { json: body });
        expect((await send()).status).toBe(201);
        const refused = await send();
        expect(refused.status).toBe(429);
        expect(refused.body.code).toBe("hold_limit");
        expect(await booked(s.roomId, s.checkIn, 30)).toEqual(Array(30).fill(1));
      } finally {
        await capped.close();
      }
    });

    it("409 when a night is taken, nothing taken", async () => {
      const s = await prepareLongStay(testDb.database, { units: 1 });
      await testDb.database.db.execute(
        sql`update room_inventory set units_booked = 1 where room_id = ${s.roomId} and stay_date = ${addDays(s.checkIn, 45)}::date`,
      );
      const { status } = await reserve(payload(s));
      expect(status).toBe(409);
      expect(await booked(s.roomId, s.checkIn, 45)).toEqual(Array(45).fill(0));
    });

    it("422 with the field and a message in the user's language", async () => {
      const today = todayInJakarta();
      const cases: [object, string, string][] = [
        [
          { reservation: { reservation_type: "weekly", duration: 3, checkOut: undefined } },
          "reservation.duration",
          "Choose a length of stay from the list (2, 4, 6, 8, 12)",
        ],
        [{ reservation: { checkIn: addDays(today, -1), checkOut: undefined } }, "reservation.checkIn", "Minimal today"],
        [
          { reservation: { checkIn: addDays(today, 91), checkOut: undefined } },
          "reservation.checkIn",
          "Check-in can be at most 90 days from today",
        ],
        [{ guest: { count: 4 } }, "guest.count", "Max 3 guest(s)"],
        [
          { reservation: { checkOut: addDays(f.checkIn, 89) } },
          "reservation.checkOut",
          `Check-out must be ${addDays(f.checkIn, 90)} for this length of stay`,
        ],
        [
          { reservation: { reservation_type: "yearly", duration: 1, checkOut: undefined } },
          "reservation.roomId",
          "This room has no yearly price",
        ],
        [{ reservation: { roomId: f.otherRoomId } }, "reservation.roomId", "This room has no monthly price"],
        [{ reservation: { specialRequest: "x".repeat(671) } }, "reservation.specialRequest", ""],
        [{ transaction: { payment_option: "Cash" } }, "transaction.payment_option", ""],
        [{ guest: { email: "not-an-email" } }, "guest.email", ""],
      ];
      for (const [overrides, field, message] of cases) {
        const { status, body } = await reserve(payload(f, overrides as never), "?lang=en");
        expect(status, field).toBe(422);
        expect(Object.keys(body.errors ?? {}), field).toContain(field);
        if (message) expect(body.message).toBe(message);
      }
      const id = await reserve(payload(f, { guest: { count: 4 } }), "?lang=id");
      expect(id.body.message).toBe("Maksimal 3 tamu");
      expect((await reserve(payload(f, { guest: { user_id: 12345 } }))).status).toBe(401);
      expect(await booked(f.roomId, f.checkIn, 90)).toEqual(Array(90).fill(0));
    });
  });

  describe("the race with nightly bookings", () => {
    const UNITS = 3;
    const EACH = 20;

    async function race(urls: string[], s: LongStayFixture) {
      const nightlyStay = {
        propertyId: s.propertyId,
        roomId: s.roomId,
        otherRoomId: s.otherRoomId,
        arrival: addDays(s.checkIn, 10),
        departure: addDays(s.checkIn, 12),
        dates: [],
      };
      const requests = Array.from({ length: EACH * 2 }, async (_, i) => {
        const url = urls[i % urls.length];
        const response =
          i % 2 === 0
            ? await fetch(`${url}/stay-monthly/reservation`, {
                method: "POST",
                headers: { "app-key": TEST_APP_KEY, "content-type": "application/json" },
                body: JSON.stringify(
                  payload(s, {
                    guest: { email: `long${i}@example.com` },
                    reservation: { duration: 1, checkOut: addDays(s.checkIn, 30) },
                  }),
                ),
              })
            : await fetch(`${url}/reservations/single`, {
                method: "POST",
                headers: { "app-key": TEST_APP_KEY, "content-type": "application/x-www-form-urlencoded" },
                body: new URLSearchParams(singleForm(nightlyStay, { email: `night${i}@example.com` })).toString(),
              });
        await response.arrayBuffer();
        return response.status;
      });
      const statuses = await Promise.all(requests);
      expect({
        won: statuses.filter((x) => x === 201).length,
        other: statuses.filter((x) => x !== 201 && x !== 409).length,
      }).toEqual({ won: UNITS, other: 0 });
      const nights = await rows<{ units_booked: number; units_total: number }>(
        sql`select units_booked, units_total from room_inventory where room_id = ${s.roomId} and stay_date in (${addDays(s.checkIn, 10)}::date, ${addDays(s.checkIn, 11)}::date)`,
      );
      for (const night of nights) expect(night).toEqual({ units_booked: UNITS, units_total: UNITS });
      const [sold] = await rows<{ long: number; nightly: number }>(sql`
        select (select count(*)::int from long_stay_reservations where room_id = ${s.roomId}) as long,
               (select count(*)::int from reservations where property_id = ${s.propertyId} and arrival = ${addDays(s.checkIn, 10)}::date) as nightly`);
      expect(sold!.long + sold!.nightly).toBe(UNITS);
      // Every long stay holds all of its 30 nights; nothing else on the nights only it covers.
      expect(await booked(s.roomId, s.checkIn, 1)).toEqual([sold!.long]);
    }

    it(`${EACH} long stays and ${EACH} nightly bookings for the last ${UNITS} units sell exactly ${UNITS}`, async () => {
      const s = await prepareLongStay(testDb.database, { units: UNITS });
      await race([api.url], s);
    });

    it.runIf(kind === "postgres")("the same through two API processes", async () => {
      const s = await prepareLongStay(testDb.database, { units: UNITS });
      await withSecondApiProcess(testDb.url!, (second) => race([api.url, second], s));
    });
  });
});
