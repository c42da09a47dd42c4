import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { prepareStay, signedInUser, startBookingApi, type Stay } from "../reservations/test-api.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";

describe.each(databaseKinds)("promo, voucher and referral calls on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);
  let stay: Stay;

  const get = (path: string, token?: string) => suite.api.request("GET", path, { token });

  describe("GET /v1/voucher/{code}/{userId}", () => {
    it("answers the voucher, or the seed's (inverted) messages: 'found' = not found, 'exp', 'unused'", async () => {
      expect((await get("/voucher/HEMAT10/0")).body).toEqual({
        status: "success",
        data: { value: 10, nominal: 0, code: "HEMAT10" },
      });
      expect((await get("/voucher/diskon50k/0")).body.data).toEqual({ value: 0, nominal: 50_000, code: "DISKON50K" });
      expect((await get("/voucher/NOPE/0?lang=en")).body).toEqual({
        status: "error",
        message: "found",
        text: "Promo code not found",
      });
      expect((await get("/voucher/LAMA20/0")).body).toMatchObject({ status: "error", message: "exp" });
      expect((await get("/voucher/HABIS15/0")).body).toMatchObject({ status: "error", message: "unused" });
    });

    it("'unused' once the user holds it; a voucher claimed by another user is not found", async () => {
      const user = await signedInUser(suite.database);
      const other = await signedInUser(suite.database);
      const [voucher] = await queryRows<{ id: number }>(
        suite.database.db,
        sql`select id from vouchers where code = 'LIBURAN25'`,
      );
      await suite.database.db.execute(
        sql`insert into voucher_redemptions (voucher_id, user_id, status) values (${voucher!.id}, ${user.id}, 'held')`,
      );
      expect((await get(`/voucher/LIBURAN25/${user.id}`, user.token)).body.message).toBe("unused");
      await suite.database.db.execute(
        sql`insert into vouchers (code, value, quota, user_id) values ('MINE-ONLY', 15, 1, ${user.id})`,
      );
      expect((await get(`/voucher/MINE-ONLY/${other.id}`, other.token)).body.message).toBe("found");
      expect((await get(`/voucher/MINE-ONLY/${user.id}`, user.token)).body.data.value).toBe(15);
    });

    it("is rate limited per IP (429 with Retry-After past the limit)", async () => {
      const limited = await startBookingApi(suite.database, { voucherLimitPerMinute: 3 });
      try {
        await suite.database.db.execute(sql`delete from rate_limit_hits`);
        const answers = [];
        for (let i = 0; i < 4; i++) answers.push(await limited.request("GET", "/voucher/HEMAT10/0"));
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
        expect(Number(answers[3]!.headers.get("retry-after"))).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });
  });

  describe("GET /v1/promo/by-property/{id}", () => {
    it("answers promo, promoProperty, referral.guest and the member's referral promo remaining", async () => {
      stay = await prepareStay(suite.database);
      await suite.database.db.execute(sql`update properties set promo_percent = 7 where id = ${stay.propertyId}`);
      const guest = await get(`/promo/by-property/${stay.propertyId}?isLogin=false`);
      expect(guest.body).toEqual({
        status: "success",
        data: { promo: 0, promoProperty: 7, referral: { guest: 5 }, user: { reff_results: { remaining: 0 } } },
      });
      const user = await signedInUser(suite.database);
      await suite.database.db.execute(
        sql`insert into referrer_promos (user_id, promo_percent, is_used) values (${user.id}, 30, false), (${user.id}, 30, false), (${user.id}, 10, true)`,
      );
      const member = await get(`/promo/by-property/${stay.propertyId}?isLogin=true&userId=${user.id}`, user.token);
      expect(member.body.data.user.reff_results.remaining).toBe(50);
      expect(
        (await get(`/promo/by-property/${stay.propertyId}?isLogin=true&userId=${user.id + 1}`, user.token)).status,
      ).toBe(403);
      expect((await get("/promo/by-property/99999999")).status).toBe(404);
    });

    it("adds the running site-wide and member promos", async () => {
      await suite.database.db.execute(
        sql`update promos set ends_at = now() + interval '1 day' where kind in ('site', 'login')`,
      );
      try {
        const answer = await get(`/promo/by-property/${stay.propertyId}?isLogin=true`);
        expect(answer.body.data.promo).toBe(15);
        expect((await get("/promo/hotel")).body).toEqual({ status: "success", data: { promohotel: 10 } });
        expect((await get("/promo/top_up")).body).toEqual({ status: "success", data: { promotop_up: 0 } });
        const all = await get(`/promo/all?roomId=${stay.roomId}&isLogin=true`);
        expect(all.body.data.map((p: { code: string }) => p.code)).toEqual(
          expect.arrayContaining(["MEMBER5", "SITE-HOTEL"]),
        );
        expect((await get("/promo/all?isLogin=false")).body.data.map((p: { code: string }) => p.code)).not.toContain(
          "MEMBER5",
        );
      } finally {
        await suite.database.db.execute(
          sql`update promos set ends_at = now() - interval '1 day' where kind in ('site', 'login')`,
        );
      }
      const codes = (await get("/promo/all?isLogin=true")).body.data?.map((p: { code: string }) => p.code) ?? [];
      expect(codes).not.toContain("MEMBER5");
      expect(codes).not.toContain("SITE-HOTEL");
    });
  });

  describe("referral codes", () => {
    it("GET /v1/promo/referral/check/{code}/{userId}: a valid code of someone else gives the guest percent; else 404", async () => {
      const referrer = await signedInUser(suite.database);
      const guest = await signedInUser(suite.database);
      expect((await get(`/promo/referral/check/${referrer.referralCode}/${guest.id}`, guest.token)).body).toEqual({
        status: "success",
        data: { code: referrer.referralCode, percent: 5 },
      });
      expect((await get(`/promo/referral/check/${referrer.referralCode}/0`)).status).toBe(200);
      const own = await get(`/promo/referral/check/${referrer.referralCode}/${referrer.id}?lang=en`, referrer.token);
      expect(own.status).toBe(404);
      expect(own.body.message).toBe("Referral Code not found");
      expect((await get("/promo/referral/check/NOPE9999/0")).status).toBe(404);
    });

    it("GET /v1/promo/referral/for-referrer/{id}: the bearer's own promos only", async () => {
      const user = await signedInUser(suite.database);
      await suite.database.db.execute(
        sql`insert into referrer_promos (user_id, promo_percent, is_used) values (${user.id}, 5, false), (${user.id}, 10, true)`,
      );
      const mine = await get(`/promo/referral/for-referrer/${user.id}`, user.token);
      expect(mine.body.data.map((p: any) => [p.promo_percent, p.is_used])).toEqual([
        [5, 0],
        [10, 1],
      ]);
      expect(mine.body.data[0]).toHaveProperty("id");
      expect((await get(`/promo/referral/for-referrer/${user.id}`)).status).toBe(401);
      expect((await get(`/promo/referral/for-referrer/${user.id + 1}`, user.token)).status).toBe(403);
    });
  });
});
