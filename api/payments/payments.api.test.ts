import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addReservationPaidListener } from "../reservations/hooks.ts";
import {
  bookSingle,
  inventoryOf,
  prepareStay,
  signedInUser,
  singleForm,
  startBookingApi,
  type Stay,
} from "../reservations/test-api.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";
import { grossAmountString, notificationSignature } from "./gateway.ts";
import { midtransGateway } from "./midtrans.ts";
import { applyNotification } from "./apply.ts";
import { sandboxNotification } from "./sandbox/routes.ts";
import { sweepExpiredPayments } from "./sweep.ts";
import { allPurchaseKinds } from "../purchase-kinds.ts";
import { refundsRequired } from "../telemetry/metrics.ts";

const kinds = allPurchaseKinds();

describe.each(databaseKinds)("payments on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);
  const paidCalls: string[] = [];
  let stopListening: () => void;

  beforeAll(async () => {
    stopListening = addReservationPaidListener((_tx, r) => void paidCalls.push(r.orderId));
  });
  afterAll(async () => {
    stopListening?.();
  });

  const { rows } = suite;
  const reservationOf = async (orderId: string) =>
    (await rows<Record<string, any>>(sql`select * from reservations where order_id = ${orderId}`))[0]!;
  const unitsBooked = async (stay: Stay) =>
    (await inventoryOf(suite.database, [stay.roomId], stay.dates)).map((r) => r.units_booked);
  const pointsOf = async (userId: number) =>
    (await rows<{ remaining: number }>(sql`select remaining from point_balances where user_id = ${userId}`))[0]!
      .remaining;
  const usedCount = async (code: string) =>
    (await rows<{ used_count: number }>(sql`select used_count from vouchers where code = ${code}`))[0]!.used_count;
  const redemptionOf = async (orderId: string) =>
    (
      await rows<{ status: string }>(
        sql`select vr.status from voucher_redemptions vr join reservations r on r.id = vr.reservation_id where r.order_id = ${orderId}`,
      )
    )[0]!.status;
  const paymentOf = async (orderId: string) =>
    (await rows<Record<string, any>>(sql`select * from payments where order_id = ${orderId}`))[0]!;

  async function book(stay: Stay, overrides: Record<string, string> = {}, token?: string) {
    const { orderId, answer } = await bookSingle(suite.api, stay, overrides, token);
    const redirect = answer.body.data?.midtrans.response_from_midtrans.redirect_url as string | undefined;
    return { orderId, token: redirect?.split("/").pop(), payment: await paymentOf(orderId) };
  }
  /** The hold's time runs out: the payment's expiry is what the sweep reads, the booking shows the same. */
  const expireNow = async (orderId: string) => {
    await suite.database.db.execute(
      sql`update reservations set expires_at = now() - interval '1 minute' where order_id = ${orderId}`,
    );
    await suite.database.db.execute(
      sql`update payments set expires_at = now() - interval '1 minute' where order_id = ${orderId}`,
    );
  };
  const notify = (body: Record<string, unknown>, appKey = false) =>
    suite.api.request("POST", "/payments/notification", { json: body, appKey });
  const signed = async (orderId: string, action: "settlement" | "pending" | "deny" | "expire") => {
    const payment = await paymentOf(orderId);
    return sandboxNotification(orderId, payment.gross_amount, action, "bank_transfer", suite.api.gateway.serverKey);
  };
  /** A notification signed for `statusCode` that claims `transactionStatus`, whether or not the two agree. */
  const signedAs = (orderId: string, statusCode: string, gross: string, transactionStatus: string) => ({
    order_id: orderId,
    status_code: statusCode,
    gross_amount: gross,
    transaction_status: transactionStatus,
    signature_key: notificationSignature(orderId, statusCode, gross, suite.api.gateway.serverKey),
  });

  describe("the sandbox page", () => {
    it("shows the order in the reservation's language with four buttons, no app key needed", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId, token } = await book(stay, { lang: "en" });
      const page = await suite.api.request("GET", `/sandbox/pay/${token}`, { appKey: false });
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain(orderId);
      expect(page.body).toContain("Demo mode");
      for (const action of ["settlement", "pending", "deny", "expire"])
        expect(page.body).toContain(`value="${action}"`);
      // A strict CSP: nothing but its one nonced style sheet; no script, no inline style attribute.
      const policy = page.headers.get("content-security-policy") ?? "";
      const nonce = /style-src 'nonce-([\w+/=]+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy).toMatch(/^default-src 'none'; /);
      expect(policy).toContain(`form-action 'self' ${suite.api.origin}`);
      expect(page.body).toContain(`<style nonce="${nonce}">`);
      expect(page.body).not.toMatch(/<script|\sstyle=|\son\w+=/);
      const again = await suite.api.request("GET", `/sandbox/pay/${token}`, { appKey: false });
      expect(again.headers.get("content-security-policy")).not.toBe(policy);
      expect(
        (await suite.api.request("GET", "/sandbox/pay/unknown-token-1234567890")).headers.get(
          "content-security-policy",
        ),
      ).toMatch(/^default-src 'none'/);
      expect((await suite.api.request("GET", "/sandbox/pay/unknown-token-1234567890")).status).toBe(404);
    });

    it("settle: sends a signed notification, marks the booking paid once, and redirects to the finish URL", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId, token } = await book(stay);
      const answer = await suite.api.request("POST", `/sandbox/pay/${token}`, { form: { action: "settlement" } });
      expect(answer.status).toBe(303);
      const location = new URL(answer.headers.get("location")!);
      expect(location.origin + location.pathname).toBe(`${suite.api.origin}/`);
      expect(Object.fromEntries(location.searchParams)).toEqual({
        order_id: orderId,
        status_code: "200",
        transaction_status: "settlement",
      });
      expect(await reservationOf(orderId)).toMatchObject({
        status: 1,
        status_pay: 0,
        expires_at: null,
        released_at: null,
      });
      expect((await paymentOf(orderId)).transaction_status).toBe("settlement");
      expect(paidCalls.filter((o) => o === orderId)).toHaveLength(1);
      const [notification] = await rows<Record<string, any>>(
        sql`select * from payment_notifications where order_id = ${orderId}`,
      );
      expect(notification).toMatchObject({ signature_valid: true, transaction_status: "settlement" });
      expect(notification!.body).toMatchObject({
        status_code: "200",
        gross_amount: grossAmountString((await paymentOf(orderId)).gross_amount),
        fraud_status: "accept",
      });
      // The page is closed now.
      expect((await suite.api.request("POST", `/sandbox/pay/${token}`, { form: { action: "deny" } })).status).toBe(409);
    });

    it("pending then deny: the hold (units, voucher, points) comes back once", async () => {
      const stay = await prepareStay(suite.database);
      const user = await signedInUser(suite.database, { points: 600_000 });
      const [voucherBefore] = await rows<{ used_count: number }>(
        sql`select used_count from vouchers where code = 'HEMAT10'`,
      );
      const { orderId, token } = await book(
        stay,
        { voucherCode: "HEMAT10", point: "400000", user_Id: String(user.id) },
        user.token,
      );
      expect(await pointsOf(user.id)).toBe(200_000);
      expect(await usedCount("HEMAT10")).toBe(voucherBefore!.used_count + 1);

      const pending = await suite.api.request("POST", `/sandbox/pay/${token}`, { form: { action: "pending" } });
      expect(new URL(pending.headers.get("location")!).searchParams.get("status_code")).toBe("201");
      expect((await reservationOf(orderId)).status).toBe(0);

      await suite.api.request("POST", `/sandbox/pay/${token}`, { form: { action: "deny" } });
      expect(await reservationOf(orderId)).toMatchObject({ status: 3, status_text: "canceled" });
      expect(await unitsBooked(stay)).toEqual([0, 0]);
      expect(await pointsOf(user.id)).toBe(600_000);
      expect(await usedCount("HEMAT10")).toBe(voucherBefore!.used_count);
      expect(await redemptionOf(orderId)).toBe("released");

      // A replayed deny changes nothing.
      const replay = await notify(await signed(orderId, "deny"));
      expect(replay.body.message).toBe("ignored");
      expect(await unitsBooked(stay)).toEqual([0, 0]);
      expect(await pointsOf(user.id)).toBe(600_000);
      const ledger = await rows<{ delta: number }>(
        sql`select delta from point_ledger where user_id = ${user.id} order by id`,
      );
      expect(ledger.map((l) => l.delta)).toEqual([-400_000, 400_000]);
    });
  });

  describe("POST /v1/payments/notification", () => {
    it("refuses a forged signature (403), records it and changes nothing", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay);
      const forged = { ...(await signed(orderId, "settlement")), signature_key: "0".repeat(128) };
      const answer = await notify(forged);
      expect(answer.status).toBe(403);
      expect(answer.body.status).toBe("error");
      const wrongKey = sandboxNotification(
        orderId,
        (await paymentOf(orderId)).gross_amount,
        "settlement",
        "bank_transfer",
        "not-the-key",
      );
      expect((await notify(wrongKey)).status).toBe(403);
      const tampered = { ...(await signed(orderId, "settlement")), gross_amount: "1.00" };
      expect((await notify(tampered)).status).toBe(403);
      expect((await notify({})).status).toBe(403);
      expect((await reservationOf(orderId)).status).toBe(0);
      expect((await paymentOf(orderId)).transaction_status).toBe("pending");
      const recorded = await rows<{ signature_valid: boolean }>(
        sql`select signature_valid from payment_notifications where order_id = ${orderId}`,
      );
      expect(recorded.map((r) => r.signature_valid)).toEqual([false, false, false]);
      expect(paidCalls).not.toContain(orderId);
    });

    it("is idempotent: a replayed settlement answers 'ignored' and calls onReservationPaid once", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay);
      const body = await signed(orderId, "settlement");
      expect((await notify(body)).body).toEqual({ status: "success", message: "applied" });
      const replays = await Promise.all([notify(body), notify(body), notify(body)]);
      expect(replays.map((r) => [r.status, r.body.message])).toEqual([
        [200, "ignored"],
        [200, "ignored"],
        [200, "ignored"],
      ]);
      expect(paidCalls.filter((o) => o === orderId)).toHaveLength(1);
      expect((await reservationOf(orderId)).status).toBe(1);
    });

    it("ignores stale transitions: pending, deny or expire after settlement", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay);
      await notify(await signed(orderId, "settlement"));
      for (const late of ["pending", "deny", "expire"] as const) {
        expect((await notify(await signed(orderId, late))).body.message).toBe("ignored");
      }
      expect(await reservationOf(orderId)).toMatchObject({ status: 1, released_at: null });
      expect(await unitsBooked(stay)).toEqual([1, 1]);
    });

    it("expire releases the hold with status 6; a pending after it is ignored", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay);
      await notify(await signed(orderId, "expire"));
      expect(await reservationOf(orderId)).toMatchObject({ status: 6, status_text: "expired" });
      expect((await notify(await signed(orderId, "pending"))).body.message).toBe("ignored");
      expect(await unitsBooked(stay)).toEqual([0, 0]);
    });

    it("maps a DP settlement to status 2 with statusPay 2", async () => {
      const stay = await prepareStay(suite.database);
      const answer = await suite.api.request("POST", "/reservations/multiple", {
        json: {
          ...singleForm(stay),
          roomId: undefined,
          payment_option: 2,
          details: stay.dates.map((date) => ({ date, rooms: [{ room_id: stay.roomId, qty: 2 }] })),
        },
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
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay);
      const unknown = sandboxNotification(
        "INAP-20990101-NOPE22",
        1000,
        "settlement",
        "bank_transfer",
        suite.api.gateway.serverKey,
      );
      expect((await notify(unknown)).status).toBe(404);
      const wrongAmount = signedAs(orderId, "200", "1000.00", "settlement");
      expect((await notify(wrongAmount)).status).toBe(400);
      expect((await reservationOf(orderId)).status).toBe(0);
    });
  });

  describe("the expiry sweep", () => {
    it("releases an expired hold once, and an expire notification racing it changes nothing twice", async () => {
      const stay = await prepareStay(suite.database);
      const user = await signedInUser(suite.database, { points: 300_000 });
      const { orderId } = await book(
        stay,
        { point: "100000", user_Id: String(user.id), voucherCode: "DISKON50K" },
        user.token,
      );
      const [voucher] = await rows<{ used_count: number }>(
        sql`select used_count from vouchers where code = 'DISKON50K'`,
      );
      await expireNow(orderId);
      const payment = await paymentOf(orderId);
      const [swept, notified] = await Promise.all([
        sweepExpiredPayments(suite.database.db, kinds),
        applyNotification(suite.database.db, kinds, {
          orderId,
          transactionStatus: "expire",
          grossAmount: grossAmountString(payment.gross_amount),
          fraudStatus: undefined,
          paymentType: undefined,
        }),
      ]);
      expect(typeof swept).toBe("number");
      expect(["applied", "ignored"]).toContain(notified);
      expect(await sweepExpiredPayments(suite.database.db, kinds)).toBe(0);
      expect(await reservationOf(orderId)).toMatchObject({ status: 6 });
      expect(await unitsBooked(stay)).toEqual([0, 0]);
      expect(await pointsOf(user.id)).toBe(300_000);
      expect(await usedCount("DISKON50K")).toBe(voucher!.used_count - 1);
      expect(
        (await rows<{ n: number }>(sql`select count(*)::int as n from point_ledger where user_id = ${user.id}`))[0]!.n,
      ).toBe(2);
    });

    it("leaves holds that have not expired, paid bookings and pay-at-property bookings alone", async () => {
      const stay = await prepareStay(suite.database);
      const open = await book(stay);
      const atProperty = await suite.api.request("POST", "/reservations/single", {
        form: singleForm(stay, { payment_option: "1" }),
      });
      expect(atProperty.status).toBe(201);
      await sweepExpiredPayments(suite.database.db, kinds);
      expect((await reservationOf(open.orderId)).released_at).toBeNull();
      expect((await reservationOf(atProperty.body.data.order_id)).released_at).toBeNull();
    });

    it("a settlement that arrives after the sweep takes the units again when they are free", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay);
      await expireNow(orderId);
      await sweepExpiredPayments(suite.database.db, kinds);
      expect((await notify(await signed(orderId, "settlement"))).body.message).toBe("applied");
      expect(await reservationOf(orderId)).toMatchObject({ status: 1, released_at: null });
      expect(await unitsBooked(stay)).toEqual([1, 1]);
    });
  });

  describe("Midtrans Snap (against a local fake)", () => {
    /** The booking API with the Midtrans gateway (server key SB-Mid-server-test123) making its pages at `fake`. */
    async function midtransApiAgainst(fake: Server) {
      await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
      const snapBaseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      return startBookingApi(suite.database, {
        gateway: () => midtransGateway({ serverKey: "SB-Mid-server-test123", isProduction: false, snapBaseUrl }),
      });
    }

    it("creates the transaction with Basic auth, item details summing to the gross amount, Kredivo for option 3, and expiry", async () => {
      const seen: { auth?: string; body?: any }[] = [];
      const fake = createServer(async (req: IncomingMessage, res) => {
        let text = "";
        for await (const chunk of req) text += chunk;
        seen.push({ auth: req.headers.authorization, body: JSON.parse(text) });
        res.writeHead(201, { "content-type": "application/json" }).end(
          JSON.stringify({
            token: "snap-token-123",
            redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-123",
          }),
        );
      });
      const midApi = await midtransApiAgainst(fake);
      try {
        const stay = await prepareStay(suite.database);
        const user = await signedInUser(suite.database, { points: 100_000 });
        const answer = await midApi.request("POST", "/reservations/single", {
          form: singleForm(stay, {
            payment_option: "3",
            user_Id: String(user.id),
            point: "50000",
            voucherCode: "DISKON50K",
          }),
          token: user.token,
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(answer.body.data.midtrans.response_from_midtrans).toEqual({
          redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-123",
          token: "snap-token-123",
        });
        const { auth, body } = seen[0]!;
        expect(auth).toBe(`Basic ${Buffer.from("SB-Mid-server-test123:").toString("base64")}`);
        const reservation = await reservationOf(answer.body.data.order_id);
        expect(body.transaction_details).toEqual({ order_id: reservation.order_id, gross_amount: reservation.total });
        expect(body.item_details.reduce((s: number, i: any) => s + i.price * i.quantity, 0)).toBe(reservation.total);
        expect(body.item_details.map((i: any) => i.id)).toEqual([
          ...stay.dates.map((d) => `room-${stay.roomId}-${d}`),
          "voucher",
          "points",
          "unique-code",
        ]);
        expect(body.enabled_payments).toEqual(["kredivo"]);
        expect(body.customer_details).toMatchObject({
          first_name: "Siti",
          last_name: "Rahma",
          email: "siti@example.com",
          phone: "+6281234567890",
        });
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
      const midApi = await midtransApiAgainst(fake);
      try {
        const stay = await prepareStay(suite.database);
        const [voucher] = await rows<{ used_count: number }>(
          sql`select used_count from vouchers where code = 'LIBURAN25'`,
        );
        const answer = await midApi.request("POST", "/reservations/single?lang=en", {
          form: singleForm(stay, { voucherCode: "LIBURAN25" }),
        });
        expect(answer.status).toBe(502);
        expect(answer.body).toMatchObject({
          status: "error",
          message: "The payment could not be started, please try again in a moment",
        });
        expect(await unitsBooked(stay)).toEqual([0, 0]);
        expect(await usedCount("LIBURAN25")).toBe(voucher!.used_count);
      } finally {
        await midApi.close();
        fake.close();
      }
    });
  });

  describe("a settlement after the purchase was released", () => {
    /** A member holding `points` books with the voucher and `spend` points; the voucher's uses before it. */
    async function memberBooking(points: number, voucherCode: string, spend: string) {
      const stay = await prepareStay(suite.database);
      const user = await signedInUser(suite.database, { points });
      const vouchersBefore = await usedCount(voucherCode);
      const { orderId } = await book(stay, { voucherCode, point: spend, user_Id: String(user.id) }, user.token);
      return { stay, user, vouchersBefore, orderId };
    }

    it("takes the units, the voucher use and the points again when they are still free", async () => {
      const { stay, user, vouchersBefore, orderId } = await memberBooking(500_000, "HEMAT10", "200000");
      await expireNow(orderId);
      await sweepExpiredPayments(suite.database.db, kinds);
      expect(await pointsOf(user.id)).toBe(500_000);
      expect(await usedCount("HEMAT10")).toBe(vouchersBefore);

      expect((await notify(await signed(orderId, "settlement"))).body.message).toBe("applied");
      expect(await reservationOf(orderId)).toMatchObject({ status: 1, status_text: "paid", released_at: null });
      expect(await unitsBooked(stay)).toEqual([1, 1]);
      expect(await pointsOf(user.id)).toBe(300_000);
      expect(await usedCount("HEMAT10")).toBe(vouchersBefore + 1);
      expect(await redemptionOf(orderId)).toBe("spent");
      const ledger = await rows<{ delta: number }>(
        sql`select delta from point_ledger where user_id = ${user.id} order by id`,
      );
      expect(ledger.map((l) => l.delta)).toEqual([-200_000, 200_000, -200_000]);
      expect(paidCalls.filter((o) => o === orderId)).toHaveLength(1);
    });

    it("marks the booking for refund and takes nothing when the points were spent meanwhile (after a deny)", async () => {
      const { stay, user, vouchersBefore, orderId } = await memberBooking(300_000, "DISKON50K", "100000");
      await notify(await signed(orderId, "deny"));
      expect(await pointsOf(user.id)).toBe(300_000);
      // The member spends the points that came back on something else.
      await suite.database.db.execute(sql`update point_balances set remaining = 50000 where user_id = ${user.id}`);

      const refundsBefore =
        (await refundsRequired.get()).values.find((v) => v.labels.kind === "reservation")?.value ?? 0;
      expect((await notify(await signed(orderId, "settlement"))).body.message).toBe("applied");
      expect(await reservationOf(orderId)).toMatchObject({ status: 3, status_text: "refund_required" });
      expect((await refundsRequired.get()).values.find((v) => v.labels.kind === "reservation")?.value).toBe(
        refundsBefore + 1,
      );
      expect((await reservationOf(orderId)).released_at).not.toBeNull();
      expect((await paymentOf(orderId)).transaction_status).toBe("settlement");
      // Nothing half-taken: no units, no voucher use, no points.
      expect(await unitsBooked(stay)).toEqual([0, 0]);
      expect(await usedCount("DISKON50K")).toBe(vouchersBefore);
      expect(await redemptionOf(orderId)).toBe("released");
      expect(await pointsOf(user.id)).toBe(50_000);
      expect(paidCalls).not.toContain(orderId);
      // A replay changes nothing more.
      expect((await notify(await signed(orderId, "settlement"))).body.message).toBe("ignored");
    });
  });

  describe("notifications the signature does not fully cover", () => {
    it("refuses a transaction_status that does not match its signed status_code (400) and changes nothing", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay);
      const gross = grossAmountString((await paymentOf(orderId)).gross_amount);
      const forged = signedAs(orderId, "202", gross, "settlement");
      const answer = await notify(forged);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("status_mismatch");
      expect(await reservationOf(orderId)).toMatchObject({ status: 0, released_at: null });
      expect((await paymentOf(orderId)).transaction_status).toBe("pending");
      // The sandbox signs an expiry with 202, as Midtrans's HTTP notification does.
      expect((await signed(orderId, "expire")).status_code).toBe("202");
    });

    it("with Midtrans, applies the status its status API confirms, and nothing while it cannot be asked", async () => {
      const serverKey = "SB-Mid-server-status";
      let status: { code: number; body: Record<string, unknown> } | "down" = "down";
      const calls: { url: string; auth: string | null }[] = [];
      const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
        const url = String(input);
        if (url.endsWith("/snap/v1/transactions"))
          return new Response(
            JSON.stringify({
              token: "t-status",
              redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/t-status",
            }),
            { status: 201 },
          );
        calls.push({ url, auth: new Headers(init?.headers).get("authorization") });
        if (status === "down") throw new TypeError("fetch failed");
        return new Response(JSON.stringify(status.body), {
          status: status.code,
          headers: { "content-type": "application/json" },
        });
      }) as typeof fetch;
      const midApi = await startBookingApi(suite.database, {
        gateway: () => midtransGateway({ serverKey, isProduction: false, fetch: fakeFetch }),
      });
      try {
        const stay = await prepareStay(suite.database);
        const answer = await midApi.request("POST", "/reservations/single", { form: singleForm(stay) });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        const orderId = answer.body.data.order_id as string;
        const payment = await paymentOf(orderId);
        const settlement = sandboxNotification(orderId, payment.gross_amount, "settlement", "bank_transfer", serverKey);
        const post = (body: Record<string, unknown>) =>
          midApi.request("POST", "/payments/notification", { json: body, appKey: false });

        /** What Midtrans's status API answers of the payment from now on. */
        const statusSays = (answer: Record<string, unknown>) => {
          status = {
            code: 200,
            body: {
              order_id: orderId,
              gross_amount: grossAmountString(payment.gross_amount),
              payment_type: "bank_transfer",
              ...answer,
            },
          };
        };

        // Status API unreachable: 503 (Midtrans retries), nothing applied.
        const down = await post(settlement);
        expect(down.status).toBe(503);
        expect((await paymentOf(orderId)).transaction_status).toBe("pending");

        // A signed settlement that Midtrans itself still reports pending is not money.
        statusSays({ status_code: "201", transaction_status: "pending" });
        expect((await post(settlement)).status).toBe(200);
        expect((await reservationOf(orderId)).status).toBe(0);
        expect((await paymentOf(orderId)).transaction_status).toBe("pending");

        statusSays({ status_code: "200", transaction_status: "settlement", fraud_status: "accept" });
        expect((await post(settlement)).body).toEqual({ status: "success", message: "applied" });
        expect(await reservationOf(orderId)).toMatchObject({ status: 1, released_at: null });
        expect(calls.at(-1)).toEqual({
          url: `https://api.sandbox.midtrans.com/v2/${orderId}/status`,
          auth: `Basic ${Buffer.from(`${serverKey}:`).toString("base64")}`,
        });
        expect(calls).toHaveLength(3);
      } finally {
        await midApi.close();
      }
    });

    // Last in this suite: it spends this client's allowance of refused notifications for the minute.
    it("stores only a bounded, trimmed sample of refused notifications and limits a client that keeps sending them", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay);
      const before = (
        await rows<{ n: number }>(sql`select count(*)::int as n from payment_notifications where not signature_valid`)
      )[0]!.n;
      const padding = "x".repeat(60_000);
      const answers: number[] = [];
      // 70 from one client: whichever minute windows they fall in, one of them passes the limit of 30.
      for (let i = 0; i < 70; i++) {
        const forged = { ...(await signed(orderId, "settlement")), signature_key: "f".repeat(128), padding };
        answers.push((await notify(forged)).status);
      }
      expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(answers.every((s) => s === 403 || s === 429)).toBe(true);
      const stored = await rows<{ size: number }>(
        sql`select length(body::text)::int as size from payment_notifications where not signature_valid order by id offset ${before}`,
      );
      expect(stored.length).toBeLessThanOrEqual(60);
      expect(Math.max(...stored.map((r) => r.size))).toBeLessThan(2_000);
      expect((await reservationOf(orderId)).status).toBe(0);
    });
  });
});
