// The embedded biller (DESIGN.md section 5): used while no DIGIFLAZZ_USERNAME is set. It speaks
// Digiflazz's buyer API on /v1/dev/biller (signed POST /transaction and /inquiry-pln, ref_id
// idempotency, Sukses/Pending/Gagal, signed callbacks to cb_url), so the real adapter's code runs
// in every test and in the demo. Deterministic test numbers, by the destination's last digits:
//   ...1232 fails; ...1233 is pending, then succeeds; ...1234 is pending, then fails;
//   anything else succeeds. A PLN number ending in 0000 has no account.
// A pending transaction resolves when it is asked again (the status check) or when its callback
// is sent (callbackDelayMs after the first ask, when the request carried a cb_url).
import { createHmac } from "node:crypto";
import express, { Router } from "express";
import { callbackSignature, md5 } from "./digiflazz.ts";

export interface SimulatorCredentials {
  username: string;
  apiKey: string;
  webhookSecret: string;
}

/** The simulator's credentials, derived from APP_KEY (the same in every process of a deployment). */
export function simulatorCredentials(appKey: string): SimulatorCredentials {
  const derive = (purpose: string) => createHmac("sha256", appKey).update(purpose).digest("hex").slice(0, 32);
  return { username: "simulator", apiKey: `dev-${derive("biller-simulator-key")}`, webhookSecret: derive("biller-simulator-webhook") };
}

export const SIMULATOR_PATH = "/dev/biller";

export const TEST_NUMBERS = { fails: "1232", pendingThenSuccess: "1233", pendingThenFails: "1234" } as const;

interface SimTransaction {
  refId: string;
  sku: string;
  customerNo: string;
  status: "Sukses" | "Pending" | "Gagal";
  final: "Sukses" | "Gagal";
  callbackSent: boolean;
}

const NAMES = ["BUDI SANTOSO", "SITI RAHAYU", "AGUS PRASETYO", "DEWI LESTARI", "I WAYAN SUDARSA", "NI KADEK AYU", "RINA WULANDARI", "HENDRA GUNAWAN"];
const POWERS = ["R1/900VA", "R1/1300VA", "R1/2200VA", "R2/3500VA", "B1/1300VA"];

function digitsOf(seed: string, count: number): string {
  let out = "";
  for (let round = 0; out.length < count; round++) out += [...md5(`${seed}:${round}`)].map((c) => Number.parseInt(c, 16) % 10).join("");
  return out.slice(0, count);
}

function accountOf(customerNo: string) {
  const n = Number.parseInt(digitsOf(customerNo, 4), 10);
  return { name: NAMES[n % NAMES.length]!, segmentPower: POWERS[n % POWERS.length]! };
}

function serialNumber(t: SimTransaction): string {
  if (!t.sku.startsWith("PLN")) return digitsOf(`sn:${t.refId}`, 16);
  const token = digitsOf(`token:${t.refId}`, 20).replace(/(.{4})(?=.)/g, "$1-");
  const { name, segmentPower } = accountOf(t.customerNo);
  const kwh = (Number.parseInt(digitsOf(`kwh:${t.refId}`, 3), 10) / 10 + 10).toFixed(1);
  return `${token}/${name}/${segmentPower}/${kwh}`;
}

function view(t: SimTransaction) {
  const messages = { Sukses: "Transaksi Sukses", Pending: "Transaksi Pending", Gagal: "Transaksi Gagal" };
  const rc = { Sukses: "00", Pending: "03", Gagal: "02" };
  return {
    ref_id: t.refId,
    customer_no: t.customerNo,
    buyer_sku_code: t.sku,
    message: messages[t.status],
    status: t.status,
    rc: rc[t.status],
    sn: t.status === "Sukses" ? serialNumber(t) : "",
    buyer_last_saldo: 5_000_000,
    price: 0,
    tele: "",
    wa: "",
  };
}

export function billerSimulator(credentials: SimulatorCredentials, options: { callbackDelayMs?: number } = {}): Router {
  const router = Router();
  const transactions = new Map<string, SimTransaction>();
  const refuse = (res: express.Response, rc: string, message: string) => res.status(400).json({ data: { rc, message, status: "Gagal" } });
  router.use(express.json({ limit: "20kb" }));

  async function sendCallback(t: SimTransaction, url: string) {
    if (t.callbackSent) return;
    t.callbackSent = true;
    t.status = t.final;
    const rawBody = JSON.stringify({ data: view(t) });
    await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature": callbackSignature(credentials.webhookSecret, rawBody), "x-digiflazz-event": "update" },
      body: rawBody,
    }).catch(() => {
      t.callbackSent = false; // the next status check answers it anyway
    });
  }

  router.post("/transaction", (req, res) => {
    const { username, buyer_sku_code: sku, customer_no: customerNo, ref_id: refId, sign, cb_url: cbUrl } = (req.body ?? {}) as Record<string, unknown>;
    if (username !== credentials.username) return refuse(res, "40", "Username salah");
    if (typeof refId !== "string" || typeof sku !== "string" || typeof customerNo !== "string" || refId === "" || sku === "" || customerNo === "")
      return refuse(res, "40", "Payload Error");
    if (sign !== md5(credentials.username + credentials.apiKey + refId)) return refuse(res, "41", "Signature anda salah");
    const known = transactions.get(refId);
    if (known) {
      if (known.status === "Pending") known.status = known.final;
      return res.json({ data: view(known) });
    }
    const pending = customerNo.endsWith(TEST_NUMBERS.pendingThenSuccess) || customerNo.endsWith(TEST_NUMBERS.pendingThenFails);
    const final = customerNo.endsWith(TEST_NUMBERS.fails) || customerNo.endsWith(TEST_NUMBERS.pendingThenFails) ? "Gagal" : "Sukses";
    const t: SimTransaction = { refId, sku, customerNo, status: pending ? "Pending" : final, final, callbackSent: false };
    transactions.set(refId, t);
    if (pending && typeof cbUrl === "string" && options.callbackDelayMs !== undefined) setTimeout(() => void sendCallback(t, cbUrl), options.callbackDelayMs).unref();
    res.json({ data: view(t) });
  });

  router.post("/inquiry-pln", (req, res) => {
    const { username, customer_no: customerNo, sign } = (req.body ?? {}) as Record<string, unknown>;
    if (username !== credentials.username) return refuse(res, "40", "Username salah");
    if (typeof customerNo !== "string" || !/^\d{11,20}$/.test(customerNo)) return refuse(res, "40", "Payload Error");
    if (sign !== md5(credentials.username + credentials.apiKey + customerNo)) return refuse(res, "41", "Signature anda salah");
    if (customerNo.endsWith("0000")) return res.json({ data: { message: "Nomor meter/IDPEL salah", status: "Gagal", rc: "60", customer_no: customerNo, name: "" } });
    const { name, segmentPower } = accountOf(customerNo);
    res.json({
      data: {
        message: "Transaksi Sukses",
        status: "Sukses",
        rc: "00",
        customer_no: customerNo,
        meter_no: customerNo,
        subscriber_id: digitsOf(`id:${customerNo}`, 12),
        name,
        segment_power: segmentPower,
      },
    });
  });
  return router;
}
