// The home search box (seed 000 sections 2.5 and 5): search → /villas → a card → /detail-villas,
// with and without JavaScript, in id and en, at 1280 px and at 360 px (the runs of support/matrix.ts).
import { expect, test, type Page } from "@playwright/test";
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { variantOf } from "./support/matrix.ts";
import { axeViolations } from "./support/readable.ts";

const today = todayInJakarta();
const arrival = addDays(today, 3);
const departure = addDays(today, 6);

const TEXT = {
  id: {
    explore: "Jelajahi",
    alertDate: "Silakan pilih tanggal check in dan check out",
    past: "error, check in harus sama dengan atau setelah hari ini",
    before: "error, check out harus setelah check in",
    tooLong: "Durasi maksimal 90 malam",
    startDate: "tanggal mulai wajib diisi",
    next: "Bulan berikutnya",
    previous: "Bulan sebelumnya",
  },
  en: {
    explore: "Explore",
    alertDate: "Please choose your check-in and check-out dates",
    past: "error, check in must equal or greater than today",
    before: "error, check out must greater than check in",
    tooLong: "Maximum stay is 90 nights",
    startDate: "start date required",
    next: "Next month",
    previous: "Previous month",
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  // The home page's popup promo would cover the search box.
  await context.addCookies([{ name: "popup_promo_closed", value: "1", url: baseURL! }]);
});

/** The page is interactive once the date fields have become the calendar's buttons. */
async function hydrated(page: Page) {
  await expect(page.locator("button#search-arrival")).toBeVisible();
}

/** Picks a day in the open range calendar, moving month by month until it shows. */
async function pickDay(page: Page, date: string, lang: "id" | "en") {
  const dialog = page.getByRole("dialog");
  const day = dialog.locator(`button[data-day="${date}"]`).filter({ visible: true });
  await expect(dialog.locator("button[data-day]").first()).toBeAttached(); // the calendar is loaded on first use
  while ((await day.count()) === 0) {
    const last =
      (await dialog.locator("button[data-day]").filter({ visible: true }).last().getAttribute("data-day")) ?? "";
    await dialog.getByRole("button", { name: date > last ? TEXT[lang].next : TEXT[lang].previous }).click();
  }
  await day.click();
}

async function expectVillasThenDetail(page: Page) {
  await page.waitForURL(/\/villas\?/);
  await expect(page.locator("#villas-guest")).toBeVisible(); // the list has rendered, not only the URL changed
  const url = new URL(page.url());
  expect(url.searchParams.get("guest")).toBe("2");
  expect(url.searchParams.get("arrival")).toBe(apiDateToUrl(arrival));
  expect(url.searchParams.get("departure")).toBe(apiDateToUrl(departure));
  expect(url.searchParams.get("duration")).toBe("3");
  expect(url.searchParams.get("city")).toMatch(/^\d+$/);
  await page.locator("main article").first().getByRole("heading").getByRole("link").click();
  await page.waitForURL(/\/detail-villas\?/);
  const detail = new URL(page.url());
  expect(detail.searchParams.get("villas")).toMatch(/^\d+$/);
  expect(detail.searchParams.get("arrival")).toBe(apiDateToUrl(arrival));
  expect(detail.searchParams.get("departure")).toBe(apiDateToUrl(departure));
  expect(detail.searchParams.get("duration")).toBe("3");
  expect(detail.searchParams.get("guest")).toBe("2");
}

for (const lang of ["id", "en"] as const) {
  test.describe(`${lang}, JavaScript off`, { tag: variantOf(lang, false).tag }, () => {
    test.use({ javaScriptEnabled: false });
    const home = lang === "en" ? "/?lng=en" : "/";

    test("search by a typed city name, then open a card", async ({ page }) => {
      await page.goto(home);
      await expect(page.locator("datalist option").first()).toBeAttached();
      await page.locator("#search-destination").fill("Badung");
      await page.locator('input[name="arrival"]').fill(arrival);
      await page.locator('input[name="departure"]').fill(departure);
      await page.locator("#search-guest").selectOption("2");
      await page.getByRole("button", { name: TEXT[lang].explore }).click();
      await expectVillasThenDetail(page);
    });

    test("the server's messages beside the fields", async ({ page }) => {
      const submit = async (checkIn: string, checkOut: string) => {
        await page.goto(home);
        await page.locator('input[name="arrival"]').fill(checkIn);
        await page.locator('input[name="departure"]').fill(checkOut);
        await page.getByRole("button", { name: TEXT[lang].explore }).click();
        await page.waitForLoadState();
      };
      await submit(addDays(today, -1), departure);
      await expect(page.getByText(TEXT[lang].past)).toBeVisible();
      await expect(page.locator('input[name="arrival"]')).toHaveValue(""); // the seed clears the field
      await expect(page.locator('input[name="departure"]')).toHaveValue(departure);

      await submit(departure, arrival);
      await expect(page.getByText(TEXT[lang].before)).toBeVisible();

      await submit(arrival, addDays(arrival, 91));
      await expect(page.getByText(TEXT[lang].tooLong)).toBeVisible();

      await submit("", departure);
      await expect(page.getByText(TEXT[lang].startDate)).toBeVisible();

      await submit("", "");
      await expect(page.getByText(TEXT[lang].alertDate)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/");
    });
  });

  test.describe(`${lang}, JavaScript on`, { tag: variantOf(lang, true).tag }, () => {
    const home = lang === "en" ? "/?lng=en" : "/";

    test("pick a city suggestion and dates, then open a card", async ({ page }) => {
      await page.goto(home);
      await hydrated(page);
      const input = page.locator("#search-destination");
      await input.click();
      await input.pressSequentially("Badu");
      await page.getByRole("option", { name: /^Badung/ }).click();
      await expect(page.locator('input[name="city"]')).toHaveValue(/^\d+$/);
      await page.locator("#search-arrival").click();
      await pickDay(page, arrival, lang);
      await pickDay(page, departure, lang);
      await expect(page.getByRole("dialog")).toBeHidden();
      await page.locator("#search-guest").selectOption("2");
      await page.getByRole("button", { name: TEXT[lang].explore }).click();
      await expectVillasThenDetail(page);
    });

    test("messages show without a round trip", async ({ page }) => {
      await page.goto(home);
      await hydrated(page);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await page.getByRole("button", { name: TEXT[lang].explore }).click();
      await expect(page.getByText(TEXT[lang].alertDate)).toBeVisible();
      expect(posts).toEqual([]);
      await expect(page.locator("#search-arrival")).toBeFocused();
    });
  });
}

test.describe("JavaScript on: autocomplete and memory", () => {
  test("the combobox works from the keyboard and fetches its list once", async ({ page }) => {
    let fetched = 0;
    page.on("request", (request) => {
      if (request.url().includes("/resources/destinations")) fetched++;
    });
    await page.goto("/");
    await hydrated(page);
    const input = page.getByRole("combobox", { name: "Tujuan" });
    await input.focus();
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole("option")).toHaveCount(5); // up to 3 characters: the first 5
    await input.pressSequentially("ban");
    await expect(listbox.getByRole("option")).toHaveCount(5);
    await input.pressSequentially("d"); // "band": more than 3 characters filter
    const options = listbox.getByRole("option");
    for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain("band");
    const maxHeight = await listbox.evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe("300px");
    await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", /.+/);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    const label = (await options.first().locator("span.font-semibold").textContent())!;
    await input.press("Enter");
    await expect(input).toHaveValue(label);
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await input.press("Escape");
    await input.blur();
    await input.focus();
    expect(fetched).toBe(1);
  });

  test("the last search prefills the box", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator("#search-arrival").click();
    await pickDay(page, arrival, "id");
    await pickDay(page, departure, "id");
    // Once in CI (1 run in about 570) the submit found no dates though both days were clicked:
    // checked here, a lost pick and a box that forgot its dates later fail at different lines.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("#search-arrival")).not.toContainText("Pilih tanggal");
    await expect(page.locator("#search-departure")).not.toContainText("Pilih tanggal");
    await page.locator("#search-guest").selectOption("3");
    await page.getByRole("button", { name: "Jelajahi" }).click();
    await page.waitForURL(/\/villas\?/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem("GUEST_COUNT"),
        localStorage.getItem("CHECK_IN"),
        localStorage.getItem("CHECK_OUT"),
      ]),
    ).toEqual(["3", apiDateToUrl(arrival), apiDateToUrl(departure)]);
    await page.goto("/");
    await expect(page.locator("#search-guest")).toHaveValue("3");
    await expect(page.locator('input[name="arrival"]')).toHaveValue(arrival);
    await expect(page.locator('input[name="departure"]')).toHaveValue(departure);
  });
});

test.describe("accessibility", () => {
  test("axe finds no violations in the search box, its suggestions and its calendar", async ({ page }) => {
    const scan = () => axeViolations(page, { include: "#main form" });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Jelajahi" }).click(); // with its messages showing
    expect(await scan()).toEqual([]);
    await page.locator("#search-destination").click();
    await expect(page.getByRole("listbox")).toBeVisible();
    expect(await scan()).toEqual([]);
    await page.keyboard.press("Escape"); // the suggestions cover the fields below on a phone
    await page.locator("#search-arrival").click();
    await expect(page.getByRole("dialog").locator("button[data-day]").first()).toBeAttached();
    expect(await scan()).toEqual([]);
  });
});
