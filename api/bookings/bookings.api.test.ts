import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { addDays, todayInJakarta } from "#core/dates.ts";
import { TOP_UP_TYPES } from "#core/rules/top-up.ts";
import { createLogger } from "../http/logger.ts";
import { createMailWorker, type MailMessage } from "../mail/worker.ts";
import {
  bookSingle,
  getFromFreshAddress,
  paidGuestAndMemberBookings,
  notifyFromSandbox,
  prepareStay,
  settleInSandbox,
  signedInUser,
  singleForm,
  startBookingApi,
  type Stay,
} from "../reservations/test-api.ts";
import { databaseKinds, forwardedFor, freshIp, useTestApi } from "../test/harness.ts";
import { sweepCheckOuts } from "./checkout-sweep.ts";
import { bookingAttachments } from "./mails.ts";
import { allPurchaseKinds } from "../purchase-kinds.ts";

async function pdfText(base64: string): Promise<string> {
  const bytes = new Uint8Array(Buffer.from(base64, "base64"));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe.each(databaseKinds)("bookings on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);

  const { rows } = suite;
  const reservationOf = async (orderId: string) =>
    (await rows<Record<string, any>>(sql`select * from reservations where order_id = ${orderId}`))[0]!;
  const mailsOf = (orderId: string) =>
    rows<{
      id: number;
      to: string;
      subject: string;
      text: string;
      kind: string;
      lang: string;
      dedupe_key: string;
      attachment: string | null;
    }>(
      sql`select id, "to", subject, text, kind, lang, dedupe_key, attachment from mail_outbox where text like ${`%${orderId}%`} order by id`,
    );

  async function book(stay: Stay, overrides: Record<string, string> = {}, token?: string) {
    const { orderId } = await bookSingle(suite.api, stay, overrides, token);
    return { orderId, id: Number((await reservationOf(orderId)).id) };
  }
  const settle = (orderId: string) => settleInSandbox(suite.api, suite.database, orderId);

  describe("GET /list-mybooking and /detail-mybooking", () => {
    it("lists the caller's bookings newest first, with the seed's fields; another user's id is 403", async () => {
      const user = await signedInUser(suite.database);
      const stay = await prepareStay(suite.database);
      const first = await book(stay, { user_Id: String(user.id), email: user.email }, user.token);
      const second = await book(stay, { user_Id: String(user.id), email: user.email }, user.token);
      await settle(second.orderId);
      const answer = await suite.api.request("GET", `/list-mybooking?user_Id=${user.id}`, { token: user.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((b: any) => b.order_id)).toEqual([second.orderId, first.orderId]);
      expect(answer.body.data[0]).toMatchObject({
        reservationId: second.id,
        status: 1,
        paymentStatus: "settlement",
        checkIn: stay.arrival,
        checkOut: stay.departure,
        nights: 2,
        villaName: expect.any(String),
        villaCity: expect.any(String),
      });
      expect(answer.body.data[1]).toMatchObject({ status: 0, paymentStatus: "pending" });
      expect(
        (await suite.api.request("GET", `/list-mybooking?user_Id=${user.id + 1}`, { token: user.token })).status,
      ).toBe(403);
      expect((await suite.api.request("GET", `/list-mybooking?user_Id=${user.id}`)).status).toBe(401);
    });

    it("answers the Daily booking detail to its owner, and 404 (not 403) to anyone else", async () => {
      const owner = await signedInUser(suite.database);
      const other = await signedInUser(suite.database);
      const stay = await prepareStay(suite.database);
      const { orderId, id } = await book(
        stay,
        { user_Id: String(owner.id), email: owner.email, specialRequest: "Lantai atas" },
        owner.token,
      );
      const detail = await suite.api.request("GET", `/detail-mybooking?reservationId=${id}&userId=${owner.id}`, {
        token: owner.token,
      });
      expect(detail.status).toBe(200);
      const d = detail.body.data;
      expect(d).toMatchObject({
        noPesanan: orderId,
        guestName: "Siti Rahma",
        email: owner.email,
        code: "+62",
        phone: "81234567890",
        checkIn: stay.arrival,
        checkOut: stay.departure,
        night: 2,
        totalGuest: 2,
        specialRequest: "Lantai atas",
        status: 0,
        statusPay: 0,
        paymentStatus: "pending",
        subTotal: 2_000_000,
        debt: 0,
        voucher_download: false,
        hour_arrival: "14:00",
      });
      expect(Object.keys(d.transactionDetails)).toEqual(stay.dates);
      expect(d.transactionDetails[stay.arrival][0]).toMatchObject({
        qty: 1,
        is_available: 1,
        price_rp: 1_000_000,
        room_name: expect.any(String),
      });
      expect(d.total).toBe(
        d.subTotal - d.promo_idr - d.voucher_idr - d.referral_idr - d.referrer_promo_idr - d.point + d.unique_code,
      );

      const stranger = await suite.api.request("GET", `/detail-mybooking?reservationId=${id}&userId=${other.id}`, {
        token: other.token,
      });
      const missing = await suite.api.request("GET", `/detail-mybooking?reservationId=999999999&userId=${other.id}`, {
        token: other.token,
      });
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual(missing.body);
      expect(
        (
          await suite.api.request("GET", `/detail-mybooking?reservationId=${id}&userId=${owner.id}`, {
            token: other.token,
          })
        ).status,
      ).toBe(403);
      expect(
        (await suite.api.request("GET", `/detail-mybooking?reservationId=abc`, { token: owner.token })).status,
      ).toBe(422);
    });

    it("pay at property: status 2, statusPay 1, the whole total payable on arrival, voucher allowed", async () => {
      const owner = await signedInUser(suite.database);
      const stay = await prepareStay(suite.database);
      const { id } = await book(
        stay,
        { user_Id: String(owner.id), payment_option: "1", hour_arrival: "16:00" },
        owner.token,
      );
      const d = (await suite.api.request("GET", `/detail-mybooking?reservationId=${id}`, { token: owner.token })).body
        .data;
      expect(d).toMatchObject({
        status: 2,
        statusPay: 1,
        hour_arrival: "16:00",
        voucher_download: true,
        payment_option: 1,
      });
      expect(d.debt).toBe(d.total);
    });

    it("long stays and top-up history: the caller's only", async () => {
      const user = await signedInUser(suite.database);
      const longStays = await suite.api.request(
        "GET",
        `/stay-monthly/my-booking-list/${encodeURIComponent(user.email)}`,
        { token: user.token },
      );
      expect(longStays.body).toEqual({ status: "success", data: [] });
      expect(
        (await suite.api.request("GET", `/stay-monthly/my-booking-list/${user.id}`, { token: user.token })).status,
      ).toBe(200);
      expect(
        (await suite.api.request("GET", `/stay-monthly/my-booking-list/someone@example.com`, { token: user.token }))
          .status,
      ).toBe(403);

      const [product] = await rows<{ id: number; category: string }>(
        sql`select id, category from top_up_products where category = 'pln_token' limit 1`,
      );
      await suite.database.db.execute(sql`insert into top_up_transactions (ref_id, user_id, email, buyer_name, product_id, category, pln_number, pln_token, total, status)
        values (${`REF-${user.id}`}, ${user.id}, ${user.email}, 'Budi', ${product!.id}, 'pln_token', '12345678901', '1111-2222-3333-4444-5555', 52500, 'success')`);
      const mine = await suite.api.request("GET", `/top-up/mine/${user.id}`, { token: user.token });
      expect(mine.status).toBe(200);
      // One group per top-up type.
      expect(Object.keys(mine.body.data).sort()).toEqual([...TOP_UP_TYPES].sort());
      expect(mine.body.data.pln_token).toEqual([
        expect.objectContaining({
          ref_id: `REF-${user.id}`,
          pln_token: "1111-2222-3333-4444-5555",
          status: "success",
          total: 52500,
        }),
      ]);
      expect((await suite.api.request("GET", `/top-up/mine/${user.id + 1}`, { token: user.token })).status).toBe(403);
    });
  });

  describe("GET /download (voucher PDF)", () => {
    it("follows the seed's rule per status: 409 until paid, then a PDF with the order id and the property", async () => {
      const owner = await signedInUser(suite.database);
      const stay = await prepareStay(suite.database);
      const { orderId, id } = await book(stay, { user_Id: String(owner.id), lang: "en" }, owner.token);
      const before = await suite.api.request("GET", `/download?order_id=${orderId}`, {
        token: owner.token,
        headers: { "accept-language": "en" },
      });
      expect(before.status).toBe(409);
      expect(before.body.message).toMatch(/not available/i);
      await settle(orderId);
      const answer = await suite.api.request("GET", `/download?order_id=${orderId}`, { token: owner.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data.pdfName).toBe(`voucher-${orderId}.pdf`);
      expect(Buffer.from(answer.body.data.base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
      const text = await pdfText(answer.body.data.base64);
      const [property] = await rows<{ name: string }>(sql`select name from properties where id = ${stay.propertyId}`);
      expect(text).toContain(orderId);
      expect(text).toContain(property!.name);
      expect(text).toContain("Hotel Voucher");
      expect(text).toContain("Paid in full");
      expect(text).toContain("Siti Rahma");
      expect(text).toMatch(/WhatsApp CS 1: \+62/);

      // Every status of the table: only 1, 7 and 2 with statusPay 1 give a voucher.
      for (const [status, statusPay, ok] of [
        [0, 0, false],
        [2, 0, false],
        [2, 2, false],
        [3, 0, false],
        [4, 0, false],
        [6, 0, false],
        [7, 0, true],
        [2, 1, true],
        [1, 0, true],
      ] as const) {
        await suite.database.db.execute(
          sql`update reservations set status = ${status}, status_pay = ${statusPay} where id = ${id}`,
        );
        const res = await suite.api.request("GET", `/download?order_id=${orderId}`, { token: owner.token });
        expect([status, statusPay, res.status]).toEqual([status, statusPay, ok ? 200 : 409]);
      }
    });

    it("in the booking's language (Indonesian)", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay, { lang: "id", email: "tamu.id@example.com" });
      await settle(orderId);
      const answer = await suite.api.request("GET", `/download?order_id=${orderId}&email=TAMU.ID@example.com`, {
        headers: forwardedFor(),
      });
      expect(answer.status).toBe(200);
      const text = await pdfText(answer.body.data.base64);
      expect(text).toContain("Voucher Hotel");
      expect(text).toContain("Lunas");
      expect(text).toContain(orderId);
    });

    it("a guest booking opens with its email; an account's booking never does; others get 404", async () => {
      const { owner, other, guest, member } = await paidGuestAndMemberBookings(
        suite.api,
        suite.database,
        "walkin@example.com",
      );
      const get = getFromFreshAddress(suite.api, "/download");
      expect((await get(`order_id=${guest}&email=walkin@example.com`)).status).toBe(200);
      expect((await get(`order_id=${guest}&email=wrong@example.com`)).status).toBe(404);
      expect((await get(`order_id=${guest}`)).status).toBe(404);
      expect((await get(`order_id=${member}&email=${owner.email}`)).status).toBe(404);
      expect((await get(`order_id=${member}`, other.token)).status).toBe(404);
      expect((await get(`order_id=${member}`, owner.token)).status).toBe(200);
      expect((await get(`order_id=NOPE-1&email=walkin@example.com`)).status).toBe(404);
      expect((await get(``)).status).toBe(422);
    });
  });

  describe("GET /reservations/:orderId/:email (reservation check)", () => {
    it("answers the summary for the right pair and 404 with nothing else for a wrong one", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay, { email: "cek@example.com" });
      const ip = freshIp();
      const check = (o: string, e: string) =>
        suite.api.request("GET", `/reservations/${encodeURIComponent(o)}/${encodeURIComponent(e)}`, {
          headers: { "x-forwarded-for": ip, "accept-language": "en" },
        });
      const waiting = await check(orderId, "CEK@example.com");
      expect(waiting.status).toBe(200);
      expect(waiting.body.data).toMatchObject({
        order_id: orderId,
        email: "cek@example.com",
        name: "Siti Rahma",
        phone: "+62-81234567890",
        hotelName: expect.any(String),
        arrival: stay.arrival,
        departure: stay.departure,
        voucher_download: false,
        guest_booking: true,
        Transaction: { payment_relation: { status: "Waiting" } },
      });
      await settle(orderId);
      expect((await check(orderId, "cek@example.com")).body.data).toMatchObject({
        voucher_download: true,
        Transaction: { payment_relation: { status: "Settlement" } },
      });

      const wrongEmail = await check(orderId, "other@example.com");
      const wrongOrder = await check("INAP-00000000-XXXXXX", "cek@example.com");
      expect(wrongEmail.status).toBe(404);
      expect(wrongEmail.body).toEqual({ status: "error", message: "reservation not found", code: "not_found" });
      expect(wrongOrder.body).toEqual(wrongEmail.body);
      expect((await check(orderId, "not-an-email")).status).toBe(422);
    });

    it("a denied payment shows as no payment relation (the page's 'Failed')", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay, { email: "gagal@example.com" });
      await notifyFromSandbox(suite.api, suite.database, orderId, "deny");
      const answer = await suite.api.request("GET", `/reservations/${orderId}/gagal@example.com`, {
        headers: { "x-forwarded-for": freshIp(), "accept-language": "id" },
      });
      expect(answer.body.data.Transaction).toEqual({ payment_relation: null });
    });

    it("is rate limited per client: the 11th check in 15 minutes is 429", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await suite.api.request("GET", `/reservations/INAP-X-${i}/x@example.com`, { headers: forwardedFor(ip) }))
            .status,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
      expect(statuses[10]).toBe(429);
      // Another client is not affected.
      expect(
        (await suite.api.request("GET", `/reservations/INAP-X-0/x@example.com`, { headers: forwardedFor() })).status,
      ).toBe(404);
    });
  });

  describe("e-ticket and review mails", () => {
    it("a settlement enqueues one e-ticket with the voucher attached, even when the notification is replayed", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId, id } = await book(stay, { email: "eticket@example.com", lang: "en" });
      expect(await mailsOf(orderId)).toEqual([]);
      const body = await settle(orderId);
      await suite.api.request("POST", "/payments/notification", { json: body, appKey: false });
      await suite.api.request("POST", "/payments/notification", { json: body, appKey: false });
      const mails = await mailsOf(orderId);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: "eticket@example.com",
        kind: "eticket",
        lang: "en",
        dedupe_key: `eticket:${id}`,
        attachment: `voucher:${id}`,
      });
      expect(mails[0]!.subject).toContain(orderId);

      // The worker builds the attachment when it sends: a real PDF of this booking.
      const sent: MailMessage[] = [];
      const worker = createMailWorker({
        database: suite.database,
        transport: { sendMail: async (m) => void sent.push(m) },
        from: "no-reply@inap.test",
        logger: createLogger("silent"),
        resolveAttachment: bookingAttachments(suite.database.db, allPurchaseKinds()),
      });
      await worker.runOnce();
      const mine = sent.find((m) => m.subject.includes(orderId))!;
      expect(mine.attachments).toHaveLength(1);
      expect(mine.attachments![0]).toMatchObject({
        filename: `voucher-${orderId}.pdf`,
        contentType: "application/pdf",
      });
      expect(await pdfText(mine.attachments![0]!.content.toString("base64"))).toContain(orderId);
      const [row] = await rows<{ status: string }>(sql`select status from mail_outbox where id = ${mails[0]!.id}`);
      expect(row!.status).toBe("sent");
    });

    it("the e-ticket belongs to the demo mailbox of the browser that booked, and only that one lists it", async () => {
      const stay = await prepareStay(suite.database);
      const booker = { "x-inap-mailbox": "booking-browser-0123456789" };
      const answer = await suite.api.request("POST", "/reservations/single", {
        form: singleForm(stay, { email: "kotak@example.com" }),
        headers: booker,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const orderId = answer.body.data.order_id as string;
      await settle(orderId);
      const [mail] = await mailsOf(orderId);
      const [row] = await rows<{ mailbox_key: string | null }>(
        sql`select mailbox_key from mail_outbox where id = ${mail!.id}`,
      );
      expect(row!.mailbox_key).toBe(booker["x-inap-mailbox"]);
      const listed = async (headers: Record<string, string>) =>
        (await suite.api.request("GET", "/dev/mailbox", { headers })).body.data.messages.map(
          (m: { id: number }) => m.id,
        );
      expect(await listed(booker)).toContain(mail!.id);
      expect(await listed({ "x-inap-mailbox": "another-browser-0123456789" })).not.toContain(mail!.id);
    });

    it("pay at property: the confirmation enqueues the e-ticket (in Indonesian), once", async () => {
      const stay = await prepareStay(suite.database);
      const { orderId } = await book(stay, {
        email: "dibayar.nanti@example.com",
        payment_option: "1",
        idempotency_key: `pap-${Date.now()}`,
      });
      const mails = await mailsOf(orderId);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: "eticket", lang: "id" });
      expect(mails[0]!.subject).toContain("E-tiket");
      expect(mails[0]!.text).toContain("Pembayaran dilakukan di properti");
    });

    it("the check-out sweep marks paid bookings past departure as 4 and enqueues one review mail", async () => {
      const stay = await prepareStay(suite.database);
      const paid = await book(stay, { email: "review@example.com" });
      const unpaid = await book(stay, { email: "unpaid@example.com" });
      await settle(paid.orderId);
      // Not yet: the stay has not ended.
      await sweepCheckOuts(suite.database.db);
      expect((await reservationOf(paid.orderId)).status).toBe(1);
      // The day after departure.
      const later = new Date(`${addDays(stay.departure, 1)}T06:00:00Z`);
      await Promise.all([
        sweepCheckOuts(suite.database.db, { now: later }),
        sweepCheckOuts(suite.database.db, { now: later }),
      ]);
      await sweepCheckOuts(suite.database.db, { now: later });
      expect((await reservationOf(paid.orderId)).status).toBe(4);
      expect((await reservationOf(unpaid.orderId)).status).toBe(0);
      const reviews = (await mailsOf(paid.orderId)).filter((m) => m.kind === "review");
      expect(reviews).toHaveLength(1);
      expect(reviews[0]!.text).toContain(
        `/review?email=review%40example.com&order_id=${paid.orderId}&reservation_type=daily`,
      );
      expect((await mailsOf(unpaid.orderId)).filter((m) => m.kind === "review")).toEqual([]);
      expect(todayInJakarta(later) > stay.departure).toBe(true);
    });
  });
});
