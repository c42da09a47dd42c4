import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../test/harness.ts";
import { inventoryOf, prepareStay, signedInUser, singleForm, startBookingApi, type BookingApi, type Stay } from "./test-api.ts";

describe.each(databaseKinds)("reservations on %s", (kind) => {
  let testDb: TestDatabase;
  let api: BookingApi;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    api = await startBookingApi(testDb.database);
  });
  afterAll(async () => {
    await api?.close();
    await testDb?.close();
  });

  const rows = <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => queryRows<T>(testDb.database.db, q);

  describe("POST /v1/reservations/single", () => {
    it("holds the units, recomputes the price and answers the gateway's redirect URL", async () => {
      const stay = await prepareStay(testDb.database);
      const { status, body } = await api.request("POST", "/reservations/single", { form: singleForm(stay, { unique_code: "1", total: "1" }) });
      expect(status).toBe(201);
      expect(body.status).toBe("success");
      const redirect = body.data.data.midtrans.response_from_midtrans.redirect_url as string;
      expect(redirect).toMatch(new RegExp(`^${api.origin}/sandbox/pay/[\\w-]+$`));
      expect(body.data.order_id).toMatch(/^INAP-\d{8}-[A-Z2-9]{6}$/);
      const [reservation] = await rows<Record<string, any>>(sql`select * from reservations where order_id = ${body.data.order_id}`);
      expect(reservation).toMatchObject({ status: 0, sub_total: 2_000_000, nights: 2, guest_phone: "+62-81234567890", hour_arrival: "14:00" });
      expect(reservation!.unique_code).toBeGreaterThanOrEqual(100);
      expect(reservation!.unique_code).toBeLessThanOrEqual(999);
      expect(reservation!.total).toBe(2_000_000 + reservation!.unique_code);
      expect(reservation!.expires_at).not.toBeNull();
      const inventory = await inventoryOf(testDb.database, [stay.roomId], stay.dates);
      expect(inventory.map((r) => r.units_booked)).toEqual([1, 1]);
      const [payment] = await rows<Record<string, any>>(sql`select * from payments where order_id = ${body.data.order_id}`);
      expect(payment).toMatchObject({ gateway: "sandbox", gross_amount: reservation!.total, transaction_status: "pending" });
    });
  });
});
