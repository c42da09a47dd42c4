// The purchase mails, built from the purchase-neutral receipt (api/payments/receipt.ts) with the
// words of the mail catalogue, through the outbox and at most once each:
//   e-ticket  on the paid transition (the handler's onPaid) and on a pay-at-property confirmation,
//             with the voucher PDF attached (built by the worker when it sends: the outbox row
//             holds the reference `voucher:{id}` (`voucher:{kind}:{id}` for other kinds), not the file);
//   review    after check-out (the check-out sweep), with the link to /review.
// Each is enqueued in the caller's transaction with a dedupe key (`eticket:{id}`, `review:{id}`):
// the transition runs once, and a replay could not enqueue a second row anyway. The caller, which
// knows its kind, passes the receipt; only the worker's attachment resolver goes by the kinds.
import { formatLongDate } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import { publicUrlFrom } from "../config.ts";
import type { Db } from "../db/client.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { catalogueMail, type MailContent } from "../mail/templates.ts";
import { mailText } from "../mail/text.ts";
import type { MailAttachment } from "../mail/worker.ts";
import type { PurchaseKinds } from "../payments/kinds.ts";
import type { Receipt } from "../payments/receipt.ts";
import { renderVoucherPdf, voucherFileName } from "../pdf/voucher.ts";
import { customerService } from "./text.ts";

export function publicUrl(): string {
  return publicUrlFrom(process.env);
}

type MailWords = (key: string, values?: Record<string, string | number>) => string;

/** The words of one mail of the catalogue (`eticket`, `review`, ...) in `lang`. */
const mailWords =
  (lang: Receipt["lang"], mail: string): MailWords =>
  (key, values) =>
    mailText(lang, `${mail}.${key}`, values);

/** A mail about one booking in its own words `t`: its subject, the paragraphs, a button to `link`, customer service. */
function bookingMail(receipt: Receipt, t: MailWords, paragraphs: string[], link: string): MailContent {
  const cs = customerService();
  return catalogueMail({
    lang: receipt.lang,
    name: receipt.guest.name,
    subject: t("subject", { orderId: receipt.orderId, property: receipt.merchant.name }),
    paragraphs,
    button: t("button"),
    link,
    after: [t("after", { email: cs.email, phone1: `+${cs.phones[0]}`, phone2: `+${cs.phones[1]}` })],
  });
}

export function eTicketMail(receipt: Receipt, origin = publicUrl()): MailContent {
  const { lang, stay } = receipt;
  const t = mailWords(lang, "eticket");
  const property = receipt.merchant.name;
  const paragraphs = [
    stay
      ? t("body", {
          property,
          checkIn: formatLongDate(stay.checkIn, lang),
          checkOut: formatLongDate(stay.checkOut, lang),
          nights: stay.nights,
        })
      : t("bodyWithoutStay", { property }),
    t("orderId", { orderId: receipt.orderId }),
  ];
  if (receipt.due > 0) {
    const amount = formatMoney(receipt.due, lang);
    paragraphs.push(
      receipt.dueBy
        ? t("balanceDue", { amount, date: formatLongDate(receipt.dueBy, lang) })
        : t("payAtProperty", { amount }),
    );
  }
  return bookingMail(receipt, t, paragraphs, `${origin}${receipt.links.detail}`);
}

export function reviewMail(receipt: Receipt, origin = publicUrl()): MailContent | undefined {
  if (!receipt.links.review) return undefined;
  const { lang } = receipt;
  const t = mailWords(lang, "review");
  const property = receipt.merchant.name;
  return catalogueMail({
    lang,
    name: receipt.guest.name,
    subject: t("subject", { property }),
    paragraphs: [t("body", { property, orderId: receipt.orderId })],
    button: t("button"),
    link: `${origin}${receipt.links.review}`,
    after: [t("after")],
  });
}

/** Dedupe and attachment references: the nightly kind keeps its short historical form. */
function reference(prefix: string, kind: string, id: number): string {
  return kind === "reservation" ? `${prefix}:${id}` : `${prefix}:${kind}:${id}`;
}

/** Queues a booking's mail to its guest, in its language, once per dedupe key (with the attachment referenced). */
function enqueueBookingMail(
  tx: Db,
  receipt: Receipt,
  mail: MailContent,
  kind: string,
  dedupeKey: string,
  attachment?: string,
) {
  return enqueueMail(tx, {
    ...mail,
    to: receipt.guest.email,
    lang: receipt.lang,
    kind,
    dedupeKey,
    attachment,
    mailboxKey: receipt.mailboxKey,
  });
}

/**
 * Inside the transaction that made the purchase paid or confirmed, with its receipt read in that
 * transaction. Answers the outbox id, or undefined if already queued (or no receipt).
 */
export async function enqueueETicket(tx: Db, receipt: Receipt | undefined): Promise<number | undefined> {
  if (!receipt) return undefined;
  const { kind, purchaseId } = receipt;
  return enqueueBookingMail(
    tx,
    receipt,
    eTicketMail(receipt),
    "eticket",
    reference("eticket", kind, purchaseId),
    reference("voucher", kind, purchaseId),
  );
}

export async function enqueueReviewMail(tx: Db, receipt: Receipt | undefined): Promise<number | undefined> {
  const mail = receipt && reviewMail(receipt);
  if (!receipt || !mail) return undefined;
  return enqueueBookingMail(tx, receipt, mail, "review", reference("review", receipt.kind, receipt.purchaseId));
}

/** The mail worker's resolver: `voucher:{id}` or `voucher:{kind}:{id}` → the voucher PDF, rendered now. */
export function bookingAttachments(db: Db, kinds: PurchaseKinds) {
  return async (ref: string): Promise<MailAttachment[]> => {
    const match = /^voucher:(?:([a-z_]+):)?(\d+)$/.exec(ref);
    if (!match) throw new Error(`unknown attachment reference ${ref}`);
    const receipt = await kinds.handler(match[1] ?? "reservation")?.receipt(db, Number(match[2]));
    if (!receipt) throw new Error(`no purchase for attachment ${ref}`);
    return [
      {
        filename: voucherFileName(receipt.orderId),
        content: await renderVoucherPdf(receipt),
        contentType: "application/pdf",
      },
    ];
  };
}

/** What the cancellation mail says about the money (read from the cancellation just made). */
export interface CancelledMoney {
  refund: number;
  percent: number;
  refundable: number;
  paid: number;
  /** A bank transfer: the refund waits for the guest's account. */
  needsBankAccount: boolean;
  pointsBack: number;
  /** Where the guest sees the cancellation (a web path). */
  link: string;
}

/** What a mail about a booking names of it: its property, its order id and its stay's dates. */
function bookingNamed(receipt: Receipt) {
  return {
    property: receipt.merchant.name,
    orderId: receipt.orderId,
    checkIn: formatLongDate(receipt.stay?.checkIn, receipt.lang),
    checkOut: formatLongDate(receipt.stay?.checkOut, receipt.lang),
  };
}

export function cancellationMail(receipt: Receipt, money: CancelledMoney, origin = publicUrl()): MailContent {
  const { lang } = receipt;
  const t = mailWords(lang, "cancelled");
  const paragraphs = [t("body", bookingNamed(receipt))];
  if (money.refund > 0)
    paragraphs.push(
      money.needsBankAccount
        ? t("refundBank", { amount: formatMoney(money.refund, lang) })
        : t("refund", {
            amount: formatMoney(money.refund, lang),
            percent: money.percent,
            refundable: formatMoney(money.refundable, lang),
          }),
    );
  else paragraphs.push(t("noRefund", { reason: t(money.paid > 0 ? "noRefundPolicy" : "noRefundUnpaid") }));
  if (money.pointsBack > 0) paragraphs.push(t("pointsBack", { points: money.pointsBack }));
  return bookingMail(receipt, t, paragraphs, `${origin}${money.link}`);
}

/** Inside the cancelling transaction; once per purchase (`cancelled:{id}`). */
export async function enqueueCancellationMail(
  tx: Db,
  receipt: Receipt | undefined,
  money: CancelledMoney,
): Promise<number | undefined> {
  if (!receipt) return undefined;
  return enqueueBookingMail(
    tx,
    receipt,
    cancellationMail(receipt, money),
    "cancelled",
    reference("cancelled", receipt.kind, receipt.purchaseId),
  );
}

/** The mailed link that lets a guest cancel (asked from the reservation check); no dedupe: asked again, sent again. */
export async function enqueueCancelLinkMail(tx: Db, receipt: Receipt, link: string): Promise<number | undefined> {
  const { lang } = receipt;
  const t = mailWords(lang, "cancelLink");
  return enqueueMail(tx, {
    ...catalogueMail({
      lang,
      name: receipt.guest.name,
      subject: t("subject", { orderId: receipt.orderId }),
      paragraphs: [t("body", { orderId: receipt.orderId, property: receipt.merchant.name })],
      button: t("button"),
      link: `${publicUrl()}${link}`,
      after: [t("after")],
    }),
    to: receipt.guest.email,
    lang,
    kind: "cancel_link",
    mailboxKey: receipt.mailboxKey,
  });
}

/** What the date change mail says: the stay it left, the fee and the money either way. */
export interface ChangedStay {
  id: number;
  fromArrival: string;
  fromDeparture: string;
  fee: number;
  difference: number;
  refundPercent: number;
  refundAmount: number;
}

export function dateChangeMail(receipt: Receipt, change: ChangedStay, origin = publicUrl()): MailContent {
  const { lang } = receipt;
  const t = mailWords(lang, "changed");
  const paragraphs = [
    t("body", {
      ...bookingNamed(receipt),
      fromCheckIn: formatLongDate(change.fromArrival, lang),
      fromCheckOut: formatLongDate(change.fromDeparture, lang),
    }),
    t("fee", { fee: formatMoney(change.fee, lang) }),
  ];
  if (change.difference > 0) paragraphs.push(t("paid", { amount: formatMoney(change.difference, lang) }));
  else if (change.refundAmount > 0)
    paragraphs.push(t("refund", { amount: formatMoney(change.refundAmount, lang), percent: change.refundPercent }));
  else if (change.difference < 0) paragraphs.push(t("noRefund"));
  return bookingMail(receipt, t, paragraphs, `${origin}${receipt.links.detail}`);
}

/** Inside the transaction that moved the stay; once per change (`changed:{change id}`). */
export async function enqueueDateChangeMail(
  tx: Db,
  receipt: Receipt | undefined,
  change: ChangedStay,
): Promise<number | undefined> {
  if (!receipt) return undefined;
  return enqueueBookingMail(tx, receipt, dateChangeMail(receipt, change), "date_changed", `changed:${change.id}`);
}
