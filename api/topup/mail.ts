// The top-up receipt mail (issue 12 point 6): sent once when a top-up ends — success with the PLN
// token grouped by 4 or the serial number, or refunded after the biller failed — enqueued in the
// transaction that makes that change (dedupe key `topup:{id}:{status}`), words from mail.json.
import { eq } from "drizzle-orm";
import { formatMoney } from "#core/money.ts";
import { groupToken } from "#core/rules/top-up.ts";
import type { Db } from "../db/client.ts";
import { topUpProducts, topUpTransactions } from "../db/schema.ts";
import { publicUrl } from "../bookings/mails.ts";
import { customerService, langOf } from "../bookings/text.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { catalogueMail, type MailContent } from "../mail/templates.ts";
import { mailText } from "../mail/text.ts";

export type EndedStatus = "success" | "refunded";

export interface TopUpMailInput {
  lang: "id" | "en";
  name: string;
  refId: string;
  status: EndedStatus;
  product: string;
  destination: string;
  total: number;
  plnToken: string | null;
  serialNumber: string | null;
}

export function topUpMail(input: TopUpMailInput, origin = publicUrl()): MailContent {
  const { lang } = input;
  const t = (key: string, values?: Record<string, string | number>) => mailText(lang, `topup.${key}`, values);
  const status = t(`statuses.${input.status}`);
  const total = formatMoney(input.total, lang);
  const paragraphs = [t("body", { product: input.product, destination: input.destination }), t("status", { status })];
  if (input.status === "success") {
    if (input.plnToken) paragraphs.push(t("token", { token: groupToken(input.plnToken) }));
    else if (input.serialNumber) paragraphs.push(t("serial", { serial: input.serialNumber }));
    paragraphs.push(t("total", { total }));
  } else paragraphs.push(t("refunded", { total }));
  return catalogueMail({
    lang,
    name: input.name,
    subject: t("subject", { refId: input.refId, status }),
    paragraphs,
    button: t("button"),
    link: `${origin}/top-up/result?order_id=${encodeURIComponent(input.refId)}`,
    after: [t("after", { email: customerService().email })],
  });
}

/** Inside the transaction that ended top-up `id`: queues its receipt mail (at most once per end). */
export async function enqueueTopUpMail(tx: Db, id: number, status: EndedStatus): Promise<number | undefined> {
  const [row] = await tx
    .select({ t: topUpTransactions, product: topUpProducts.productName })
    .from(topUpTransactions)
    .innerJoin(topUpProducts, eq(topUpProducts.id, topUpTransactions.productId))
    .where(eq(topUpTransactions.id, id));
  if (!row) return undefined;
  const { t } = row;
  const lang = langOf(t.lang);
  const mail = topUpMail({
    lang,
    name: t.buyerName,
    refId: t.refId,
    status,
    product: row.product,
    destination: t.plnNumber ?? t.gameId ?? t.emoneyAccount ?? t.phoneNumber ?? "",
    total: t.total,
    plnToken: t.plnToken,
    serialNumber: t.serialNumber,
  });
  return enqueueMail(tx, {
    ...mail,
    to: t.email,
    lang,
    kind: "topup",
    dedupeKey: `topup:${id}:${status}`,
    mailboxKey: t.mailboxKey,
  });
}
