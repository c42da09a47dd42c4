// Issue 13, items 2, 3 and 5: the promo gallery (/promo/all) to a promo (/promo/{id}) and its
// button, the give-away list to a give-away, the upcoming events, and the popup promo carousel
// on home (arrows cycle, close, not shown again); id and en, JavaScript on and off, and 360 px in
// the phone project. Terms come sanitised from /v1 (api/promos/promo-pages.api.test.ts).
import { expect, type Page, test } from "@playwright/test";
import { expectReadable } from "./support/readable.ts";
import { expectUsable } from "./support/usable.ts";
import { TWO_VARIANTS } from "./support/matrix.ts";

const TEXT = {
  id: {
    gallery: "Promo",
    promo: "Promo Liburan Sekolah",
    button: "Pesan Sekarang",
    terms: "Syarat dan ketentuan",
    others: "Promo lainnya",
    giveAways: "Give-away",
    giveAway: "Menginap Gratis 2 Malam",
    follow: "Ikuti Sekarang",
    stays: /^Penginapan di /,
    hemat: {
      open: "Lihat promo: Voucher Hemat 10%",
      title: "Voucher Hemat 10%",
      code: "Kode HEMAT10",
      every: "setiap malam",
    },
    events: "Event mendatang",
    culture: "Budaya",
    popup: "Promo untuk Anda",
    next: "Promo berikutnya",
    previous: "Promo sebelumnya",
    close: "Tutup",
    position: (n: number, total: number) => `Promo ${n} dari ${total}`,
  },
  en: {
    gallery: "Promos",
    promo: "School Holiday Deals",
    button: "Book now",
    terms: "Terms and conditions",
    others: "Other promos",
    giveAways: "Give-aways",
    giveAway: "Two Free Nights",
    follow: "Follow now",
    stays: /^Stays in /,
    hemat: {
      open: "See promo: 10% Saver Voucher",
      title: "10% Saver Voucher",
      code: "Code HEMAT10",
      every: "any night of the week",
    },
    events: "Upcoming events",
    culture: "Culture",
    popup: "A promo for you",
    next: "Next promo",
    previous: "Previous promo",
    close: "Close",
    position: (n: number, total: number) => `Promo ${n} of ${total}`,
  },
} as const;

const promoIdOf = (page: Page) => Number(new URL(page.url()).pathname.split("/").pop());

// Two runs (support/matrix.ts): each language, JavaScript on and off, both widths.
for (const { lang, javaScriptEnabled, tag } of TWO_VARIANTS) {
  const text = TEXT[lang];
  test.describe(`promos, give-aways and events (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, {
    tag,
  }, () => {
    test.use({ javaScriptEnabled });

    test("promo gallery to a promo, its terms, other promos and its button", async ({ page }) => {
      await page.goto(`/promo/all?lng=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.gallery);
      const tiles = page.locator("[data-promo-grid] > li");
      expect(await tiles.count()).toBeGreaterThan(3);
      await expectReadable(page, javaScriptEnabled);

      await page.locator("[data-promo-grid] > li", { hasText: text.promo }).locator("[data-tile]").click();
      await expect(page).toHaveURL(/\/promo\/\d+$/);
      const id = promoIdOf(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.promo);
      await expect(page.getByRole("heading", { name: text.terms })).toBeVisible();
      await expect(page.locator("[data-terms] li").first()).toBeVisible();
      await expect(page.locator("[data-terms] script, [data-terms] img")).toHaveCount(0);
      const others = page.locator("[data-other-promos] a");
      expect(await others.count()).toBeGreaterThan(1);
      expect(await others.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).not.toContain(
        `/promo/${id}`,
      );
      await expectReadable(page, javaScriptEnabled);

      // Another promo from the list, then back, then the button.
      const otherHref = (await others.first().getAttribute("href"))!;
      await others.first().click();
      await expect(page).toHaveURL(new RegExp(`${otherHref}$`));
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(text.promo);
      await page.goto(`/promo/${id}?lng=${lang}`);
      const button = page.getByRole("link", { name: text.button });
      await expectUsable(button, { minWidth: 44, minHeight: 44 });
      await button.click();
      await expect(page).toHaveURL(/\/villas$/);
    });

    test("give-away list to a give-away with its terms and button", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/give-away/all?lng=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.giveAways);
      expect(await page.locator("[data-give-away-grid] > li").count()).toBeGreaterThan(3);
      await expectReadable(page, javaScriptEnabled);
      // Issue 22: the give-away is named by its title in the page's language, never its code.
      await expect(page.locator("[data-give-away-grid]")).not.toContainText("GA-");
      await page.getByRole("link", { name: text.giveAway }).click();
      await expect(page).toHaveURL(/\/give-away-detail\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.giveAway);
      await expect(page.locator("[data-terms] ol li")).toHaveCount(3);
      const button = page.locator("[data-action-button]");
      await expect(button).toHaveText(new RegExp(`^${text.follow}`));
      await expect(button).toHaveAttribute("href", "https://www.instagram.com/");
      await expect(button).toHaveAttribute("rel", "noopener noreferrer");
      await expectReadable(page, javaScriptEnabled);
      await page
        .locator("main")
        .getByRole("link", { name: lang === "en" ? "All give-aways" : "Semua give-away" })
        .click();
      await expect(page).toHaveURL(/\/give-away\/all$/);
    });

    test("events: every upcoming event with category, city, picture and dates", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/events?lng=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.events);
      const cards = page.locator("[data-event-grid] > li");
      // More than the six on home: the page asks for all of them.
      expect(await cards.count()).toBeGreaterThan(6);
      const first = cards.first();
      await expect(first.locator("img")).toBeVisible();
      await expect(first.locator("h2")).not.toBeEmpty();
      await expect(first.locator("[data-event-city]")).not.toBeEmpty();
      await expect(page.locator("[data-event-category]", { hasText: text.culture }).first()).toBeVisible();
      const dates = await page
        .locator("[data-event-grid] time")
        .evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""));
      const today = new Date().toISOString().slice(0, 10);
      for (const date of dates) expect(date >= today, date).toBe(true);
      // A festival of several days reads as one range ("7–9 Dec 2026").
      await expect(page.locator("[data-event-dates]", { hasText: /\d–\d/ }).first()).toBeVisible();
      await expectReadable(page, javaScriptEnabled);
      // Issue 22: the stays nearby the page promises are a link on every card, to its city's stays
      // for the event's first night.
      await expect(cards.locator("[data-event-stays]")).toHaveCount(await cards.count());
      const stays = first.locator("[data-event-stays]");
      await expect(stays).toHaveText(text.stays);
      await expectUsable(stays, { minWidth: 24, minHeight: 24 });
      const firstNight = await first.locator("time").first().getAttribute("datetime");
      const [y, m, d] = firstNight!.split("-");
      await stays.click();
      await expect(page).toHaveURL(new RegExp(`/villas\\?.*arrival=${m}-${d}-${y}.*city=\\d+`));
    });

    test("the popup's voucher promo names the code it advertises and the voucher's real terms (issue 22)", async ({
      page,
    }) => {
      await page.goto(`/promo/all?lng=${lang}`);
      await page.getByRole("link", { name: text.hemat.open }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.hemat.title);
      await expect(page.getByText(text.hemat.code, { exact: true })).toBeVisible();
      await expect(page.locator("main")).not.toContainText("POPUP-");
      await expect(page.locator("[data-terms]")).toContainText(text.hemat.every);
      await expect(page.locator("[data-terms]")).not.toContainText(/jumat|sabtu|friday|saturday|weekend|akhir pekan/i);
      await expectReadable(page, javaScriptEnabled);
      // A promo whose code no voucher has names no code: checkout would refuse it.
      const bali = lang === "id" ? "Diskon 20% Villa di Bali" : "20% off villas in Bali";
      await page.goto(`/promo/all?lng=${lang}`);
      await page
        .getByRole("link", { name: new RegExp(bali) })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(bali);
      await expect(page.locator("main")).not.toContainText("BALI20");
    });

    test("an unknown, ended or malformed promo or give-away is a 404", async ({ page }) => {
      expect((await page.goto(`/promo/99999999?lng=${lang}`))?.status()).toBe(404);
      expect((await page.goto(`/promo/abc?lng=${lang}`))?.status()).toBe(404);
      expect((await page.goto(`/give-away-detail/99999999?lng=${lang}`))?.status()).toBe(404);
      expect((await page.goto(`/give-away-detail/x?lng=${lang}`))?.status()).toBe(404);
    });

    test("home links reach the gallery, the give-aways and the events", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "popup_promo_closed", value: "1", url: baseURL! }]);
      for (const [section, path] of [
        ["promo", "/promo/all"],
        ["give-aways", "/give-away/all"],
        ["events", "/events"],
      ] as const) {
        await page.goto(`/?lng=${lang}`);
        await page.locator(`[data-section="${section}"]`).locator(`a[href="${path}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
    });

    test("the popup promo: arrows cycle through the promos, closing keeps it away", async ({ page }) => {
      await page.goto(`/?lng=${lang}`);
      const dialog = page.getByRole("dialog", { name: text.popup });
      await expect(dialog).toBeVisible();
      const position = dialog.locator("[data-popup-position]");
      await expect(position).toHaveText(text.position(1, 3));
      const shown = () => dialog.locator("[data-popup-promo]").getAttribute("data-popup-promo");
      const first = await shown();
      const next = dialog.getByRole("link", { name: text.next });
      const previous = dialog.getByRole("link", { name: text.previous });
      await expectUsable(next, { minWidth: 44, minHeight: 44 });
      await expectUsable(previous, { minWidth: 44, minHeight: 44 });
      await next.click();
      await expect(position).toHaveText(text.position(2, 3));
      const second = await shown();
      expect(second).not.toBe(first);
      await next.click();
      await expect(position).toHaveText(text.position(3, 3));
      await next.click();
      await expect(position).toHaveText(text.position(1, 3));
      expect(await shown()).toBe(first);
      await previous.click();
      await expect(position).toHaveText(text.position(3, 3));
      await expectReadable(page, javaScriptEnabled);
      await dialog.getByRole("link", { name: text.close }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.goto(`/?lng=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
}
