// Issue 22: the promo-event icon can be closed, and stays closed (a cookie, like the popup promo's),
// JavaScript on and off; at 360 px it sits in the page's flow above the footer and covers nothing.
// id and en, 360 and 1280 px.
import { expect, test } from "@playwright/test";
import { BUTTON_SIZE, expectUsable } from "./support/usable.ts";
import { VARIANTS } from "./support/matrix.ts";

const CLOSE = { id: "Tutup ikon promo event", en: "Close the promo event icon" } as const;

for (const { lang, javaScriptEnabled, tag } of VARIANTS) {
  test.describe(`promo-event icon (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, { tag }, () => {
    test.use({ javaScriptEnabled });

    test("closes, and stays closed on the next pages", async ({ page }) => {
      await page.goto(`/hotelall?lng=${lang}`);
      const icon = page.locator("[data-promo-event]");
      await expect(icon).toBeVisible();
      const close = page.getByRole("link", { name: CLOSE[lang] });
      await expectUsable(close, BUTTON_SIZE);
      await close.click();
      await expect(icon).toHaveCount(0);
      // Without JavaScript the close link went through the server, which set the cookie and came back.
      await expect(page).not.toHaveURL(/dismiss=/);
      expect((await page.context().cookies()).find((cookie) => cookie.name === "promo_event_closed")?.value).toBe("1");
      await page.goto(`/tourist-attractions-all?lng=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("[data-promo-event]")).toHaveCount(0);
    });

    test("covers no content at 360 px; floats in the corner at 1280 px", async ({ page, isMobile }) => {
      await page.goto(`/hotelall?lng=${lang}`);
      const box = page.locator("[data-promo-event-box]");
      await expect(box).toBeVisible();
      const position = await box.evaluate((element) => getComputedStyle(element).position);
      if (!isMobile) {
        expect(position).toBe("fixed");
        return;
      }
      expect(position).toBe("static");
      // In the flow between the page and the footer: nothing of either lies under it.
      const [icon, main, footer] = await Promise.all([
        box.boundingBox(),
        page.locator("main").boundingBox(),
        page.locator("footer").boundingBox(),
      ]);
      expect(icon!.y).toBeGreaterThanOrEqual(main!.y + main!.height);
      expect(icon!.y + icon!.height).toBeLessThanOrEqual(footer!.y);
      await expectUsable(page.locator("[data-promo-event]"), BUTTON_SIZE);
    });
  });
}
