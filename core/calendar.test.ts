// The .ics of "Add to calendar", read back with ical.js and a strict RFC 5545 reader (tests/support/ics-reader.ts).
import { describe, expect, it } from "vitest";
import { readEvents } from "#tests/support/ics-reader.ts";
import { escapeText, foldLine, stayCalendar, type StayEvent } from "./calendar.ts";

const base: StayEvent = {
  orderId: "INV-20261201-0007",
  host: "inap.id",
  stamp: new Date("2026-11-20T03:04:05Z"),
  summary: "Menginap di Villa Kembang, Ubud",
  location: "Villa Kembang, Jl. Raya Ubud No. 8; Gianyar",
  description: "ID Pesanan: INV-20261201-0007\nCheck-in: 1 Desember 2026, setelah 14:00",
  url: "https://inap.id/detail-booking?id=7",
  geo: { lat: -8.5069, lng: 115.2625 },
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
};

describe("stayCalendar", () => {
  it("a stay with the property's hours: check-in to check-out in Asia/Jakarta (UTC+7)", () => {
    const ics = stayCalendar({ ...base, checkInTime: "14:00", checkOutTime: "12:00" });
    const [event, ...more] = readEvents(ics);
    expect(more).toEqual([]);
    expect(event!.allDay).toBe(false);
    expect(event!.start).toMatchObject({ date: "2026-12-01", time: "14:00:00", tzid: "Asia/Jakarta" });
    expect(event!.end).toMatchObject({ date: "2026-12-03", time: "12:00:00", tzid: "Asia/Jakarta" });
    expect(event!.start.instant!.toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(event!.end.instant!.toISOString()).toBe("2026-12-03T05:00:00.000Z");
    expect(event!.uid).toBe("INV-20261201-0007@inap.id");
    expect(event!.summary).toBe(base.summary);
    expect(event!.location).toBe(base.location);
    expect(event!.description).toBe(base.description);
    expect(event!.url).toBe(base.url);
    expect(event!.geo).toEqual(base.geo);
  });

  it("without the hours: an all-day span through the check-out day, no time zone needed", () => {
    const ics = stayCalendar(base);
    const [event] = readEvents(ics);
    expect(event!.allDay).toBe(true);
    expect(event!.start.date).toBe("2026-12-01");
    // DTEND of a DATE is exclusive: the day after check-out, across a month and a year end too.
    expect(event!.end.date).toBe("2026-12-04");
    expect(readEvents(stayCalendar({ ...base, checkIn: "2026-12-30", checkOut: "2026-12-31" }))[0]!.end.date).toBe(
      "2027-01-01",
    );
    expect(ics).not.toContain("VTIMEZONE");
    // One time without the other is no timed stay.
    expect(readEvents(stayCalendar({ ...base, checkInTime: "14:00" }))[0]!.allDay).toBe(true);
    expect(readEvents(stayCalendar({ ...base, checkInTime: "25:00", checkOutTime: "12:00" }))[0]!.allDay).toBe(true);
  });

  it("is deterministic, CRLF throughout, and refuses a stay that ends before it starts", () => {
    expect(stayCalendar(base)).toBe(stayCalendar(base));
    expect(stayCalendar(base).replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(() => stayCalendar({ ...base, checkOut: base.checkIn })).toThrow(RangeError);
    expect(() => stayCalendar({ ...base, checkIn: "12-01-2026" })).toThrow(RangeError);
  });

  it("escapes TEXT and folds long lines at 75 octets without splitting a character", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const long = `SUMMARY:${"Pondok Ijo — ".repeat(12)}`;
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    const name = `Villa ${"Bunga Kemboja ".repeat(8)}🌺 Ubud`;
    expect(readEvents(stayCalendar({ ...base, summary: name }))[0]!.summary).toBe(name);
  });

  it("the reader is strict: a bare LF, an unclosed component or a missing UID is an error", () => {
    const ics = stayCalendar(base);
    expect(() => readEvents(ics.replace(/\r\n/g, "\n"))).toThrow();
    expect(() => readEvents(ics.replace("END:VEVENT\r\n", ""))).toThrow();
    expect(() => readEvents(ics.replace(/UID:[^\r]*\r\n/, ""))).toThrow(/UID/);
    expect(() => readEvents(ics.replace("SUMMARY:", "SUMMARY:a\\x"))).toThrow(/escape/);
  });
});
