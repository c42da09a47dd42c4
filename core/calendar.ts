// A stay as an iCalendar file (RFC 5545) for "Add to calendar" (issue 24 item 3): one VEVENT, from
// the check-in time to the check-out time in Asia/Jakarta when the property states them, else an
// all-day span from the check-in day through the check-out day. UID is the order id's, so importing
// the file again updates the same event instead of adding a second one.

export interface StayEvent {
  orderId: string;
  /** The file's host part of the UID (the site's host). */
  host: string;
  /** When the file's content was fixed (the booking's creation): DTSTAMP, so the file is deterministic. */
  stamp: Date;
  summary: string;
  /** The property's address, for LOCATION. */
  location: string;
  /** Free text; lines separated by "\n". */
  description: string;
  /** The booking's page (absolute). */
  url?: string;
  geo?: { lat: number; lng: number };
  /** YYYY-MM-DD (Asia/Jakarta business dates). */
  checkIn: string;
  checkOut: string;
  /** "HH:MM" in Asia/Jakarta; both, or the stay is an all-day span. */
  checkInTime?: string;
  checkOutTime?: string;
}

const CRLF = "\r\n";
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation line starts with a space, so 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (apiDate: string) => apiDate.replace(/-/g, "");

/** The day after YYYY-MM-DD (an all-day DTEND is exclusive). */
function nextDay(apiDate: string): string {
  const [, y, m, d] = DATE.exec(apiDate)!;
  const next = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 1));
  return next.toISOString().slice(0, 10);
}

function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** Asia/Jakarta (WIB) is UTC+7 all year, without daylight saving time. */
const JAKARTA = [
  "BEGIN:VTIMEZONE",
  "TZID:Asia/Jakarta",
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0700",
  "TZOFFSETTO:+0700",
  "TZNAME:WIB",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export function stayCalendar(event: StayEvent): string {
  if (!DATE.test(event.checkIn) || !DATE.test(event.checkOut) || event.checkOut <= event.checkIn)
    throw new RangeError(`a stay needs check-in before check-out, got ${event.checkIn} to ${event.checkOut}`);
  const timed = TIME.test(event.checkInTime ?? "") && TIME.test(event.checkOutTime ?? "");
  const when = timed
    ? [
        `DTSTART;TZID=Asia/Jakarta:${compactDate(event.checkIn)}T${event.checkInTime!.replace(":", "")}00`,
        `DTEND;TZID=Asia/Jakarta:${compactDate(event.checkOut)}T${event.checkOutTime!.replace(":", "")}00`,
      ]
    : // The check-out day is part of the trip: the exclusive end is the day after it.
      [`DTSTART;VALUE=DATE:${compactDate(event.checkIn)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.checkOut))}`];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Inap//Booking calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(timed ? JAKARTA : []),
    "BEGIN:VEVENT",
    `UID:${event.orderId.replace(/[^\w.-]/g, "")}@${event.host}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.geo && Number.isFinite(event.geo.lat) && Number.isFinite(event.geo.lng)
      ? [`GEO:${event.geo.lat};${event.geo.lng}`]
      : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    "TRANSP:TRANSPARENT",
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** "inap-<order id>.ics". */
export function calendarFileName(orderId: string): string {
  return `inap-${orderId.replace(/[^\w-]/g, "")}.ics`;
}
