// The Digiflazz adapter against the simulator (same protocol), and the simulator's state shared by
// every process on one database (decision 053).
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../db/client.ts";
import { databaseKinds, useTestDatabase } from "../../test/harness.ts";
import { plnTokenOf } from "./biller.ts";
import { callbackSignature, digiflazzBiller, md5 } from "./digiflazz.ts";
import { billerSimulator, simulatorCredentials } from "./simulator.ts";

const credentials = simulatorCredentials("unit-test-app-key");

interface Callback {
  body: string;
  signature: string | undefined;
}

/** One process's simulator on its own port, with a callback receiver; `nextCallback` resolves on the next one received. */
async function simulatorProcess(db: Db) {
  const callbacks: Callback[] = [];
  let waiting: ((callback: Callback) => void) | undefined;
  const app = express();
  app.use("/biller", billerSimulator(db, credentials, { callbackDelayMs: 0 }));
  app.post("/cb", express.text({ type: "*/*" }), (req, res) => {
    const callback = { body: req.body as string, signature: req.get("x-hub-signature") };
    callbacks.push(callback);
    waiting?.(callback);
    res.json({ ok: true });
  });
  const server = await new Promise<ReturnType<express.Express["listen"]>>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    callbacks,
    nextCallback: () => new Promise<Callback>((resolve) => (waiting = resolve)),
    biller: (options: { callbackUrl?: string } = {}) =>
      digiflazzBiller({ ...credentials, baseUrl: `${base}/biller`, ...options }, "simulator"),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)("the simulated biller on %s", (kind) => {
  const suite = useTestDatabase(kind);
  let one: Awaited<ReturnType<typeof simulatorProcess>>;
  let base = "";
  const biller = () => one.biller();
  beforeAll(async () => {
    one = await simulatorProcess(suite.database.db);
    base = one.base;
  });
  afterAll(() => one.close());

  describe("the Digiflazz adapter against the simulator (same protocol)", () => {
    it("signs a transaction with md5(username + apiKey + ref_id); a wrong key is refused", async () => {
      expect(md5("abc")).toBe("900150983cd24fb0d6963f7d28e17f72");
      const wrong = digiflazzBiller({ ...credentials, apiKey: "dev-wrong", baseUrl: `${base}/biller` });
      expect(await wrong.transaction({ refId: "R-SIGN", sku: "PUL001", customerNo: "081234567890" })).toMatchObject({
        status: "failed",
        rc: "41",
      });
    });

    it("each test number's path; asking again with the same ref_id is the status check, never a second purchase", async () => {
      const b = biller();
      expect(await b.transaction({ refId: "R-OK", sku: "PUL001", customerNo: "081234567890" })).toMatchObject({
        status: "success",
        rc: "00",
      });
      expect(await b.transaction({ refId: "R-FAIL", sku: "PUL001", customerNo: "081200001232" })).toMatchObject({
        status: "failed",
      });
      expect((await b.transaction({ refId: "R-PS", sku: "PUL001", customerNo: "081200001233" })).status).toBe(
        "pending",
      );
      expect((await b.transaction({ refId: "R-PS", sku: "PUL001", customerNo: "081200001233" })).status).toBe(
        "success",
      );
      expect((await b.transaction({ refId: "R-PF", sku: "PUL001", customerNo: "081200001234" })).status).toBe(
        "pending",
      );
      expect((await b.transaction({ refId: "R-PF", sku: "PUL001", customerNo: "081200001234" })).status).toBe("failed");
      const first = await b.transaction({ refId: "R-PLN", sku: "PLN001", customerNo: "12345678901" });
      expect(await b.transaction({ refId: "R-PLN", sku: "PLN001", customerNo: "12345678901" })).toEqual(first);
      expect(plnTokenOf(first.sn)).toMatch(/^\d{20}$/);
    });

    it("the PLN inquiry answers the owner and power class; a number ending 0000 has no account", async () => {
      const account = await biller().inquiryPln("12345678901");
      expect(account?.name).toMatch(/^[A-Z ]+$/);
      expect(account?.segmentPower).toMatch(/^[RB]\d\/\d+VA$/);
      expect(await biller().inquiryPln("12345670000")).toBeUndefined();
    });

    it("a pending transaction with cb_url gets a callback signed X-Hub-Signature: sha1=HMAC(secret, body)", async () => {
      const b = one.biller({ callbackUrl: `${base}/cb` });
      const received = one.nextCallback();
      expect((await b.transaction({ refId: "R-CB", sku: "PUL001", customerNo: "081200001233" })).status).toBe(
        "pending",
      );
      const callback = await received;
      expect(callback?.signature).toBe(callbackSignature(credentials.webhookSecret, callback!.body));
      expect(b.verifyCallback(callback!.body, callback!.signature)).toMatchObject({ refId: "R-CB", status: "success" });
      expect(b.verifyCallback(callback!.body.replace("Sukses", "Gagal"), callback!.signature)).toBeUndefined();
      expect(b.verifyCallback(callback!.body, undefined)).toBeUndefined();
    });
  });

  it("two processes on one database: a ref_id asked of one is known to the other (the status check, never a second purchase), and its callback is sent once", async () => {
    // The other process: its own connection pool on PostgreSQL; PGlite is one process, so the same database.
    const other =
      kind === "postgres" ? await openDatabase({ databaseUrl: suite.testDb.url!, maxConnections: 2 }) : undefined;
    const two = await simulatorProcess(other?.db ?? suite.database.db);
    try {
      const received = one.nextCallback();
      const asked = await one
        .biller({ callbackUrl: `${base}/cb` })
        .transaction({ refId: "R-TWO", sku: "PUL001", customerNo: "081200001234" });
      expect(asked.status).toBe("pending");
      // The follow-up's status check lands on the other process: it knows the purchase and answers its outcome.
      expect(
        await two.biller().transaction({ refId: "R-TWO", sku: "PUL001", customerNo: "081200001234" }),
      ).toMatchObject({ status: "failed", refId: "R-TWO" });
      const callback = await received;
      expect(JSON.parse(callback.body)).toMatchObject({ data: { ref_id: "R-TWO", status: "Gagal" } });
      // The other process never sends it again: the callback is recorded as sent in the shared row.
      const [row] = await suite.rows<{ callback_sent: boolean; status: string }>(
        sql`select callback_sent, status from biller_simulator_transactions where ref_id = 'R-TWO'`,
      );
      expect(row).toEqual({ callback_sent: true, status: "Gagal" });
      expect(one.callbacks.filter((c) => c.body.includes("R-TWO"))).toHaveLength(1);
    } finally {
      await two.close();
      await other?.close();
    }
  });
});
