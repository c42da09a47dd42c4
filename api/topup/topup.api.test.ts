import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { sandboxNotification } from "../payments/sandbox/routes.ts";
import { signedInUser, startBookingApi, type BookingApi } from "../reservations/test-api.ts";
import {
  databaseKinds,
  listen,
  openTestDatabase,
  send,
  TEST_APP_KEY,
  testApp,
  type TestDatabase,
} from "../test/harness.ts";
import { billerFor } from "./biller/mode.ts";
import { type Biller, type BillerResult, BillerUnavailable } from "./biller/biller.ts";
import { callbackSignature, digiflazzBiller } from "./biller/digiflazz.ts";
import { simulatorCredentials } from "./biller/simulator.ts";
import { followUpTopUps, MAX_BILLER_ATTEMPTS } from "./follow-up.ts";
import { billerCallbackRoutes } from "./routes.ts";

describe.each(databaseKinds)("top-up and bills on %s", (kind) => {
  let testDb: TestDatabase;
  let api: BookingApi;
  let user: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    api = await startBookingApi(testDb.database);
    user = await signedInUser(testDb.database);
  });
  afterAll(async () => {
    await api?.close();
    await testDb?.close();
  });

  const db = () => testDb.database.db;
  const get = (path: string, token?: string) => api.request("GET", path, { token });
  const biller = () => billerFor({}, { appKey: TEST_APP_KEY, apiBaseUrl: `${api.origin}/v1` });
  const followUp = () => followUpTopUps(db(), biller(), api.gateway);
  const makeDue = (refId: string) =>
    db().execute(
      sql`update top_up_transactions set next_check_at = now() where ref_id = ${refId} and next_check_at is not null`,
    );
  const topUpOf = async (refId: string) =>
    (await queryRows<Record<string, any>>(db(), sql`select * from top_up_transactions where ref_id = ${refId}`))[0]!;
  const productId = async (category: string, where = sql`true`) =>
    Number(
      (
        await queryRows<{ id: number }>(
          db(),
          sql`select id from top_up_products where category = ${category} and status = 'Open' and ${where} order by id limit 1`,
        )
      )[0]!.id,
    );
  const settle = async (refId: string) => {
    const [payment] = await queryRows<{ gross_amount: number }>(
      db(),
      sql`select gross_amount from payments where order_id = ${refId}`,
    );
    return api.request("POST", "/payments/notification", {
      json: sandboxNotification(
        refId,
        Number(payment!.gross_amount),
        "settlement",
        "bank_transfer",
        api.gateway.serverKey,
      ),
      appKey: false,
    });
  };
  const buyCredit = async (phone: string, lang = "id") => {
    const answer = await api.request("POST", `/credit/transactions?lang=${lang}`, {
      token: user.token,
      json: {
        credit_id: await productId("credits"),
        phone_number: phone,
        email: "ignored@example.com",
        buyer_name: "x",
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.ref_id as string;
  };

  it("the catalogue: operators with prefixes, credits and data; PLN; the grouped lists, some under disruption", async () => {
    const providers = (await get("/credit/providers/all")).body.data;
    expect(providers.map((p: any) => p.provider_name)).toEqual([
      "Telkomsel",
      "Indosat",
      "XL",
      "Axis",
      "Tri",
      "Smartfren",
    ]);
    expect(providers[0].number_prefix).toContain("0823");
    expect(providers[0].credits[0]).toMatchObject({ credit: 5000, price: 6500, status: "Open" });
    expect(providers[0].data_packages.length).toBeGreaterThan(0);
    const pln = (await get("/top-up/pln/all")).body.data;
    expect(pln[0]).toMatchObject({ product_name: "Token PLN 20.000", price: 20_000, admin_fee: 2_500 });
    expect(pln.some((p: any) => p.status !== "Open")).toBe(true);
    const wallets = (await get("/top-up/e-wallet/all")).body.data.map((g: any) => g.type);
    expect(wallets).toEqual(expect.arrayContaining(["GOPAY", "OVO", "DANA", "SHOPEEPAY", "LINKAJA"]));
    expect((await get("/top-up/e-money/all")).body.data.map((g: any) => g.type)).toEqual(
      expect.arrayContaining(["BCA Flazz", "Mandiri e-Money"]),
    );
    expect((await get("/top-up/movie-tickets/all")).body.data.length).toBe(2);
    expect((await get("/top-up/game-vouchers/all")).body.data.map((g: any) => g.type)).toEqual([
      "Free Fire",
      "Mobile Legends",
      "PUBG Mobile",
    ]);
  });

  it("the PLN check: owner and power class from the biller; the seed's messages; no account 404", async () => {
    const ok = await get("/top-up/pln/check-pln-number/12345678901");
    expect(ok.body).toMatchObject({
      status: "success",
      data: { owner_name: expect.any(String), volt: expect.stringMatching(/VA$/) },
    });
    const short = await get("/top-up/pln/check-pln-number/1234567890?lang=en");
    expect([short.status, short.body.message]).toEqual([422, "PLN Number is invalid"]);
    expect((await get("/top-up/pln/check-pln-number/12345670000?lang=id")).body).toEqual({
      status: "error",
      message: "Nomor PLN tidak ditemukan",
    });
  });

  it("a purchase: bearer only, the seed's messages, disruption refused, unique ref_id and a payment link", async () => {
    expect(
      (await api.request("POST", "/credit/transactions", { json: { credit_id: 1, phone_number: "081234567890" } }))
        .status,
    ).toBe(401);
    const bad = await api.request("POST", "/credit/transactions?lang=id", {
      token: user.token,
      json: { credit_id: await productId("credits"), phone_number: "0812345" },
    });
    expect([bad.status, bad.body.message, bad.body.errors.phone_number]).toEqual([
      422,
      "Nomor telepon tidak valid",
      ["Nomor telepon tidak valid"],
    ]);
    const game = await api.request("POST", "/top-up/transactions/game-vouchers?lang=en", {
      token: user.token,
      json: { voucher_game_id: await productId("voucher_games"), game_id: "" },
    });
    expect(game.body.message).toBe("insert game id first");
    const [disrupted] = await queryRows<{ id: number }>(
      db(),
      sql`select id from top_up_products where status <> 'Open' and category = 'pln_token'`,
    );
    const refused = await api.request("POST", "/top-up/transactions/pln?lang=id", {
      token: user.token,
      json: { topup_pln_id: disrupted!.id, pln_number: "12345678901" },
    });
    expect([refused.status, refused.body.message]).toEqual([409, "Produk sedang gangguan"]);
    const a = await buyCredit("+6281234567890");
    const b = await buyCredit("081234567890");
    expect(a).not.toBe(b);
    const row = await topUpOf(a);
    expect(row).toMatchObject({ status: "waiting", phone_number: "081234567890", email: user.email, user_id: user.id });
    const result = (await get(`/top-up/transactions/${a}`, user.token)).body.data;
    expect(result).toMatchObject({
      status: "waiting",
      total: 6500,
      payment_url: expect.stringContaining("/sandbox/pay/"),
    });
  });

  const operatorProduct = (category: string, operator: string) =>
    productId(category, sql`provider_id = (select id from top_up_providers where provider_name = ${operator})`);
  const buy = (path: string, json: Record<string, unknown>, lang = "id") =>
    api.request("POST", `${path}?lang=${lang}`, { token: user.token, json });
  const paymentOf = async (refId: string) =>
    (
      await queryRows<{ gross_amount: number; redirect_url: string }>(
        db(),
        sql`select gross_amount, redirect_url from payments where order_id = ${refId}`,
      )
    )[0]!;
  const notify = async (refId: string, action: "deny" | "expire" | "settlement") =>
    api.request("POST", "/payments/notification", {
      json: sandboxNotification(
        refId,
        Number((await paymentOf(refId)).gross_amount),
        action,
        "bank_transfer",
        api.gateway.serverKey,
      ),
      appKey: false,
    });

  it("the number sent is the number charged: a short one is refused, another operator's product is not sold to it (issue 22 item 5)", async () => {
    const xlCredit = await operatorProduct("credits", "XL");
    const xlData = await operatorProduct("data_packages", "XL");
    const short = await buy("/credit/transactions", { credit_id: xlCredit, phone_number: "0817" });
    expect([short.status, short.body.errors.phone_number]).toEqual([422, ["Nomor telepon tidak valid"]]);
    for (const [field, id] of [
      ["credit_id", xlCredit],
      ["data_package_id", xlData],
    ] as const) {
      const refused = await buy("/credit/transactions", { [field]: id, phone_number: "081355556666" }, "en");
      expect([refused.status, refused.body.code, refused.body.errors.phone_number]).toEqual([
        422,
        "operator_mismatch",
        ["This is a Telkomsel number: choose a Telkomsel product below, then Buy again."],
      ]);
    }
    const before = await queryRows(db(), sql`select id from top_up_transactions where phone_number = '081355556666'`);
    expect(before).toHaveLength(0);
    const sold = await buy("/credit/transactions", { data_package_id: xlData, phone_number: "+62 817 1234 5678" });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(await topUpOf(sold.body.data.ref_id)).toMatchObject({
      phone_number: "081712345678",
      category: "data_packages",
      product_id: xlData,
    });
    // A prefix no operator owns: the buyer's choice stands.
    expect((await buy("/credit/transactions", { credit_id: xlCredit, phone_number: "080012345678" })).status).toBe(201);
  });

  it("a PLN token only for the meter sent, checked again at purchase (issue 22 item 6)", async () => {
    const token = await productId("pln_token");
    const short = await buy("/top-up/transactions/pln", { topup_pln_id: token, pln_number: "123" });
    expect([short.status, short.body.errors.pln_number]).toEqual([422, ["Nomor PLN tidak valid"]]);
    for (const meter of ["12345", "12345670000"]) {
      const unknown = await buy("/top-up/transactions/pln", { topup_pln_id: token, pln_number: meter }, "en");
      expect([unknown.status, unknown.body.code, unknown.body.errors.pln_number], meter).toEqual([
        422,
        "pln_not_found",
        ["PLN number not found"],
      ]);
    }
    const sold = await buy("/top-up/transactions/pln", { topup_pln_id: token, pln_number: "32123456789" });
    expect(sold.status).toBe(201);
    expect((await topUpOf(sold.body.data.ref_id)).pln_number).toBe("32123456789");
  });

  it("a disrupted product is refused with the seed's words in both languages", async () => {
    const [disrupted] = await queryRows<{ id: number }>(
      db(),
      sql`select id from top_up_products where status <> 'Open' and category = 'credits'`,
    );
    const id = await buy("/credit/transactions", { credit_id: disrupted!.id, phone_number: "088112345678" });
    const en = await buy("/credit/transactions", { credit_id: disrupted!.id, phone_number: "088112345678" }, "en");
    expect([id.status, id.body.message, en.body.message]).toEqual([
      409,
      "Produk sedang gangguan",
      "Product is under disruption",
    ]);
  });

  it("a denied payment is 'declined', an expired one 'expired'; a late settlement revives either (issue 22 item 7)", async () => {
    const denied = await buyCredit("081234567890");
    const expired = await buyCredit("081234567890");
    await notify(denied, "deny");
    await notify(expired, "expire");
    expect([(await topUpOf(denied)).status, (await topUpOf(expired)).status]).toEqual(["declined", "expired"]);
    const result = async (refId: string) => (await get(`/top-up/transactions/${refId}`, user.token)).body.data;
    expect(await result(denied)).toMatchObject({ status: "declined", payment_url: null });
    expect(await result(expired)).toMatchObject({ status: "expired", payment_url: null });
    expect((await notify(denied, "settlement")).body.message).toBe("applied");
    expect((await topUpOf(denied)).status).toBe("paid");
  });

  it("the sandbox page names the product and the destination of a top-up (issue 22 item 7)", async () => {
    const xlCredit = await operatorProduct("credits", "XL");
    const sold = await buy("/credit/transactions", { credit_id: xlCredit, phone_number: "081712345678" });
    const [product] = await queryRows<{ product_name: string }>(
      db(),
      sql`select product_name from top_up_products where id = ${xlCredit}`,
    );
    const page = await fetch(new URL(new URL(sold.body.data.midtrans.redirect_url).pathname, api.origin));
    const html = await page.text();
    expect(html).toContain(`${product!.product_name} · 081712345678`);
    expect(html).toContain("Untuk");
  });

  it("settlement → biller → success with the PLN token; a duplicate settlement and a duplicate callback fulfil once", async () => {
    const answer = await api.request("POST", "/top-up/transactions/pln", {
      token: user.token,
      json: { topup_pln_id: await productId("pln_token"), pln_number: "12345678901" },
    });
    const refId = answer.body.data.ref_id as string;
    expect((await settle(refId)).body.message).toBe("applied");
    expect((await settle(refId)).body.message).toBe("ignored");
    expect((await topUpOf(refId)).status).toBe("paid");
    await followUp();
    const done = await topUpOf(refId);
    expect(done).toMatchObject({ status: "success", biller_attempts: 1, next_check_at: null });
    expect(done.pln_token).toMatch(/^\d{20}$/);
    await makeDue(refId);
    expect(await followUp()).toBe(0);
    const result = (await get(`/top-up/transactions/${refId}`, user.token)).body.data;
    expect(result).toMatchObject({ status: "success", pln_token: done.pln_token, type: "pln_token" });
    const history = (await get(`/top-up/mine/${user.id}`, user.token)).body.data;
    expect(history.pln_token.find((t: any) => t.ref_id === refId).pln_token).toBe(done.pln_token);
  });

  it("each test number: 1232 fails and is refunded; 1233 pending then success; 1234 pending then refunded", async () => {
    const fails = await buyCredit("081200001232");
    const later = await buyCredit("081200001233");
    const laterFails = await buyCredit("081200001234");
    for (const refId of [fails, later, laterFails]) await settle(refId);
    await followUp();
    expect((await topUpOf(fails)).status).toBe("failed");
    expect((await topUpOf(later)).status).toBe("processing");
    expect((await topUpOf(laterFails)).status).toBe("processing");
    await followUp(); // the refund of the failed one; the pending ones are not due yet
    expect((await topUpOf(fails)).status).toBe("refunded");
    expect((await topUpOf(later)).status).toBe("processing");
    await makeDue(later);
    await makeDue(laterFails);
    await followUp();
    expect((await topUpOf(later)).status).toBe("success");
    expect((await topUpOf(laterFails)).status).toBe("failed");
    await followUp();
    expect((await topUpOf(laterFails)).status).toBe("refunded");
    const refunds = await queryRows<{ order_id: string; amount: number; gateway: string }>(
      db(),
      sql`select p.order_id, r.amount, r.gateway from payment_refunds r join payments p on p.id = r.payment_id where p.order_id in (${fails}, ${later}, ${laterFails}) order by r.id`,
    );
    expect(refunds.map((r) => [r.order_id, Number(r.amount), r.gateway])).toEqual([
      [fails, 6500, "sandbox"],
      [laterFails, 6500, "sandbox"],
    ]);
  });

  it("the biller's signed callback settles a pending one; a replay or a forged one changes nothing", async () => {
    const refId = await buyCredit("081200001233");
    await settle(refId);
    await followUp();
    expect((await topUpOf(refId)).status).toBe("processing");
    const raw = JSON.stringify({
      data: {
        ref_id: refId,
        customer_no: "081200001233",
        buyer_sku_code: "PUL001",
        status: "Sukses",
        rc: "00",
        sn: "778899",
        message: "Transaksi Sukses",
      },
    });
    const secret = simulatorCredentials(TEST_APP_KEY).webhookSecret;
    const post = (body: string, signature: string) =>
      fetch(`${api.origin}/v1/top-up/biller/callback`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-hub-signature": signature },
        body,
      });
    expect((await post(raw, "sha1=0000")).status).toBe(401);
    expect((await topUpOf(refId)).status).toBe("processing");
    expect(await (await post(raw, callbackSignature(secret, raw))).json()).toEqual({
      status: "success",
      message: "applied",
    });
    expect(await (await post(raw, callbackSignature(secret, raw))).json()).toEqual({
      status: "success",
      message: "ignored",
    });
    const failed = raw.replace('"Sukses"', '"Gagal"').replace('"00"', '"02"');
    expect(await (await post(failed, callbackSignature(secret, failed))).json()).toEqual({
      status: "success",
      message: "ignored",
    });
    expect(await topUpOf(refId)).toMatchObject({ status: "success", serial_number: "778899" });
  });

  it("a signed 'failed' callback refunds only as the biller's status check confirms; success is applied as it comes; a biller out of reach answers 503 and changes nothing", async () => {
    // The real biller, faked: its callbacks signed with its own secret, its status check as each step sets it.
    const secret = "real-biller-webhook-secret";
    const real = digiflazzBiller({
      username: "buyer",
      apiKey: "key",
      baseUrl: "http://127.0.0.1:9",
      webhookSecret: secret,
    });
    const asked: string[] = [];
    let statusCheck: (refId: string) => BillerResult = () => {
      throw new BillerUnavailable("biller unreachable");
    };
    const fake: Biller = {
      ...real,
      transaction: async ({ refId }) => {
        asked.push(refId);
        return statusCheck(refId);
      },
    };
    const { app } = testApp();
    app.use("/v1", billerCallbackRoutes(db(), fake));
    const server = await listen(app);
    const callback = (refId: string, status: "Sukses" | "Gagal", sn = "") => {
      const json = {
        data: { ref_id: refId, status, rc: status === "Sukses" ? "00" : "02", sn, message: `Transaksi ${status}` },
      };
      return send("POST", `${server.origin}/v1/top-up/biller/callback`, {
        appKey: false,
        json,
        headers: { "x-hub-signature": callbackSignature(secret, JSON.stringify(json)) },
      });
    };
    const processing = async () => {
      const refId = await buyCredit("081200001233");
      await settle(refId);
      await followUp();
      expect((await topUpOf(refId)).status).toBe("processing");
      return refId;
    };
    try {
      // Claimed failed, delivered in truth: the biller's word wins, no refund.
      const delivered = await processing();
      statusCheck = (refId) => ({ refId, status: "success", sn: "SN-REAL", rc: "00", message: "Transaksi Sukses" });
      expect((await callback(delivered, "Gagal")).body).toEqual({ status: "success", message: "applied" });
      expect(await topUpOf(delivered)).toMatchObject({ status: "success", serial_number: "SN-REAL" });
      expect(asked).toEqual([delivered]);

      // Claimed failed and confirmed: failed, refunded by the follow-up.
      const failed = await processing();
      statusCheck = (refId) => ({ refId, status: "failed", sn: "", rc: "02", message: "Transaksi Gagal" });
      expect((await callback(failed, "Gagal")).body).toEqual({ status: "success", message: "applied" });
      expect((await topUpOf(failed)).status).toBe("failed");

      // The biller out of reach: 503, the purchase waits for the follow-up's next ask.
      const waiting = await processing();
      statusCheck = () => {
        throw new BillerUnavailable("biller unreachable");
      };
      expect((await callback(waiting, "Gagal")).status).toBe(503);
      expect((await topUpOf(waiting)).status).toBe("processing");

      // Success is applied without asking.
      asked.length = 0;
      expect((await callback(waiting, "Sukses", "SN-CB")).body).toEqual({ status: "success", message: "applied" });
      expect(await topUpOf(waiting)).toMatchObject({ status: "success", serial_number: "SN-CB" });
      expect(asked).toEqual([]);
    } finally {
      await server.close();
    }
  });

  const mailsOf = (refId: string) =>
    queryRows<{ subject: string; text: string; to: string; dedupe_key: string }>(
      db(),
      sql`select subject, text, "to", dedupe_key from mail_outbox where subject like ${`%${refId}%`} order by id`,
    );

  it("the receipt mail: once on success with the PLN token grouped by 4 (id), once on refund (en)", async () => {
    const answer = await api.request("POST", "/top-up/transactions/pln", {
      token: user.token,
      json: { topup_pln_id: await productId("pln_token"), pln_number: "32123456789" },
    });
    const pln = answer.body.data.ref_id as string;
    const refunded = await buyCredit("081200001232", "en");
    await settle(pln);
    await settle(refunded);
    await followUp();
    await followUp();
    const token = (await topUpOf(pln)).pln_token as string;
    const [success] = await mailsOf(pln);
    expect(success).toMatchObject({
      to: user.email,
      subject: `Top up ${pln}: Sukses`,
      dedupe_key: `topup:${(await topUpOf(pln)).id}:success`,
    });
    expect(success!.text).toContain(`Token PLN: ${token.replace(/(.{4})(?=.)/g, "$1 ")}`);
    expect(success!.text).toContain(`/top-up/result?order_id=${pln}`);
    const refundMails = await mailsOf(refunded);
    expect(refundMails.map((m) => m.subject)).toEqual([`Top-up ${refunded}: Refunded`]);
    expect(refundMails[0]!.text).toContain("has been refunded");
    // Whatever arrives again, no second mail.
    await settle(pln);
    await makeDue(pln);
    await followUp();
    expect(await mailsOf(pln)).toHaveLength(1);
  });

  it("a purchase without a final answer is asked at most MAX_BILLER_ATTEMPTS times (counted in the row), then refunded", async () => {
    const refId = await buyCredit("081200001233");
    await settle(refId);
    // The biller unreachable: every ask is a retry; a new follow-up (a restart) keeps the count.
    const unreachable = billerFor({}, { appKey: TEST_APP_KEY, apiBaseUrl: "http://127.0.0.1:9/v1" });
    for (let ask = 1; ask <= MAX_BILLER_ATTEMPTS; ask++) {
      await makeDue(refId);
      await followUpTopUps(db(), unreachable, api.gateway);
      expect(await topUpOf(refId)).toMatchObject({ status: "paid", biller_attempts: ask });
    }
    await makeDue(refId);
    await followUpTopUps(db(), unreachable, api.gateway);
    expect(await topUpOf(refId)).toMatchObject({ status: "refunded", next_check_at: null });
    const [refund] = await queryRows<{ amount: number }>(
      db(),
      sql`select r.amount from payment_refunds r join payments p on p.id = r.payment_id where p.order_id = ${refId}`,
    );
    expect(Number(refund!.amount)).toBe(6500);
    expect((await get(`/top-up/transactions/${refId}`, user.token)).body.data.status).toBe("refunded");
  });

  it("an expired payment ends the purchase and nothing reaches the biller; another user's purchase and history are refused", async () => {
    const refId = await buyCredit("081234567890");
    const [payment] = await queryRows<{ gross_amount: number }>(
      db(),
      sql`select gross_amount from payments where order_id = ${refId}`,
    );
    await api.request("POST", "/payments/notification", {
      json: sandboxNotification(refId, Number(payment!.gross_amount), "expire", "bank_transfer", api.gateway.serverKey),
      appKey: false,
    });
    expect(await topUpOf(refId)).toMatchObject({ status: "expired", next_check_at: null, biller_attempts: 0 });
    const other = await signedInUser(testDb.database);
    expect((await get(`/top-up/transactions/${refId}`, other.token)).status).toBe(404);
    expect((await get(`/top-up/mine/${user.id}`, other.token)).status).toBe(403);
  });
});
