// Issue 22: the small text links are targets of at least 24 × 24 CSS px (WCAG 2.2, 2.5.8): the back
// links of /map and an attraction, the footer's links, the demo-mode bar's link and the promo
// banner's. Measured as laid out in Indonesian at 360 px and in English at 1280 px.
import { expect, type Page, test } from "@playwright/test";
import { BUTTON_SIZE } from "./support/usable.ts";
import { LANGUAGE_BY_WIDTH } from "./support/matrix.ts";

/** Every visible link the selector matches, with its size; at least `atLeast` of them. */
async function linkSizes(page: Page, selector: string, atLeast: number) {
  const links = page.locator(selector);
  await expect(links.first()).toBeVisible();
  const sizes = await links.evaluateAll((elements) =>
    elements
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0)
      .map(({ element, rect }) => ({
        link: (element.textContent ?? "").trim().slice(0, 40) || element.getAttribute("href"),
        width: rect.width,
        height: rect.height,
      })),
  );
  expect(sizes.length, selector).toBeGreaterThanOrEqual(atLeast);
  return sizes;
}

function expectTargets(sizes: { link: string | null; width: number; height: number }[]) {
  const small = sizes.filter(({ width, height }) => width < BUTTON_SIZE.minWidth || height < BUTTON_SIZE.minHeight);
  expect(small, "links smaller than 24 × 24 px").toEqual([]);
}

for (const { lang: lng, tag } of LANGUAGE_BY_WIDTH) {
  test.describe(`target sizes (${lng})`, { tag }, () => {
    test("the back link of /map", async ({ page }) => {
      await page.goto(`/map?villas=1&lng=${lng}`);
      expectTargets(await linkSizes(page, "[data-back-link]", 1));
    });

    test("the back link of an attraction, the footer's links, the demo bar's and the promo banner's", async ({
      page,
    }) => {
      await page.goto(`/tourist-attractions/1?lng=${lng}`);
      expectTargets(await linkSizes(page, "[data-back-link]", 1));
      // Company links, mail, two chats, four social links and the two store badges.
      expectTargets(await linkSizes(page, "footer a", 12));
      expectTargets(await linkSizes(page, "[data-demo-mail] a", 1));
      expectTargets(await linkSizes(page, "[data-promo-banner] a", 2));
    });
  });
}
