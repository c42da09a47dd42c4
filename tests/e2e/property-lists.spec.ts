// Issue 14: /properties/by-type/{type} (capitalised title, 12 cards a page with page links, cards to
// the detail page, 404 for an unknown type) and /hotelall (the undated list: filter form, page links, cards to
// /detail-villa?villas=, the empty state), id and en, JavaScript on and off, 360 px, axe.
import { expect, test } from "@playwright/test";
import idVillas from "#core/locales/id/villas.json" with { type: "json" };
import { expectReadable } from "./support/readable.ts";
import { VARIANTS } from "./support/matrix.ts";

for (const { lang, javaScriptEnabled, tag } of VARIANTS) {
  test.describe(`property lists (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, { tag }, () => {
    test.use({ javaScriptEnabled });

    test("by type: the capitalised type over its cards; a card opens the property", async ({ page }) => {
      test.setTimeout(120_000);
      for (const type of ["konvensional", "syariah"]) {
        await page.goto(`/properties/by-type/${type}?lng=${lang}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(type[0]!.toUpperCase() + type.slice(1));
        await expect(page.locator("[data-property-grid] > li").first()).toBeVisible();
      }
      await expectReadable(page, javaScriptEnabled);
      // A page at a time: 12 cards, then the next page's (the demo has more than 12 of each type).
      const cards = page.locator("[data-property-grid] > li");
      await expect(cards).toHaveCount(12);
      const firstOfPageOne = await cards.first().locator("a:not([aria-hidden])").getAttribute("href");
      await page.locator('a[rel="next"]').click();
      await expect(page).toHaveURL(/\/properties\/by-type\/syariah\?(.*&)?page=1/);
      await expect(page.locator('nav a[aria-current="page"]').last()).toHaveText("2");
      await expect(cards.first()).toBeVisible();
      expect(await cards.first().locator("a:not([aria-hidden])").getAttribute("href")).not.toBe(firstOfPageOne);
      await expectReadable(page, javaScriptEnabled);
      const first = page.locator("[data-property-grid] > li").first().locator("a:not([aria-hidden])");
      const href = await first.getAttribute("href");
      expect(href).toMatch(/^\/detail-villas\?villas=\d+$/);
      await first.click();
      await expect(page).toHaveURL(/\/detail-villas\?villas=\d+/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      // Issue 22: an unknown type is the seed's not-found state (image and message), still a 404,
      // with the known types to go to.
      const unknown = await page.goto(`/properties/by-type/hostel?lng=${lang}`);
      expect(unknown?.status()).toBe(404);
      const empty = page.locator("[data-empty-list]");
      await expect(empty.locator("svg, img").first()).toBeVisible();
      await expect(empty.getByRole("heading", { level: 2 })).toHaveText(
        lang === "en" ? "Hotel not found" : idVillas.notFound,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hostel");
      await expectReadable(page, javaScriptEnabled);
      await page.locator('[data-known-type="syariah"]').click();
      await expect(page).toHaveURL(/\/properties\/by-type\/syariah/);
      await expect(page.locator("[data-property-grid] > li").first()).toBeVisible();
    });

    test("hotelall: filter by type, go to the next page, open a card; a name with no match shows the empty state", async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.goto(`/hotelall?lng=${lang}`);
      const cards = page.locator("[data-property-grid] > li");
      await expect(cards).toHaveCount(12);
      await expectReadable(page, javaScriptEnabled);

      const filter = page.locator("[data-hotel-all-filter]");
      await filter.locator('select[name="propertyType"]').selectOption("syariah");
      await filter.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/propertyType=syariah/);
      await expect(filter.locator('select[name="propertyType"]')).toHaveValue("syariah");
      await expect(cards.first()).toBeVisible();

      await page.goto(`/hotelall?lng=${lang}`);
      await page.getByRole("link", { name: lang === "en" ? "Next page" : "Halaman berikutnya" }).click();
      await expect(page).toHaveURL(/\/hotelall\?.*page=1/);
      await expect(cards.first()).toBeVisible();
      const link = cards.first().locator("a:not([aria-hidden])");
      await expect(link).toHaveAttribute("href", /^\/detail-villa\?villas=\d+$/);
      await link.click();
      await expect(page).toHaveURL(/\/detail-villa\?villas=\d+/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      await page.goto(`/hotelall?lng=${lang}&propertyName=zz-no-such-property`);
      await expect(page.locator("[data-empty-list]")).toBeVisible();
      await expectReadable(page, false);
    });
  });
}
