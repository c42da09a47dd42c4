// The Digiflazz buyer API adapter (https://developer.digiflazz.com/api/buyer/): JSON POSTs signed
// with md5(username + apiKey + ref_id) for a transaction and md5(username + apiKey + customer_no)
// for the PLN inquiry; a transaction asked again with the same ref_id answers the same
// transaction (the status check); callbacks carry X-Hub-Signature: sha1=HMAC-SHA1(secret, body).
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { log } from "../../http/logger.ts";
import { billerFailures, billerRequestDuration } from "../../telemetry/metrics.ts";
import { type Biller, type BillerResult, BillerUnavailable, billerStatusOf, type PlnAccount } from "./biller.ts";

export interface DigiflazzOptions {
  username: string;
  apiKey: string;
  /** e.g. https://api.digiflazz.com/v1 (no trailing slash needed). */
  baseUrl: string;
  /** The webhook secret set in Digiflazz's buyer area. */
  webhookSecret: string;
  /** Where Digiflazz sends the callbacks (cb_url), when set. */
  callbackUrl?: string;
  /** Digiflazz's development mode: `testing: true` on each transaction. */
  testing?: boolean;
  timeoutMs?: number;
}

export const md5 = (text: string) => createHash("md5").update(text).digest("hex");

export function callbackSignature(secret: string, rawBody: string): string {
  return `sha1=${createHmac("sha1", secret).update(rawBody).digest("hex")}`;
}

function resultOf(data: Record<string, unknown>, refId: string): BillerResult {
  return {
    refId: typeof data.ref_id === "string" ? data.ref_id : refId,
    status: billerStatusOf(data.status, data.rc),
    sn: typeof data.sn === "string" ? data.sn : "",
    rc: typeof data.rc === "string" ? data.rc : "",
    message: typeof data.message === "string" ? data.message : "",
  };
}

export function digiflazzBiller(options: DigiflazzOptions, name: Biller["name"] = "digiflazz"): Biller {
  const base = options.baseUrl.replace(/\/+$/, "");
  // Every call is timed; one without a usable answer is counted and logged (the caller retries later).
  async function post(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const operation = path.slice(1);
    const done = billerRequestDuration.startTimer({ operation });
    try {
      const data = await send(path, body);
      done({ outcome: "answered" });
      return data;
    } catch (error) {
      done({ outcome: "unavailable" });
      billerFailures.inc({ operation });
      log.warn("biller unavailable", { biller: name, operation, error });
      throw error;
    }
  }
  async function send(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new BillerUnavailable(`biller unreachable: ${(error as Error).message}`);
    }
    // Digiflazz answers refusals (bad sign, unknown SKU) with 400 and the same { data } shape.
    if (response.status >= 500) throw new BillerUnavailable(`biller answered ${response.status}`);
    const parsed = (await response.json().catch(() => undefined)) as { data?: unknown } | undefined;
    if (!parsed || typeof parsed.data !== "object" || parsed.data === null)
      throw new BillerUnavailable(`biller answered ${response.status} without data`);
    return parsed.data as Record<string, unknown>;
  }
  return {
    name,
    async transaction({ refId, sku, customerNo }) {
      const data = await post("/transaction", {
        username: options.username,
        buyer_sku_code: sku,
        customer_no: customerNo,
        ref_id: refId,
        sign: md5(options.username + options.apiKey + refId),
        ...(options.callbackUrl && { cb_url: options.callbackUrl }),
        ...(options.testing && { testing: true }),
      });
      return resultOf(data, refId);
    },
    async inquiryPln(customerNo): Promise<PlnAccount | undefined> {
      const data = await post("/inquiry-pln", {
        username: options.username,
        customer_no: customerNo,
        sign: md5(options.username + options.apiKey + customerNo),
      });
      if (typeof data.name !== "string" || data.name === "") return undefined;
      return {
        customerNo,
        name: data.name,
        segmentPower: typeof data.segment_power === "string" ? data.segment_power : "",
      };
    },
    verifyCallback(rawBody, signatureHeader) {
      if (!signatureHeader) return undefined;
      const expected = Buffer.from(callbackSignature(options.webhookSecret, rawBody));
      const given = Buffer.from(signatureHeader.trim().toLowerCase());
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      let body: { data?: Record<string, unknown> };
      try {
        body = JSON.parse(rawBody) as { data?: Record<string, unknown> };
      } catch {
        return undefined;
      }
      if (!body.data || typeof body.data.ref_id !== "string") return undefined;
      return resultOf(body.data, body.data.ref_id);
    },
  };
}
