// The trip in the pocket (issue 24, decision 058), at 360 px in Indonesian and English, JavaScript on
// (a service worker needs it): a member opens My bookings and a paid booking online; with the network
// gone, a reload shows the booking with its "Last updated" notice, its voucher PDF downloads, My
// bookings opens, and any other page answers the translated offline page listing what is kept; a
// form sent offline says it was not sent and keeps what was typed. After logging out, offline,
// nothing personal is left on the phone. Chrome finds the site installable (manifest, icons, worker).
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import enBookings from "#core/locales/en/bookings.json" with { type: "json" };
import idBookings from "#core/locales/id/bookings.json" with { type: "json" };
import enOffline from "#core/locales/en/offline.json" with { type: "json" };
import idOffline from "#core/locales/id/offline.json" with { type: "json" };
import { newMember, useFreshClientIp } from "./support/auth.ts";
import { freeStay } from "./support/stays.ts";
import { expectHydrated } from "./support/usable.ts";

const TEXT = { id: { bookings: idBookings, offline: idOffline }, en: { bookings: enBookings, offline: enOffline } };
const KEPT = "inap-kept-v1";

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The addresses the phone keeps (the service worker's cache), as paths. */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => new URL(r.url).pathname + new URL(r.url).search);
  }, KEPT);
}

for (const [lang, from] of [
  ["id", 330],
  ["en", 345],
] as const) {
  const t = TEXT[lang];
  /**
   * A property of the first `selector` and how many stylesheets the page links: a kept copy and the
   * offline page carry the stylesheet written in (decision 089), so they are whole without the network.
   */
  async function styleOf(page: Page, selector: string, property: string) {
    return page.evaluate(
      ([s, p]) => ({
        linked: document.querySelectorAll('link[rel="stylesheet"]').length,
        value: getComputedStyle(document.querySelector(s!)!).getPropertyValue(p!),
      }),
      [selector, property],
    );
  }

  test(`${lang}: bookings and the voucher open offline; other pages say offline; nothing stays after logout`, {
    tag: "@phone",
  }, async ({ browser }) => {
    test.setTimeout(120_000);
    const { storageState, user } = await newMember(browser, { lang });
    const context = await browser.newContext({
      storageState,
      serviceWorkers: "allow",
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      acceptDownloads: true,
    });
    await useFreshClientIp(context);
    const page = await context.newPage();

    // A paid booking.
    const stay = await freeStay(page.request, 3, from);
    await page.goto(`/reservation-form?villas=3&guest=2&${stay.query}&lng=${lang}`);
    await page.fill("#field-guestName", "Dewi Lestari");
    await page.fill("#field-guestNoTelp", "81234567890");
    await page.fill("#field-guestEmail", user.email);
    await page.getByRole("button", { name: lang === "en" ? "Reserve and pay" : "Pesan dan bayar" }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.locator('button[value="settlement"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));

    // Online: My bookings (again once the worker controls the page), then the booking.
    await page.goto("/my-booking");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.reload();
    // Installable: Chrome finds nothing missing. The full browser also names its window, which in
    // Playwright is an incognito one ("in-incognito"); the headless shell has no window to name.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
    const card = page.locator("[data-section='active'] [data-booking]").first();
    const orderId = await card.getAttribute("data-booking");
    await card.getByRole("link", { name: new RegExp(t.bookings.viewDetail) }).click();
    await expect(page.locator(`[data-order-id="${orderId}"]`)).toBeVisible();
    const detail = new URL(page.url());
    await expect
      .poll(() => keptPaths(page))
      .toEqual(
        expect.arrayContaining([
          "/my-booking?tab=daily",
          `/detail-booking?id=${detail.searchParams.get("id")}`,
          `/resources/download?order_id=${orderId}`,
        ]),
      );
    // Online, the notice stays hidden.
    await expect(page.locator("[data-offline-notice]")).toBeHidden();

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator(`[data-order-id="${orderId}"]`)).toBeVisible();
    const notice = page.locator("[data-offline-notice]");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t.bookings.offline.lastUpdated);
    await expect(notice).toContainText(t.bookings.offline.keptNotice);
    await expect(page.locator('[data-progress="paid"]')).toBeVisible();
    expect(await styleOf(page, "header", "position")).toEqual({ linked: 0, value: "sticky" });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath(`offline-booking-${lang}.png`) });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("[data-voucher-download]").click(),
    ]);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    await page.goto("/my-booking");
    await expect(page.locator(`[data-booking="${orderId}"]`)).toBeVisible();
    await expect(page.locator("[data-offline-notice]")).toBeVisible();

    // Any other page: the offline page, linking to what is kept.
    await page.goto("/villas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.offline.title);
    await expect(page.locator("[data-offline-link]")).toHaveCount(2);
    // text-2xl, not the browser's 32 px.
    expect(await styleOf(page, "h1", "font-size")).toEqual({ linked: 0, value: "24px" });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath(`offline-page-${lang}.png`) });
    await page.locator(`[data-offline-link][href^="/detail-booking"]`).click();
    await expect(page.locator(`[data-order-id="${orderId}"]`)).toBeVisible();

    // Online again: a form on a page whose scripts run; sent offline, it says so and keeps what was typed.
    await context.setOffline(false);
    await page.goto("/reservation-check");
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The form is a deferred part (decision 074): typed and sent once it has hydrated, as the guard is its script.
    await expectHydrated(page.locator("[data-reservation-check] button[type=submit]"));
    await page.fill("#rc-order", orderId!);
    await page.fill("#rc-email", user.email);
    await context.setOffline(true);
    await page.locator("[data-reservation-check] button[type=submit]").click();
    await expect(page.locator("[data-offline-not-sent]")).toHaveText(t.offline.guardNotSent);
    await expect(page.locator("#rc-order")).toHaveValue(orderId!);
    await expect(page.locator("#rc-email")).toHaveValue(user.email);
    await expect(page).toHaveURL(/\/reservation-check$/);

    // Log out online; offline again, nothing personal is kept.
    await context.setOffline(false);
    await page.goto(detail.pathname + detail.search);
    await page.getByRole("main").locator("[data-logout] button").click();
    await page.waitForURL((u) => u.pathname === "/");
    await expect.poll(() => keptPaths(page)).toEqual([]);
    await context.setOffline(true);
    for (const path of [detail.pathname + detail.search, "/my-booking", `/resources/download?order_id=${orderId}`]) {
      await page.goto(path).catch(() => undefined);
      await expect(page.locator("[data-offline-page]")).toBeVisible();
      await expect(page.locator("[data-offline-link]")).toHaveCount(0);
      await expect(page.getByText(orderId!)).toHaveCount(0);
    }
    await context.close();
  });
}
