// Cancelling a long stay (issue 26, decision 057): the nightly quote, transaction, refund through
// the sandbox gateway and mail applied to a stay paid by down payment and balance (two payments),
// the policy's edges, guest and member access, and exactly once under double submits, the
// settlement notification and the expiry sweep.
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { addDays, nightsBetween, todayInJakarta } from "#core/dates.ts";
import { longStayCheckOut } from "#core/long-stay.ts";
import { cancelToken } from "../bookings/cancel-token.ts";
import {
  cancelsRacingSettlement,
  paymentsOfBooking,
  refundsOfBooking,
  signedInUser,
  startBookingApi,
  withSecondApiProcess,
  settlementOf,
  notify,
  notifyTwice,
  expirePayment,
  sweepExpired,
} from "../reservations/test-api.ts";
import { databaseKinds, send, useTestApi } from "../test/harness.ts";
import { payload, prepareLongStay, type LongStayFixture } from "./test-fixture.ts";

const EMAIL = "siti@example.com";

describe.each(databaseKinds)("cancelling a long stay on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);
  const { rows } = suite;

  const stayOf = async (orderId: string) =>
    (
      await rows<Record<string, any>>(
        sql`select *, to_char(check_in, 'YYYY-MM-DD') as arrival, check_out - check_in as nights from long_stay_reservations where order_id = ${orderId}`,
      )
    )[0]!;
  const paymentsOf = (orderId: string) => paymentsOfBooking(suite.database, "long_stay", orderId);
  const refundsOf = (orderId: string) => refundsOfBooking(suite.database, "long_stay", orderId);
  const mailsOf = async (orderId: string) =>
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from mail_outbox where kind = 'cancelled' and subject like ${`%${orderId}%`}`,
      )
    )[0]!.n;
  const booked = async (orderId: string) => {
    const s = await stayOf(orderId);
    return (
      await rows<{ units_booked: number }>(
        sql`select units_booked from room_inventory where room_id = ${s.room_id} and stay_date >= ${s.arrival}::date and stay_date < ${s.arrival}::date + ${Number(s.nights)}::int order by stay_date`,
      )
    ).map((r) => Number(r.units_booked));
  };
  const all = async (orderId: string, units: number) => Array(Number((await stayOf(orderId)).nights)).fill(units);

  async function setPolicy(f: LongStayFixture, dayCancel: number | null, refundPercent: number | null) {
    await suite.database.db.execute(sql`
      insert into property_rules (property_id, day_cancel, refund_percent) values (${f.propertyId}, ${dayCancel}, ${refundPercent})
      on conflict (property_id) do update set day_cancel = ${dayCancel}, refund_percent = ${refundPercent}`);
  }

  /** A monthly stay of 3 months from `checkIn`, its first payment open: the order id and the sandbox page's token. */
  async function reserve(
    f: LongStayFixture,
    option: "Transfer" | "Transfer Full",
    user?: { id: number; token: string },
  ) {
    const answer = await suite.api.request("POST", "/stay-monthly/reservation", {
      json: payload(f, {
        guest: { user_id: user?.id ?? 0 },
        reservation: { checkIn: f.checkIn, checkOut: longStayCheckOut(f.checkIn, "monthly", 3) },
        transaction: { payment_option: option },
      }),
      token: user?.token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return {
      orderId: answer.body.data.order_id as string,
      payToken: (answer.body.data.midtrans.response_from_midtrans.redirect_url as string).split("/").pop()!,
    };
  }
  const pay = async (payToken: string, paymentType = "gopay") =>
    expect(
      (
        await suite.api.request("POST", `/sandbox/pay/${payToken}`, {
          form: { action: "settlement", payment_type: paymentType },
        })
      ).status,
    ).toBe(303);
  const link = (orderId: string) => ({ email: EMAIL, token: cancelToken({ orderId, email: EMAIL }) });
  const preview = (orderId: string, token?: string) => {
    const { email, token: signature } = link(orderId);
    return suite.api.request(
      "GET",
      `/bookings/${orderId}/cancellation${token ? "" : `?email=${email}&token=${signature}`}`,
      { token },
    );
  };
  const cancel = (orderId: string, token?: string, url = suite.api.url) =>
    send("POST", `${url}/bookings/${orderId}/cancellation?lang=en`, {
      token,
      json: token ? {} : link(orderId),
    });

  it("a down payment and its balance paid: each line first, then the nights back and the refund done once, the voucher says cancelled", async () => {
    const f = await prepareLongStay(suite.database);
    await setPolicy(f, 7, 50);
    const { orderId, payToken } = await reserve(f, "Transfer");
    await pay(payToken);
    const balance = await suite.api.request("POST", "/stay-monthly/balance", {
      form: { order_id: orderId, email: EMAIL },
    });
    expect(balance.status, JSON.stringify(balance.body)).toBe(201);
    await pay((balance.body.data.midtrans.response_from_midtrans.redirect_url as string).split("/").pop()!);
    const s = await stayOf(orderId);
    expect(s.status).toBe("Settlement");
    expect(await booked(orderId)).toEqual(await all(orderId, 1));

    // Without the mailed link's token: what a missing booking answers.
    expect((await suite.api.request("GET", `/bookings/${orderId}/cancellation`)).status).toBe(404);
    const paid = s.total_full as number;
    const refundable = paid - s.unique_code;
    const amount = Math.floor(refundable / 2);
    const before = await preview(orderId);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data).toMatchObject({
      state: "open",
      cancellable: true,
      guest: true,
      check_in: f.checkIn,
      nights: Number(s.nights),
      days_before_arrival: nightsBetween(todayInJakarta(), f.checkIn),
      policy: { day_cancel: 7, refund_percent: 50, last_day: addDays(f.checkIn, -7) },
      refund: { paid, unique_code_kept: s.unique_code, refundable, percent: 50, amount },
      given_back: { points: 0, voucher_code: null },
      refunds: [],
    });

    const done = await cancel(orderId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      state: "cancelled",
      cancellable: false,
      refund: { amount, percent: 50 },
      // The latest payment (the balance) gives back first.
      refunds: [{ amount, status: "done", payment_type: "gopay" }],
    });
    expect(await stayOf(orderId)).toMatchObject({ status: "Canceled", cancel_refund_amount: amount });
    expect(await booked(orderId)).toEqual(await all(orderId, 0));
    expect((await paymentsOf(orderId)).map((p) => p.transaction_status)).toEqual(["settlement", "partial_refund"]);

    // Again (a double click, another tab): the same answer, nothing moves twice.
    const again = await cancel(orderId);
    expect(again.status).toBe(200);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await booked(orderId)).toEqual(await all(orderId, 0));
    expect(await mailsOf(orderId)).toBe(1);

    const pdf = await suite.api.request("GET", `/download?order_id=${orderId}&email=${EMAIL}`);
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    const bytes = new Uint8Array(Buffer.from(pdf.body.data.base64, "base64"));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain("CANCELLED");
  });

  it("no policy and past the last day are refused; the last day refunds 100% of a bank transfer to an account", async () => {
    const f = await prepareLongStay(suite.database);
    const { orderId, payToken } = await reserve(f, "Transfer Full");
    await pay(payToken, "bank_transfer");
    const s = await stayOf(orderId);
    const days = nightsBetween(todayInJakarta(), f.checkIn);
    // A guest asks from the reservation check: the link goes to the stay's email.
    const asked = await suite.api.request("POST", `/bookings/${orderId}/cancellation-link`, { json: { email: EMAIL } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [mail] = await rows<{ to: string; text: string }>(
      sql`select "to", text from mail_outbox where kind = 'cancel_link' and subject like ${`%${orderId}%`}`,
    );
    expect(mail).toMatchObject({ to: EMAIL, text: expect.stringContaining(`token=${link(orderId).token}`) });

    await suite.database.db.execute(sql`delete from property_rules where property_id = ${f.propertyId}`);
    expect((await preview(orderId)).body.data).toMatchObject({ cancellable: false, refusal: "notCancellable" });
    expect((await cancel(orderId)).status).toBe(409);

    await setPolicy(f, days + 1, 50);
    expect((await preview(orderId)).body.data).toMatchObject({ cancellable: false, refusal: "tooLate" });
    const late = await cancel(orderId);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: "not_cancellable", message: expect.stringContaining("last day") });
    expect(await booked(orderId)).toEqual(await all(orderId, 1));

    await setPolicy(f, days, 100);
    const done = await cancel(orderId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const refund = s.total_full - s.unique_code;
    expect(done.body.data).toMatchObject({
      state: "cancelled",
      refund: { amount: refund, percent: 100 },
      refunds: [{ amount: refund, status: "needs_bank_account", payment_type: "bank_transfer" }],
    });
    const given = await send("POST", `${suite.api.url}/bookings/${orderId}/refund-account`, {
      json: { ...link(orderId), bank_name: "BCA", account_number: "1234567890", account_holder: "Siti Rahma" },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.data.refunds).toEqual([{ amount: refund, status: "done", payment_type: "bank_transfer" }]);
    expect(await booked(orderId)).toEqual(await all(orderId, 0));
  });

  it("a member's unpaid stay cancels with no policy; a settlement arriving afterwards is refunded whole, once", async () => {
    const f = await prepareLongStay(suite.database);
    await setPolicy(f, null, null);
    const user = await signedInUser(suite.database);
    const { orderId } = await reserve(f, "Transfer", user);
    const other = await signedInUser(suite.database);
    expect((await preview(orderId, other.token)).status).toBe(404);
    expect((await preview(orderId, user.token)).body.data).toMatchObject({ cancellable: true, unpaid_hold: true });
    const done = await cancel(orderId, user.token);
    expect(done.body.data).toMatchObject({ state: "cancelled", guest: false, refund: { amount: 0 }, refunds: [] });
    expect(await booked(orderId)).toEqual(await all(orderId, 0));
    const [payment] = await paymentsOf(orderId);
    expect(payment!.transaction_status).toBe("cancel");

    const settlement = settlementOf(suite.api, orderId, payment!.gross_amount);
    await notifyTwice(suite.api, settlement);
    expect(await refundsOf(orderId)).toMatchObject([{ amount: payment!.gross_amount, status: "done" }]);
    expect(await stayOf(orderId)).toMatchObject({ status: "Canceled", cancelled_at: expect.anything() });
    expect(await booked(orderId)).toEqual(await all(orderId, 0));
    await expirePayment(suite.database, orderId);
    expect(await sweepExpired(suite.database)).toBe(0);
  });

  it("twenty cancels at once, racing the settlement and the sweep: one cancellation, one refund, the nights back once", async () => {
    const f = await prepareLongStay(suite.database);
    await setPolicy(f, 0, 100);
    const { orderId } = await reserve(f, "Transfer Full");
    const cancels = await cancelsRacingSettlement(suite.api, suite.database, { kind: "long_stay", orderId }, () =>
      cancel(orderId),
    );
    const s = await stayOf(orderId);
    if (!s.cancelled_at) {
      // The sweep came first (expired), then the settlement took the stay back, paid: cancel it now.
      expect(cancels.every((a) => a.status === 409)).toBe(true);
      expect(s.status).toBe("Settlement");
      expect(await booked(orderId)).toEqual(await all(orderId, 1));
      expect((await cancel(orderId)).status).toBe(200);
    }
    expect(await booked(orderId)).toEqual(await all(orderId, 0));
    expect(await refundsOf(orderId)).toMatchObject([{ status: "done" }]);
    expect(await mailsOf(orderId)).toBe(1);
  });

  it.runIf(kind === "postgres")(
    "through two API processes, cancels and the settlement at once: one cancellation, one refund, the nights back once",
    async () => {
      const f = await prepareLongStay(suite.database);
      await setPolicy(f, 0, 100);
      const { orderId } = await reserve(f, "Transfer Full");
      const [payment] = await paymentsOf(orderId);
      const settlement = settlementOf(suite.api, orderId, payment!.gross_amount);
      await withSecondApiProcess(suite.testDb.url!, async (second) => {
        const answers = await Promise.all([
          ...Array.from({ length: 10 }, (_, i) => cancel(orderId, undefined, i % 2 ? second : suite.api.url)),
          notify(suite.api, settlement, second),
        ]);
        for (const a of answers.slice(0, 10)) expect(a.status).toBe(200);
      });
      expect(await stayOf(orderId)).toMatchObject({ status: "Canceled", cancelled_at: expect.anything() });
      expect(await booked(orderId)).toEqual(await all(orderId, 0));
      const refunds = await refundsOf(orderId);
      expect(refunds).toHaveLength(1);
      // Whichever came first, the money goes back: the policy's 100% less the code, or (paid after) all of it.
      const s = await stayOf(orderId);
      expect([payment!.gross_amount, payment!.gross_amount - s.unique_code]).toContain(refunds[0]!.amount);
      expect(await mailsOf(orderId)).toBe(1);
    },
  );
});
