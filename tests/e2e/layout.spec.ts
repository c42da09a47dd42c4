// Issue 10's layout defects, as a person at 360 px (and 1280 px) meets them: the floating
// promo-event icon covers no main button, the logged-in header keeps one row, and the header's
// menus (plain <details>) never stand open together, JavaScript on and off.
import { expect, type Locator, test } from "@playwright/test";
import detailEn from "#core/locales/en/detail.json" with { type: "json" };
import detailId from "#core/locales/id/detail.json" with { type: "json" };
import { logInDemo, stayQuery } from "./support/screens.ts";
import { BUTTON_SIZE, expectUsable } from "./support/usable.ts";

/** Scrolls so the control sits at the bottom of the viewport, where floating icons live. */
async function scrollToBottomEdge(control: Locator) {
  await control.evaluate((element) =>
    window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 12),
  );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`360 px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, { tag: "@phone" }, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });

    for (const [lang, text] of [
      ["id", detailId],
      ["en", detailEn],
    ] as const) {
      test(`the detail page's bottom bar ("${text.box.reserve}" or "${text.box.chooseDates}") is not under the promo icon (${lang})`, async ({
        page,
      }) => {
        await page.goto(`/detail-villas?villas=3&guest=2&lng=${lang}`);
        await expect(page.locator("[data-promo-event]")).toBeVisible();
        const links = page.locator("[data-bottom-bar] a");
        await expect(links.first()).toBeVisible();
        for (const link of await links.all()) await expectUsable(link, BUTTON_SIZE);
      });
    }

    test("a /villas card's price info button is not under the promo icon at the bottom edge", async ({ page }) => {
      // A stay whose nightly prices vary: those cards carry the info button.
      await page.goto(`/villas?guest=2&${stayQuery}`);
      await expect(page.locator("[data-promo-event]")).toBeVisible();
      const info = page.locator("main article summary[aria-label]").first();
      await scrollToBottomEdge(info);
      await expectUsable(info, BUTTON_SIZE);
    });

    test("the logged-in header keeps one row; the burger and user menus never stand open together", async ({
      page,
    }) => {
      await logInDemo(page);
      await page.goto("/villas");
      const header = page.locator("header").first();
      // One row: the header is as tall as the logo's row (56 px) and its border.
      const row = await header.locator('a[href="/"]').first().boundingBox();
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(row!.height + 2);
      const burger = header.locator("details[data-menu]").last();
      const account = header.locator("details[data-menu]").filter({ has: page.locator("[data-user-points]") });
      await burger.locator("summary").click();
      await expect(burger).toHaveAttribute("open", "");
      await account.locator("summary").click();
      await expect(account).toHaveAttribute("open", "");
      await expect(burger).not.toHaveAttribute("open", "");
      // Points grouped in thousands ("250.000 poin", never "250000 poin").
      await expect(account.locator("[data-user-points]")).toHaveText(/^\d{1,3}(\.\d{3})* poin$/);
      await expectUsable(account.getByRole("button"), BUTTON_SIZE);
    });
  });
}
