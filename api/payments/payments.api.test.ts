import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { addReservationPaidListener } from "../reservations/hooks.ts";
import { sweepExpiredHolds } from "../reservations/sweep.ts";
import { inventoryOf, prepareStay, signedInUser, singleForm, startBookingApi, type BookingApi, type Stay } from "../reservations/test-api.ts";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../test/harness.ts";
import { grossAmountString, notificationSignature } from "./gateway.ts";
import { midtransGateway } from "./midtrans.ts";
import { applyNotification } from "./notification.ts";
import { sandboxNotification } from "./sandbox/routes.ts";

describe.each(databaseKinds)("payments on %s", (kind) => {
  let testDb: TestDatabase;
  let api: BookingApi;
  const paidCalls: string[] = [];
  let stopListening: () => void;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    api = await startBookingApi(testDb.database);
    stopListening = addReservationPaidListener((_tx, r) => void paidCalls.push(r.orderId));
  });
  afterAll(async () => {
    stopListening?.();
    await api?.close();
    await testDb?.close();
  });

  const rows = <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => queryRows<T>(testDb.database.db, q);
  const reservationOf = async (orderId: string) => (await rows<Record<string, any>>(sql`select * from reservations where order_id = ${orderId}`))[0]!;
  const paymentOf = async (orderId: string) => (await rows<Record<string, any>>(sql`select * from payments where order_id = ${orderId}`))[0]!;

  async function book(stay: Stay, overrides: Record<string, string> = {}, token?: string) {
    const answer = await api.request("POST", "/reservations/single", { form: singleForm(stay, overrides), token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const orderId = answer.body.data.order_id as string;
    const redirect = answer.body.data?.midtrans.response_from_midtrans.redirect_url as string | undefined;
    return { orderId, token: redirect?.split("/").pop(), payment: await paymentOf(orderId) };
  }
  const notify = (body: Record<string, unknown>, appKey = false) => api.request("POST", "/payments/notification", { json: body, appKey });
  const signed = async (orderId: string, action: "settlement" | "pending" | "deny" | "expire") => {
    const payment = await paymentOf(orderId);
    return sandboxNotification(orderId, payment.gross_amount, action, "bank_transfer", api.gateway.serverKey);
  };

  describe("the sandbox page", () => {
    it("shows the order in the reservation's language with four buttons, no app key needed", async () => {
      const stay = await prepareStay(testDb.database);
      const { orderId, token } = await book(stay, { lang: "en" });
      const page = await api.request("GET", `/sandbox/pay/${token}`, { appKey: false });
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain(orderId);
      expect(page.body).toContain("Demo mode");
      for (const action of ["settlement", "pending", "deny", "expire"]) expect(page.body).toContain(`value="${action}"`);
      expect((await api.request("GET", "/sandbox/pay/unknown-token-1234567890")).status).toBe(404);
    });

    it("settle: sends a signed notification, marks the booking paid once, and redirects to the finish URL", async () => {
      const stay = await prepareStay(testDb.database);
      const { orderId, token } = await book(stay);
      const answer = await api.request("POST", `/sandbox/pay/${token}`, { form: { action: "settlement" } });
      expect(answer.status).toBe(303);
      const location = new URL(answer.headers.get("location")!);
      expect(location.origin + location.pathname).toBe(`${api.origin}/`);
      expect(Object.fromEntries(location.searchParams)).toEqual({ order_id: orderId, status_code: "200", transaction_status: "settlement" });
      expect(await reservationOf(orderId)).toMatchObject({ status: 1, status_pay: 0, expires_at: null, released_at: null });
      expect((await paymentOf(orderId)).transaction_status).toBe("settlement");
      expect(paidCalls.filter((o) => o === orderId)).toHaveLength(1);
      const [notification] = await rows<Record<string, any>>(sql`select * from payment_notifications where order_id = ${orderId}`);
      expect(notification).toMatchObject({ signature_valid: true, transaction_status: "settlement" });
      expect(notification!.body).toMatchObject({ status_code: "200", gross_amount: grossAmountString((await paymentOf(orderId)).gross_amount), fraud_status: "accept" });
      // The page is closed now.
      expect((await api.request("POST", `/sandbox/pay/${token}`, { form: { action: "deny" } })).status).toBe(409);
    });

    it("pending then deny: the hold (units, voucher, points) comes back once", async () => {
      const stay = await prepareStay(testDb.database);
      const user = await signedInUser(testDb.database, { points: 600_000 });
      const [voucherBefore] = await rows<{ used_count: number }>(sql`select used_count from vouchers where code = 'HEMAT10'`);
      const { orderId, token } = await book(stay, { voucherCode: "HEMAT10", point: "400000", user_Id: String(user.id) }, user.token);
      expect((await rows<{ remaining: number }>(sql`select remaining from point_balances where user_id = ${user.id}`))[0]!.remaining).toBe(200_000);
      expect((await rows<{ used_count: number }>(sql`select used_count from vouchers where code = 'HEMAT10'`))[0]!.used_count).toBe(voucherBefore!.used_count + 1);

      const pending = await api.request("POST", `/sandbox/pay/${token}`, { form: { action: "pending" } });
      expect(new URL(pending.headers.get("location")!).searchParams.get("status_code")).toBe("201");
      expect((await reservationOf(orderId)).status).toBe(0);

      await api.request("POST", `/sandbox/pay/${token}`, { form: { action: "deny" } });
      expect(await reservationOf(orderId)).toMatchObject({ status: 3, status_text: "canceled" });
      expect((await inventoryOf(testDb.database, [stay.roomId], stay.dates)).map((r) => r.units_booked)).toEqual([0, 0]);
      expect((await rows<{ remaining: number }>(sql`select remaining from point_balances where user_id = ${user.id}`))[0]!.remaining).toBe(600_000);
      expect((await rows<{ used_count: number }>(sql`select used_count from vouchers where code = 'HEMAT10'`))[0]!.used_count).toBe(voucherBefore!.used_count);
      expect((await rows<{ status: string }>(sql`select vr.status from voucher_redemptions vr join reservations r on r.id = vr.reservation_id where r.order_id = ${orderId}`))[0]!.status).toBe("released");

      // A replayed deny changes nothing.
      const replay = await notify(await signed(orderId, "deny"));
      expect(replay.body.message).toBe("ignored");
      expect((await inventoryOf(testDb.database, [stay.roomId], stay.dates)).map((r) => r.units_booked)).toEqual([0, 0]);
      expect((await rows<{ remaining: number }>(sql`select remaining from point_balances where user_id = ${user.id}`))[0]!.remaining).toBe(600_000);
      const ledger = await rows<{ delta: number }>(sql`select delta from point_ledger where user_id = ${user.id} order by id`);
      expect(ledger.map((l) => l.delta)).toEqual([-400_000, 400_000]);
    });
  });

  describe("POST /v1/payments/notification", () => {
    it("refuses a forged signature (403), records it and changes nothing", async () => {
      const stay = await prepareStay(testDb.database);
      const { orderId } = await book(stay);
      const forged = { ...(await signed(orderId, "settlement")), signature_key: "0".repeat(128) };
      const answer = await notify(forged);
      expect(answer.status).toBe(403);
      expect(answer.body.status).toBe("error");
      const wrongKey = sandboxNotification(orderId, (await paymentOf(orderId)).gross_amount, "settlement", "bank_transfer", "not-the-key");
      expect((await notify(wrongKey)).status).toBe(403);
      const tampered = { ...(await signed(orderId, "settlement")), gross_amount: "1.00" };
      expect((await notify(tampered)).status).toBe(403);
      expect((await notify({})).status).toBe(403);
      expect((await reservationOf(orderId)).status).toBe(0);
      expect((await paymentOf(orderId)).transaction_status).toBe("pending");
      const recorded = await rows<{ signature_valid: boolean }>(sql`select signature_valid from payment_notifications where order_id = ${orderId}`);
      expect(recorded.map((r) => r.signature_valid)).toEqual([false, false, false]);
      expect(paidCalls).not.toContain(orderId);
    });

    it("is idempotent: a replayed settlement answers 'ignored' and calls onReservationPaid once", async () => {
      const stay = await prepareStay(testDb.database);
      const { orderId } = await book(stay);
      const body = await signed(orderId, "settlement");
      expect((await notify(body)).body).toEqual({ status: "success", message: "applied" });
      const replays = await Promise.all([notify(body), notify(body), notify(body)]);
      expect(replays.map((r) => [r.status, r.body.message])).toEqual([[200, "ignored"], [200, "ignored"], [200, "ignored"]]);
      expect(paidCalls.filter((o) => o === orderId)).toHaveLength(1);
      expect((await reservationOf(orderId)).status).toBe(1);
    });

    it("ignores stale transitions: pending, deny or expire after settlement", async () => {
      const stay = await prepareStay(testDb.database);
      const { orderId } = await book(stay);
      await notify(await signed(orderId, "settlement"));
      for (const late of ["pending", "deny", "expire"] as const) {
        expect((await notify(await signed(orderId, late))).body.message).toBe("ignored");
      }
      expect(await reservationOf(orderId)).toMatchObject({ status: 1, released_at: null });
      expect((await inventoryOf(testDb.database, [stay.roomId], stay.dates)).map((r) => r.units_booked)).toEqual([1, 1]);
    });

    it("expire releases the hold with status 6; a pending after it is ignored", async () => {
      const stay = await prepareStay(testDb.database);
      const { orderId } = await book(stay);
      await notify(await signed(orderId, "expire"));
      expect(await reservationOf(orderId)).toMatchObject({ status: 6, status_text: "expired" });
      expect((await notify(await signed(orderId, "pending"))).body.message).toBe("ignored");
      expect((await inventoryOf(testDb.database, [stay.roomId], stay.dates)).map((r) => r.units_booked)).toEqual([0, 0]);
    });

    it("maps a DP settlement to status 2 with statusPay 2", async () => {
      const stay = await prepareStay(testDb.database);
      const answer = await api.request("POST", "/reservations/multiple", {
        json: { ...singleForm(stay), roomId: undefined, payment_option: 2, details: stay.dates.map((date) => ({ date, rooms: [{ room_id: stay.roomId, qty: 2 }] })) },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const orderId = answer.body.data.order_id;
      const reservation = await reservationOf(orderId);
      expect((await paymentOf(orderId)).gross_amount).toBe(reservation.dp_amount);
      expect(reservation.dp_amount).toBe(Math.floor(reservation.total / 2));
      await notify(await signed(orderId, "settlement"));
      expect(await reservationOf(orderId)).toMatchObject({ status: 2, status_pay: 2 });
    });

    it("answers 404 for an unknown order and 400 for an amount that is not the order's", async () => {
      const stay = await prepareStay(testDb.database);
      const { orderId } = await book(stay);
      const unknown = sandboxNotification("INAP-20990101-NOPE22", 1000, "settlement", "bank_transfer", api.gateway.serverKey);
      expect((await notify(unknown)).status).toBe(404);
      const statusCode = "200";
      const gross = "1000.00";
      const wrongAmount = { order_id: orderId, status_code: statusCode, gross_amount: gross, transaction_status: "settlement", signature_key: notificationSignature(orderId, statusCode, gross, api.gateway.serverKey) };
      expect((await notify(wrongAmount)).status).toBe(400);
      expect((await reservationOf(orderId)).status).toBe(0);
    });
  });

  describe("the expiry sweep", () => {
    it("releases an expired hold once, and an expire notification racing it changes nothing twice", async () => {
      const stay = await prepareStay(testDb.database);
      const user = await signedInUser(testDb.database, { points: 300_000 });
      const { orderId } = await book(stay, { point: "100000", user_Id: String(user.id), voucherCode: "DISKON50K" }, user.token);
      const [voucher] = await rows<{ used_count: number }>(sql`select used_count from vouchers where code = 'DISKON50K'`);
      await testDb.database.db.execute(sql`update reservations set expires_at = now() - interval '1 minute' where order_id = ${orderId}`);
      const payment = await paymentOf(orderId);
      const [swept, notified] = await Promise.all([
        sweepExpiredHolds(testDb.database.db),
        applyNotification(testDb.database.db, { orderId, transactionStatus: "expire", grossAmount: grossAmountString(payment.gross_amount), fraudStatus: undefined, paymentType: undefined }),
      ]);
      expect(typeof swept).toBe("number");
      expect(["applied", "ignored"]).toContain(notified);
      expect(await sweepExpiredHolds(testDb.database.db)).toBe(0);
      expect(await reservationOf(orderId)).toMatchObject({ status: 6 });
      expect((await inventoryOf(testDb.database, [stay.roomId], stay.dates)).map((r) => r.units_booked)).toEqual([0, 0]);
      expect((await rows<{ remaining: number }>(sql`select remaining from point_balances where user_id = ${user.id}`))[0]!.remaining).toBe(300_000);
      expect((await rows<{ used_count: number }>(sql`select used_count from vouchers where code = 'DISKON50K'`))[0]!.used_count).toBe(voucher!.used_count - 1);
      expect((await rows<{ n: number }>(sql`select count(*)::int as n from point_ledger where user_id = ${user.id}`))[0]!.n).toBe(2);
    });

    it("leaves holds that have not expired, paid bookings and pay-at-property bookings alone", async () => {
      const stay = await prepareStay(testDb.database);
      const open = await book(stay);
      const atProperty = await api.request("POST", "/reservations/single", { form: singleForm(stay, { payment_option: "1" }) });
      expect(atProperty.status).toBe(201);
      await sweepExpiredHolds(testDb.database.db);
      expect((await reservationOf(open.orderId)).released_at).toBeNull();
      expect((await reservationOf(atProperty.body.data.order_id)).released_at).toBeNull();
    });

    it("a settlement that arrives after the sweep takes the units again when they are free", async () => {
      const stay = await prepareStay(testDb.database);
      const { orderId } = await book(stay);
      await testDb.database.db.execute(sql`update reservations set expires_at = now() - interval '1 minute' where order_id = ${orderId}`);
      await sweepExpiredHolds(testDb.database.db);
      expect((await notify(await signed(orderId, "settlement"))).body.message).toBe("applied");
      expect(await reservationOf(orderId)).toMatchObject({ status: 1, released_at: null });
      expect((await inventoryOf(testDb.database, [stay.roomId], stay.dates)).map((r) => r.units_booked)).toEqual([1, 1]);
    });
  });

  describe("Midtrans Snap (against a local fake)", () => {
    it("creates the transaction with Basic auth, item details summing to the gross amount, Kredivo for option 3, and expiry", async () => {
      const seen: { auth?: string; body?: any }[] = [];
      const fake = createServer(async (req: IncomingMessage, res) => {
        let text = "";
        for await (const chunk of req) text += chunk;
        seen.push({ auth: req.headers.authorization, body: JSON.parse(text) });
        res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ token: "snap-token-123", redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-123" }));
      });
      await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
      const snapBaseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      const midApi = await startBookingApi(testDb.database, { gateway: () => midtransGateway({ serverKey: "SB-Mid-server-test123", isProduction: false, snapBaseUrl }) });
      try {
        const stay = await prepareStay(testDb.database);
        const user = await signedInUser(testDb.database, { points: 100_000 });
        const answer = await midApi.request("POST", "/reservations/single", { form: singleForm(stay, { payment_option: "3", user_Id: String(user.id), point: "50000", voucherCode: "DISKON50K" }), token: user.token });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(answer.body.data.midtrans.response_from_midtrans).toEqual({ redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-123", token: "snap-token-123" });
        const { auth, body } = seen[0]!;
        expect(auth).toBe(`Basic ${Buffer.from("SB-Mid-server-test123:").toString("base64")}`);
        const reservation = await reservationOf(answer.body.data.order_id);
        expect(body.transaction_details).toEqual({ order_id: reservation.order_id, gross_amount: reservation.total });
        expect(body.item_details.reduce((s: number, i: any) => s + i.price * i.quantity, 0)).toBe(reservation.total);
        expect(body.item_details.map((i: any) => i.id)).toEqual([...stay.dates.map((d) => `room-${stay.roomId}-${d}`), "voucher", "points", "unique-code"]);
        expect(body.enabled_payments).toEqual(["kredivo"]);
        expect(body.customer_details).toMatchObject({ first_name: "Siti", last_name: "Rahma", email: "siti@example.com", phone: "+6281234567890" });
        expect(body.callbacks).toEqual({ finish: `${midApi.origin}/` });
        expect(body.expiry).toMatchObject({ unit: "minute", duration: 60 });
        expect(body.expiry.start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+0700$/);
        expect(reservation.payment_method).toBe("kredivo:3_months");
        // The sandbox page does not exist next to Midtrans (server.ts mounts it only without a key).
        expect((await midApi.request("GET", `/sandbox/pay/snap-token-123`)).status).toBe(404);
      } finally {
        await midApi.close();
        fake.close();
      }
    });

    it("a failing gateway answers 502 and gives the hold back at once", async () => {
      const fake = createServer((_req, res) => res.writeHead(500).end("boom"));
      await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
      const snapBaseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      const midApi = await startBookingApi(testDb.database, { gateway: () => midtransGateway({ serverKey: "SB-Mid-server-test123", isProduction: false, snapBaseUrl }) });
      try {
        const stay = await prepareStay(testDb.database);
        const [voucher] = await rows<{ used_count: number }>(sql`select used_count from vouchers where code = 'LIBURAN25'`);
        const answer = await midApi.request("POST", "/reservations/single?lang=en", { form: singleForm(stay, { voucherCode: "LIBURAN25" }) });
        expect(answer.status).toBe(502);
        expect(answer.body).toMatchObject({ status: "error", message: "The payment could not be started, please try again in a moment" });
        expect((await inventoryOf(testDb.database, [stay.roomId], stay.dates)).map((r) => r.units_booked)).toEqual([0, 0]);
        expect((await rows<{ used_count: number }>(sql`select used_count from vouchers where code = 'LIBURAN25'`))[0]!.used_count).toBe(voucher!.used_count);
      } finally {
        await midApi.close();
        fake.close();
      }
    });
  });
});
