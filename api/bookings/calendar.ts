// A purchase's stay as the iCalendar file of "Add to calendar" (core/calendar.ts), from the same
// purchase-neutral receipt as the PDF voucher, in the caller's language.
import { calendarFileName, stayCalendar } from "#core/calendar.ts";
import type { CalendarFile } from "#core/contract/index.ts";
import { formatLongDate } from "#core/dates.ts";
import { mapsSearchUrl } from "#core/geo.ts";
import type { Lang } from "../http/messages.ts";
import type { Receipt } from "../payments/receipt.ts";
import { addressLine, hoursText } from "../pdf/voucher.ts";
import { bookingText } from "./text.ts";

const hhmm = (value: string | null | undefined) => value?.slice(0, 5) || undefined;

/** The receipt's stay as an .ics file; undefined for a purchase without a stay (a top-up). */
export function receiptCalendar(receipt: Receipt, lang: Lang, origin: string): CalendarFile | undefined {
  const { stay, merchant } = receipt;
  if (!stay) return undefined;
  const t = (key: string, values?: Record<string, string | number>) => bookingText(lang, key, values);
  const lat = Number(merchant.lat);
  const lng = Number(merchant.lng);
  const geo = merchant.lat && merchant.lng && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
  const address = addressLine(merchant.address, merchant.city);
  // The owner's page; a guest's booking opens through the reservation check (the email stays out of the file).
  const page =
    receipt.guest.memberId !== null
      ? receipt.links.detail
      : `/reservation-check?order_id=${encodeURIComponent(receipt.orderId)}`;
  const checkInHours = hoursText(lang, stay.checkInHours?.first, stay.checkInHours?.second, "hoursAfter");
  const checkOutHours = hoursText(lang, stay.checkOutHours?.first, stay.checkOutHours?.second, "hoursBefore");
  const description = [
    `${t("pdf.orderId")}: ${receipt.orderId}`,
    `${t("pdf.checkIn")}: ${formatLongDate(stay.checkIn, lang)}${checkInHours ? `, ${checkInHours}` : ""}`,
    `${t("pdf.checkOut")}: ${formatLongDate(stay.checkOut, lang)}${checkOutHours ? `, ${checkOutHours}` : ""}`,
    `${t("pdf.address")}: ${address}`,
    ...(geo ? [`${t("pdf.openMap")}: ${mapsSearchUrl(geo.lat, geo.lng)}`] : []),
    `${t("calendar.booking")}: ${origin}${page}`,
  ].join("\n");
  const ics = stayCalendar({
    orderId: receipt.orderId,
    host: new URL(origin).hostname,
    stamp: receipt.issuedAt,
    summary: t("calendar.summary", { name: merchant.name }),
    location: `${merchant.name}, ${address}`,
    description,
    url: `${origin}${page}`,
    geo,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    // Check-in from the earliest time, check-out by the latest.
    checkInTime: hhmm(stay.checkInHours?.first) ?? hhmm(stay.checkInHours?.second),
    checkOutTime: hhmm(stay.checkOutHours?.second) ?? hhmm(stay.checkOutHours?.first),
  });
  return { ics, fileName: calendarFileName(receipt.orderId) };
}
