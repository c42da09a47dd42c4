// The hotel voucher as a PDF (pdfkit, built-in Helvetica: no font files to ship). One A4 page in
// the booking's language: brand header, order id with a QR code of it, property with address and
// coordinates (and a maps link), guest, stay with the rules' hours, rooms per date, price
// breakdown, payment state and the customer-service contacts. Deterministic for a given booking
// (creation date fixed to the booking's), so tests can parse it back.
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { formatLongDate } from "#app/lib/dates.ts";
import { formatMoney } from "#app/lib/money.ts";
import { bookingText, customerService } from "../bookings/text.ts";
import { cityLabel, debtOf, type FullBooking } from "../bookings/load.ts";
import type { Lang } from "../http/messages.ts";

const BRAND = "#FA5900";
const INK = "#222222";
const MUTED = "#666666";
const PAGE = { width: 595.28, margin: 40 };

export function voucherFileName(orderId: string): string {
  return `voucher-${orderId.replace(/[^\w-]/g, "")}.pdf`;
}

/** "after 14:00", "between 14:00 and 15:00" (check-in); "before 12:00", "between ..." (check-out). */
function hours(lang: Lang, first: string | null | undefined, second: string | null | undefined, single: "hoursAfter" | "hoursBefore"): string {
  const a = first?.slice(0, 5);
  const b = second?.slice(0, 5);
  if (a && b) return bookingText(lang, "pdf.hoursBetween", { from: a, to: b });
  if (a || b) return bookingText(lang, `pdf.${single}`, { time: (a ?? b)! });
  return "";
}

export function paymentStateKey(r: FullBooking["reservation"]): "paid" | "payAtProperty" | "dpPaid" | "checkedOut" {
  if (r.status === 4) return "checkedOut";
  if (r.statusPay === 1) return "payAtProperty";
  if (r.statusPay === 2) return "dpPaid";
  return "paid";
}

export async function renderVoucherPdf(booking: FullBooking): Promise<Buffer> {
  const r = booking.reservation;
  const lang: Lang = r.lang === "en" ? "en" : "id";
  const t = (key: string, values?: Record<string, string | number>) => bookingText(lang, `pdf.${key}`, values);
  const money = (n: number) => formatMoney(n, lang);
  const cs = customerService();
  const qr = await QRCode.toDataURL(r.orderId, { margin: 1, width: 240, errorCorrectionLevel: "M" });

  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    info: { Title: `${t("title")} ${r.orderId}`, Author: "Inap", Subject: booking.property.name, CreationDate: r.createdAt, ModDate: r.createdAt },
    lang,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  // Header band.
  doc.rect(0, 0, PAGE.width, 70).fill(BRAND);
  doc.fillColor("#FFFFFF").font("Helvetica-Bold").fontSize(24).text("Inap", left, 22, { lineBreak: false });
  doc.font("Helvetica").fontSize(16).text(t("title"), left, 27, { width, align: "right" });

  // Order id and QR code.
  const qrSize = 100;
  doc.image(qr, PAGE.width - PAGE.margin - qrSize, 85, { width: qrSize, height: qrSize });
  doc.fillColor(MUTED).font("Helvetica").fontSize(8).text(t("qr"), PAGE.width - PAGE.margin - qrSize, 85 + qrSize + 2, { width: qrSize, align: "center" });
  doc.fillColor(MUTED).fontSize(10).text(t("orderId"), left, 90);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(18).text(r.orderId, left, 104);
  doc.font("Helvetica").fillColor(MUTED).fontSize(9).text(`${t("issued")}: ${formatLongDate(r.createdAt.toISOString().slice(0, 10), lang)}`, left, 128);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(11).text(`${t("payment")}: ${t(`paymentState.${paymentStateKey(r)}`)}`, left, 144, { width: width - qrSize - 10 });

  let y = 205;
  /** A long stay's rows may not fit one page: continue on the next. */
  const ensure = (h: number) => {
    if (y + h <= 841.89 - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };
  const section = (title: string) => {
    ensure(40);
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor("#DDDDDD").stroke();
    y += 8;
    doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(11).text(title, left, y);
    y += 17;
  };
  const row = (label: string, value: string, options: { bold?: boolean } = {}) => {
    if (!value) return;
    ensure(26);
    doc.fillColor(MUTED).font("Helvetica").fontSize(9.5).text(label, left, y, { width: 130 });
    doc.fillColor(INK).font(options.bold ? "Helvetica-Bold" : "Helvetica").fontSize(9.5);
    const h = doc.heightOfString(value, { width: width - 140 });
    doc.text(value, left + 140, y, { width: width - 140 });
    y += Math.max(13, h + 3);
  };

  // Property.
  section(t("property"));
  const { property } = booking;
  row(t("property"), `${property.name} (${property.categoryName})`, { bold: true });
  row(t("address"), `${property.address}, ${cityLabel(property.city)}`);
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${property.lat},${property.lng}`;
  row(t("coordinates"), `${property.lat}, ${property.lng}`);
  doc.fillColor(MUTED).font("Helvetica").fontSize(9.5).text(t("openMap"), left, y, { width: 130 });
  doc.fillColor(BRAND).text(mapsUrl, left + 140, y, { width: width - 140, link: mapsUrl, underline: true });
  y += 16;

  // Guest.
  section(t("guest"));
  row(t("name"), r.guestName, { bold: true });
  row(t("email"), r.guestEmail);
  row(t("phone"), r.guestPhone.replace("-", " "));
  row(t("guests"), String(r.guestCount));

  // Stay.
  section(t("stay"));
  const checkinHours = hours(lang, booking.rules?.checkinFirst, booking.rules?.checkinSecond, "hoursAfter");
  const checkoutHours = hours(lang, booking.rules?.checkoutFirst, booking.rules?.checkoutSecond, "hoursBefore");
  row(t("checkIn"), [formatLongDate(r.arrival, lang), checkinHours].filter(Boolean).join(", "));
  row(t("checkOut"), [formatLongDate(r.departure, lang), checkoutHours].filter(Boolean).join(", "));
  row(t("nights"), String(r.nights));
  row(t("arrivalHour"), r.hourArrival);
  row(t("specialRequest"), r.specialRequest);

  // Rooms per date.
  section(t("rooms"));
  const cols = [left, left + 110, left + 360, left + 400];
  doc.fillColor(MUTED).font("Helvetica-Bold").fontSize(9);
  doc.text(t("date"), cols[0], y);
  doc.text(t("room"), cols[1], y);
  doc.text(t("qty"), cols[2], y);
  doc.text(t("price"), cols[3], y, { width: left + width - cols[3]!, align: "right" });
  y += 14;
  doc.font("Helvetica").fillColor(INK);
  for (const line of booking.lines) {
    ensure(13);
    doc.text(formatLongDate(line.date, lang), cols[0], y, { width: 105 });
    doc.text(line.roomName, cols[1], y, { width: 240 });
    doc.text(String(line.qty), cols[2], y);
    doc.text(money(line.price * line.qty), cols[3], y, { width: left + width - cols[3]!, align: "right" });
    y += 13;
  }
  y += 4;

  // Price breakdown.
  section(t("priceDetail"));
  const amount = (label: string, value: number, options: { minus?: boolean; bold?: boolean; always?: boolean } = {}) => {
    if (!options.always && value === 0) return;
    ensure(16);
    doc.fillColor(options.bold ? INK : MUTED).font(options.bold ? "Helvetica-Bold" : "Helvetica").fontSize(options.bold ? 11 : 9.5);
    doc.text(label, left, y, { width: width - 160 });
    doc.text(`${options.minus ? "- " : ""}${money(value)}`, left + width - 160, y, { width: 160, align: "right" });
    y += options.bold ? 16 : 13;
  };
  amount(t("subTotal"), r.subTotal, { always: true });
  amount(`${t("promo")}${r.promoPercent ? ` ${r.promoPercent}%` : ""}`, r.promoAmount, { minus: true });
  amount(`${t("voucher")}${r.voucherCode ? ` ${r.voucherCode}` : ""}`, r.voucherAmount, { minus: true });
  amount(t("referral"), r.referralAmount, { minus: true });
  amount(t("referrerPromo"), r.referrerPromoAmount, { minus: true });
  amount(t("points"), r.pointsUsed, { minus: true });
  amount(t("uniqueCode"), r.uniqueCode);
  amount(t("total"), r.total, { bold: true, always: true });
  if (r.statusPay === 2) amount(t("dp"), r.dpAmount);
  const debt = debtOf(r);
  if (debt > 0) amount(t("payableOnArrival"), debt, { bold: true });

  // Customer service.
  y += 6;
  section(t("cs"));
  const csLine = [`${t("whatsapp", { n: 1 })}: +${cs.phones[0]}`, `${t("whatsapp", { n: 2 })}: +${cs.phones[1]}`, `Email: ${cs.email}`].join("   ·   ");
  doc.fillColor(INK).font("Helvetica").fontSize(9.5).text(csLine, left, y, { width });
  y += 16;
  doc.fillColor(MUTED).fontSize(8.5).text(t("note"), left, y, { width });

  doc.end();
  return done;
}
