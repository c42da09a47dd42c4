// Issue 14, restaurants (seed 002): /restaurants/{slug} (recommended, product types with up to
// three products and More Info, the toggle between the two brands) to /restaurants/type/{r}/{t}
// (brand header linking back, grid, 'Info not available') to /restaurants/detail/{id} (image
// modal, price, outlet then marketplace chips, Add To Order greyed with its messages, then the
// marketplace deep link). Chips are toggle buttons with JavaScript and links without. id and en,
// JavaScript on and off, 360 px (phone project), axe.
import { expect, test, type Page } from "@playwright/test";
import enCommon from "#core/locales/en/common.json" with { type: "json" };
import enDiscover from "#core/locales/en/discover.json" with { type: "json" };
import idCommon from "#core/locales/id/common.json" with { type: "json" };
import idDiscover from "#core/locales/id/discover.json" with { type: "json" };
import { expectReadable } from "./support/readable.ts";
import { VARIANTS } from "./support/matrix.ts";

const TEXT = {
  id: { ...idDiscover.restaurants, notFound: idCommon.errors.notFoundTitle },
  en: { ...enDiscover.restaurants, notFound: enCommon.errors.notFoundTitle },
} as const;
/** The demo menu's text in each language (api/db/seed/restaurants.ts); dish names are the same in both. */
const MENU = {
  id: {
    mains: "Makanan Utama",
    padang: "Nasi Padang",
    seasonal: "Menu Musiman",
    friedRice: "Nasi goreng dengan telur mata sapi",
    friedRiceText: "Nasi goreng bumbu kampung",
  },
  en: {
    mains: "Main courses",
    padang: "Padang rice plates",
    seasonal: "Seasonal menu",
    friedRice: "Fried rice with a fried egg",
    friedRiceText: "Village-style fried rice",
  },
} as const;
const MARKETPLACE_LINK = /^https:\/\/gofood\.co\.id\/[a-z]+\/restaurant\/nusa-cafe-[a-z]+-[0-9a-f-]{36}$/;

/** How the page's chips work: toggle buttons with JavaScript, links without. */
const chip = (page: Page, javaScriptEnabled: boolean, name: string) =>
  page.getByRole(javaScriptEnabled ? "button" : "link", { name, exact: true });

for (const { lang, javaScriptEnabled, tag } of VARIANTS) {
  test.describe(`restaurants (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, { tag }, () => {
    test.use({ javaScriptEnabled });
    const text = TEXT[lang];
    const menu = MENU[lang];

    test("restaurant to type to product to a marketplace link, the toggle, the image modal", async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`/restaurants/nusa-cafe?lng=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nusa Cafe");
      // Four recommended products in the data: three shown.
      await expect(page.locator("[data-recommended] > li")).toHaveCount(3);
      // Menu text in the page's language: the type name and the product's short description.
      await expect(page.locator("[data-product-type]").first().getByRole("heading", { level: 2 })).toHaveText(
        menu.mains,
      );
      await expect(page.locator("[data-recommended] > li").first()).toContainText(menu.friedRice);
      const sections = page.locator("[data-product-type]");
      expect(await sections.count()).toBeGreaterThanOrEqual(4);
      for (const section of await sections.all())
        expect(await section.locator("[data-product]").count()).toBeLessThanOrEqual(3);
      await expect(page.locator("[data-info-not-available]")).toHaveText(text.infoNotAvailable);
      await expectReadable(page, javaScriptEnabled);

      // The toggle, both ways.
      const toggle = page.locator("[data-restaurant-toggle]");
      await expect(toggle.getByRole("link", { name: "Nusa Cafe" })).toHaveAttribute("aria-current", "page");
      await toggle.getByRole("link", { name: "Nusa Minang" }).click();
      await expect(page).toHaveURL(/\/restaurants\/nusa-minang$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nusa Minang");
      await expect(page.getByRole("heading", { level: 2, name: menu.padang })).toBeVisible();
      await expect(toggle.getByRole("link", { name: "Nusa Minang" })).toHaveAttribute("aria-current", "page");
      await toggle.getByRole("link", { name: "Nusa Cafe" }).click();
      await expect(page).toHaveURL(/\/restaurants\/nusa-cafe$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nusa Cafe");

      // More Info of the first type: every product of it (four), the brand linking back.
      const main = page.locator("[data-product-type]").first();
      const typeName = (await main.getByRole("heading", { level: 2 }).textContent())!.trim();
      await main.getByRole("link", { name: text.moreInfoOf.replace("{{type}}", typeName) }).click();
      await expect(page).toHaveURL(/\/restaurants\/type\/1\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(typeName);
      expect(typeName).toBe(menu.mains);
      await expect(page.locator("[data-type-products] > li")).toHaveCount(4);
      await expect(page.locator("[data-brand-link]")).toHaveAttribute("href", "/restaurants/nusa-cafe");
      await expectReadable(page, javaScriptEnabled);

      // The product: name, price (the promo price), description.
      const card = page.locator("[data-product]").first();
      const name = (await card.locator("[data-product-name]").textContent())!.trim();
      await card.click();
      await expect(page).toHaveURL(/\/restaurants\/detail\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.locator("main [data-price]").first()).toHaveAttribute("data-price", "29000");
      await expect(page.locator("[data-description] p").first()).toContainText(menu.friedRiceText);
      await expect(page.locator("[data-order-box]")).toHaveAttribute(
        "data-order-box",
        javaScriptEnabled ? "js" : "links",
      );
      await expectReadable(page, javaScriptEnabled);

      // The image modal: open, step, close.
      await page.locator("[data-photo-link='1']").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`${name}:`);
      await expect(dialog.locator("[data-photo-modal]")).toHaveAttribute("data-photo-modal", "1");
      await dialog.locator("[data-photo-next]").click();
      await expect(dialog.locator("[data-photo-modal]")).toHaveAttribute("data-photo-modal", "2");
      await expectReadable(page, javaScriptEnabled);
      await dialog.getByRole("link", { name: lang === "en" ? "Close" : "Tutup", exact: true }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // Add To Order: greyed, then 'Choose outlet first', 'Choose marketplace first', then the link.
      const message = page.locator("[data-order-message]");
      const addToOrder = page.locator("[data-add-to-order]");
      await expect(addToOrder).toHaveAttribute("data-add-to-order", "greyed");
      await expect(page.locator("[data-marketplaces]")).toHaveCount(0);
      await addToOrder.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
      await expect(message).toHaveText(text.chooseOutletFirst);
      await chip(page, javaScriptEnabled, "Nusa Cafe Malioboro").click();
      await expect(chip(page, javaScriptEnabled, "GoFood")).toBeVisible();
      await expect(message).toHaveText("");
      await expect(addToOrder).toHaveAttribute("data-add-to-order", "greyed");
      await addToOrder.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
      await expect(message).toHaveText(text.chooseMarketplaceFirst);
      await chip(page, javaScriptEnabled, "GoFood").click();
      if (javaScriptEnabled) await expect(chip(page, true, "GoFood")).toHaveAttribute("aria-pressed", "true");
      else await expect(page).toHaveURL(/\?outlet=\d+&marketplace=\d+#order$/);
      await expect(addToOrder).toHaveAttribute("data-add-to-order", "ready");
      await expect(addToOrder).toHaveAttribute("href", MARKETPLACE_LINK);
      await expect(addToOrder).toHaveAttribute("href", /nusa-cafe-malioboro/);
      await expectReadable(page, javaScriptEnabled);

      // Another outlet drops the marketplace choice.
      await chip(page, javaScriptEnabled, "Nusa Cafe Seminyak").click();
      await expect(addToOrder).toHaveAttribute("data-add-to-order", "greyed");

      // Recommended Menu: other recommended products of the cafe.
      const recommended = page.locator("[data-recommended-menu] > li");
      expect(await recommended.count()).toBeGreaterThan(0);
      await expect(recommended.locator("[data-product-name]", { hasText: new RegExp(`^${name}$`) })).toHaveCount(0);
    });

    test("an empty type says 'Info not available'; unknown restaurants, types and products are a translated 404", async ({
      page,
    }) => {
      await page.goto(`/restaurants/nusa-cafe?lng=${lang}`);
      const seasonal = page.locator("[data-product-type]", { has: page.locator("[data-info-not-available]") });
      await seasonal.locator("[data-more-info]").click();
      await expect(page).toHaveURL(/\/restaurants\/type\/1\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(menu.seasonal);
      await expect(page.locator("[data-info-not-available]")).toHaveText(text.infoNotAvailable);
      await expectReadable(page, javaScriptEnabled);

      for (const path of [
        "/restaurants/nusa-sushi",
        "/restaurants/type/1/999999",
        "/restaurants/type/2/1",
        "/restaurants/type/abc/1",
        "/restaurants/detail/999999",
        "/restaurants/detail/abc",
      ]) {
        expect((await page.goto(`${path}?lng=${lang}`))?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notFound);
      }
    });
  });
}

test("the home page's Nusa Food shortcut reaches the cafe's menu", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "popup_promo_closed", value: "1", url: baseURL ?? "http://127.0.0.1:3210" }]);
  await page.goto("/?lng=en");
  await page.locator("[data-shortcut='nusa-food']").click();
  await expect(page).toHaveURL(/\/restaurants\/nusa-cafe$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nusa Cafe");
});
