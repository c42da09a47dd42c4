// Parts that hydrate from their own chunks (app/components/ui/deferred.tsx, docs/decisions/032):
// a client-side navigation shows them with the page, not a moment after, and they work on first use.
import { expect, test, type Locator } from "@playwright/test";
import villas from "#core/locales/id/villas.json" with { type: "json" };
import { memberPage } from "./support/auth.ts";

test.beforeEach(async ({ context, baseURL }) => {
  // The home page's popup promo would cover the page.
  await context.addCookies([{ name: "popup_promo_closed", value: "1", url: baseURL! }]);
});

/** React has hydrated the element (its chunk arrived): a click on it is a client-side navigation. */
async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

test("a client-side navigation to /villas shows the form and the cards in the same render as the heading", async ({
  page,
}) => {
  await page.goto("/");
  const showAll = page.locator('a[href="/villas?popular=true"]');
  // The link is in home's server island (decision 080): the island's element, hydrated, follows it in the page.
  await hydrated(page.locator('[data-island="home-below"]'));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await showAll.click();
  await page.waitForURL(/\/villas\?popular=true/);
  // The list's own heading: the URL changes before React has rendered the new page (home has an h1 too).
  await expect(page.getByRole("heading", { level: 1, name: villas.titlePopular })).toBeVisible();
  // No document load happened, and the deferred parts were there when the heading was.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.locator("main article").count()).toBeGreaterThan(0);
  expect(await page.locator("#villas-guest").count()).toBe(1);
});

test("the store's tab checks its field in the browser on first use (its form kit arrives after the page)", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page } = await memberPage(browser, "id", true);
  await page.goto("/top-up/credits?type=ewallets");
  const destination = page.locator('input[name="destination"]');
  await hydrated(destination);
  await destination.fill("1");
  await destination.blur();
  // The schema's message, shown by the browser: the page did not reload (the URL has no submission).
  await expect(page.locator('[data-field-error="destination"]')).toBeVisible();
  expect(new URL(page.url()).search).toBe("?type=ewallets");
});
