// /detail-villas' sections are deferred parts (docs/decisions/037-detail-first-load.md): the page's
// first load names none of their code and embeds none of their catalogues; the server renders them
// in place (the page works without JavaScript), and with JavaScript they hydrate from their own chunk
// and every control works on first use. The projects run every test at 1280 px and at 360 px.
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { apiDateToUrl } from "#core/dates.ts";
import { freeStay, type Stay } from "./support/stays.ts";

const VILLA = 1;

const query = (stay: Stay) => `guest=2&${stay.query}`;

/** React has hydrated the element (its part's chunk arrived): its handlers run. */
async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

/** Console errors and uncaught exceptions (a hydration mismatch is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Marks the document: still there after a client-side navigation, gone after a document load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

/** Villa 1's page for a free stay, English, the document marked, its 'See all photos' link hydrated. */
async function openWithGalleryLink(page: Page, request: APIRequestContext): Promise<Locator> {
  const stay = await freeStay(request, VILLA, 40);
  await page.goto(`/detail-villas?villas=${VILLA}&${query(stay)}&lng=en`);
  const seeAll = page.getByRole("link", { name: /See all \d+ photos/ });
  await hydrated(seeAll);
  await markDocument(page);
  return seeAll;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "popup_promo_closed", value: "1", url: baseURL! }]);
});

test.describe("JavaScript on", () => {
  test("the first load carries none of the sections' code or catalogues; they hydrate and work on first use", async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const first = await freeStay(request, VILLA, 40);
    const next = await freeStay(request, VILLA, 70);
    const errors = collectErrors(page);
    const response = await page.goto(`/detail-villas?villas=${VILLA}&${query(first)}&lng=en`);
    const html = (await response!.text()).slice(0, 400_000);

    // First load: the route module and the framework, not the parts' chunk; the shell's catalogue only.
    const named = [...html.matchAll(/<(?:link rel="modulepreload" href|script[^>]+src)="([^"]+)"/g)].map((m) => m[1]);
    expect(named.some((file) => file?.includes("detail-villas"))).toBe(true);
    expect(
      named.filter((file) => /detail-parts|booking|date-range|guest-counter|property-card/.test(file ?? "")),
    ).toEqual([]);
    const embedded = Object.keys(JSON.parse((await page.locator("#i18n-resources").textContent()) ?? "{}"));
    expect(embedded).not.toContain("detail");
    expect(embedded).not.toContain("search");

    // The server's HTML is whole before anything hydrates: header, sections, the booking form.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Rules" })).toBeVisible();

    // The phones' bottom bar opens the booking box as a modal, without a document load.
    const prefix = isMobile ? "booking-modal" : "booking";
    if (isMobile) {
      const chooseDates = page.getByRole("link", { name: /^(Choose|Change) dates$/ });
      await hydrated(chooseDates);
      await markDocument(page);
      await chooseDates.click();
      await expect(page.getByRole("dialog", { name: "Book your stay" })).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
    }

    // The guest counter counts (a control of the hydrated part, not the server's plain field).
    const more = page.getByRole("button", { name: "More guests" }).first();
    await hydrated(more);
    await more.click();
    await expect(page.locator(`#${prefix}-guest`)).toHaveValue("3");

    // The date range picker opens, loads its calendar and takes a new stay: the prices follow the URL.
    await markDocument(page);
    await page.locator(`button#${prefix}-arrival`).click();
    const calendar = page.getByRole("dialog", { name: "Choose your stay dates" });
    await expect(calendar.locator("button[data-day]").first()).toBeAttached();
    for (const date of [next.arrival, next.departure]) {
      const day = calendar.locator(`button[data-day="${date}"]`).filter({ visible: true });
      while ((await day.count()) === 0) await calendar.getByRole("button", { name: "Next month" }).click();
      await day.click();
    }
    await expect(page).toHaveURL((url) => url.searchParams.get("arrival") === apiDateToUrl(next.arrival));
    expect(new URL(page.url()).searchParams.get("departure")).toBe(apiDateToUrl(next.departure));
    expect(await sameDocument(page)).toBe(true);
    await expect(page.getByText("Total for 2 nights").first()).toBeVisible();
    if (await calendar.isVisible()) await calendar.getByRole("button", { name: "Close", exact: true }).click();

    // Reserve checks in the browser, then goes on to the reservation form.
    await page.getByRole("button", { name: "Reserve", exact: true }).first().click();
    await page.waitForURL(/\/reservation-form\?/);
    const booked = new URL(page.url()).searchParams;
    expect([booked.get("villas"), booked.get("guest"), booked.get("arrival")]).toEqual([
      String(VILLA),
      "3",
      apiDateToUrl(next.arrival),
    ]);

    expect(errors).toEqual([]);
  });

  test("the gallery and the facilities open as modals on first use, without a document load", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const seeAll = await openWithGalleryLink(page, request);
    await seeAll.click();
    const gallery = page.getByRole("dialog");
    await expect(gallery.locator("[data-gallery-counter]")).toHaveText(/^1 \/ \d+$/);
    // Villa 1 has two bedroom photos: a category, then the next photo in it.
    await gallery.getByRole("link", { name: "Bedroom (2)" }).click();
    await expect(gallery.locator("[data-gallery-counter]")).toHaveText("1 / 2");
    await gallery.getByRole("link", { name: /Next/ }).click();
    await expect(gallery.locator("[data-gallery-counter]")).toHaveText("2 / 2");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get("modal")).toBeNull();

    const facilities = page.getByRole("link", { name: /See all \d+ facilities/ });
    if ((await facilities.count()) > 0) {
      await facilities.click();
      await expect(page.getByRole("dialog", { name: "Facilities" })).toBeVisible();
      await page.getByRole("dialog", { name: "Facilities" }).getByRole("link", { name: "Close" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a modal opens at once while the shell's parts still load; the shell stays, the URL follows", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    // The shell parts' chunk (the footer's among them) is held: a navigation rendered now would drop
    // the footer's server HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let partsAsked = false;
    await page.route(/\/assets\/shell-parts-[\w-]+\.js$/, async (route) => {
      partsAsked = true;
      await held;
      await route.continue();
    });
    const seeAll = await openWithGalleryLink(page, request);
    await expect.poll(() => partsAsked).toBe(true);
    await seeAll.click();
    const gallery = page.getByRole("dialog");
    await expect(gallery.locator("[data-gallery-counter]")).toHaveText(/^1 \/ \d+$/);
    await gallery.getByRole("link", { name: "Bedroom (2)" }).click();
    await expect(gallery.locator("[data-gallery-counter]")).toHaveText("1 / 2");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    expect(await footer.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__react")))).toBe(false);
    expect(new URL(page.url()).searchParams.get("modal")).toBeNull();

    release();
    await hydrated(footer);
    await expect(page).toHaveURL(/[?&]category=bedroom(&|$)/);
    expect(new URL(page.url()).searchParams.get("modal")).toBe("gallery");
    await expect(gallery.locator("[data-gallery-counter]")).toHaveText("1 / 2");
    await gallery.getByRole("link", { name: "Close" }).first().click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get("modal")).toBeNull();
    await expect(footer).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a client-side navigation from /villas shows the page whole, its parts loaded with the data", async ({
    page,
    request,
  }) => {
    const stay = await freeStay(request, VILLA, 40);
    await page.goto(`/villas?${query(stay)}&lng=en`);
    const card = page.locator("main article").first().getByRole("heading").getByRole("link");
    await hydrated(card);
    await markDocument(page);
    await card.click();
    await page.waitForURL(/\/detail-villas\?/);
    // The URL changes before the new page renders (the list stays while the data and parts load):
    // wait for a section of the detail page, then the heading and the booking form must be there in
    // the same render, hydrated (no server HTML here).
    await expect(page.locator("h2#rules")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.locator('main form[method="get"] button[name="reserve"]').count()).toBeGreaterThan(0);
    expect(await sameDocument(page)).toBe(true);
    await expect(page.getByRole("heading", { name: "Rules" })).toBeVisible(); // the detail catalogue came with the parts
  });
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's parts work as HTML: the gallery's links, the booking box as a GET form", async ({
    page,
    request,
    isMobile,
  }) => {
    const stay = await freeStay(request, VILLA, 40);
    await page.goto(`/detail-villas?villas=${VILLA}&${query(stay)}&lng=en`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Rules" })).toBeVisible();

    await page.getByRole("link", { name: /See all \d+ photos/ }).click();
    await expect(page).toHaveURL(/modal=gallery/);
    const gallery = page.getByRole("dialog");
    await expect(gallery.locator("[data-gallery-counter]")).toHaveText(/^1 \/ \d+$/);
    await gallery.getByRole("link", { name: "Bedroom (2)" }).click();
    await expect(page).toHaveURL(/category=bedroom/);
    await page.getByRole("dialog").getByRole("link", { name: /Next/ }).click();
    await expect(page.getByRole("dialog").locator("[data-gallery-counter]")).toHaveText("2 / 2");
    await page.getByRole("dialog").getByRole("link", { name: "Close" }).first().click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    if (isMobile) {
      await page.getByRole("link", { name: /^(Choose|Change) dates$/ }).click();
      await expect(page.getByRole("dialog", { name: "Book your stay" })).toBeVisible();
    }
    await page.getByRole("button", { name: "Reserve", exact: true }).first().click();
    await page.waitForURL(/\/reservation-form\?/);
  });
});
