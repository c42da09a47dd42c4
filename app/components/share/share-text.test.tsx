// The share messages as the server renders them, in both languages with the real catalogues: the
// booking's names the property, its dates and its length, with the place and a map link when known;
// the property's names it, the stay, the guests and a link that opens the same stay. Without
// JavaScript there is only the WhatsApp link (the share sheet's button waits for the browser).
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BookingTrip } from "#app/components/bookings/booking-trip.tsx";
import { PropertyShare } from "#app/components/detail/property-share.tsx";
import { I18nProvider } from "#app/i18n/react.tsx";
import { I18n } from "#app/i18n/runtime.ts";
import { resources } from "#core/locales/resources.ts";
import { whatsAppShareUrl } from "./whatsapp.ts";

const render = (lang: "id" | "en", node: React.ReactNode) =>
  renderToString(
    <I18nProvider i18n={new I18n().init({ lng: lang, resources, defaultNS: "common" })}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The message of the rendered wa.me link. */
function whatsAppText(html: string): string {
  const link = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1];
  expect(link, "a wa.me link").toBeTruthy();
  const url = new URL(decode(link!));
  return url.searchParams.get("text")!;
}

const trip = {
  orderId: "INV-1",
  property: { name: "Villa Kembang", address: "Jl. Raya Ubud 8, Gianyar", lat: "-8.5069", lng: "115.2625" },
  checkIn: "2026-12-01",
  checkOut: "2026-12-04",
};

describe("share messages", () => {
  it("wa.me carries the message, encoded whole", () => {
    const text = "Aku & kamu: 100% #liburan?\nhttps://inap.id/detail-villas?villas=3&guest=2";
    const url = new URL(whatsAppShareUrl(text));
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(text);
  });

  it("a booking, in Indonesian and in English", () => {
    const id = whatsAppText(render("id", <BookingTrip {...trip} />));
    expect(id).toBe(
      "Aku menginap di Villa Kembang, Selasa, 1 Desember 2026 sampai Jumat, 4 Desember 2026 (3 malam). Lokasi: Jl. Raya Ubud 8, Gianyar https://www.google.com/maps/search/?api=1&query=-8.5069%2C115.2625",
    );
    const en = whatsAppText(render("en", <BookingTrip {...trip} />));
    expect(en).toContain("I'm staying at Villa Kembang");
    expect(en).toContain("(3 nights)");
    expect(en).toMatch(/1 December 2026|December 1, 2026/);
    // Without a known place (a long stay, a guest's check): the stay alone.
    const bare = whatsAppText(render("en", <BookingTrip {...trip} property={{ name: "Kos Melati" }} />));
    expect(bare).toMatch(/^I'm staying at Kos Melati, .* \(3 nights\)\.$/);
  });

  it("a booking's calendar file: a link for the owner, a form with the email for a guest; no share button before JavaScript", () => {
    const owner = render("id", <BookingTrip {...trip} />);
    expect(owner).toContain('href="/resources/calendar?order_id=INV-1"');
    expect(owner).not.toContain("data-share-native");
    const guest = render("id", <BookingTrip {...trip} email="tamu@example.com" />);
    expect(guest).toMatch(/<form (?=[^>]*method="post")(?=[^>]*action="\/resources\/calendar")/);
    expect(guest).toContain('name="email" value="tamu@example.com"');
  });

  it("a property: the stay, the guests and a link that opens the same stay", () => {
    const stay = { guest: 3, arrival: "2026-12-01", departure: "2026-12-04", nights: 3 };
    for (const lang of ["id", "en"] as const) {
      const text = whatsAppText(
        render(
          lang,
          <PropertyShare propertyId={12} name="Villa Kembang" origin="https://inap.id" stay={stay} lang={lang} />,
        ),
      );
      expect(text).toContain("Villa Kembang");
      expect(text).toContain(lang === "id" ? "1 Desember 2026" : "2026");
      expect(text).toContain(lang === "id" ? "3 tamu" : "3 guests");
      const link = new URL(text.split(" ").at(-1)!);
      expect(link.origin + link.pathname).toBe("https://inap.id/detail-villas");
      expect(Object.fromEntries(link.searchParams)).toEqual({
        villas: "12",
        guest: "3",
        arrival: "12-01-2026",
        departure: "12-04-2026",
        duration: "3",
      });
    }
  });
});
