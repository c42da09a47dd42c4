// What the first paint of the main pages needs (decisions 033, 089): the stylesheet first in the head, the
// image a visitor sees first preloaded from the head, the home's popup promo out of the way, and
// the long-stay lists a page at a time. At 1280 px and at 360 px (without JavaScript: 360 px).
import { expect, test, type Page } from "@playwright/test";
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { byScript } from "./support/matrix.ts";

const arrival = addDays(todayInJakarta(), 30);
const stay = `guest=2&arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(addDays(arrival, 2))}&duration=2`;

/** The first image of the page's main content that is not lazy: what the visitor sees first. */
const FIRST_IMAGE: [string, string, string][] = [
  ["home", "/", "[data-carousel] img"],
  ["villas", `/villas?${stay}`, "main article img"],
  ["detail", `/detail-villas?villas=1&${stay}`, "main img"],
  ["long-stay list", "/stay-monthly", "[data-long-stay-card] img"],
  ["promo gallery", "/promo/all", "main img"],
];

async function closedPopupPromo(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "popup_promo_closed", value: "1", url: baseURL! }]);
}

test.describe("first paint", () => {
  for (const [name, path, selector] of FIRST_IMAGE) {
    test(`${name}: the stylesheet is in the head and the first image is preloaded with high priority`, async ({
      page,
      baseURL,
    }) => {
      await closedPopupPromo(page, baseURL);
      const response = await page.goto(path);
      const html = (await response!.text()).slice(0, 200_000);
      const head = html.slice(0, html.indexOf("</head>"));
      // The one stylesheet, linked before anything else the head asks for but the first image
      // (decision 089), hashed and cached a year; nothing of it inlined.
      const links = [...head.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
      const sheets = links.filter((link) => /rel="stylesheet"/.test(link));
      expect(sheets).toHaveLength(1);
      expect(sheets[0]).toMatch(/href="\/assets\/app-[\w-]+\.css"/);
      const firstPreload = links.findIndex((link) => /rel="modulepreload"/.test(link));
      expect(links.indexOf(sheets[0]!)).toBeLessThan(firstPreload);
      expect(head).not.toMatch(/<style\b/);
      const sheet = await page.request.get(/href="([^"]+)"/.exec(sheets[0]!)![1]!);
      expect(sheet.headers()["cache-control"]).toMatch(/max-age=31536000/);
      expect(await sheet.text()).toContain("position:sticky");

      // One high-priority image preload (React writes it for the high-priority <img>), with the
      // responsive candidates of the image shown first.
      const preloads = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
      await expect(preloads).toHaveCount(1);
      const srcset = (await preloads.getAttribute("imagesrcset")) ?? "";
      const first = page.locator(selector).first();
      await expect(first).toBeVisible();
      await expect(first).toHaveAttribute("loading", "eager");
      await expect(first).toHaveAttribute("fetchpriority", "high");
      expect(await first.getAttribute("srcset")).toBe(srcset);
      expect(await preloads.getAttribute("imagesizes")).toBe(await first.getAttribute("sizes"));
      // The browser picked one of those candidates for the image on screen.
      const shown = await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      expect(srcset.split(",").map((c) => c.trim().split(" ")[0])).toContain(shown);
      // Only that image asks for high priority.
      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    });
  }

  test("home: hydration waits until the first banner is shown, so its paint is not held behind it", async ({
    page,
    baseURL,
  }) => {
    await closedPopupPromo(page, baseURL);
    // The banner arrives late; it is still in time for the cap (app/entry.client.tsx).
    await page.route(/\/images\/voucher\/promo-bali20[^/]*\.webp$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { times: Record<string, number> }).times = times;
      document.addEventListener(
        "load",
        (event) => {
          if ((event.target as Element).matches?.('img[fetchpriority="high"]')) times.picture ??= performance.now();
        },
        true,
      );
      // The carousel's buttons stay invisible until it hydrates (decision 033).
      new MutationObserver(() => {
        if (
          document.querySelector('[data-section="promo"] button') &&
          !document.querySelector('[data-section="promo"] .invisible')
        )
          times.hydrated ??= performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
    });
    await page.goto("/");
    await expect(page.locator('[data-section="promo"] button[aria-pressed]')).toBeVisible();
    const times = await page.evaluate(() => (window as unknown as { times: Record<string, number> }).times);
    expect(times.picture, "the banner loaded").toBeGreaterThan(0);
    expect(times.hydrated).toBeGreaterThan(times.picture!);
  });

  test("home: a banner that does not come does not keep the page from hydrating", async ({ page, baseURL }) => {
    await closedPopupPromo(page, baseURL);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/images\/voucher\/promo-bali20[^/]*\.webp$/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator('[data-section="promo"] button[aria-pressed]')).toBeVisible();
    expect(await page.locator('img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => img.complete)).toBe(
      false,
    );
    release();
  });

  test("home: the popup promo is not in the first paint, and its picture stays smaller than the first banner", async ({
    page,
  }) => {
    const html = await (await page.request.get("/")).text();
    // In the server's HTML only inside <noscript>: a browser with JavaScript never loads its picture.
    const popupAt = html.indexOf("data-popup-carousel");
    expect(popupAt).toBeGreaterThan(0);
    expect(html.lastIndexOf("<noscript>", popupAt)).toBeGreaterThan(html.lastIndexOf("</noscript>", popupAt));
    expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+promo-popup/);

    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Promo untuk Anda" });
    await expect(dialog).toBeVisible();
    const popupImage = await dialog.locator("[data-popup-promo] img").boundingBox();
    const banner = await page.locator("[data-carousel] img").first().boundingBox();
    expect(popupImage!.width * popupImage!.height).toBeLessThan(banner!.width * banner!.height);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(
    `long-stay list pages (JavaScript ${javaScriptEnabled ? "on" : "off"})`,
    byScript(javaScriptEnabled),
    () => {
      test.use({ javaScriptEnabled });

      test("24 cards a page, page links to the next ones; past the last page goes to the last", async ({ page }) => {
        await page.goto("/stay-monthly");
        const cards = page.locator("[data-long-stay-card]");
        await expect(cards).toHaveCount(24);
        const firstPage = await cards.evaluateAll((list) => list.map((c) => c.getAttribute("data-long-stay-card")));
        const pages = page.getByRole("navigation", { name: "Halaman hasil" });
        await expect(pages.getByRole("link", { name: "Halaman 1" })).toHaveAttribute("aria-current", "page");
        // Only the first card's photo is eager.
        await expect(cards.first().locator("img")).toHaveAttribute("loading", "eager");
        await expect(cards.nth(1).locator("img")).toHaveAttribute("loading", "lazy");

        await pages.getByRole("link", { name: "Halaman 2" }).click();
        await expect(page).toHaveURL(/\/stay-monthly\?page=1$/);
        await expect(page).toHaveTitle(/Halaman 2/);
        await expect(pages.getByRole("link", { name: "Halaman 2" })).toHaveAttribute("aria-current", "page");
        const secondPage = await cards.evaluateAll((list) => list.map((c) => c.getAttribute("data-long-stay-card")));
        expect(secondPage.length).toBeGreaterThan(0);
        expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
        await expect(cards.first().locator("a")).toHaveAttribute("href", `/stay-monthly/${secondPage[0]}`);

        await page.goto("/stay-monthly?page=999");
        await expect(page).toHaveURL(/\/stay-monthly\?page=\d$/);
        await expect(pages.getByRole("link", { name: /Halaman \d/ }).last()).toHaveAttribute("aria-current", "page");
      });
    },
  );
}
