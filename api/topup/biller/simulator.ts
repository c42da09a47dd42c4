// The embedded biller (DESIGN.md section 5): used while no DIGIFLAZZ_USERNAME is set. It speaks
// Digiflazz's buyer API on /v1/dev/biller (signed POST /transaction and /inquiry-pln, ref_id
// idempotency, Sukses/Pending/Gagal, signed callbacks to cb_url), so the real adapter's code runs
// in every test and in the demo. Deterministic test numbers, by the destination's last digits:
//   ...1232 fails; ...1233 is pending, then succeeds; ...1234 is pending, then fails;
//   anything else succeeds. A PLN number ending in 0000 has no account.
// A pending transaction resolves when it is asked again (the status check) or when its callback
// is sent (callbackDelayMs after the first ask, when the request carried a cb_url). What it was
// asked lives in the database (biller_simulator_transactions), so a demo on several processes
// answers a ref_id the same from each: asked again on another process, it is the status check.
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import express, { Router } from "express";
import { queryRows, type Db } from "../../db/client.ts";
import { callbackSignature, md5 } from "./digiflazz.ts";

export interface SimulatorCredentials {
  username: string;
  apiKey: string;
  webhookSecret: string;
}

/** The simulator's credentials, derived from APP_KEY (the same in every process of a deployment). */
export function simulatorCredentials(appKey: string): SimulatorCredentials {
  const derive = (purpose: string) => createHmac("sha256", appKey).update(purpose).digest("hex").slice(0, 32);
  return {
    username: "simulator",
    apiKey: `dev-${derive("biller-simulator-key")}`,
    webhookSecret: derive("biller-simulator-webhook"),
  };
}

export const SIMULATOR_PATH = "/dev/biller";

export const TEST_NUMBERS = { fails: "1232", pendingThenSuccess: "1233", pendingThenFails: "1234" } as const;

type SimStatus = "Sukses" | "Pending" | "Gagal";

interface SimTransaction {
  refId: string;
  sku: string;
  customerNo: string;
  status: SimStatus;
}

interface SimRow extends Record<string, unknown> {
  ref_id: string;
  sku: string;
  customer_no: string;
  status: SimStatus;
}

const transactionOf = (row: SimRow): SimTransaction => ({
  refId: row.ref_id,
  sku: row.sku,
  customerNo: row.customer_no,
  status: row.status,
});

/** The first ask records the transaction; undefined when its ref_id was asked before (by any process). */
async function recordFirstAsk(db: Db, t: SimTransaction, final: SimStatus): Promise<SimTransaction | undefined> {
  const [row] = await queryRows<SimRow>(
    db,
    sql`insert into biller_simulator_transactions (ref_id, sku, customer_no, status, final_status) values (${t.refId}, ${t.sku}, ${t.customerNo}, ${t.status}, ${final})
        on conflict (ref_id) do nothing returning ref_id, sku, customer_no, status`,
  );
  return row && transactionOf(row);
}

/** A later ask is the status check: a pending transaction has its answer now. */
async function askAgain(db: Db, refId: string): Promise<SimTransaction | undefined> {
  const [row] = await queryRows<SimRow>(
    db,
    sql`update biller_simulator_transactions set status = final_status where ref_id = ${refId} returning ref_id, sku, customer_no, status`,
  );
  return row && transactionOf(row);
}

const NAMES = [
  "BUDI SANTOSO",
  "SITI RAHAYU",
  "AGUS PRASETYO",
  "DEWI LESTARI",
  "I WAYAN SUDARSA",
  "NI KADEK AYU",
  "RINA WULANDARI",
  "HENDRA GUNAWAN",
];
const POWERS = ["R1/900VA", "R1/1300VA", "R1/2200VA", "R2/3500VA", "B1/1300VA"];

function digitsOf(seed: string, count: number): string {
  let out = "";
  for (let round = 0; out.length < count; round++)
    out += [...md5(`${seed}:${round}`)].map((c) => Number.parseInt(c, 16) % 10).join("");
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

export function billerSimulator(
  db: Db,
  credentials: SimulatorCredentials,
  options: { callbackDelayMs?: number } = {},
): Router {
  const router = Router();
  const refuse = (res: express.Response, rc: string, message: string) =>
    res.status(400).json({ data: { rc, message, status: "Gagal" } });
  router.use(express.json({ limit: "20kb" }));

  async function sendCallback(refId: string, url: string) {
    // Once, whichever process sends it; a callback that did not arrive leaves it to the status check.
    const [row] = await queryRows<SimRow>(
      db,
      sql`update biller_simulator_transactions set callback_sent = true, status = final_status where ref_id = ${refId} and not callback_sent returning ref_id, sku, customer_no, status`,
    );
    if (!row) return;
    const rawBody = JSON.stringify({ data: view(transactionOf(row)) });
    await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature": callbackSignature(credentials.webhookSecret, rawBody),
        "x-digiflazz-event": "update",
      },
      body: rawBody,
    }).catch(() =>
      queryRows(db, sql`update biller_simulator_transactions set callback_sent = false where ref_id = ${refId}`),
    );
  }

  router.post("/transaction", async (req, res) => {
    const {
      username,
      buyer_sku_code: sku,
      customer_no: customerNo,
      ref_id: refId,
      sign,
      cb_url: cbUrl,
    } = (req.body ?? {}) as Record<string, unknown>;
    if (username !== credentials.username) return refuse(res, "40", "Username salah");
    if (
      typeof refId !== "string" ||
      typeof sku !== "string" ||
      typeof customerNo !== "string" ||
      refId === "" ||
      sku === "" ||
      customerNo === ""
    )
      return refuse(res, "40", "Payload Error");
    if (sign !== md5(credentials.username + credentials.apiKey + refId))
      return refuse(res, "41", "Signature anda salah");
    const pending =
      customerNo.endsWith(TEST_NUMBERS.pendingThenSuccess) || customerNo.endsWith(TEST_NUMBERS.pendingThenFails);
    const final =
      customerNo.endsWith(TEST_NUMBERS.fails) || customerNo.endsWith(TEST_NUMBERS.pendingThenFails)
        ? "Gagal"
        : "Sukses";
    const first = await recordFirstAsk(db, { refId, sku, customerNo, status: pending ? "Pending" : final }, final);
    if (!first) return res.json({ data: view((await askAgain(db, refId))!) });
    if (pending && typeof cbUrl === "string" && options.callbackDelayMs !== undefined)
      setTimeout(() => void sendCallback(refId, cbUrl).catch(() => {}), options.callbackDelayMs).unref();
    res.json({ data: view(first) });
  });

  router.post("/inquiry-pln", (req, res) => {
    const { username, customer_no: customerNo, sign } = (req.body ?? {}) as Record<string, unknown>;
    if (username !== credentials.username) return refuse(res, "40", "Username salah");
    if (typeof customerNo !== "string" || !/^\d{11,20}$/.test(customerNo)) return refuse(res, "40", "Payload Error");
    if (sign !== md5(credentials.username + credentials.apiKey + customerNo))
      return refuse(res, "41", "Signature anda salah");
    if (customerNo.endsWith("0000"))
      return res.json({
        data: { message: "Nomor meter/IDPEL salah", status: "Gagal", rc: "60", customer_no: customerNo, name: "" },
      });
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
