// Issue 9 items 3, 5 and 6 (decision 018): a voucher taken once per member and within its quota
// under concurrency (PostgreSQL through two processes too), idempotency keys scoped to their
// caller, and the caps on unpaid holds.
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#core/dates.ts";
import { databaseKinds, forwardedFor, TEST_APP_KEY, useTestApi } from "../test/harness.ts";
import { HOLD_LIMITS } from "./hold-limits.ts";
import {
  inventoryOf,
  multipleJson,
  postSingle,
  prepareStay,
  signedInUser,
  singleForm,
  startBookingApi,
  type BookingApi,
} from "./test-api.ts";

describe.each(databaseKinds)("abuse of reservations on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);
  const { rows } = suite;
  const statusCounts = (statuses: number[]) => {
    const counts: Record<number, number> = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    return counts;
  };

  describe("item 3: a voucher is taken once per member and within its quota", () => {
    async function voucher(code: string, quota: number) {
      await suite.database.db.execute(sql`insert into vouchers (code, value, quota) values (${code}, 10, ${quota})`);
    }

    it("20 concurrent bookings of one member with a once-per-member voucher: one is accepted", async () => {
      const stay = await prepareStay(suite.database, { units: 25 });
      const code = `ONCE${kind.toUpperCase()}`;
      await voucher(code, 100);
      const member = await signedInUser(suite.database);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postSingle(
            suite.api.url,
            singleForm(stay, { voucherCode: code, email: member.email, user_Id: String(member.id) }),
            {
              authorization: `Bearer ${member.token}`,
              "idempotency-key": `once-${kind}-${i}-${Date.now()}`,
            },
          ),
        ),
      );
      const counts = statusCounts(answers.map((a) => a.status));
      console.info(`voucher once per member on ${kind}: ${JSON.stringify(counts)}`);
      expect(counts).toEqual({ 201: 1, 422: 19 });
      const [v] = await rows<{ used_count: number }>(sql`select used_count from vouchers where code = ${code}`);
      expect(v!.used_count).toBe(1);
      const [r] = await rows<{ n: number }>(
        sql`select count(*)::int as n from voucher_redemptions where user_id = ${member.id} and status in ('held', 'spent')`,
      );
      expect(r!.n).toBe(1);
      expect((await inventoryOf(suite.database, [stay.roomId], stay.dates)).map((x) => x.units_booked)).toEqual([1, 1]);
    });

    it("20 members at once on a voucher with quota 3: three are accepted", async () => {
      const stay = await prepareStay(suite.database, { units: 25 });
      const code = `QUOTA${kind.toUpperCase()}`;
      await voucher(code, 3);
      const members = await Promise.all(Array.from({ length: 20 }, () => signedInUser(suite.database)));
      const answers = await Promise.all(
        members.map((m, i) =>
          postSingle(suite.api.url, singleForm(stay, { voucherCode: code, email: m.email, user_Id: String(m.id) }), {
            authorization: `Bearer ${m.token}`,
            "idempotency-key": `quota-${kind}-${i}-${Date.now()}`,
          }),
        ),
      );
      expect(statusCounts(answers.map((a) => a.status))).toEqual({ 201: 3, 422: 17 });
      const [v] = await rows<{ used_count: number }>(sql`select used_count from vouchers where code = ${code}`);
      expect(v!.used_count).toBe(3);
    });

    it.runIf(kind === "postgres")("one member through two API processes: still one", async () => {
      const stay = await prepareStay(suite.database, { units: 25 });
      const code = "ONCETWO";
      await voucher(code, 100);
      const member = await signedInUser(suite.database);
      const child = spawn(
        process.execPath,
        [path.join(import.meta.dirname, "race-server.ts"), suite.testDb.url!, TEST_APP_KEY],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      try {
        const [line] = (await once(child.stdout!, "data")) as [Buffer];
        const second = `http://127.0.0.1:${/listening (\d+)/.exec(line.toString())![1]}/v1`;
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            postSingle(
              i % 2 ? second : suite.api.url,
              singleForm(stay, { voucherCode: code, email: member.email, user_Id: String(member.id) }),
              {
                authorization: `Bearer ${member.token}`,
                "idempotency-key": `two-${i}-${Date.now()}`,
              },
            ),
          ),
        );
        expect(statusCounts(answers.map((a) => a.status))).toEqual({ 201: 1, 422: 19 });
      } finally {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
    });
  });

  describe("item 5: an Idempotency-Key belongs to its caller", () => {
    it("another caller's replay gets its own booking, never the first caller's order; the same caller with another payload gets 422", async () => {
      const stay = await prepareStay(suite.database);
      const owner = await signedInUser(suite.database);
      const key = `shared-key-${kind}-${Date.now()}`;
      const ownerForm = singleForm(stay, { email: owner.email, user_Id: String(owner.id) });
      const first = await postSingle(suite.api.url, ownerForm, {
        authorization: `Bearer ${owner.token}`,
        "idempotency-key": key,
      });
      expect(first.status).toBe(201);
      const orderId = first.body.data.order_id as string;

      // The owner's own retry: the first answer.
      const retry = await postSingle(suite.api.url, ownerForm, {
        authorization: `Bearer ${owner.token}`,
        "idempotency-key": key,
      });
      expect({ status: retry.status, orderId: retry.body.data.order_id }).toEqual({ status: 200, orderId });
      // The owner with another payload under the same key: refused, nothing written.
      const other = await postSingle(
        suite.api.url,
        { ...ownerForm, guest: "3", name: "Orang Lain" },
        { authorization: `Bearer ${owner.token}`, "idempotency-key": key, "accept-language": "en" },
      );
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({
        code: "idempotency_key_reused",
        message: expect.stringContaining("Idempotency-Key"),
      });

      // Another member, and an anonymous caller from another address, with the owner's key.
      const attacker = await signedInUser(suite.database);
      const byMember = await postSingle(
        suite.api.url,
        singleForm(stay, { email: attacker.email, user_Id: String(attacker.id) }),
        {
          authorization: `Bearer ${attacker.token}`,
          "idempotency-key": key,
        },
      );
      const byGuest = await postSingle(suite.api.url, singleForm(stay, { email: "someone@example.com" }), {
        "idempotency-key": key,
        ...forwardedFor("203.0.113.9"),
      });
      for (const answer of [byMember, byGuest]) {
        expect(answer.status).toBe(201);
        expect(answer.body.data.order_id).not.toBe(orderId);
        expect(JSON.stringify(answer.body)).not.toContain(first.body.data.midtrans.response_from_midtrans.token);
      }
      const [n] = await rows<{ n: number }>(
        sql`select count(*)::int as n from reservations where idempotency_key = ${key}`,
      );
      expect(n!.n).toBe(3);
    });
  });

  describe("item 6: unpaid holds are capped", () => {
    let capped: BookingApi;
    beforeAll(async () => {
      capped = await startBookingApi(suite.database, { holdLimits: HOLD_LIMITS });
    });
    afterAll(() => capped?.close());

    it("a family's booking passes; one call for more room-nights than a booking may hold is refused and holds nothing", async () => {
      const stay = await prepareStay(suite.database, { units: 30, nights: 7 });
      const family = await capped.request("POST", "/reservations/multiple", {
        json: multipleJson(
          stay,
          6,
          [
            { room_id: stay.roomId, qty: 1 },
            { room_id: stay.otherRoomId, qty: 1 },
          ],
          { email: "keluarga@example.com" },
        ),
        headers: forwardedFor(),
      });
      expect(family.status).toBe(201);

      const long = await prepareStay(suite.database, { units: 30, nights: 90 });
      const before = await inventoryOf(suite.database, [long.roomId, long.otherRoomId], long.dates);
      const huge = await capped.request("POST", "/reservations/multiple", {
        json: multipleJson(
          long,
          2,
          [
            { room_id: long.roomId, qty: 10 },
            { room_id: long.otherRoomId, qty: 10 },
          ],
          { email: "borong@example.com", lang: "en" },
        ),
        headers: forwardedFor(),
      });
      expect(huge.status).toBe(422);
      expect(huge.body.message).toBe(
        `One booking can hold at most ${HOLD_LIMITS.roomNightsPerBooking} room-nights; please split it or contact us`,
      );
      expect(await inventoryOf(suite.database, [long.roomId, long.otherRoomId], long.dates)).toEqual(before);
    });

    it(`one guest email: ${HOLD_LIMITS.unpaidHoldsPerContact} unpaid holds at once, even from many addresses and all at once`, async () => {
      const stay = await prepareStay(suite.database, { units: 30, nights: 1 });
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          postSingle(capped.url, singleForm(stay, { email: "satu.tamu@example.com" }), forwardedFor()),
        ),
      );
      expect(statusCounts(answers.map((a) => a.status))).toEqual({
        201: HOLD_LIMITS.unpaidHoldsPerContact,
        429: 12 - HOLD_LIMITS.unpaidHoldsPerContact,
      });
      expect(answers.find((a) => a.status === 429)!.body.code).toBe("hold_limit");
    });

    it(`one address with fresh emails: ${HOLD_LIMITS.unpaidHoldsPerClient} unpaid holds, and a property is never emptied`, async () => {
      const stay = await prepareStay(suite.database, { units: 30, nights: 2 });
      const address = forwardedFor();
      const statuses: number[] = [];
      for (let i = 0; i < HOLD_LIMITS.unpaidHoldsPerClient + 3; i++)
        statuses.push(
          (await postSingle(capped.url, singleForm(stay, { email: `tamu${i}.${kind}@example.com` }), address)).status,
        );
      expect(statusCounts(statuses)).toEqual({ 201: HOLD_LIMITS.unpaidHoldsPerClient, 429: 3 });

      // Rooms of one property for one night: at most unpaidUnitsPerPropertyNight per visitor.
      const big = await prepareStay(suite.database, { units: 30, nights: 1 });
      const grab = (qty: number, email: string) =>
        capped.request("POST", "/reservations/multiple", {
          json: multipleJson(big, 2, [{ room_id: big.roomId, qty }], { email }),
          headers: address2,
        });
      const address2 = forwardedFor();
      expect((await grab(8, "agen.a@example.com")).status).toBe(201);
      expect((await grab(3, "agen.b@example.com")).status).toBe(429);
      expect((await grab(2, "agen.c@example.com")).status).toBe(201);
      expect((await inventoryOf(suite.database, [big.roomId], big.dates))[0]!.units_booked).toBe(
        HOLD_LIMITS.unpaidUnitsPerPropertyNight,
      );
      const [held] = await rows<{ n: number }>(
        sql`select count(*)::int as n from reservations where arrival >= ${stay.arrival}::date and arrival <= ${addDays(big.arrival, 1)}::date and released_at is null`,
      );
      console.info(
        `holds capped on ${kind}: ${statuses.filter((s) => s === 429).length} refused per client; ${held!.n} holds live`,
      );
    });

    it("reservation attempts are rate limited per address (429 with Retry-After)", async () => {
      const limited = await startBookingApi(suite.database, {
        holdLimits: { ...HOLD_LIMITS, createPerClient: { limit: 2, windowSeconds: 600 } },
      });
      try {
        const stay = await prepareStay(suite.database, { units: 30, nights: 1 });
        const address = forwardedFor();
        const answers = [];
        for (let i = 0; i < 3; i++)
          answers.push(
            await postSingle(limited.url, singleForm(stay, { email: `cepat${i}.${kind}@example.com` }), address),
          );
        expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
        expect(Number(answers[2]!.headers.get("retry-after"))).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });
  });
});
