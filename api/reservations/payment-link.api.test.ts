// A booking is never held silently (issue 21 item 4): a booking whose payment page was not made
// after its hold committed answers its order id (503 `payment_link_pending`), and 'Pay now'
// (/reservations/payment-link) makes the page once, or gives the hold back when the gateway fails.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type Database } from "../db/client.ts";
import { GatewayError, type PaymentGateway } from "../payments/gateway.ts";
import { sandboxGateway } from "../payments/sandbox/gateway.ts";
import { databaseKinds, TEST_APP_KEY, useTestApi } from "../test/harness.ts";
import {
  privatePostgresAvailable,
  seededDatabase,
  startPrivatePostgres,
  type PrivatePostgres,
} from "../test/private-postgres.ts";
import { postSingle, prepareStay, singleForm, startBookingApi, type BookingApi } from "./test-api.ts";

/** The sandbox gateway, counting its transactions; `before` runs first (a failure, the database lost). */
function watchedGateway(origin: string, before: { run?: () => void } = {}) {
  const sandbox = sandboxGateway({ appKey: TEST_APP_KEY, publicUrl: origin });
  const created: string[] = [];
  const gateway: PaymentGateway = {
    ...sandbox,
    async createTransaction(request) {
      before.run?.();
      created.push(request.orderId);
      return sandbox.createTransaction(request);
    },
  };
  return { gateway, created };
}

const payNow = (api: BookingApi, orderId: string, email: string) =>
  api.request("POST", "/reservations/payment-link?lang=en", { json: { order_id: orderId, email } });
const paymentOf = async (database: Database, orderId: string) =>
  (
    await queryRows<{ token: string | null; redirect_url: string | null; transaction_status: string }>(
      database.db,
      sql`select token, redirect_url, transaction_status from payments where order_id = ${orderId}`,
    )
  )[0]!;
const heldUnits = async (database: Database, roomId: number, date: string) =>
  Number(
    (
      await queryRows<{ units_booked: number }>(
        database.db,
        sql`select units_booked from room_inventory where room_id = ${roomId} and stay_date = ${date}::date`,
      )
    )[0]!.units_booked,
  );

describe.each(databaseKinds)("'Pay now' makes a booking's missing payment page on %s", (kind) => {
  const step: { run?: () => void } = {};
  let watched: ReturnType<typeof watchedGateway> | undefined;
  const suite = useTestApi(kind, (database) =>
    startBookingApi(database, {
      gateway: (origin) => {
        watched = watchedGateway(origin, step);
        return watched.gateway;
      },
    }),
  );

  /** A booking whose hold committed and whose page was never stored (what a lost database leaves). */
  const bookingWithoutPage = async (email: string) => {
    const stay = await prepareStay(suite.database);
    const booked = await postSingle(suite.api.url, singleForm(stay, { email }));
    expect(booked.status).toBe(201);
    const orderId = booked.body.data.order_id as string;
    await suite.database.db.execute(
      sql`update payments set token = null, redirect_url = null where order_id = ${orderId}`,
    );
    watched!.created.length = 0;
    return { stay, orderId };
  };

  it("makes the page once: two clicks at once answer the same page; another email is 404", async () => {
    const { orderId } = await bookingWithoutPage("paynow@example.com");
    expect((await payNow(suite.api, orderId, "someone@example.com")).status).toBe(404);
    const [a, b] = await Promise.all([
      payNow(suite.api, orderId, "PayNow@example.com"),
      payNow(suite.api, orderId, "paynow@example.com"),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.midtrans.response_from_midtrans.redirect_url).toBe(
      b.body.data.midtrans.response_from_midtrans.redirect_url,
    );
    expect(watched!.created).toEqual([orderId]);
    expect(await paymentOf(suite.database, orderId)).toMatchObject({
      transaction_status: "pending",
      redirect_url: a.body.data.midtrans.response_from_midtrans.redirect_url,
    });
  });

  it("the gateway failing gives the hold back at once (502); an ended payment is 409", async () => {
    const { stay, orderId } = await bookingWithoutPage("paynow-fail@example.com");
    expect(await heldUnits(suite.database, stay.roomId, stay.arrival)).toBe(1);
    step.run = () => {
      throw new GatewayError("gateway down");
    };
    try {
      const failed = await payNow(suite.api, orderId, "paynow-fail@example.com");
      expect([failed.status, failed.body.code]).toEqual([502, "gateway_failed"]);
    } finally {
      step.run = undefined;
    }
    expect((await paymentOf(suite.database, orderId)).transaction_status).toBe("failure");
    expect(await heldUnits(suite.database, stay.roomId, stay.arrival)).toBe(0);
    const ended = await payNow(suite.api, orderId, "paynow-fail@example.com");
    expect([ended.status, ended.body.code, ended.body.message]).toEqual([
      409,
      "not_open",
      "This booking is no longer waiting for its payment",
    ]);
  });
});

describe.runIf(privatePostgresAvailable)("the database lost right after the hold (private cluster)", () => {
  let cluster: PrivatePostgres;
  let database: Database;
  let api: BookingApi;
  let watched: ReturnType<typeof watchedGateway>;
  const step: { run?: () => void } = {};
  const imagesDir = mkdtempSync(path.join(os.tmpdir(), "inap-paylink-images-"));

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    database = await openDatabase({
      databaseUrl: await seededDatabase(cluster, "inap_paylink", imagesDir),
      maxConnections: 4,
    });
    api = await startBookingApi(database, {
      gateway: (origin) => {
        watched = watchedGateway(origin, step);
        return watched.gateway;
      },
    });
  }, 180_000);

  afterAll(async () => {
    await api?.close();
    await database?.close();
    cluster?.destroy();
    rmSync(imagesDir, { recursive: true, force: true });
  });

  it("the visitor gets the order id (503 payment_link_pending), and 'Pay now' makes the page once the database is back", async () => {
    const stay = await prepareStay(database);
    // PostgreSQL stops while the gateway makes the page: the hold is committed, the page is not stored.
    step.run = () => {
      step.run = undefined;
      cluster.stop();
    };
    const booked = await postSingle(api.url, singleForm(stay, { email: "blink@example.com" }), {
      "accept-language": "en",
    });
    expect([booked.status, booked.body.code]).toEqual([503, "payment_link_pending"]);
    const orderId = booked.body.order_id as string;
    expect(orderId).toMatch(/\S/);
    expect(booked.body.message).toContain(orderId);

    cluster.start();
    // Held, waiting for its payment, without a page.
    expect(await paymentOf(database, orderId)).toMatchObject({ transaction_status: "pending", token: null });
    expect(await heldUnits(database, stay.roomId, stay.arrival)).toBe(1);
    const paid = await payNow(api, orderId, "blink@example.com");
    expect(paid.status).toBe(200);
    expect((await paymentOf(database, orderId)).redirect_url).toBe(
      paid.body.data.midtrans.response_from_midtrans.redirect_url,
    );
  });
});
