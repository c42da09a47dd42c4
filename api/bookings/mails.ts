// The booking mails, through the outbox and at most once each:
//   e-ticket  on the paid transition (onReservationPaid) and on a pay-at-property confirmation,
//             with the voucher PDF attached (built by the worker when it sends: the outbox row
//             holds the reference `voucher:{reservationId}`, not the file);
//   review    after check-out (the check-out sweep), with the link to /review.
// Each is enqueued in the caller's transaction with a dedupe key (`eticket:{id}`, `review:{id}`):
// the transition runs once, and a replay could not enqueue a second row anyway.
import { formatLongDate } from "#app/lib/dates.ts";
import { formatMoney } from "#app/lib/money.ts";
import type { Db } from "../db/client.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { layout, text, type MailContent } from "../mail/templates.ts";
import type { MailAttachment } from "../mail/worker.ts";
import { renderVoucherPdf, voucherFileName } from "../pdf/voucher.ts";
import { debtOf, loadBooking, type FullBooking } from "./load.ts";
import { bookingText, customerService, langOf } from "./text.ts";

export function publicUrl(): string {
  return (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

export function eTicketMail(b: FullBooking, origin = publicUrl()): MailContent {
  const r = b.reservation;
  const lang = langOf(r.lang);
  const t = (key: string, values?: Record<string, string | number>) => bookingText(lang, `mail.${key}`, values);
  const cs = customerService();
  const greeting = t("hello", { name: r.guestName });
  const paragraphs = [
    t("eticketBody", { property: b.property.name, checkIn: formatLongDate(r.arrival, lang), checkOut: formatLongDate(r.departure, lang), nights: r.nights }),
    `${bookingText(lang, "pdf.orderId")}: ${r.orderId}`,
  ];
  const debt = debtOf(r);
  if (debt > 0) paragraphs.push(t("eticketPayAtProperty", { amount: formatMoney(debt, lang) }));
  // A member opens the detail page; a guest checks the reservation with order id and email.
  const link = r.userId
    ? `${origin}/detail-booking?id=${r.id}`
    : `${origin}/reservation-check?order_id=${encodeURIComponent(r.orderId)}&email=${encodeURIComponent(r.guestEmail)}`;
  const after = [t("eticketAfter", { email: cs.email, phone1: `+${cs.phones[0]}`, phone2: `+${cs.phones[1]}` })];
  return {
    subject: t("eticketSubject", { orderId: r.orderId, property: b.property.name }),
    text: text(greeting, paragraphs, link, after),
    html: layout({ lang, greeting, paragraphs, button: { label: t("eticketButton"), href: link }, after }),
  };
}

export function reviewLink(b: FullBooking, origin = publicUrl()): string {
  const q = new URLSearchParams({ email: b.reservation.guestEmail, order_id: b.reservation.orderId, reservation_type: "daily" });
  return `${origin}/review?${q.toString()}`;
}

export function reviewMail(b: FullBooking, origin = publicUrl()): MailContent {
  const r = b.reservation;
  const lang = langOf(r.lang);
  const t = (key: string, values?: Record<string, string | number>) => bookingText(lang, `mail.${key}`, values);
  const greeting = t("hello", { name: r.guestName });
  const paragraphs = [t("reviewBody", { property: b.property.name, orderId: r.orderId })];
  const link = reviewLink(b, origin);
  const after = [t("reviewAfter")];
  return {
    subject: t("reviewSubject", { property: b.property.name }),
    text: text(greeting, paragraphs, link, after),
    html: layout({ lang, greeting, paragraphs, button: { label: t("reviewButton"), href: link }, after }),
  };
}

/** Inside the transaction that made the booking paid or confirmed. Answers the outbox id, or undefined if already queued. */
export async function enqueueETicket(tx: Db, reservationId: number): Promise<number | undefined> {
  const booking = await loadBooking(tx, { id: reservationId });
  if (!booking) return undefined;
  const r = booking.reservation;
  return enqueueMail(tx, {
    ...eTicketMail(booking),
    to: r.guestEmail,
    lang: langOf(r.lang),
    kind: "eticket",
    dedupeKey: `eticket:${r.id}`,
    attachment: `voucher:${r.id}`,
  });
}

export async function enqueueReviewMail(tx: Db, reservationId: number): Promise<number | undefined> {
  const booking = await loadBooking(tx, { id: reservationId });
  if (!booking) return undefined;
  const r = booking.reservation;
  return enqueueMail(tx, { ...reviewMail(booking), to: r.guestEmail, lang: langOf(r.lang), kind: "review", dedupeKey: `review:${r.id}` });
}

/** The mail worker's resolver: `voucher:{reservationId}` → the voucher PDF, rendered now. */
export function bookingAttachments(db: Db) {
  return async (reference: string): Promise<MailAttachment[]> => {
    const match = /^voucher:(\d+)$/.exec(reference);
    if (!match) throw new Error(`unknown attachment reference ${reference}`);
    const booking = await loadBooking(db, { id: Number(match[1]) });
    if (!booking) throw new Error(`no booking for attachment ${reference}`);
    return [{ filename: voucherFileName(booking.reservation.orderId), content: await renderVoucherPdf(booking), contentType: "application/pdf" }];
  };
}
