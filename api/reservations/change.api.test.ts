// Changing the dates of a paid nightly booking (issue 26 item 2, decision 065): the quote (the
// booking's price math, discounts kept, the terms' fee), the move at once with a refund by the
// policy, the move after the difference is paid in the sandbox, the expiry sweep giving the held
// nights back, a late settlement, the refusals, and exactly once under double submits, the
// settlement racing the sweep and (PostgreSQL) two API processes.
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { CHANGE_FEE_IDR } from "#core/date-change.ts";
import { formatLongDate, nightsBetween, todayInJakarta } from "#core/dates.ts";
import { cancelToken } from "../bookings/cancel-token.ts";
import { databaseKinds, send, useTestApi } from "../test/harness.ts";
import {
  inventoryOf,
  refundsOfBooking,
  prepareStay,
  signedInUser,
  singleForm,
  startBookingApi,
  withSecondApiProcess,
  type Stay,
  settlementOf,
  notify,
  expirePayment,
  sweepExpired,
} from "./test-api.ts";

describe.each(databaseKinds)("changing the dates of a nightly booking on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);
  const { rows } = suite;
  const db = () => suite.database.db;

  const reservationOf = async (orderId: string) =>
    (
      await rows<Record<string, any>>(
        sql`select *, to_char(arrival, 'YYYY-MM-DD') as arrival_day, to_char(departure, 'YYYY-MM-DD') as departure_day from reservations where order_id = ${orderId}`,
      )
    )[0]!;
  const refundsOf = (orderId: string) => refundsOfBooking(suite.database, "reservation", orderId);
  const changesOf = async (orderId: string) =>
    rows<Record<string, any>>(
      sql`select c.* from reservation_changes c join reservations r on r.id = c.reservation_id where r.order_id = ${orderId} order by c.id`,
    );
  const mailsOf = async (orderId: string) =>
    rows<{ lang: string; subject: string; text: string }>(
      sql`select lang, subject, text from mail_outbox where kind = 'date_changed' and subject like ${`%${orderId}%`}`,
    );
  /** Units booked on each prepared night of the room, in date order. */
  const booked = async (stay: Stay) =>
    (await inventoryOf(suite.database, [stay.roomId], stay.dates)).map((r) => r.units_booked);

  async function setPolicy(stay: Stay, dayCancel: number | null, refundPercent: number | null) {
    await db().execute(sql`
      insert into property_rules (property_id, day_cancel, refund_percent) values (${stay.propertyId}, ${dayCancel}, ${refundPercent})
      on conflict (property_id) do update set day_cancel = ${dayCancel}, refund_percent = ${refundPercent}`);
  }
  async function setPrice(stay: Stay, dates: string[], price: number) {
    for (const date of dates)
      await db().execute(
        sql`update room_inventory set price = ${price} where room_id = ${stay.roomId} and stay_date = ${date}::date`,
      );
  }

  /** Books the first two of the six prepared nights and pays them in the sandbox. */
  async function bookAndPay(stay: Stay, overrides: Record<string, string> = {}, token?: string) {
    const answer = await suite.api.request("POST", "/reservations/single", {
      form: singleForm(stay, { departure: stay.dates[2]!, ...overrides }),
      token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const orderId = answer.body.data.order_id as string;
    const payToken = (answer.body.data.midtrans.response_from_midtrans.redirect_url as string).split("/").pop()!;
    expect((await pay(payToken)).status).toBe(303);
    return orderId;
  }
  /** What the payment-result popup says for a gateway order id (GET /reservations/check-by-order-id). */
  const popupState = async (gatewayOrderId: string) =>
    (await suite.api.request("GET", `/reservations/check-by-order-id/${gatewayOrderId}`)).body.data?.payment;
  const pay = (payToken: string, paymentType = "gopay") =>
    suite.api.request("POST", `/sandbox/pay/${payToken}`, {
      form: { action: "settlement", payment_type: paymentType },
    });
  const guestLink = (orderId: string, email = "siti@example.com") => ({
    email,
    token: cancelToken({ orderId, email }),
  });
  /** A guest's confirm from the page showing the booked first two nights, to nights 3 to 5 unless said. */
  const moveBody = (
    stay: Stay,
    orderId: string,
    email = "siti@example.com",
    to = [stay.dates[3]!, stay.dates[5]!],
  ) => ({
    ...guestLink(orderId, email),
    arrival: to[0]!,
    departure: to[1]!,
    from_arrival: stay.arrival,
    from_departure: stay.dates[2]!,
  });
  const preview = (orderId: string, link: { email: string; token: string }, dates?: [string, string], lang = "id") =>
    suite.api.request(
      "GET",
      `/bookings/${orderId}/date-change?lang=${lang}&email=${encodeURIComponent(link.email)}&token=${link.token}${dates ? `&arrival=${dates[0]}&departure=${dates[1]}` : ""}`,
    );
  const confirm = (
    orderId: string,
    body: Record<string, string>,
    options: { token?: string; url?: string; lang?: string } = {},
  ) =>
    send("POST", `${options.url ?? suite.api.url}/bookings/${orderId}/date-change?lang=${options.lang ?? "en"}`, {
      token: options.token,
      json: body,
    });

  it("quotes the new dates, then moves at once when the new stay costs less: units swapped, the policy's refund, one mail", async () => {
    const stay = await prepareStay(suite.database, { nights: 6 });
    await setPolicy(stay, 0, 50);
    const user = await signedInUser(suite.database, { points: 100_000 });
    const orderId = await bookAndPay(stay, { point: "100000", user_Id: String(user.id) }, user.token);
    const before = await reservationOf(orderId);
    expect(before.total).toBe(2_000_000 - 100_000 + before.unique_code);
    expect(await booked(stay)).toEqual([1, 1, 0, 0, 0, 0]);
    await setPrice(stay, [stay.dates[3]!, stay.dates[4]!], 500_000);
    const to: [string, string] = [stay.dates[3]!, stay.dates[5]!];

    const other = await signedInUser(suite.database);
    expect((await suite.api.request("GET", `/bookings/${orderId}/date-change`, { token: other.token })).status).toBe(
      404,
    );
    const quoted = await suite.api.request(
      "GET",
      `/bookings/${orderId}/date-change?arrival=${to[0]}&departure=${to[1]}`,
      { token: user.token },
    );
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    // The points stay the amount they were; the code stays; the fee is the terms' 50 USD in rupiah.
    const newTotal = 1_000_000 - 100_000 + before.unique_code;
    const difference = newTotal + CHANGE_FEE_IDR - before.total;
    expect(difference).toBeLessThan(0);
    expect(quoted.body.data).toMatchObject({
      changeable: true,
      check_in: stay.arrival,
      rooms: [{ room_id: stay.roomId, qty: 1 }],
      quote: {
        available: true,
        nights: 2,
        sub_total: 1_000_000,
        discounts: 100_000,
        new_total: newTotal,
        old_total: before.total,
        fee: CHANGE_FEE_IDR,
        difference,
        to_pay: 0,
        refund_percent: 50,
        refund: Math.floor((-difference * 50) / 100),
      },
    });
    expect(quoted.body.data.quote.lines.map((l: { date: string }) => l.date)).toEqual([to[0], stay.dates[4]]);

    const body = { arrival: to[0], departure: to[1], from_arrival: stay.arrival, from_departure: stay.dates[2]! };
    const done = await confirm(orderId, body, { token: user.token });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.data).toMatchObject({
      outcome: "changed",
      check_in: to[0],
      check_out: to[1],
      total: newTotal,
      last_change: { state: "done", from: { arrival: stay.arrival }, difference },
    });
    expect(await booked(stay)).toEqual([0, 0, 0, 1, 1, 0]);
    const after = await reservationOf(orderId);
    expect(after).toMatchObject({ arrival_day: to[0], departure_day: to[1], nights: 2, total: newTotal, status: 1 });
    const refund = Math.floor((-difference * 50) / 100);
    expect(await refundsOf(orderId)).toMatchObject([{ amount: refund, status: "done" }]);
    const mails = await mailsOf(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.lang).toBe("id");
    expect(mails[0]!.text).toContain("Biaya perubahan");

    // The voucher PDF shows the new dates.
    const pdf = await suite.api.request("GET", `/download?order_id=${orderId}`, { token: user.token });
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(Buffer.from(pdf.body.data.base64, "base64"));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain(formatLongDate(to[0], "id"));
    expect(text).not.toContain(formatLongDate(stay.arrival, "id"));

    // The same submit again (a double click, another tab): the same change, nothing moves twice.
    const again = await confirm(orderId, body, { token: user.token });
    expect(again.status).toBe(200);
    expect(again.body.data.outcome).toBe("changed");
    expect(await booked(stay)).toEqual([0, 0, 0, 1, 1, 0]);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await changesOf(orderId)).toHaveLength(1);
    // A submit from the old page for other dates: the booking moved meanwhile.
    const stale = await confirm(
      orderId,
      { ...body, arrival: stay.dates[2]!, departure: stay.dates[4]! },
      { token: user.token },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("stale");

    // Cancelling afterwards refunds the policy's percent of what the payment still holds.
    const cancelled = await send("POST", `${suite.api.url}/bookings/${orderId}/cancellation`, {
      token: user.token,
      json: {},
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.refund.paid).toBe(before.total - refund);
    expect(await booked(stay)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("a dearer stay waits for its payment: new nights held, old kept, swapped when the sandbox settles it (guest link)", async () => {
    const stay = await prepareStay(suite.database, { nights: 6 });
    await setPolicy(stay, 0, 100);
    const orderId = await bookAndPay(stay);
    const link = guestLink(orderId);
    const before = await reservationOf(orderId);
    const to: [string, string] = [stay.dates[3]!, stay.dates[5]!];
    const quoted = await preview(orderId, link, to, "en");
    expect(quoted.body.data).toMatchObject({
      guest: true,
      quote: { difference: CHANGE_FEE_IDR, to_pay: CHANGE_FEE_IDR, refund: 0 },
    });
    const body = moveBody(stay, orderId);
    const first = await confirm(orderId, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      outcome: "awaiting_payment",
      check_in: stay.arrival,
      pending: { state: "pending", to: { arrival: to[0] }, payment_order_id: `${orderId}-C1` },
      payment: { order_id: `${orderId}-C1` },
    });
    expect(await booked(stay)).toEqual([1, 1, 0, 1, 1, 0]);
    // Asked again: the same payment, nothing held twice; other dates wait for this one.
    const again = await confirm(orderId, body);
    expect(again.status).toBe(200);
    expect(again.body.data.payment.redirect_url).toBe(first.body.data.payment.redirect_url);
    const other = await confirm(orderId, { ...body, arrival: stay.dates[2]!, departure: stay.dates[3]! });
    expect(other.body.code).toBe("change_pending");
    expect(await booked(stay)).toEqual([1, 1, 0, 1, 1, 0]);

    // The gateway's return names the change's own order id; its popup says what the change's payment did.
    expect(await popupState(`${orderId}-C1`)).toBe("pending");
    const payToken = (first.body.data.payment.redirect_url as string).split("/").pop()!;
    expect((await pay(payToken)).status).toBe(303);
    expect(await popupState(`${orderId}-C1`)).toBe("paid");
    expect(await booked(stay)).toEqual([0, 0, 0, 1, 1, 0]);
    const after = await reservationOf(orderId);
    expect(after).toMatchObject({ arrival_day: to[0], departure_day: to[1], status: 1 });
    expect(after.total).toBe(before.total);
    const payments = await rows<{ order_id: string; gross_amount: number; transaction_status: string }>(
      sql`select order_id, gross_amount, transaction_status from payments where subject_type = 'reservation' and subject_id = ${after.id} order by id`,
    );
    expect(payments).toEqual([
      { order_id: orderId, gross_amount: before.total, transaction_status: "settlement" },
      { order_id: `${orderId}-C1`, gross_amount: CHANGE_FEE_IDR, transaction_status: "settlement" },
    ]);
    expect(await mailsOf(orderId)).toEqual([expect.objectContaining({ lang: "id" })]);
    const seen = await preview(orderId, link);
    expect(seen.body.data).toMatchObject({ pending: null, last_change: { state: "done" }, check_in: to[0] });
  });

  it("the sweep gives the held nights back once; a settlement after that takes them again if they are free, else refunds", async () => {
    const stay = await prepareStay(suite.database, { nights: 6 });
    await setPolicy(stay, 0, 100);
    const orderId = await bookAndPay(stay);
    const to = { arrival: stay.dates[3]!, departure: stay.dates[5]! };
    const body = moveBody(stay, orderId);
    expect((await confirm(orderId, body)).status).toBe(201);
    await expirePayment(suite.database, `${orderId}-C1`);
    expect(await sweepExpired(suite.database)).toBe(1);
    expect(await sweepExpired(suite.database)).toBe(0);
    expect(await booked(stay)).toEqual([1, 1, 0, 0, 0, 0]);
    expect((await reservationOf(orderId)).arrival_day).toBe(stay.arrival);
    expect((await changesOf(orderId)).map((c) => c.state)).toEqual(["expired"]);
    expect(await popupState(`${orderId}-C1`)).toBe("expired");
    expect(await popupState(orderId)).toBe("paid");

    const late = settlementOf(suite.api, `${orderId}-C1`, CHANGE_FEE_IDR);
    expect((await notify(suite.api, late)).status).toBe(200);
    expect(await booked(stay)).toEqual([0, 0, 0, 1, 1, 0]);
    expect((await reservationOf(orderId)).arrival_day).toBe(to.arrival);

    // A second booking's change expires, its new nights are sold meanwhile, then its money arrives: refunded whole.
    const second = await bookAndPay(stay, { email: "rina@example.com" });
    const secondBody = moveBody(stay, second, "rina@example.com");
    expect((await confirm(second, secondBody)).status).toBe(201);
    await expirePayment(suite.database, `${second}-C1`);
    await sweepExpired(suite.database);
    await db().execute(
      sql`update room_inventory set units_booked = units_total where room_id = ${stay.roomId} and stay_date = ${stay.dates[4]!}::date`,
    );
    const lateSecond = settlementOf(suite.api, `${second}-C1`, CHANGE_FEE_IDR);
    expect((await notify(suite.api, lateSecond)).status).toBe(200);
    expect((await reservationOf(second)).arrival_day).toBe(stay.arrival);
    expect((await refundsOf(second)).filter((f) => f.order_id === `${second}-C1`)).toMatchObject([
      { amount: CHANGE_FEE_IDR },
    ]);
    // Paid too late to move the stay, and refunded: the change failed, though the booking stays paid.
    expect(await popupState(`${second}-C1`)).toBe("failed");
    expect(await popupState(second)).toBe("paid");
  });

  it("a declined difference reads declined in the popup, not the booking's paid", async () => {
    const stay = await prepareStay(suite.database, { nights: 6 });
    await setPolicy(stay, 0, 100);
    const orderId = await bookAndPay(stay);
    const first = await confirm(orderId, moveBody(stay, orderId));
    expect(first.status).toBe(201);
    const payToken = (first.body.data.payment.redirect_url as string).split("/").pop()!;
    expect((await suite.api.request("POST", `/sandbox/pay/${payToken}`, { form: { action: "deny" } })).status).toBe(
      303,
    );
    expect(await popupState(`${orderId}-C1`)).toBe("declined");
    expect(await popupState(orderId)).toBe("paid");
    expect((await reservationOf(orderId)).arrival_day).toBe(stay.arrival);
  });

  it("refuses what the policy refuses, a taken night and the current dates, moving nothing", async () => {
    const stay = await prepareStay(suite.database, { nights: 6 });
    const orderId = await bookAndPay(stay);
    const link = guestLink(orderId);
    const body = moveBody(stay, orderId);

    await setPolicy(stay, null, 50);
    const none = await preview(orderId, link);
    expect(none.body.data).toMatchObject({ changeable: false, refusal: "notCancellable" });
    const refused = await confirm(orderId, body);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "not_changeable", message: expect.stringContaining("cancellation") });

    await setPolicy(stay, nightsBetween(todayInJakarta(), stay.arrival) + 1, 50);
    expect((await preview(orderId, link)).body.data.refusal).toBe("tooLate");

    await setPolicy(stay, 0, 50);
    await db().execute(
      sql`update room_inventory set units_booked = units_total where room_id = ${stay.roomId} and stay_date = ${stay.dates[4]!}::date`,
    );
    const quoted = await preview(orderId, link, [stay.dates[3]!, stay.dates[5]!]);
    expect(quoted.body.data.quote).toMatchObject({ available: false, unavailable_dates: [stay.dates[4]] });
    const taken = await confirm(orderId, body);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "room_unavailable", message: expect.stringContaining(stay.dates[4]!) });
    const same = await confirm(orderId, { ...body, arrival: stay.arrival, departure: stay.dates[2]! });
    expect(same.status).toBe(422);
    expect((await inventoryOf(suite.database, [stay.roomId], stay.dates)).map((r) => r.units_booked)).toEqual([
      1, 1, 0, 0, 5, 0,
    ]);
    expect(await changesOf(orderId)).toEqual([]);

    // Pay at the property: nothing paid online, not changeable.
    const walkIn = await suite.api.request("POST", "/reservations/single", {
      form: singleForm(stay, { departure: stay.dates[1]!, payment_option: "1", email: "walk@example.com" }),
    });
    const walkInId = walkIn.body.data.order_id as string;
    expect((await preview(walkInId, guestLink(walkInId, "walk@example.com"))).body.data.refusal).toBe("notPaid");
  });

  it("twenty confirms, the settlement and the sweep at once: one change, units moved once", async () => {
    const stay = await prepareStay(suite.database, { nights: 6 });
    await setPolicy(stay, 0, 100);
    const orderId = await bookAndPay(stay);
    const body = moveBody(stay, orderId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(orderId, body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(await booked(stay)).toEqual([1, 1, 0, 1, 1, 0]);
    await expirePayment(suite.database, `${orderId}-C1`);
    const settlement = settlementOf(suite.api, `${orderId}-C1`, CHANGE_FEE_IDR);
    await Promise.all([notify(suite.api, settlement), sweepExpired(suite.database), notify(suite.api, settlement)]);
    // Whichever came first (the sweep, then the late settlement takes the free nights again): moved once.
    expect(await booked(stay)).toEqual([0, 0, 0, 1, 1, 0]);
    expect((await reservationOf(orderId)).arrival_day).toBe(stay.dates[3]);
    expect((await changesOf(orderId)).map((c) => c.state)).toEqual(["done"]);
    expect(await mailsOf(orderId)).toHaveLength(1);
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it("a change confirmed again after the first expired: the first paid late moves the stay, the second's money goes back", async () => {
    const stay = await prepareStay(suite.database, { nights: 6 });
    await setPolicy(stay, 0, 100);
    const orderId = await bookAndPay(stay);
    const body = moveBody(stay, orderId);
    expect((await confirm(orderId, body)).status).toBe(201);
    await expirePayment(suite.database, `${orderId}-C1`);
    expect(await sweepExpired(suite.database)).toBe(1);
    const second = await confirm(orderId, body);
    expect(second.body.data.payment.order_id).toBe(`${orderId}-C2`);
    expect(await booked(stay)).toEqual([1, 1, 0, 1, 1, 0]);
    const settle = (paymentOrderId: string) =>
      notify(suite.api, settlementOf(suite.api, paymentOrderId, CHANGE_FEE_IDR));
    // The first's money arrives after all: the stay moves (the second still holds its own units).
    expect((await settle(`${orderId}-C1`)).status).toBe(200);
    expect((await reservationOf(orderId)).arrival_day).toBe(stay.dates[3]);
    expect(await booked(stay)).toEqual([0, 0, 0, 2, 2, 0]);
    // The second is paid too: the stay it started from is gone, so its units and its money go back.
    expect((await settle(`${orderId}-C2`)).status).toBe(200);
    expect(await booked(stay)).toEqual([0, 0, 0, 1, 1, 0]);
    expect((await changesOf(orderId)).map((c) => c.state)).toEqual(["done", "expired"]);
    expect((await refundsOf(orderId)).map((f) => [f.order_id, f.amount])).toEqual([[`${orderId}-C2`, CHANGE_FEE_IDR]]);
    expect(await mailsOf(orderId)).toHaveLength(1);

    // Cancelled afterwards: the policy's 100% of what is still paid (the stay and the first change's fee).
    const r = await reservationOf(orderId);
    const cancelled = await send("POST", `${suite.api.url}/bookings/${orderId}/cancellation`, {
      json: guestLink(orderId),
    });
    expect(cancelled.status).toBe(200);
    const paid = r.total + CHANGE_FEE_IDR;
    expect(cancelled.body.data.refund).toMatchObject({ paid, amount: paid - r.unique_code });
    const refunds = await refundsOf(orderId);
    expect(refunds.every((f) => f.status === "done")).toBe(true);
    expect(refunds.reduce((sum, f) => sum + f.amount, 0)).toBe(paid - r.unique_code + CHANGE_FEE_IDR);
    expect(await booked(stay)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it.runIf(kind === "postgres")(
    "through two API processes, confirms at once: one change, units moved once",
    async () => {
      const stay = await prepareStay(suite.database, { nights: 6 });
      await setPolicy(stay, 0, 100);
      await setPrice(stay, [stay.dates[3]!, stay.dates[4]!], 400_000);
      const orderId = await bookAndPay(stay);
      const body = moveBody(stay, orderId);
      await withSecondApiProcess(suite.testDb.url!, async (second) => {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => confirm(orderId, body, { url: i % 2 ? second : suite.api.url })),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      });
      expect(await booked(stay)).toEqual([0, 0, 0, 1, 1, 0]);
      expect(await changesOf(orderId)).toHaveLength(1);
      expect(await refundsOf(orderId)).toHaveLength(1);
      expect(await mailsOf(orderId)).toHaveLength(1);
    },
  );
});
