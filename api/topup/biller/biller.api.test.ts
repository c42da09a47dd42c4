import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plnTokenOf } from "./biller.ts";
import { callbackSignature, digiflazzBiller, md5 } from "./digiflazz.ts";
import { billerSimulator, simulatorCredentials } from "./simulator.ts";

const credentials = simulatorCredentials("unit-test-app-key");
let server: ReturnType<express.Express["listen"]>;
let base = "";
const callbacks: { body: string; signature: string | undefined }[] = [];

beforeAll(async () => {
  const app = express();
  app.use("/biller", billerSimulator(credentials, { callbackDelayMs: 0 }));
  app.post("/cb", express.text({ type: "*/*" }), (req, res) => {
    callbacks.push({ body: req.body as string, signature: req.get("x-hub-signature") });
    res.json({ ok: true });
  });
  server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const biller = () => digiflazzBiller({ ...credentials, baseUrl: `${base}/biller` }, "simulator");

describe("the Digiflazz adapter against the simulator (same protocol)", () => {
  it("signs a transaction with md5(username + apiKey + ref_id); a wrong key is refused", async () => {
    expect(md5("abc")).toBe("900150983cd24fb0d6963f7d28e17f72");
    const wrong = digiflazzBiller({ ...credentials, apiKey: "dev-wrong", baseUrl: `${base}/biller` });
    expect(await wrong.transaction({ refId: "R-SIGN", sku: "PUL001", customerNo: "081234567890" })).toMatchObject({ status: "failed", rc: "41" });
  });

  it("each test number's path; asking again with the same ref_id is the status check, never a second purchase", async () => {
    const b = biller();
    expect(await b.transaction({ refId: "R-OK", sku: "PUL001", customerNo: "081234567890" })).toMatchObject({ status: "success", rc: "00" });
    expect(await b.transaction({ refId: "R-FAIL", sku: "PUL001", customerNo: "081200001232" })).toMatchObject({ status: "failed" });
    expect((await b.transaction({ refId: "R-PS", sku: "PUL001", customerNo: "081200001233" })).status).toBe("pending");
    expect((await b.transaction({ refId: "R-PS", sku: "PUL001", customerNo: "081200001233" })).status).toBe("success");
    expect((await b.transaction({ refId: "R-PF", sku: "PUL001", customerNo: "081200001234" })).status).toBe("pending");
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
    const b = digiflazzBiller({ ...credentials, baseUrl: `${base}/biller`, callbackUrl: `${base}/cb` }, "simulator");
    expect((await b.transaction({ refId: "R-CB", sku: "PUL001", customerNo: "081200001233" })).status).toBe("pending");
    for (let i = 0; i < 100 && callbacks.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const [callback] = callbacks;
    expect(callback?.signature).toBe(callbackSignature(credentials.webhookSecret, callback!.body));
    expect(b.verifyCallback(callback!.body, callback!.signature)).toMatchObject({ refId: "R-CB", status: "success" });
    expect(b.verifyCallback(callback!.body.replace("Sukses", "Gagal"), callback!.signature)).toBeUndefined();
    expect(b.verifyCallback(callback!.body, undefined)).toBeUndefined();
  });
});
