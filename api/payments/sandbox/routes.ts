// The sandbox payment page (mounted by server.ts outside /v1, only while no Midtrans key is set):
//   GET  /sandbox/pay/:token  the order (merchant, dates, what is charged: the kind's gateway
//        items, e.g. a top-up's product and destination; amount) and four buttons;
//   POST /sandbox/pay/:token  action=settlement|pending|deny|expire: builds a notification exactly
//        like Midtrans's, signs it with the sandbox key, hands it to our own
//        /v1/payments/notification (`sendNotification`), then sends the browser to the finish URL
//        with order_id, status_code and transaction_status.
// Plain server-rendered HTML (no JavaScript), in the reservation's language.
import { randomBytes } from "node:crypto";
import express, { Router, type Request, type RequestHandler, type Response } from "express";
import { sql } from "drizzle-orm";
import { formatLongDate } from "#core/dates.ts";
import { queryRows, type Db } from "../../db/client.ts";
import { translate, type Lang } from "../../http/messages.ts";
import { paymentRowOf } from "../apply.ts";
import { type GatewayItem, grossAmountString, jakartaDateTime, notificationSignature } from "../gateway.ts";
import type { PurchaseKinds } from "../kinds.ts";

export interface SandboxRoutesOptions {
  serverKey: string;
  /** Hands the signed notification (JSON) to our own /v1/payments/notification; true when it was taken (2xx). */
  sendNotification: (body: string) => Promise<boolean>;
  /** Where the browser goes afterwards (the web app's home). */
  finishUrl: string;
  /** The purchase kinds whose payments the page describes. */
  kinds: PurchaseKinds;
}

// Midtrans's HTTP notification codes: 200 money, 201 pending, 202 deny/cancel/expire/failure.
const STATUS_CODES = { settlement: "200", pending: "201", deny: "202", expire: "202" } as const;
export type SandboxAction = keyof typeof STATUS_CODES;
/** The methods the sandbox page offers (Midtrans's payment_type values); the first is the default. */
export const SANDBOX_PAYMENT_TYPES = ["bank_transfer", "gopay", "credit_card"] as const;

interface SandboxPayment {
  order_id: string;
  gross_amount: number;
  transaction_status: string;
  lang: Lang;
  payment_option: number;
  merchant: string;
  /** What the gateway is asked to charge (the kind's charge): Snap shows the same list. */
  items: GatewayItem[];
  stay: { checkIn: string; checkOut: string } | undefined;
  finish_path: string | undefined;
}

/** The open sandbox payment of a token, described by its purchase kind's handler (any kind). */
async function findPayment(db: Db, kinds: PurchaseKinds, token: string): Promise<SandboxPayment | undefined> {
  if (!/^[\w-]{16,64}$/.test(token)) return undefined;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from payments where token = ${token} and gateway = 'sandbox'`,
  );
  if (!row) return undefined;
  const payment = paymentRowOf(row);
  const handler = kinds.handler(payment.subjectType);
  const receipt = await handler?.receipt(db, payment.subjectId);
  if (!handler || !receipt) return undefined;
  const charge = await handler.charge(db, payment.subjectId, payment);
  return {
    order_id: payment.orderId,
    gross_amount: payment.grossAmount,
    transaction_status: payment.transactionStatus,
    lang: receipt.lang,
    payment_option: charge.paymentOption,
    merchant: receipt.merchant.name,
    items: charge.items,
    stay: receipt.stay,
    finish_path: handler.finishPath,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function money(amount: number, lang: Lang): string {
  const n = Math.floor(amount);
  return lang === "en" ? `IDR ${n.toLocaleString("en-US")}` : `Rp ${n.toLocaleString("en-US").replaceAll(",", ".")}`;
}

/** One charged item: "name: Rp 10.000", or "2 × name: Rp 20.000". */
function itemLine(item: GatewayItem, lang: Lang): string {
  return `${item.quantity > 1 ? `${item.quantity} × ` : ""}${item.name}: ${money(item.price * item.quantity, lang)}`;
}

// The page's one style sheet, allowed by a per-response nonce: its Content-Security-Policy allows
// nothing else (no script, no inline style attribute, no other origin), and forms post only here
// or, through the settle redirect, to the web app (decision 018).
const STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;background:#f5f7fa;color:#1f2937}" +
  "main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.1)}" +
  "h1{margin:0 0 1rem;font-size:1.25rem;color:#0c6ebd}" +
  ".note{margin:0 0 1rem;padding:.75rem;border-radius:8px;background:#fff7e6;color:#8a5300;font-size:.9rem}" +
  "table{border-collapse:collapse;margin-bottom:1rem}th{text-align:left;padding:.25rem 1rem .25rem 0;font-weight:500;color:#6b7280}td{padding:.25rem 0}" +
  ".items{margin:0;padding:0;list-style:none}.items li+li{margin-top:.25rem}" +
  "label{display:block;font-size:.9rem;color:#6b7280;margin-bottom:.25rem}select{width:100%;padding:.5rem;margin-bottom:.5rem;font-size:1rem}" +
  "button{display:block;width:100%;margin:.5rem 0;padding:.75rem;border:0;border-radius:8px;font-size:1rem;color:#fff;cursor:pointer}" +
  ".settlement{background:#0c6ebd}.pending{background:#6b7280}.deny{background:#b91c1c}.expire{background:#92400e}";

export function sandboxPolicy(nonce: string, finishUrl: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self' ${new URL(finishUrl).origin}; base-uri 'none'; frame-ancestors 'none'`;
}

function page(res: Response, lang: Lang, status: number, body: string, finishUrl: string) {
  const nonce = randomBytes(16).toString("base64");
  res
    .status(status)
    .type("html")
    .set("Cache-Control", "no-store")
    .set("Content-Security-Policy", sandboxPolicy(nonce, finishUrl))
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(translate(lang, "sandboxTitle"))}</title><style nonce="${nonce}">${STYLE}</style></head>` +
        `<body><main><h1>${escapeHtml(translate(lang, "sandboxTitle"))}</h1>` +
        `<p role="note" class="note">${escapeHtml(translate(lang, "sandboxNotice"))}</p>` +
        body +
        `</main></body></html>`,
    );
}

export function sandboxRoutes(db: Db, options: SandboxRoutesOptions): Router {
  const router = Router();
  router.use("/sandbox/pay", express.urlencoded({ extended: false, limit: "10kb" }));

  /** The page of one payment, by its token (an unknown one: a 404 page), in the payment's language. */
  const onPayment =
    (
      act: (payment: SandboxPayment, lang: Lang, req: Request<{ token: string }>, res: Response) => unknown,
    ): RequestHandler<{ token: string }> =>
    async (req, res, next) => {
      try {
        const payment = await findPayment(db, options.kinds, req.params.token);
        const lang: Lang = payment?.lang ?? "id";
        if (!payment)
          return page(res, lang, 404, `<p>${escapeHtml(translate(lang, "sandboxUnknown"))}</p>`, options.finishUrl);
        await act(payment, lang, req, res);
      } catch (error) {
        next(error);
      }
    };

  router.get(
    "/sandbox/pay/:token",
    onPayment((payment, lang, req, res) => {
      const open = payment.transaction_status === "pending";
      const row = (label: string, html: string, name = "") =>
        `<tr${name ? ` data-sandbox-${name}` : ""}><th scope="row">${escapeHtml(label)}</th><td>${html}</td></tr>`;
      const items = `<ul class="items" data-sandbox-items>${payment.items.map((item) => `<li>${escapeHtml(itemLine(item, lang))}</li>`).join("")}</ul>`;
      const rows = [
        row(translate(lang, "sandboxOrder"), escapeHtml(payment.order_id)),
        row(translate(lang, payment.stay ? "sandboxProperty" : "sandboxMerchant"), escapeHtml(payment.merchant)),
        payment.stay
          ? row(
              translate(lang, "sandboxDates"),
              escapeHtml(
                `${formatLongDate(payment.stay.checkIn, lang)} – ${formatLongDate(payment.stay.checkOut, lang)}`,
              ),
            )
          : "",
        row(translate(lang, "sandboxItems"), items),
        row(translate(lang, "sandboxAmount"), escapeHtml(money(Number(payment.gross_amount), lang)), "amount"),
      ].join("");
      const button = (action: SandboxAction, key: string) =>
        `<button type="submit" name="action" value="${action}" class="${action}">${escapeHtml(translate(lang, key))}</button>`;
      // Snap lets the payer pick the method; it decides how a refund goes back (decision 056).
      const methods =
        payment.payment_option === 3
          ? ""
          : `<label for="payment_type">${escapeHtml(translate(lang, "sandboxMethod"))}</label><select id="payment_type" name="payment_type">${SANDBOX_PAYMENT_TYPES.map((type) => `<option value="${type}">${escapeHtml(translate(lang, `sandboxMethod_${type}`))}</option>`).join("")}</select>`;
      const actions = open
        ? `<form method="post" action="/sandbox/pay/${encodeURIComponent(req.params.token)}">${methods}${button("settlement", "sandboxSettle")}${button("pending", "sandboxPending")}${button("deny", "sandboxDeny")}${button("expire", "sandboxExpire")}</form>`
        : `<p>${escapeHtml(translate(lang, "sandboxClosed", { status: payment.transaction_status }))}</p>`;
      page(res, lang, 200, `<table>${rows}</table>${actions}`, options.finishUrl);
    }),
  );

  router.post(
    "/sandbox/pay/:token",
    onPayment(async (payment, lang, req, res) => {
      const action = String((req.body as Record<string, unknown> | undefined)?.action ?? "") as SandboxAction;
      if (!Object.hasOwn(STATUS_CODES, action))
        return page(res, lang, 400, `<p>${escapeHtml(translate(lang, "invalidInput"))}</p>`, options.finishUrl);
      if (payment.transaction_status !== "pending") {
        return page(
          res,
          lang,
          409,
          `<p>${escapeHtml(translate(lang, "sandboxClosed", { status: payment.transaction_status }))}</p>`,
          options.finishUrl,
        );
      }
      const chosen = String((req.body as Record<string, unknown> | undefined)?.payment_type ?? "");
      const method = SANDBOX_PAYMENT_TYPES.find((type) => type === chosen) ?? "bank_transfer";
      const notification = sandboxNotification(
        payment.order_id,
        Number(payment.gross_amount),
        action,
        payment.payment_option === 3 ? "kredivo" : method,
        options.serverKey,
      );
      if (!(await options.sendNotification(JSON.stringify(notification))))
        return page(res, lang, 502, `<p>${escapeHtml(translate(lang, "serverError"))}</p>`, options.finishUrl);
      // Like Snap's per-transaction callbacks.finish: the kind's own page when it has one.
      const finish = new URL(payment.finish_path ?? "", options.finishUrl);
      finish.searchParams.set("order_id", notification.order_id);
      finish.searchParams.set("status_code", notification.status_code);
      finish.searchParams.set("transaction_status", notification.transaction_status);
      res.redirect(303, finish.toString());
    }),
  );
  return router;
}

/** `sendNotification` over HTTP, to a server's own notification URL (the API test servers). */
export function notificationOverHttp(url: string): (body: string) => Promise<boolean> {
  return async (body) => {
    const response = await fetch(url, {
      method: "POST",
      headers: NOTIFICATION_HEADERS,
      body,
      signal: AbortSignal.timeout(15_000),
    });
    return response.ok;
  };
}

export const NOTIFICATION_HEADERS = { "content-type": "application/json", accept: "application/json" };

/** A notification body shaped like Midtrans's HTTP notification, signed with `serverKey`. */
export function sandboxNotification(
  orderId: string,
  grossAmount: number,
  action: SandboxAction,
  paymentType: string,
  serverKey: string,
) {
  const statusCode = STATUS_CODES[action];
  const gross = grossAmountString(grossAmount);
  return {
    transaction_time: jakartaDateTime(new Date()),
    transaction_status: action,
    transaction_id: crypto.randomUUID(),
    status_message: "midtrans payment notification",
    status_code: statusCode,
    signature_key: notificationSignature(orderId, statusCode, gross, serverKey),
    payment_type: paymentType,
    order_id: orderId,
    merchant_id: "SANDBOX",
    gross_amount: gross,
    fraud_status: "accept",
    currency: "IDR",
  };
}
