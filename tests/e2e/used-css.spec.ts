// Each document inlines only the part of the stylesheet its markup uses (decision 068): without
// JavaScript every element must look exactly as it does with the whole stylesheet, and with
// JavaScript the whole file follows once the page has hydrated (for what the browser renders later).
import { expect, test, type Page } from "@playwright/test";

const PAGES = [
  "/",
  "/villas",
  "/detail-villas?villas=3",
  "/stay-monthly",
  "/promo/all",
  "/reservation-check",
  "/about",
];

/**
 * Every element's computed style, in document order: all properties but custom properties (the
 * page gets only the theme values it reads) and what an animation moves.
 */
function styles(page: Page): Promise<{ element: string; style: Record<string, string> }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((el) => {
      const computed = getComputedStyle(el);
      const style: Record<string, string> = {};
      for (let i = 0; i < computed.length; i++) {
        const name = computed.item(i);
        if (!name.startsWith("--") && name !== "opacity" && name !== "transform")
          style[name] = computed.getPropertyValue(name);
      }
      return { element: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${el.classList[0] ?? ""}`, style };
    }),
  );
}

test("with JavaScript the whole stylesheet is linked once the page has hydrated, not before", async ({ page }) => {
  const response = await page.goto("/");
  const html = (await response!.text()).slice(0, 400_000);
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  const sheet = page.locator('head link[rel="stylesheet"]');
  await expect(sheet).toHaveCount(1);
  await expect
    .poll(() => sheet.evaluate((link: HTMLLinkElement) => link.sheet?.cssRules.length ?? 0))
    .toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of PAGES) {
    test(`${path}: the inlined part styles every element as the whole stylesheet does`, async ({ page, browser }) => {
      // The whole file's address, as the hydrated page links it.
      const withJs = await browser.newContext({ javaScriptEnabled: true });
      const hydrated = await withJs.newPage();
      await hydrated.goto("/");
      const href = await hydrated.locator('head link[rel="stylesheet"]').getAttribute("href");
      await withJs.close();
      expect(href).toMatch(/^\/assets\/.+\.css$/);

      await page.goto(path);
      const inlined = (await page.locator("style#app-css").textContent()) ?? "";
      expect(inlined.length).toBeGreaterThan(1000);
      const before = await styles(page);
      // (No load event without JavaScript: the sheet's rules show it has arrived.)
      await page.evaluate((url) => {
        document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: url }));
      }, href!);
      await expect
        .poll(() =>
          page.evaluate(
            () => document.querySelector<HTMLLinkElement>("head > link[rel=stylesheet]")?.sheet?.cssRules.length ?? 0,
          ),
        )
        .toBeGreaterThan(0);
      const after = await styles(page);
      expect(after.length).toBe(before.length);
      const differences = after.flatMap(({ element, style }, i) =>
        Object.keys(style)
          .filter((name) => style[name] !== before[i]!.style[name])
          .map((name) => `${element} ${name}: ${before[i]!.style[name]} -> ${style[name]}`),
      );
      expect(differences.slice(0, 10)).toEqual([]);
    });
  }
});
