// The voucher of any purchase as a PDF, from its receipt (api/payments/receipt.ts; pdfkit,
// built-in Helvetica: no font files to ship). One A4 page in the purchase's language: brand
// header, order id with a QR code of it, property or merchant with address and coordinates (and a
// maps link), guest, the stay when there is one (with the rules' hours), the lines, the price
// breakdown, payment state and the customer-service contacts. Deterministic for a given receipt
// (creation date fixed to the purchase's), so tests can parse it back.
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { formatLongDate, todayInJakarta } from "#core/dates.ts";
import { formatRegionName } from "#core/locations.ts";
import { formatMoney } from "#core/money.ts";
import { bookingText, customerService } from "../bookings/text.ts";
import type { Lang } from "../http/messages.ts";
import type { Receipt } from "../payments/receipt.ts";
import { drawableDeep } from "./drawable-text.ts";

const BRAND = "#FA5900";
const INK = "#222222";
const MUTED = "#666666";
const PAGE = { width: 595.28, margin: 40 };

export function voucherFileName(orderId: string): string {
  return `voucher-${orderId.replace(/[^\w-]/g, "")}.pdf`;
}

/** "after 14:00", "between 14:00 and 15:00" (check-in); "before 12:00", "between ..." (check-out). */
export function hoursText(
  lang: Lang,
  first: string | null | undefined,
  second: string | null | undefined,
  single: "hoursAfter" | "hoursBefore",
): string {
  const a = first?.slice(0, 5);
  const b = second?.slice(0, 5);
  if (a && b) return bookingText(lang, "pdf.hoursBetween", { from: a, to: b });
  if (a || b) return bookingText(lang, `pdf.${single}`, { time: (a ?? b)! });
  return "";
}

/** When the voucher was issued, as a traveller in Indonesia reads it: the Jakarta date and time (WIB). */
export function issuedText(at: Date, lang: Lang): string {
  const time = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "Asia/Jakarta",
  }).format(at);
  return `${formatLongDate(todayInJakarta(at), lang)}, ${time} WIB`;
}

/** "Promo 10%", "Voucher HEMAT10"; a detail that already names the step ("Promo Mahasiswa") alone, not "Promo Promo Mahasiswa". */
export function stepLabel(label: string, detail: string | undefined): string {
  if (!detail) return label;
  return detail.toLocaleLowerCase().startsWith(label.toLocaleLowerCase()) ? detail : `${label} ${detail}`;
}

/** The address and the city as seed 000 section 3 names it ("KABUPATEN BADUNG" → "Badung"), the city once. */
export function addressLine(address: string, city: string): string {
  const name = formatRegionName(city);
  if (!name || address.toLocaleLowerCase().includes(name.toLocaleLowerCase())) return address;
  return address ? `${address}, ${name}` : name;
}

export async function renderVoucherPdf(receipt: Receipt): Promise<Buffer> {
  // Names, addresses and requests as the built-in font can print them (no emoji garbage).
  const r = drawableDeep(receipt);
  const lang: Lang = r.lang;
  const t = (key: string, values?: Record<string, string | number>) => bookingText(lang, `pdf.${key}`, values);
  const money = (n: number) => formatMoney(n, lang);
  const cs = customerService();
  const qr = await QRCode.toDataURL(r.orderId, { margin: 1, width: 240, errorCorrectionLevel: "M" });

  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    info: {
      Title: `${t("title")} ${r.orderId}`,
      Author: "Inap",
      Subject: r.merchant.name,
      CreationDate: r.issuedAt,
      ModDate: r.issuedAt,
    },
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
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(8)
    .text(t("qr"), PAGE.width - PAGE.margin - qrSize, 85 + qrSize + 2, { width: qrSize, align: "center" });
  doc.fillColor(MUTED).fontSize(10).text(t("orderId"), left, 90);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(18).text(r.orderId, left, 104);
  doc
    .font("Helvetica")
    .fillColor(MUTED)
    .fontSize(9)
    .text(`${t("issued")}: ${issuedText(r.issuedAt, lang)}`, left, 128);
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(
      `${t("payment")}: ${r.dueBy ? t("paymentState.dpPaidBalanceDue", { date: formatLongDate(r.dueBy, lang) }) : t(`paymentState.${r.state}`)}`,
      left,
      144,
      {
        width: width - qrSize - 10,
      },
    );

  let y = 205;
  if (r.state === "cancelled") {
    // A cancelled booking's voucher stays downloadable, and says at once that it is void.
    doc.rect(left, 168, width - qrSize - 10, 26).fill("#B91C1C");
    doc
      .fillColor("#FFFFFF")
      .font("Helvetica-Bold")
      .fontSize(13)
      .text(t("paymentState.cancelled").toUpperCase(), left + 8, 175, { width: width - qrSize - 26, lineBreak: false });
  }
  /** A long stay's rows may not fit one page: continue on the next. */
  const ensure = (h: number) => {
    if (y + h <= 841.89 - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };
  const section = (title: string) => {
    ensure(40);
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor("#DDDDDD")
      .stroke();
    y += 8;
    doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(11).text(title, left, y);
    y += 17;
  };
  const row = (label: string, value: string, options: { bold?: boolean } = {}) => {
    if (!value) return;
    ensure(26);
    doc.fillColor(MUTED).font("Helvetica").fontSize(9.5).text(label, left, y, { width: 130 });
    doc
      .fillColor(INK)
      .font(options.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9.5);
    const h = doc.heightOfString(value, { width: width - 140 });
    doc.text(value, left + 140, y, { width: width - 140 });
    y += Math.max(13, h + 3);
  };

  // Property.
  section(t("property"));
  const { merchant } = r;
  row(t("property"), merchant.category ? `${merchant.name} (${merchant.category})` : merchant.name, { bold: true });
  row(t("address"), addressLine(merchant.address, merchant.city));
  if (merchant.lat && merchant.lng) {
    const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${merchant.lat},${merchant.lng}`;
    row(t("coordinates"), `${merchant.lat}, ${merchant.lng}`);
    doc.fillColor(MUTED).font("Helvetica").fontSize(9.5).text(t("openMap"), left, y, { width: 130 });
    doc.fillColor(BRAND).text(mapsUrl, left + 140, y, { width: width - 140, link: mapsUrl, underline: true });
    y += 16;
  }

  // Guest.
  section(t("guest"));
  row(t("name"), r.guest.name, { bold: true });
  row(t("email"), r.guest.email);
  row(t("phone"), r.guest.phone.replace("-", " "));
  if (r.guest.count !== undefined) row(t("guests"), String(r.guest.count));

  // Stay.
  const { stay } = r;
  if (stay) {
    section(t("stay"));
    const checkinHours = hoursText(lang, stay.checkInHours?.first, stay.checkInHours?.second, "hoursAfter");
    const checkoutHours = hoursText(lang, stay.checkOutHours?.first, stay.checkOutHours?.second, "hoursBefore");
    row(t("checkIn"), [formatLongDate(stay.checkIn, lang), checkinHours].filter(Boolean).join(", "));
    row(t("checkOut"), [formatLongDate(stay.checkOut, lang), checkoutHours].filter(Boolean).join(", "));
    row(t("nights"), String(stay.nights));
    row(t("arrivalHour"), stay.arrivalHour ?? "");
    row(t("specialRequest"), stay.specialRequest ?? "");
  }

  // Rooms per date; a long stay's one line is its period and its length ("2 bulan"), not "Qty 2".
  const byPeriod = r.lines.some((line) => line.until !== undefined);
  section(t(byPeriod ? "roomAndPeriod" : "rooms"));
  const cols = [left, left + 110, left + 330, left + 400];
  doc.fillColor(MUTED).font("Helvetica-Bold").fontSize(9);
  doc.text(t(byPeriod ? "period" : "date"), cols[0], y);
  doc.text(t("room"), cols[1], y);
  doc.text(t(byPeriod ? "length" : "qty"), cols[2], y);
  doc.text(t("price"), cols[3], y, { width: left + width - cols[3]!, align: "right" });
  y += 14;
  doc.font("Helvetica").fillColor(INK);
  for (const line of r.lines) {
    // A long date ("Wednesday, 24 December 2026") or room name wraps: the row is as tall as its
    // tallest cell, so the next row starts below it instead of printing over it.
    const date = line.date
      ? line.until
        ? `${formatLongDate(line.date, lang)} – ${formatLongDate(line.until, lang)}`
        : formatLongDate(line.date, lang)
      : "";
    const qty = line.unit
      ? bookingText(lang, `longStayLength.${line.unit}_${line.qty === 1 ? "one" : "other"}`, { count: line.qty })
      : String(line.qty);
    const rowHeight = Math.max(
      13,
      doc.heightOfString(date, { width: 105 }) + 3,
      doc.heightOfString(line.name, { width: 215 }) + 3,
      doc.heightOfString(qty, { width: 65 }) + 3,
    );
    ensure(rowHeight);
    doc.text(date, cols[0], y, { width: 105 });
    doc.text(line.name, cols[1], y, { width: 215 });
    doc.text(qty, cols[2], y, { width: 65 });
    doc.text(money(line.amount), cols[3], y, { width: left + width - cols[3]!, align: "right" });
    y += rowHeight;
  }
  y += 4;

  // Price breakdown.
  section(t("priceDetail"));
  const amount = (
    label: string,
    value: number,
    options: { minus?: boolean; bold?: boolean; always?: boolean } = {},
  ) => {
    if (!options.always && value === 0) return;
    ensure(16);
    doc
      .fillColor(options.bold ? INK : MUTED)
      .font(options.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(options.bold ? 11 : 9.5);
    const labelHeight = doc.heightOfString(label, { width: width - 160 });
    doc.text(label, left, y, { width: width - 160 });
    doc.text(`${options.minus ? "- " : ""}${money(value)}`, left + width - 160, y, { width: 160, align: "right" });
    y += Math.max(options.bold ? 16 : 13, labelHeight + 3);
  };
  amount(t("subTotal"), r.subTotal, { always: true });
  for (const step of r.adjustments) {
    amount(stepLabel(t(step.key), step.detail), Math.abs(step.amount), { minus: step.amount < 0 });
  }
  amount(t("total"), r.total, { bold: true, always: true });
  if (r.downPayment !== undefined) amount(t("dp"), r.downPayment);
  if (r.due > 0)
    amount(r.dueBy ? t("balanceDueBy", { date: formatLongDate(r.dueBy, lang) }) : t("payableOnArrival"), r.due, {
      bold: true,
    });

  // Customer service.
  y += 6;
  section(t("cs"));
  const csLine = [
    `${t("whatsapp", { n: 1 })}: +${cs.phones[0]}`,
    `${t("whatsapp", { n: 2 })}: +${cs.phones[1]}`,
    `Email: ${cs.email}`,
  ].join("   ·   ");
  doc.fillColor(INK).font("Helvetica").fontSize(9.5).text(csLine, left, y, { width });
  y += 16;
  doc.fillColor(MUTED).fontSize(8.5).text(t("note"), left, y, { width });

  doc.end();
  return done;
}
