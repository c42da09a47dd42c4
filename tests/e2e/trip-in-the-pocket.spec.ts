// Issue 24 items 3 to 5, as a person sees them at 360 and 1280 px, in Indonesian and English, with
// JavaScript on and off:
//   a guest's paid booking, from the reservation check: "Add to calendar" downloads an .ics whose
//   stay (read back with a strict RFC 5545 reader) is the booking's, and the WhatsApp link's
//   message names the property and the dates; with JavaScript the share sheet gets the same message;
//   a member's paid booking: the .ics from the booking's page; a property's share link opens the
//   same dates and guests;
//   the data saver: the footer's switch (a form) turns it on and off; Save-Data: on does too.
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import bookingsEn from "#core/locales/en/bookings.json" with { type: "json" };
import bookingsId from "#core/locales/id/bookings.json" with { type: "json" };
import shellEn from "#core/locales/en/shell.json" with { type: "json" };
import shellId from "#core/locales/id/shell.json" with { type: "json" };
import { formatLongDate } from "#core/dates.ts";
import { readEvents } from "#tests/support/ics-reader.ts";
import { memberPage, useFreshClientIp } from "./support/auth.ts";
import { TWO_VARIANTS, VARIANTS } from "./support/matrix.ts";
import { freeStay, type Stay } from "./support/stays.ts";
import { BUTTON_SIZE, expectUsable, horizontalOverflow } from "./support/usable.ts";
import { APP_KEY } from "./support/screens.ts";

const BOOKINGS = { id: bookingsId, en: bookingsEn } as const;
const SHELL = { id: shellId, en: shellEn } as const;
const VILLA = 3;

/** Where a test starts looking for free nights: its own distance ahead, the phone's further on. */
const from = (days: number, projectName: string) => 230 + days + (projectName === "phone" ? 60 : 0);

const octet = () => Math.floor(Math.random() * 254) + 1;

async function propertyName(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`/v1/hotels/${VILLA}?guest=2`, { headers: { "app-key": APP_KEY } });
  return ((await answer.json()) as { data: { hotel: { name: string } } }).data.hotel.name;
}

/** Books the stay through /v1 (as a guest, or with a member's token) and pays it in the sandbox; its order id. */
async function paidStay(page: Page, stay: Stay, contact: { email: string; token?: string; userId?: number }) {
  const headers: Record<string, string> = {
    "app-key": APP_KEY,
    "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}`,
  };
  if (contact.token) headers.authorization = `Bearer ${contact.token}`;
  const answer = await page.request.post("/v1/reservations/single", {
    headers,
    data: {
      arrival: stay.arrival,
      departure: stay.departure,
      guest: 2,
      propertyId: VILLA,
      roomId: VILLA,
      payment_option: 0,
      name: "Putu Ayu",
      phone: "+62-81234567890",
      email: contact.email,
      ...(contact.userId && { user_Id: contact.userId }),
    },
  });
  const body = await answer.json();
  expect(answer.status(), JSON.stringify(body)).toBe(201);
  await page.goto(body.data.midtrans.response_from_midtrans.redirect_url);
  await page.locator('button[value="settlement"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));
  return body.data.order_id as string;
}

/** Clicks "Add to calendar" and reads the downloaded file back. */
async function downloadCalendar(page: Page, trip: ReturnType<Page["locator"]>, orderId: string) {
  const button = trip.locator("[data-add-to-calendar]");
  await expectUsable(button, BUTTON_SIZE);
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toBe(`inap-${orderId}.ics`);
  const events = readEvents(readFileSync((await download.path())!, "utf8"));
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** The message of a wa.me link. */
async function whatsAppText(link: ReturnType<Page["locator"]>): Promise<string> {
  await expectUsable(link, BUTTON_SIZE);
  const url = new URL((await link.getAttribute("href"))!);
  expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/");
  return url.searchParams.get("text") ?? "";
}

for (const [index, { lang, javaScriptEnabled, name, tag }] of VARIANTS.entries()) {
  const t = BOOKINGS[lang];
  test.describe(name, { tag }, () => {
    test.use({ javaScriptEnabled, acceptDownloads: true });

    test("a guest's paid booking: add to calendar, share on WhatsApp", async ({ page, request }, info) => {
      await useFreshClientIp(page.context());
      const [stay, property] = await Promise.all([
        freeStay(request, VILLA, from(index * 7, info.project.name)),
        propertyName(request),
      ]);
      const email = `trip-${Date.now().toString(36)}-${octet()}@example.com`;
      const orderId = await paidStay(page, stay, { email });
      // The share sheet where the browser has one (stubbed: headless Chromium on Linux has none).
      if (javaScriptEnabled)
        await page.addInitScript(() => {
          Object.assign(navigator, {
            share: async (data: unknown) => {
              (window as unknown as { shared: unknown }).shared = data;
            },
          });
        });
      await page.goto(`/reservation-check?order_id=${orderId}&email=${encodeURIComponent(email)}&lng=${lang}`);
      const trip = page.locator("[data-booking-trip]");
      await expect(trip).toBeVisible();

      const event = await downloadCalendar(page, trip, orderId);
      expect(event.start.date).toBe(stay.arrival);
      expect(event.end.date).toBe(stay.departure);
      expect(event.summary).toBe(t.calendar.summary.replace("{{name}}", property));
      expect(event.description).toContain(orderId);
      expect(event.location).toContain(property);

      const text = await whatsAppText(trip.locator("[data-share-whatsapp]"));
      expect(text).toContain(property);
      expect(text).toContain(formatLongDate(stay.arrival, lang));
      expect(text).toContain(formatLongDate(stay.departure, lang));
      const native = trip.locator("[data-share-native]");
      if (javaScriptEnabled) {
        await native.click();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { shared?: unknown }).shared))
          .toEqual({ title: property, text });
      } else await expect(native).toHaveCount(0);
      expect(await horizontalOverflow(page)).toEqual({ excess: 0, widest: "" });
    });
  });
}

for (const { lang, javaScriptEnabled, name, tag } of TWO_VARIANTS) {
  const t = BOOKINGS[lang];
  test.describe(name, { tag }, () => {
    test.use({ javaScriptEnabled, acceptDownloads: true });

    test("a member's paid booking: the .ics from its page", async ({ browser, request }, info) => {
      const { page, user, context } = await memberPage(browser, lang, javaScriptEnabled);
      const login = await request.post("/v1/login", {
        headers: { "app-key": APP_KEY, "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` },
        data: { email: user.email, password: user.password },
      });
      const { token, user: member } = ((await login.json()) as { data: { token: string; user: { id: number } } }).data;
      const stay = await freeStay(request, VILLA, from(40 + (lang === "en" ? 9 : 0), info.project.name));
      const orderId = await paidStay(page, stay, { email: user.email, token, userId: member.id });
      await page.goto(`/my-booking?order_id=${orderId}&lng=${lang}`);
      await expect(page).toHaveURL(/\/detail-booking\?id=\d+/);
      const trip = page.locator("[data-booking-trip]");
      const event = await downloadCalendar(page, trip, orderId);
      expect(event.start.date).toBe(stay.arrival);
      expect(event.end.date).toBe(stay.departure);
      expect(event.summary).toBe(t.calendar.summary.replace("{{name}}", await propertyName(request)));
      expect(event.url).toBe(page.url().replace(/[?&]lng=\w+/, ""));
      expect(await horizontalOverflow(page)).toEqual({ excess: 0, widest: "" });
      await context.close();
    });

    test("a property's share link opens the same dates and guests", async ({ page, request }, info) => {
      const [stay, property] = await Promise.all([
        freeStay(request, VILLA, from(60, info.project.name), 3),
        propertyName(request),
      ]);
      await page.goto(`/detail-villas?villas=${VILLA}&guest=3&${stay.query}&lng=${lang}`);
      const text = await whatsAppText(page.locator("[data-property-share] [data-share-whatsapp]"));
      expect(text).toContain(property);
      expect(text).toContain(formatLongDate(stay.arrival, lang));
      expect(text).toContain(formatLongDate(stay.departure, lang));
      const link = new URL(text.split(/\s+/).find((word) => word.startsWith("http"))!);
      expect(Object.fromEntries(link.searchParams)).toMatchObject({
        villas: String(VILLA),
        guest: "3",
        ...Object.fromEntries(new URLSearchParams(stay.query)),
      });
      await page.goto(`${link.pathname}${link.search}`);
      // The same stay, not corrected to another one (the page redirects a stay it cannot use).
      expect(new URL(page.url()).search).toBe(link.search);
      await expect(page.getByRole("heading", { level: 1, name: property })).toBeVisible();
      expect(await horizontalOverflow(page)).toEqual({ excess: 0, widest: "" });
    });

    test("the data saver: the footer's switch, and Save-Data: on", async ({ page, request }, info) => {
      const s = SHELL[lang].dataSaver;
      const notice = page.locator("[data-data-saver-notice]");
      // The popup promo, closed for the day, would cover the footer.
      await page.context().addCookies([{ name: "popup_promo_closed", value: "1", url: info.project.use.baseURL! }]);
      await page.goto(`/?lng=${lang}`);
      await expect(notice).toHaveCount(0);
      const footerSwitch = page.locator("footer [data-data-saver-switch]");
      await expect(footerSwitch).toHaveText(new RegExp(s.stateOff));
      await expectUsable(footerSwitch, BUTTON_SIZE);
      await footerSwitch.click();

      await expect(notice).toBeVisible();
      await expect(notice).toContainText(s.notice);
      await expect(page.locator("footer [data-data-saver-switch]")).toHaveAttribute("aria-pressed", "true");
      expect(await page.locator("script").count(), "no scripts at all").toBe(0);
      // The smallest stored copy of every picture, and one promo slide.
      const pictures = await page
        .locator('img[src^="/images/"]')
        .evaluateAll((images) =>
          images.map((i) => ({ src: i.getAttribute("src")!, srcset: i.getAttribute("srcset") })),
        );
      expect(pictures.length).toBeGreaterThan(0);
      // (Icons are drawn at their one size: no copies.)
      for (const picture of pictures.filter((p) => !p.src.startsWith("/images/icon/")))
        expect(picture).toEqual({ src: expect.stringMatching(/-480\.webp$/), srcset: null });
      await expect(page.locator("[data-carousel] > *")).toHaveCount(1);
      expect(await horizontalOverflow(page)).toEqual({ excess: 0, widest: "" });

      // Off again, from the notice.
      await notice.locator("[data-data-saver-switch]").click();
      await expect(notice).toHaveCount(0);
      // The switch's answer is a new page: its scripts are back once it has loaded.
      await expect(page.locator("script[type=module]")).not.toHaveCount(0);

      // The browser's own Save-Data: on, and the answer varies by it.
      const saving = await request.get(`/villas?lng=${lang}`, { headers: { "Save-Data": "on" } });
      const html = await saving.text();
      expect(html).toContain("data-data-saver-notice");
      expect(html).not.toContain("<script");
      expect(saving.headers().vary).toMatch(/Save-Data/);
      expect(saving.headers().vary).toMatch(/Cookie/);
      // /map is outside the shell (no header): it says so too.
      const map = await (await request.get(`/map?villas=1&lng=${lang}`, { headers: { "Save-Data": "on" } })).text();
      expect(map).toContain("data-data-saver-notice");
      expect(map).not.toContain("<script");
    });
  });
}
