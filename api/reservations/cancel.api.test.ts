// Cancelling a nightly booking (issue 26, decisions 055 and 056): the policy's edges, what comes
// back (units, points, voucher, referrer reward), the refund through the sandbox gateway and its
// states, guest access by the mailed link, and exactly once under double submits, settlement
// notifications, the expiry sweep and (PostgreSQL) two API processes.
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { addDays, nightsBetween, todayInJakarta } from "#core/dates.ts";
import { cancelToken } from "../bookings/cancel-token.ts";
import { databaseKinds, send, useTestApi } from "../test/harness.ts";
import {
  cancelsRacingSettlement,
  inventoryOf,
  paymentsOfBooking,
  refundsOfBooking,
  prepareStay,
  signedInUser,
  singleForm,
  startBookingApi,
  withSecondApiProcess,
  type Stay,
  settlementOf,
  notify,
  notifyTwice,
  expirePayment,
  sweepExpired,
} from "./test-api.ts";

describe.each(databaseKinds)("cancelling a nightly booking on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);
  const { rows } = suite;

  const reservationOf = async (orderId: string) =>
    (await rows<Record<string, any>>(sql`select * from reservations where order_id = ${orderId}`))[0]!;
  const paymentsOf = (orderId: string) => paymentsOfBooking(suite.database, "reservation", orderId);
  const refundsOf = (orderId: string) => refundsOfBooking(suite.database, "reservation", orderId);
  const booked = async (stay: Stay) =>
    (await inventoryOf(suite.database, [stay.roomId], stay.dates)).map((r) => r.units_booked);
  const pointsOf = async (userId: number) =>
    (await rows<{ remaining: number }>(sql`select remaining from point_balances where user_id = ${userId}`))[0]!
      .remaining;

  /** The property's policy: cancellable up to `dayCancel` days before arrival, `refundPercent` refunded. */
  async function setPolicy(stay: Stay, dayCancel: number | null, refundPercent: number | null) {
    await suite.database.db.execute(sql`
      insert into property_rules (property_id, day_cancel, refund_percent) values (${stay.propertyId}, ${dayCancel}, ${refundPercent})
      on conflict (property_id) do update set day_cancel = ${dayCancel}, refund_percent = ${refundPercent}`);
  }
  const daysToArrival = (stay: Stay) => nightsBetween(todayInJakarta(), stay.arrival);

  async function book(stay: Stay, overrides: Record<string, string> = {}, token?: string) {
    const answer = await suite.api.request("POST", "/reservations/single", {
      form: singleForm(stay, overrides),
      token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const redirect = answer.body.data?.midtrans?.response_from_midtrans.redirect_url as string | undefined;
    return { orderId: answer.body.data.order_id as string, payToken: redirect?.split("/").pop() };
  }
  const pay = (payToken: string, paymentType = "gopay") =>
    suite.api.request("POST", `/sandbox/pay/${payToken}`, {
      form: { action: "settlement", payment_type: paymentType },
    });
  const preview = (orderId: string, token?: string, query = "") =>
    suite.api.request("GET", `/bookings/${orderId}/cancellation${query}`, { token });
  const cancel = (orderId: string, token?: string, json: Record<string, string> = {}, url = suite.api.url) =>
    send("POST", `${url}/bookings/${orderId}/cancellation`, { token, json });

  it("previews each line, then cancels a paid member booking: units, points and voucher back, the refund done once", async () => {
    const stay = await prepareStay(suite.database);
    await setPolicy(stay, 7, 50);
    const user = await signedInUser(suite.database, { points: 300_000 });
    const { orderId, payToken } = await book(
      stay,
      { voucherCode: "HEMAT10", point: "100000", user_Id: String(user.id) },
      user.token,
    );
    expect((await pay(payToken!)).status).toBe(303);
    const r = await reservationOf(orderId);
    expect(r.status).toBe(1);
    expect(await booked(stay)).toEqual([1, 1]);

    // Someone else's bearer, or nobody: what a missing booking answers.
    const other = await signedInUser(suite.database);
    expect((await preview(orderId, other.token)).status).toBe(404);
    expect((await preview(orderId)).status).toBe(404);
    expect((await cancel(orderId, other.token)).status).toBe(404);

    const before = await preview(orderId, user.token);
    expect(before.status).toBe(200);
    const paid = r.total as number;
    const refundable = paid - r.unique_code;
    expect(before.body.data).toMatchObject({
      state: "open",
      cancellable: true,
      refusal: null,
      days_before_arrival: daysToArrival(stay),
      policy: { day_cancel: 7, refund_percent: 50, last_day: addDays(stay.arrival, -7) },
      refund: { paid, unique_code_kept: r.unique_code, refundable, percent: 50, amount: Math.floor(refundable / 2) },
      given_back: { points: 100_000, voucher_code: "HEMAT10" },
      refunds: [],
    });
    expect(await pointsOf(user.id)).toBe(200_000);

    const done = await cancel(orderId, user.token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      state: "cancelled",
      cancellable: false,
      refund: { amount: Math.floor(refundable / 2), percent: 50 },
      refunds: [{ amount: Math.floor(refundable / 2), status: "done", payment_type: "gopay" }],
    });
    expect(await reservationOf(orderId)).toMatchObject({ status: 3, status_text: "canceled", status_pay: 0 });
    expect(await booked(stay)).toEqual([0, 0]);
    expect(await pointsOf(user.id)).toBe(300_000);
    expect((await paymentsOf(orderId)).map((p) => p.transaction_status)).toEqual(["partial_refund"]);
    const mails = await rows<{ kind: string; subject: string; lang: string }>(
      sql`select kind, subject, lang from mail_outbox where kind = 'cancelled' and subject like ${`%${orderId}%`}`,
    );
    expect(mails).toEqual([{ kind: "cancelled", subject: expect.stringContaining("dibatalkan"), lang: "id" }]);

    // Again (a double click, another tab): the same answer, nothing moves twice.
    const again = await cancel(orderId, user.token);
    expect(again.status).toBe(200);
    expect(again.body.data.refunds).toHaveLength(1);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await booked(stay)).toEqual([0, 0]);
    expect(await pointsOf(user.id)).toBe(300_000);

    // The once-per-member voucher is usable again; the voucher PDF says cancelled.
    const rebook = await suite.api.request("POST", "/reservations/single", {
      form: singleForm(stay, { voucherCode: "HEMAT10", user_Id: String(user.id) }),
      token: user.token,
    });
    expect(rebook.status, JSON.stringify(rebook.body)).toBe(201);
    const pdf = await suite.api.request("GET", `/download?order_id=${orderId}`, { token: user.token });
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(Buffer.from(pdf.body.data.base64, "base64"));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain("DIBATALKAN");
  });

  it("a bank transfer's refund waits for an account, then is paid out to it", async () => {
    const stay = await prepareStay(suite.database);
    await setPolicy(stay, 1, 100);
    const { orderId, payToken } = await book(stay, { email: "bank.guest@example.com" });
    await pay(payToken!, "bank_transfer");
    const email = "bank.guest@example.com";
    const link = { email, token: cancelToken({ orderId, email }) };
    const r = await reservationOf(orderId);
    const done = await cancel(orderId, undefined, link);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      guest: true,
      refund: { amount: r.total - r.unique_code, percent: 100 },
      refunds: [{ status: "needs_bank_account", amount: r.total - r.unique_code }],
    });
    const account = (body: Record<string, string>) =>
      send("POST", `${suite.api.url}/bookings/${orderId}/refund-account?lang=en`, { json: { ...link, ...body } });
    const bad = await account({ bank_name: "BCA", account_number: "12ab", account_holder: "Siti Rahma" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.account_number).toEqual(["Account number: 5 to 20 digits"]);
    const given = await account({ bank_name: "BCA", account_number: "1234 5678 90", account_holder: "Siti Rahma" });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.data.refunds).toEqual([
      { amount: r.total - r.unique_code, status: "done", payment_type: "bank_transfer" },
    ]);
    expect((await refundsOf(orderId))[0]).toMatchObject({ bank_account_number: "1234567890", bank_name: "BCA" });
    expect((await account({ bank_name: "BCA", account_number: "1234567890", account_holder: "Siti" })).status).toBe(
      409,
    );
  });

  it("the last cancellable day is accepted, the day after is refused; no policy is refused; 0% refunds nothing", async () => {
    const stay = await prepareStay(suite.database);
    const days = daysToArrival(stay);
    const { orderId, payToken } = await book(stay);
    await pay(payToken!);
    const link = { email: "siti@example.com", token: cancelToken({ orderId, email: "siti@example.com" }) };
    const query = `?email=siti@example.com&token=${link.token}`;

    await setPolicy(stay, days + 1, 50);
    expect((await preview(orderId, undefined, query)).body.data).toMatchObject({
      cancellable: false,
      refusal: "tooLate",
      policy: { last_day: addDays(todayInJakarta(), -1) },
    });
    const late = await send("POST", `${suite.api.url}/bookings/${orderId}/cancellation?lang=en`, { json: link });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: "not_cancellable", message: expect.stringContaining("last day") });

    await setPolicy(stay, null, 50);
    expect((await preview(orderId, undefined, query)).body.data.refusal).toBe("notCancellable");
    expect((await cancel(orderId, undefined, link)).status).toBe(409);
    expect(await booked(stay)).toEqual([1, 1]);

    await setPolicy(stay, days, 0);
    const q = (await preview(orderId, undefined, query)).body.data;
    expect(q).toMatchObject({ cancellable: true, policy: { last_day: todayInJakarta() }, refund: { amount: 0 } });
    const done = await cancel(orderId, undefined, link);
    expect(done.body.data).toMatchObject({ state: "cancelled", refund: { amount: 0 }, refunds: [] });
    expect(await booked(stay)).toEqual([0, 0]);
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it("guests ask for the link from the reservation check: mailed to the booking's email, the token required", async () => {
    const stay = await prepareStay(suite.database);
    await setPolicy(stay, 0, 100);
    const { orderId } = await book(stay, { payment_option: "1", email: "walkin@example.com" });
    expect(
      (
        await send("POST", `${suite.api.url}/bookings/${orderId}/cancellation-link`, {
          json: { email: "x@example.com" },
        })
      ).status,
    ).toBe(404);
    const asked = await suite.api.request("POST", `/bookings/${orderId}/cancellation-link`, {
      json: { email: "Walkin@Example.com" },
    });
    expect(asked.status).toBe(200);
    const [mail] = await rows<{ to: string; text: string }>(
      sql`select "to", text from mail_outbox where kind = 'cancel_link' and subject like ${`%${orderId}%`}`,
    );
    expect(mail!.to).toBe("walkin@example.com");
    const token = cancelToken({ orderId, email: "walkin@example.com" });
    expect(mail!.text).toContain(`token=${token}`);
    expect(
      (await cancel(orderId, undefined, { email: "walkin@example.com", token: `${token.slice(1)}x` })).status,
    ).toBe(404);
    // Pay at the property: cancelled within the policy, nothing paid, nothing refunded.
    const done = await cancel(orderId, undefined, { email: "walkin@example.com", token });
    expect(done.body.data).toMatchObject({ state: "cancelled", refund: { paid: 0, amount: 0 }, refunds: [] });
    expect(await booked(stay)).toEqual([0, 0]);
  });

  it("an unpaid hold cancels with no policy; a settlement arriving afterwards is refunded whole, once", async () => {
    const stay = await prepareStay(suite.database);
    await setPolicy(stay, null, null);
    const { orderId } = await book(stay, { email: "late@example.com" });
    const link = { email: "late@example.com", token: cancelToken({ orderId, email: "late@example.com" }) };
    const done = await cancel(orderId, undefined, link);
    expect(done.body.data).toMatchObject({ state: "cancelled", refund: { amount: 0 }, refunds: [] });
    expect((await paymentsOf(orderId)).map((p) => p.transaction_status)).toEqual(["cancel"]);
    expect(await booked(stay)).toEqual([0, 0]);

    const [payment] = await paymentsOf(orderId);
    const settlement = settlementOf(suite.api, orderId, payment!.gross_amount);
    await notifyTwice(suite.api, settlement);
    expect(await refundsOf(orderId)).toMatchObject([{ amount: payment!.gross_amount, status: "done" }]);
    expect(await reservationOf(orderId)).toMatchObject({ status: 3, cancelled_at: expect.anything() });
    expect(await booked(stay)).toEqual([0, 0]);
    // The sweep finds nothing to end.
    await expirePayment(suite.database, orderId);
    expect(await sweepExpired(suite.database)).toBe(0);
  });

  it("an expired hold is not cancellable (ended)", async () => {
    const stay = await prepareStay(suite.database);
    await setPolicy(stay, 0, 100);
    const user = await signedInUser(suite.database);
    const { orderId } = await book(stay, { user_Id: String(user.id) }, user.token);
    await expirePayment(suite.database, orderId);
    await sweepExpired(suite.database);
    expect((await preview(orderId, user.token)).body.data).toMatchObject({ cancellable: false, refusal: "ended" });
    expect((await cancel(orderId, user.token)).status).toBe(409);
  });

  it("twenty cancels at once, racing the settlement and the sweep: one cancellation, one refund, units and points back once", async () => {
    const stay = await prepareStay(suite.database);
    await setPolicy(stay, 0, 100);
    const user = await signedInUser(suite.database, { points: 50_000 });
    const { orderId } = await book(stay, { point: "50000", user_Id: String(user.id) }, user.token);
    const cancels = await cancelsRacingSettlement(suite.api, suite.database, { kind: "reservation", orderId }, () =>
      cancel(orderId, user.token),
    );
    const r = await reservationOf(orderId);
    if (!r.cancelled_at) {
      // The sweep came first (expired), then the settlement took the booking back, paid: cancel it now.
      expect(cancels.every((a) => a.status === 409)).toBe(true);
      expect(r.status).toBe(1);
      expect(await booked(stay)).toEqual([1, 1]);
      expect((await cancel(orderId, user.token)).status).toBe(200);
    }
    expect(await booked(stay)).toEqual([0, 0]);
    expect(await pointsOf(user.id)).toBe(50_000);
    const ledger = await rows<{ delta: number }>(sql`select delta from point_ledger where user_id = ${user.id}`);
    expect(ledger.reduce((sum, l) => sum + l.delta, 0)).toBe(0);
    // The settlement arrived in every order: exactly one refund of it, carried out.
    expect(await refundsOf(orderId)).toMatchObject([{ status: "done" }]);
    expect(
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from mail_outbox where kind = 'cancelled' and subject like ${`%${orderId}%`}`,
        )
      )[0]!.n,
    ).toBe(1);
  });

  it.runIf(kind === "postgres")(
    "through two API processes, cancels and the settlement at once: one cancellation, one refund",
    async () => {
      const stay = await prepareStay(suite.database);
      await setPolicy(stay, 0, 100);
      const user = await signedInUser(suite.database, { points: 20_000 });
      const { orderId, payToken } = await book(stay, { point: "20000", user_Id: String(user.id) }, user.token);
      const [payment] = await paymentsOf(orderId);
      const settlement = settlementOf(suite.api, orderId, payment!.gross_amount);
      await withSecondApiProcess(suite.testDb.url!, async (second) => {
        const answers = await Promise.all([
          ...Array.from({ length: 10 }, (_, i) => cancel(orderId, user.token, {}, i % 2 ? second : suite.api.url)),
          notify(suite.api, settlement, second),
        ]);
        for (const a of answers.slice(0, 10)) expect(a.status).toBe(200);
      });
      expect(payToken).toBeDefined();
      const r = await reservationOf(orderId);
      expect(r).toMatchObject({ status: 3, cancelled_at: expect.anything() });
      expect(await booked(stay)).toEqual([0, 0]);
      expect(await pointsOf(user.id)).toBe(20_000);
      const refunds = await refundsOf(orderId);
      expect(refunds).toHaveLength(1);
      // Whichever came first, the money goes back: the policy's 100% less the code, or (paid after) all of it.
      expect([payment!.gross_amount, payment!.gross_amount - r.unique_code]).toContain(refunds[0]!.amount);
      expect(
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from mail_outbox where kind = 'cancelled' and subject like ${`%${orderId}%`}`,
          )
        )[0]!.n,
      ).toBe(1);
    },
  );
});
