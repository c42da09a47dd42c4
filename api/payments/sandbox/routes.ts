// The sandbox payment page (mounted by server.ts outside /v1, only while no Midtrans key is set):
//   GET  /sandbox/pay/:token  the order (property, dates, amount) and four buttons;
//   POST /sandbox/pay/:token  action=settlement|pending|deny|expire: builds a notification exactly
//        like Midtrans's, signs it with the sandbox key, POSTs it to our own
//        /v1/payments/notification over HTTP, then sends the browser to the finish URL with
//        order_id, status_code and transaction_status.
// Plain server-rendered HTML (no JavaScript), in the reservation's language.
import express, { Router, type Response } from "express";
import { sql } from "drizzle-orm";
import { formatLongDate } from "#app/lib/dates.ts";
import { queryRows, type Db } from "../../db/client.ts";
import { translate, type Lang } from "../../http/messages.ts";
import { grossAmountString, jakartaDateTime, notificationSignature } from "../gateway.ts";

export interface SandboxRoutesOptions {
  serverKey: string;
  /** Our own notification endpoint, e.g. http://127.0.0.1:3000/v1/payments/notification. */
  notificationUrl: () => string;
  /** Where the browser goes afterwards (the web app's home). */
  finishUrl: string;
}

const STATUS_CODES = { settlement: "200", pending: "201", deny: "202", expire: "407" } as const;
type SandboxAction = keyof typeof STATUS_CODES;

interface SandboxPayment {
  order_id: string;
  gross_amount: number;
  transaction_status: string;
  gateway: string;
  lang: string;
  arrival: string;
  departure: string;
  payment_option: number;
  released_at: string | null;
  property_name: string;
}

async function findPayment(db: Db, token: string): Promise<SandboxPayment | undefined> {
  if (!/^[\w-]{16,64}$/.test(token)) return undefined;
  const [row] = await queryRows<SandboxPayment & Record<string, unknown>>(
    db,
    sql`select p.order_id, p.gross_amount, p.transaction_status, p.gateway, r.lang, to_char(r.arrival, 'YYYY-MM-DD') as arrival,
          to_char(r.departure, 'YYYY-MM-DD') as departure, r.payment_option, r.released_at, pr.name as property_name
        from payments p join reservations r on r.id = p.subject_id and p.subject_type = 'reservation'
        join properties pr on pr.id = r.property_id
        where p.token = ${token} and p.gateway = 'sandbox'`,
  );
  return row;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function money(amount: number, lang: Lang): string {
  const n = Math.floor(amount);
  return lang === "en" ? `IDR ${n.toLocaleString("en-US")}` : `Rp ${n.toLocaleString("en-US").replaceAll(",", ".")}`;
}

function page(res: Response, lang: Lang, status: number, body: string) {
  res
    .status(status)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(translate(lang, "sandboxTitle"))}</title></head>` +
        `<body style="margin:0;font-family:system-ui,sans-serif;background:#f5f7fa;color:#1f2937">` +
        `<main style="max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.1)">` +
        `<h1 style="margin:0 0 1rem;font-size:1.25rem;color:#0c6ebd">${escapeHtml(translate(lang, "sandboxTitle"))}</h1>` +
        `<p role="note" style="margin:0 0 1rem;padding:.75rem;border-radius:8px;background:#fff7e6;color:#8a5300;font-size:.9rem">${escapeHtml(translate(lang, "sandboxNotice"))}</p>` +
        body +
        `</main></body></html>`,
    );
}

export function sandboxRoutes(db: Db, options: SandboxRoutesOptions): Router {
  const router = Router();
  router.use("/sandbox/pay", express.urlencoded({ extended: false, limit: "10kb" }));

  router.get("/sandbox/pay/:token", async (req, res, next) => {
    try {
      const payment = await findPayment(db, req.params.token);
      const lang: Lang = payment?.lang === "en" ? "en" : "id";
      if (!payment) return page(res, lang, 404, `<p>${escapeHtml(translate(lang, "sandboxUnknown"))}</p>`);
      const open = payment.transaction_status === "pending" && payment.released_at === null;
      const rows = [
        [translate(lang, "sandboxOrder"), payment.order_id],
        [translate(lang, "sandboxProperty"), payment.property_name],
        [translate(lang, "sandboxDates"), `${formatLongDate(payment.arrival, lang)} – ${formatLongDate(payment.departure, lang)}`],
        [translate(lang, "sandboxAmount"), money(Number(payment.gross_amount), lang)],
      ]
        .map(([k, v]) => `<tr><th scope="row" style="text-align:left;padding:.25rem 1rem .25rem 0;font-weight:500;color:#6b7280">${escapeHtml(k!)}</th><td style="padding:.25rem 0">${escapeHtml(v!)}</td></tr>`)
        .join("");
      const button = (action: SandboxAction, key: string, colour: string) =>
        `<button type="submit" name="action" value="${action}" style="display:block;width:100%;margin:.5rem 0;padding:.75rem;border:0;border-radius:8px;font-size:1rem;background:${colour};color:#fff;cursor:pointer">${escapeHtml(translate(lang, key))}</button>`;
      const actions = open
        ? `<form method="post" action="/sandbox/pay/${encodeURIComponent(req.params.token)}">${button("settlement", "sandboxSettle", "#0c6ebd")}${button("pending", "sandboxPending", "#6b7280")}${button("deny", "sandboxDeny", "#b91c1c")}${button("expire", "sandboxExpire", "#92400e")}</form>`
        : `<p>${escapeHtml(translate(lang, "sandboxClosed", { status: payment.released_at ? "expire" : payment.transaction_status }))}</p>`;
      page(res, lang, 200, `<table style="border-collapse:collapse;margin-bottom:1rem">${rows}</table>${actions}`);
    } catch (error) {
      next(error);
    }
  });

  router.post("/sandbox/pay/:token", async (req, res, next) => {
    try {
      const payment = await findPayment(db, req.params.token);
      const lang: Lang = payment?.lang === "en" ? "en" : "id";
      if (!payment) return page(res, lang, 404, `<p>${escapeHtml(translate(lang, "sandboxUnknown"))}</p>`);
      const action = String((req.body as Record<string, unknown> | undefined)?.action ?? "") as SandboxAction;
      if (!Object.hasOwn(STATUS_CODES, action)) return page(res, lang, 400, `<p>${escapeHtml(translate(lang, "invalidInput"))}</p>`);
      if (payment.transaction_status !== "pending" || payment.released_at !== null) {
        return page(res, lang, 409, `<p>${escapeHtml(translate(lang, "sandboxClosed", { status: payment.released_at ? "expire" : payment.transaction_status }))}</p>`);
      }
      const notification = sandboxNotification(payment.order_id, Number(payment.gross_amount), action, payment.payment_option === 3 ? "kredivo" : "bank_transfer", options.serverKey);
      const response = await fetch(options.notificationUrl(), {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(notification),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) return page(res, lang, 502, `<p>${escapeHtml(translate(lang, "serverError"))}</p>`);
      const finish = new URL(options.finishUrl);
      finish.searchParams.set("order_id", notification.order_id);
      finish.searchParams.set("status_code", notification.status_code);
      finish.searchParams.set("transaction_status", notification.transaction_status);
      res.redirect(303, finish.toString());
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/** A notification body shaped like Midtrans's HTTP notification, signed with `serverKey`. */
export function sandboxNotification(orderId: string, grossAmount: number, action: SandboxAction, paymentType: string, serverKey: string) {
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
