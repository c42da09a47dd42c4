// /villas, the nightly list (seed 000 section 2.6), with and without JavaScript, in id and en.
// With JavaScript at 1280 px and at 360 px, without it on the phone (support/matrix.ts, byScript).
import { expect, test, type Page } from "@playwright/test";
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { byScript } from "./support/matrix.ts";
import { axeViolations } from "./support/readable.ts";

const today = todayInJakarta();
const arrival = addDays(today, 3);
const departure = addDays(today, 6);
const datedSearch = `guest=2&arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(departure)}&duration=3`;

const cards = (page: Page) => page.locator("main article");

async function openFirstCard(page: Page) {
  const link = cards(page).first().getByRole("heading").getByRole("link");
  await link.click();
  await page.waitForURL(/\/detail-villas\?/);
  return new URL(page.url());
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, byScript(javaScriptEnabled), () => {
    test.use({ javaScriptEnabled });

    test("lists properties and a card opens /detail-villas with the stay", async ({ page }) => {
      await page.goto(`/villas?${datedSearch}`);
      await expect(page).toHaveTitle(/Villa dan hotel/);
      await expect(page.getByText(/properti ditemukan/)).toBeVisible();
      await expect(cards(page).first()).toContainText(/mulai Rp [\d.]+ per malam/);
      const url = await openFirstCard(page);
      expect(url.searchParams.get("villas")).toMatch(/^\d+$/);
      expect(url.searchParams.get("guest")).toBe("2");
      expect(url.searchParams.get("arrival")).toBe(apiDateToUrl(arrival));
      expect(url.searchParams.get("departure")).toBe(apiDateToUrl(departure));
      expect(url.searchParams.get("duration")).toBe("3");
    });

    test("an undated card link carries no dates", async ({ page }) => {
      await page.goto("/villas");
      const url = await openFirstCard(page);
      expect(url.searchParams.has("arrival")).toBe(false);
      expect(url.searchParams.get("guest")).toBe("1");
    });

    test("speaks English with ?lng=en", async ({ page }) => {
      await page.goto("/villas?lng=en");
      await expect(page).toHaveTitle(/Villas and hotels/);
      await expect(cards(page).first()).toContainText(/from IDR [\d,]+ per night/);
      await expect(page.getByRole("button", { name: "Explore" })).toBeVisible();
    });

    test("pagination: next and previous keep the other parameters", async ({ page }) => {
      await page.goto("/villas?guest=2");
      const nav = page.getByRole("navigation", { name: "Halaman hasil" });
      await expect(nav.getByRole("link", { name: "Halaman 1" })).toHaveAttribute("aria-current", "page");
      const first = await cards(page).first().getByRole("heading").textContent();
      await nav.getByRole("link", { name: "Halaman berikutnya" }).click();
      await expect(page).toHaveURL(/\/villas\?guest=2&page=1$/);
      await expect(nav.getByRole("link", { name: "Halaman 2" })).toHaveAttribute("aria-current", "page");
      await expect(cards(page).first().getByRole("heading")).not.toHaveText(first ?? "");
      await nav.getByRole("link", { name: "Halaman sebelumnya" }).click();
      await expect(page).toHaveURL(/\/villas\?guest=2$/);
      await expect(nav.getByRole("link", { name: "Halaman 1" })).toHaveAttribute("aria-current", "page");
    });

    test("filter by city, then reset", async ({ page }) => {
      await page.goto("/villas");
      await page.locator("summary", { hasText: "Filter" }).click();
      const select = page.getByLabel("Kota");
      const option = select.locator("option").nth(1);
      const cityId = await option.getAttribute("value");
      const cityName = (await option.textContent())!.trim();
      await select.selectOption(cityId!);
      await page.getByRole("button", { name: "Terapkan" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]city=${cityId}(&|$)`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Villa dan hotel di ${cityName}`);
      const count = await cards(page).count();
      if (count > 0) {
        for (let i = 0; i < count; i++) await expect(cards(page).nth(i)).toContainText(cityName);
      } else {
        await expect(page.getByText("Hotel tidak ditemukan")).toBeVisible();
      }
      await page.getByRole("link", { name: "Reset filter" }).first().click();
      await expect(page).toHaveURL(/\/villas$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Villa dan hotel");
    });

    test("empty result: the not-found picture and message", async ({ page }) => {
      await page.goto("/villas?propertyName=zzzz-no-such-place");
      await expect(page.getByRole("heading", { name: "Hotel tidak ditemukan" })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await page.goto("/villas?propertyName=zzzz-no-such-place&lng=en");
      await expect(page.getByRole("heading", { name: "Hotel not found" })).toBeVisible();
    });

    test("a past check-in in the URL is refused with its message", async ({ page }) => {
      await page.goto(`/villas?arrival=${apiDateToUrl(addDays(today, -1))}&departure=${apiDateToUrl(departure)}`);
      await expect(page.getByText("error, check in harus sama dengan atau setelah hari ini")).toBeVisible();
      await page.goto(
        `/villas?arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(addDays(arrival, 91))}&lng=en`,
      );
      await expect(page.getByText("Maximum stay is 90 nights")).toBeVisible();
    });

    test("guest counter: empty, 0 or too many become 1 to 20", async ({ page }) => {
      await page.goto("/villas?guest=0");
      await expect(page.locator("#villas-guest")).toHaveValue("1");
      await page.goto("/villas?guest=99");
      await expect(page.locator("#villas-guest")).toHaveValue("20");
      await expect(page.locator("#villas-guest")).toHaveAttribute("max", "20");
      await expect(page.locator("#villas-guest")).toHaveAttribute("min", "1");
    });
  });
}

test.describe("JavaScript off: the GET form", () => {
  test.use({ javaScriptEnabled: false });

  test("native date inputs lead to the canonical MM-DD-YYYY URL", async ({ page }) => {
    await page.goto("/villas");
    await page.locator('input[name="arrival"]').fill(arrival);
    await page.locator('input[name="departure"]').fill(departure);
    await page.locator("#villas-guest").fill("3");
    await page.getByRole("button", { name: "Jelajahi" }).click();
    await expect(page).toHaveURL(
      `/villas?arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(departure)}&guest=3&duration=3`,
    );
    await expect(page.getByText(/properti ditemukan|Hotel tidak ditemukan/)).toBeVisible();
  });

  test("a check-out before the check-in is refused", async ({ page }) => {
    await page.goto("/villas");
    await page.locator('input[name="arrival"]').fill(departure);
    await page.locator('input[name="departure"]').fill(arrival);
    await page.getByRole("button", { name: "Jelajahi" }).click();
    await expect(page.getByText("error, check out harus setelah check in")).toBeVisible();
  });
});

test.describe("JavaScript on: the range calendar and the counter", () => {
  test("picks a stay, refuses 0 and 91 nights, and searches from page 0", async ({ page }) => {
    await page.goto("/villas?page=2");
    await page.getByRole("button", { name: /Check In/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog
      .locator(`button[data-day="${addDays(today, -1)}"]`)
      .count()
      .then(async (n) => {
        if (n > 0) await expect(dialog.locator(`button[data-day="${addDays(today, -1)}"]`)).toBeDisabled();
      });
    // One month shows under 640 px, two above: walk the months until a day shows.
    const day = (date: string) => dialog.locator(`button[data-day="${date}"]`).filter({ visible: true });
    async function pick(date: string) {
      while ((await day(date).count()) === 0) {
        const later =
          date >
          ((await dialog.locator("button[data-day]").filter({ visible: true }).last().getAttribute("data-day")) ?? "");
        await dialog.getByRole("button", { name: later ? "Bulan berikutnya" : "Bulan sebelumnya" }).click();
      }
      await day(date).click();
    }
    await pick(arrival);
    await pick(arrival);
    await expect(dialog.getByText("Durasi minimal 1 malam")).toBeVisible();
    await pick(addDays(arrival, 91));
    await expect(dialog.getByText("Durasi maksimal 90 malam")).toBeVisible();
    await pick(departure);
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Jelajahi" }).click();
    await expect(page).toHaveURL(
      `/villas?guest=1&arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(departure)}&duration=3`,
    );
  });

  test("a phone's calendar builds one month, and shows two once the screen is wide @phone", async ({ page }) => {
    const monthName = (date: string, ahead: number) =>
      new Intl.DateTimeFormat("id-ID", { month: "long", year: "numeric", timeZone: "UTC" }).format(
        Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + ahead, 1),
      );
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/villas");
    await page.getByRole("button", { name: /Check In/ }).click();
    const months = page.getByRole("dialog").getByRole("grid");
    // Not a second month hidden by CSS (which getByRole would not count): its 42 labelled buttons
    // were built in the tap that opens the calendar, for nothing.
    await expect(page.getByRole("dialog").locator("table")).toHaveCount(1);
    await expect(months).toHaveCount(1);
    await expect(months.first()).toBeVisible();
    await expect(months.first()).toHaveAccessibleName(monthName(today, 0));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(months).toHaveCount(2);
    await expect(months.nth(0)).toBeVisible();
    await expect(months.nth(1)).toBeVisible();
    await expect(months.nth(1)).toHaveAccessibleName(monthName(today, 1));
  });

  test("the guest counter stops at 1 and at 20", async ({ page }) => {
    await page.goto("/villas?guest=2");
    const minus = page.getByRole("button", { name: "Kurangi tamu" });
    const plus = page.getByRole("button", { name: "Tambah tamu" });
    await expect(minus).toBeEnabled();
    await minus.click();
    await expect(page.locator("#villas-guest")).toHaveValue("1");
    await expect(minus).toBeDisabled();
    await page.goto("/villas?guest=19");
    await plus.click();
    await expect(page.locator("#villas-guest")).toHaveValue("20");
    await expect(plus).toBeDisabled();
  });
});

test.describe("accessibility", () => {
  // axe runs inside the page, so it needs JavaScript; the no-JavaScript markup is the same HTML.
  test("axe finds no violations on /villas, with the filter panel open", async ({ page }) => {
    await page.goto(`/villas?${datedSearch}`);
    await page.locator("summary", { hasText: "Filter" }).click();
    expect(await axeViolations(page, { include: "main" })).toEqual([]);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test(
    `a page past the last one offers the last page (issue 10), JavaScript ${javaScriptEnabled ? "on" : "off"}`,
    byScript(javaScriptEnabled),
    async ({ browser }) => {
      const page = await browser.newPage({ javaScriptEnabled });
      await page.goto("/villas?page=999&lng=en");
      const past = page.locator("[data-past-last-page]");
      await expect(past).toContainText("past the last one");
      await past.getByRole("link", { name: "Go to the last page" }).click();
      // (The URL already holds page=999: wait for the navigation to the last page itself.)
      await expect(page).toHaveURL(
        (url) => /^\d+$/.test(url.searchParams.get("page") ?? "") && Number(url.searchParams.get("page")) < 999,
      );
      await expect(page.locator("main article").first()).toBeVisible();
      await page.close();
    },
  );
}

// Issue 15: what a slow phone downloads first.
test.describe("first load", () => {
  test("the server's HTML has one photo per card: the first card's eager with high priority, the others lazy", async ({
    request,
  }) => {
    const html = await (await request.get(`/villas?${datedSearch}`)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const articles = main.split("<article").slice(1);
    expect(articles.length).toBeGreaterThan(1);
    const images = articles.map((article) => [...article.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]));
    for (const list of images) expect(list).toHaveLength(1);
    expect(images[0]![0]).toContain('loading="eager"');
    expect(images[0]![0]).toContain('fetchPriority="high"');
    expect(images[0]![0]).toMatch(/srcSet="[^"]+480w[^"]+960w"/);
    for (const list of images.slice(1)) {
      expect(list[0]).toContain('loading="lazy"');
      expect(list[0]).not.toContain("fetchPriority");
    }
  });

  test("the page embeds only its catalogues; a client-side navigation fetches the next page's", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/villas?${datedSearch}`)).text();
    const embedded = JSON.parse(/<script id="i18n-resources"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
      string,
      unknown
    >;
    expect(Object.keys(embedded)).toContain("villas");
    expect(Object.keys(embedded)).not.toContain("detail");
    expect(Object.keys(embedded)).not.toContain("reservation");

    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/resources/locales")) fetched.push(new URL(r.url()).searchParams.get("ns") ?? "");
    });
    await page.goto(`/villas?${datedSearch}`);
    // Once hydrated (the dots need JavaScript), reaching for the slider brings the other photos.
    const first = cards(page).first();
    await expect(first.locator("[data-dot]").nth(1)).toBeAttached();
    expect(await first.locator("img").count()).toBe(1);
    await first.locator("img").hover();
    await expect(first.locator("img")).toHaveCount(await first.locator("[data-dot]").count());
    await openFirstCard(page);
    // The detail screen's own catalogue arrived: its headings are words, not keys.
    await expect(page.getByRole("heading", { name: "Peraturan" })).toBeVisible();
    expect(fetched.join(",")).toContain("detail");
    await expect(page.getByText("sections.")).toHaveCount(0);
  });
});
