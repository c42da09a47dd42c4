// A receipt's stay as the .ics of "Add to calendar": a long stay (no stated hours) is an all-day
// span; a nightly stay with the property's hours runs from check-in to check-out in Asia/Jakarta.
import { describe, expect, it } from "vitest";
import { readEvents } from "#tests/support/ics-reader.ts";
import { testReceipt } from "../payments/test-receipt.ts";
import { receiptCalendar } from "./calendar.ts";

describe("receiptCalendar", () => {
  it("a long stay: all day from check-in through the check-out day, the guest's link without the email", () => {
    const file = receiptCalendar(testReceipt({}), "en", "https://inap.id")!;
    expect(file.fileName).toBe("inap-LS-20261201-4.ics");
    const [event] = readEvents(file.ics);
    expect(event!.allDay).toBe(true);
    expect([event!.start.date, event!.end.date]).toEqual(["2026-12-01", "2027-01-02"]);
    expect(event!.summary).toBe("Stay at Kos Melati");
    expect(event!.location).toBe("Kos Melati, Jl. Kaliurang 5, Sleman");
    expect(event!.geo).toBeUndefined();
    expect(event!.url).toBe("https://inap.id/reservation-check?order_id=LS-20261201-4");
    expect(file.ics).not.toContain("rina");
  });

  it("a nightly stay with the property's hours, for its member, in Indonesian", () => {
    const file = receiptCalendar(
      testReceipt({
        kind: "reservation",
        guest: { name: "Budi", email: "budi@example.com", phone: "+62-81", memberId: 9 },
        merchant: {
          name: "Villa Kembang",
          address: "Jl. Raya Ubud 8",
          city: "KABUPATEN GIANYAR",
          lat: "-8.5",
          lng: "115.26",
        },
        stay: {
          checkIn: "2026-12-01",
          checkOut: "2026-12-03",
          nights: 2,
          checkInHours: { first: "14:00:00", second: null },
          checkOutHours: { first: "10:00", second: "12:00" },
        },
        links: { detail: "/detail-booking?id=7" },
      }),
      "id",
      "https://inap.id",
    )!;
    const [event] = readEvents(file.ics);
    expect(event!.start).toMatchObject({ date: "2026-12-01", time: "14:00:00", tzid: "Asia/Jakarta" });
    // Check-out by the latest time the property allows.
    expect(event!.end).toMatchObject({ date: "2026-12-03", time: "12:00:00", tzid: "Asia/Jakarta" });
    expect(event!.summary).toBe("Menginap di Villa Kembang");
    expect(event!.description).toContain("setelah 14:00");
    expect(event!.description).toContain("antara 10:00 dan 12:00");
    expect(event!.description).toContain("https://www.google.com/maps/search/?api=1&query=-8.5%2C115.26");
    expect(event!.geo).toEqual({ lat: -8.5, lng: 115.26 });
    expect(event!.url).toBe("https://inap.id/detail-booking?id=7");
  });

  it("a purchase without a stay (a top-up) has no calendar file", () => {
    expect(receiptCalendar(testReceipt({ stay: undefined }), "id", "https://inap.id")).toBeUndefined();
  });
});
