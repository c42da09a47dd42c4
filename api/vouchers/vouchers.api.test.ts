// Voucher lists and the voucher-event claim (issue 13 item 4, decision 028): one voucher per member
// and event, never past the event's quota, under concurrency (PostgreSQL through two API processes
// too); the ended and full answers; the claimed voucher accepted by the voucher check and at
// reservation for its member only.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  postSingle,
  prepareStay,
  signedInUser,
  singleForm,
  startBookingApi,
  withSecondApiProcess,
} from "../reservations/test-api.ts";
import { send } from "../test/harness.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";

let eventCounter = 0;

describe.each(databaseKinds)("voucher lists and voucher events on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);
  const { rows } = suite;
  const get = (path: string, token?: string) => suite.api.request("GET", path, { token });
  type Member = Awaited<ReturnType<typeof signedInUser>>;
  const claimUrl = (base: string, m: Member, event?: string) =>
    `${base}/voucher-claim/random/${m.id}/${encodeURIComponent(m.email)}${event ? `?event=${encodeURIComponent(event)}` : ""}`;
  const claim = (m: Member, event?: string, base = suite.api.url) =>
    send("GET", claimUrl(base, m, event), { token: m.token });

  /** A voucher event of its own (a unique type), running unless `ended`. */
  async function promoEvent(options: { quota: number; ended?: boolean; value?: number }) {
    eventCounter++;
    const type = `race${kind}${eventCounter}${Date.now().toString(36)}`;
    const [row] = await rows<{ id: number }>(sql`
      insert into promo_events (event_type, icon, gif, voucher_value, voucher_days, starts_at, ends_at, quota)
      values (${type}, 'x-icon.webp', 'x-voucher.gif', ${options.value ?? 20}, 30, now() - interval '1 hour',
              ${options.ended ? sql`now() - interval '1 minute'` : sql`now() + interval '10 days'`}, ${options.quota})
      returning id`);
    return { id: Number(row!.id), type };
  }

  const counts = (statuses: number[]) => {
    const c: Record<number, number> = {};
    for (const s of statuses) c[s] = (c[s] ?? 0) + 1;
    return c;
  };

  async function checkEvent(eventId: number, claims: number) {
    const [event] = await rows<{ claimed_count: number; quota: number }>(
      sql`select claimed_count, quota from promo_events where id = ${eventId}`,
    );
    expect(event!.claimed_count).toBe(claims);
    const [n] = await rows<{ claims: number; vouchers: number }>(
      sql`select count(*)::int as claims, count(distinct v.id)::int as vouchers from voucher_claims c join vouchers v on v.id = c.voucher_id where c.promo_event_id = ${eventId}`,
    );
    expect(n).toEqual({ claims, vouchers: claims });
    // No orphan voucher from a rolled-back claim: every event voucher of these members has its claim.
    const [orphans] = await rows<{ n: number }>(
      sql`select count(*)::int as n from vouchers v where v.user_id is not null and v.code like ${"RACE%"} and not exists (select 1 from voucher_claims c where c.voucher_id = v.id)`,
    );
    expect(orphans!.n).toBe(0);
  }

  describe("GET /v1/voucher/all, /voucher/active/{id}, /voucher/others", () => {
    it("answers the active public vouchers only, with sanitised terms, and 404 for the others", async () => {
      const all = await get("/voucher/all?lang=en");
      expect(all.status).toBe(200);
      const codes = all.body.data.map((v: { code: string }) => v.code);
      expect(codes).toEqual(expect.arrayContaining(["HEMAT10", "DISKON50K", "LIBURAN25"]));
      expect(codes).not.toContain("LAMA20"); // expired
      expect(codes).not.toContain("HABIS15"); // used up
      const hemat = all.body.data.find((v: { code: string }) => v.code === "HEMAT10");
      expect(hemat).toMatchObject({
        title: "10% Saver Voucher",
        value: 10,
        nominal: 0,
        btn_link: null,
        btn_text: null,
      });
      expect(hemat.image_url).toMatch(/^\/images\/voucher\/.+\.webp$/);
      expect(hemat.image_url_500).toMatch(/-480\.webp$/);

      const one = await get(`/voucher/active/${hemat.id}`);
      expect(one.body.data).toMatchObject({ id: hemat.id, code: "HEMAT10", title: "Voucher Hemat 10%" });
      const [expired] = await rows<{ id: number }>(sql`select id from vouchers where code = 'LAMA20'`);
      expect((await get(`/voucher/active/${expired!.id}`)).body).toMatchObject({
        status: "error",
        code: "voucher_not_found",
      });
      expect((await get("/voucher/active/999999")).status).toBe(404);
      expect((await get("/voucher/active/abc")).status).toBe(404);

      const others = await get(`/voucher/others?except=${hemat.id}`);
      expect(others.body.data.map((v: { code: string }) => v.code)).not.toContain("HEMAT10");
      expect(others.body.data.length).toBeGreaterThan(0);
      expect(others.body.data.length).toBeLessThanOrEqual(6);
      expect((await get("/voucher/others?except=x")).status).toBe(422);
    });

    it("sanitises the terms (no script, no event handler) and never lists a member's voucher", async () => {
      const member = await signedInUser(suite.database);
      await suite.database.db.execute(sql`
        insert into vouchers (code, value, quota, terms_id, terms_en) values ('XSS-${sql.raw(kind.toUpperCase())}', 5, 10,
          '<p onclick="alert(1)">Syarat<script>alert(1)</script></p><img src=x onerror=alert(1)>', '<p>Terms</p>')`);
      await suite.database.db.execute(
        sql`insert into vouchers (code, value, quota, user_id) values (${`OWN-${kind}`}, 50, 1, ${member.id})`,
      );
      const all = await get("/voucher/all");
      const xss = all.body.data.find((v: { code: string }) => v.code === `XSS-${kind.toUpperCase()}`);
      expect(xss.term_and_conditions).toBe("<p>Syarat</p>");
      expect(all.body.data.map((v: { code: string }) => v.code)).not.toContain(`OWN-${kind}`);
    });
  });

  describe("GET /v1/voucher-claim/random/{userId}/{email}", () => {
    it("claims once: the seed's voucher_code and detail.gif_url, then the same voucher again", async () => {
      const member = await signedInUser(suite.database);
      const event = await promoEvent({ quota: 10, value: 15 });
      const first = await claim(member, event.type);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        status: "success",
        data: {
          already_claimed: false,
          detail: { gif_url: "/images/icon/x-voucher.gif", event_id: event.id, event_type: event.type, value: 15 },
        },
      });
      expect(first.body.data.voucher_code).toMatch(/^RACE[A-Z0-9]*-[A-Z2-9]{8}$/);
      const again = await claim(member, String(event.id));
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ voucher_code: first.body.data.voucher_code, already_claimed: true });
      await checkEvent(event.id, 1);
    });

    it("claims the running event without `event` (the demo seed's), and refuses another user's id or email", async () => {
      const member = await signedInUser(suite.database);
      const other = await signedInUser(suite.database);
      const running = await get("/voucher-event");
      expect(running.body.data.event_type).toBe("lebaran");
      const answer = await claim(member);
      expect(answer.status).toBe(201);
      expect(answer.body.data.detail.event_type).toBe("lebaran");
      expect(
        (
          await send("GET", `${suite.api.url}/voucher-claim/random/${other.id}/${encodeURIComponent(other.email)}`, {
            token: member.token,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await send("GET", `${suite.api.url}/voucher-claim/random/${member.id}/${encodeURIComponent(other.email)}`, {
            token: member.token,
          })
        ).status,
      ).toBe(403);
      expect((await send("GET", claimUrl(suite.api.url, member))).status).toBe(401);
    });

    it("an ended event: 410 event_over, but a member who claimed before gets their code again; unknown: 404", async () => {
      const member = await signedInUser(suite.database);
      const late = await signedInUser(suite.database);
      const event = await promoEvent({ quota: 5 });
      const before = await claim(member, event.type);
      await suite.database.db.execute(
        sql`update promo_events set ends_at = now() - interval '1 minute' where id = ${event.id}`,
      );
      const over = await claim(late, `${event.type}`);
      expect(over.status).toBe(410);
      expect(over.body).toMatchObject({ status: "error", code: "event_over" });
      expect(
        (
          await suite.api.request(
            "GET",
            `/voucher-claim/random/${late.id}/${encodeURIComponent(late.email)}?event=${event.type}&lang=en`,
            { token: late.token },
          )
        ).body.message,
      ).toBe("This voucher event is over");
      const mine = await claim(member, event.type);
      expect(mine.status).toBe(200);
      expect(mine.body.data).toMatchObject({ voucher_code: before.body.data.voucher_code, already_claimed: true });
      const ended = await promoEvent({ quota: 5, ended: true });
      expect((await claim(late, ended.type)).status).toBe(410);
      const unknown = await claim(late, "no-such-event");
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe("event_not_found");
    });

    it("a full event: 409 event_quota_exhausted", async () => {
      const event = await promoEvent({ quota: 1 });
      const [a, b] = [await signedInUser(suite.database), await signedInUser(suite.database)];
      expect((await claim(a, event.type)).status).toBe(201);
      const full = await claim(b, event.type);
      expect(full.status).toBe(409);
      expect(full.body).toMatchObject({ status: "error", code: "event_quota_exhausted" });
      await checkEvent(event.id, 1);
    });

    it("30 members at once on a quota of 5: exactly 5 vouchers", async () => {
      const event = await promoEvent({ quota: 5 });
      const members = await Promise.all(Array.from({ length: 30 }, () => signedInUser(suite.database)));
      const answers = await Promise.all(members.map((m) => claim(m, event.type)));
      const c = counts(answers.map((a) => a.status));
      console.info(`voucher event quota race on ${kind}: ${JSON.stringify(c)}`);
      expect(c).toEqual({ 201: 5, 409: 25 });
      await checkEvent(event.id, 5);
    });

    it("one member 20 times at once: one voucher, the same code in every answer", async () => {
      const event = await promoEvent({ quota: 50 });
      const member = await signedInUser(suite.database);
      const answers = await Promise.all(Array.from({ length: 20 }, () => claim(member, event.type)));
      const c = counts(answers.map((a) => a.status));
      console.info(`voucher event one-member race on ${kind}: ${JSON.stringify(c)}`);
      expect(c).toEqual({ 201: 1, 200: 19 });
      expect(new Set(answers.map((a) => a.body.data.voucher_code)).size).toBe(1);
      await checkEvent(event.id, 1);
    });

    it("one member 20 times at once on a quota of 1: their one voucher, never 'full'", async () => {
      const event = await promoEvent({ quota: 1 });
      const member = await signedInUser(suite.database);
      const answers = await Promise.all(Array.from({ length: 20 }, () => claim(member, event.type)));
      expect(counts(answers.map((a) => a.status))).toEqual({ 201: 1, 200: 19 });
      await checkEvent(event.id, 1);
    });

    it.runIf(kind === "postgres")(
      "through two API processes: 30 members on a quota of 5 get 5, one member 20 times gets 1",
      async () => {
        const full = await promoEvent({ quota: 5 });
        const once = await promoEvent({ quota: 50 });
        const members = await Promise.all(Array.from({ length: 30 }, () => signedInUser(suite.database)));
        const member = await signedInUser(suite.database);
        await withSecondApiProcess(suite.testDb.url!, async (second) => {
          const urls = [suite.api.url, second];
          const many = await Promise.all(members.map((m, i) => claim(m, full.type, urls[i % 2])));
          expect(counts(many.map((a) => a.status))).toEqual({ 201: 5, 409: 25 });
          const one = await Promise.all(Array.from({ length: 20 }, (_, i) => claim(member, once.type, urls[i % 2])));
          expect(counts(one.map((a) => a.status))).toEqual({ 201: 1, 200: 19 });
        });
        await checkEvent(full.id, 5);
        await checkEvent(once.id, 1);
      },
    );
  });

  describe("the claimed voucher at checkout", () => {
    it("is accepted by the voucher check and at reservation for its member only", async () => {
      const event = await promoEvent({ quota: 5, value: 20 });
      const member = await signedInUser(suite.database);
      const other = await signedInUser(suite.database);
      const code: string = (await claim(member, event.type)).body.data.voucher_code;

      expect((await get(`/voucher/${code}/${member.id}`, member.token)).body).toEqual({
        status: "success",
        data: { value: 20, nominal: 0, code },
      });
      expect((await get(`/voucher/${code}/${other.id}`, other.token)).body.message).toBe("found");
      expect((await get(`/voucher/${code}/0`)).body.message).toBe("found");

      const stay = await prepareStay(suite.database, { units: 5 });
      // The member's own booking with the code, `who` naming the request's idempotency key.
      const bookAs = (user: typeof member, who: string) =>
        postSingle(
          suite.api.url,
          singleForm(stay, { voucherCode: code, email: user.email, user_Id: String(user.id) }),
          { authorization: `Bearer ${user.token}`, "idempotency-key": `event-${who}-${kind}-${Date.now()}` },
        );
      const refused = await bookAs(other, "other");
      expect(refused.status).toBe(422);
      const guest = await postSingle(suite.api.url, singleForm(stay, { voucherCode: code }), {
        "idempotency-key": `event-guest-${kind}-${Date.now()}`,
      });
      expect(guest.status).toBe(422);

      const booked = await bookAs(member, "member");
      expect(booked.status).toBe(201);
      const [reservation] = await rows<{ voucher_code: string; voucher_amount: number }>(
        sql`select voucher_code, voucher_amount from reservations where user_id = ${member.id} order by id desc limit 1`,
      );
      // Two nights at 1,000,000: 20% off is 400,000.
      expect(reservation).toEqual({ voucher_code: code, voucher_amount: 400_000 });
      // Spent: the check now says used ('unused' on the wire).
      expect((await get(`/voucher/${code}/${member.id}`, member.token)).body.message).toBe("unused");
    });
  });
});
