// Issue 14, attractions: /tourist-attractions-all (cards with image and title) to
// /tourist-attractions/{id} (slider, sanitised description, nearest properties sorted by distance
// and at most NEAREST_MAX_KM away) to a nearby property; id and en, JavaScript on and off, 360 px, axe.
import { expect, test } from "@playwright/test";
import { NEAREST_MAX_KM } from "#core/geo.ts";
import { expectReadable } from "./support/readable.ts";
import { VARIANTS } from "./support/matrix.ts";

for (const { lang, javaScriptEnabled, tag } of VARIANTS) {
  test.describe(`attractions (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, { tag }, () => {
    test.use({ javaScriptEnabled });

    test("list to detail to the nearest property", async ({ page }) => {
      test.setTimeout(150_000);
      await page.goto(`/tourist-attractions-all?lng=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "en" ? "All tourist attractions" : "Semua tempat wisata",
      );
      const cards = page.locator("[data-attraction-grid] > li");
      expect(await cards.count()).toBeGreaterThan(3);
      // Each attraction has its own pictures.
      const covers = await page
        .locator("[data-attraction-grid] img")
        .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).getAttribute("src")));
      expect(new Set(covers).size).toBe(covers.length);
      await expectReadable(page, javaScriptEnabled);

      const withImage = cards.filter({ has: page.locator("img") }).first();
      const title = (await withImage.locator("span").last().textContent())!.trim();
      await withImage.getByRole("link").click();
      await expect(page).toHaveURL(/\/tourist-attractions\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("[data-slide='1'] img")).toBeVisible();
      await expect(page.locator("[data-description]")).not.toBeEmpty();
      await expect(page.locator("[data-description] script")).toHaveCount(0);

      const nearest = page.locator("[data-nearest] > li");
      await expect(nearest.first()).toBeVisible();
      const distances = await nearest.evaluateAll((items) =>
        items.map((item) => Number(item.getAttribute("data-distance-km"))),
      );
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const km of distances) expect(km).toBeLessThanOrEqual(NEAREST_MAX_KM);
      await expect(nearest.first()).toContainText(lang === "en" ? "km away" : "km dari sini");
      await expectReadable(page, javaScriptEnabled);

      await nearest.first().locator("a:not([aria-hidden])").first().click();
      await expect(page).toHaveURL(/\/detail-villas\?villas=\d+/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("an unknown or malformed attraction id is a 404", async ({ page }) => {
      expect((await page.goto(`/tourist-attractions/99999999?lng=${lang}`))?.status()).toBe(404);
      expect((await page.goto(`/tourist-attractions/abc?lng=${lang}`))?.status()).toBe(404);
    });
  });
}
