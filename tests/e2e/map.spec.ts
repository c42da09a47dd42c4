// Issue 14, /map without a maps key: outside the shell, the property with its five nearest
// attractions and properties drawn at their relative positions (an SVG, no tiles) and listed with
// distances, sorted and within NEAREST_MAX_KM; no villas goes home. id and en, JavaScript on and
// off, 360 px, axe.
import { expect, test } from "@playwright/test";
import { seriousAxeViolations } from "./support/readable.ts";
import { NEAREST_MAX_KM } from "#core/geo.ts";
import { horizontalOverflow } from "./support/usable.ts";
import { VARIANTS } from "./support/matrix.ts";

for (const { lang, javaScriptEnabled, tag } of VARIANTS) {
  test.describe(`map (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, { tag }, () => {
    test.use({ javaScriptEnabled });

    test("draws the property and its nearest places, lists them by distance, links back", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/map?villas=1&lng=${lang}`);
      await expect(page.locator("footer")).toHaveCount(0); // outside the shell
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        lang === "en" ? "Map around" : "Peta sekitar",
      );
      const drawn = page.locator("[data-drawn-map]");
      await expect(drawn).toBeVisible();
      const box = await drawn.boundingBox();
      expect(box!.width).toBeGreaterThan(250);
      const items = page.locator("[data-place-list] li");
      const count = await items.count();
      expect(count).toBeGreaterThan(0);
      await expect(drawn.locator("[data-mark]")).toHaveCount(count + 1);
      // Issue 22: no marker hides another (villa 1's two nearest properties lie under its pin).
      const centres = await drawn.locator("[data-mark]:not([data-mark='origin']) circle").evaluateAll((circles) =>
        circles.map((circle) => ({
          x: Number(circle.getAttribute("cx")),
          y: Number(circle.getAttribute("cy")),
          r: Number(circle.getAttribute("r")),
        })),
      );
      for (const [i, a] of centres.entries()) {
        for (const b of centres.slice(i + 1))
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r);
      }
      // The pin: its point at the origin, its round head (radius 12) 19 px above it.
      const origin = await drawn
        .locator("[data-mark='origin'] circle")
        .evaluate((c) => ({ x: Number(c.getAttribute("cx")), y: Number(c.getAttribute("cy")) }));
      const pinHidden = centres.some(
        (mark) =>
          Math.hypot(mark.x - origin.x, mark.y - (origin.y - 19)) < mark.r + 12 ||
          Math.hypot(mark.x - origin.x, mark.y - origin.y) < mark.r,
      );
      expect(pinHidden, "a marker over the property's pin").toBe(false);
      for (const list of ["attractions", "places"]) {
        const km = await page
          .locator(`[data-place-list="${list}"] li`)
          .evaluateAll((lis) => lis.map((li) => Number(li.getAttribute("data-km"))));
        expect(km.length).toBeLessThanOrEqual(5);
        expect(km).toEqual([...km].sort((a, b) => a - b));
        for (const d of km) expect(d).toBeLessThanOrEqual(NEAREST_MAX_KM);
      }
      const { excess, widest } = await horizontalOverflow(page);
      expect(excess, widest).toBe(0);
      if (javaScriptEnabled) {
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      await page.getByRole("link", { name: lang === "en" ? "Back to the property" : "Kembali ke properti" }).click();
      await expect(page).toHaveURL(/\/detail-villas\?villas=1/);
    });

    test("without villas it goes home; an unknown property is a 404", async ({ page }) => {
      await page.goto(`/map?lng=${lang}`);
      await expect(page).toHaveURL(/\/(\?.*)?$/);
      expect((await page.goto(`/map?villas=99999999&lng=${lang}`))?.status()).toBe(404);
    });
  });
}
