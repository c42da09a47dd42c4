// The detail page's booking box (issue 10): a stay that cannot be booked is refused with the
// seed's message by the server too (JavaScript off), and the total never outlives its dates.
import { expect, type Page, test } from "@playwright/test";
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { APP_KEY } from "./support/screens.ts";
import { expectUsable } from "./support/usable.ts";
import { variantOf } from "./support/matrix.ts";

const today = todayInJakarta();
const TEXT = {
  id: {
    reserve: "Pesan",
    incomplete: "Lengkapi formulir terlebih dahulu",
    past: "error, check in harus sama dengan atau setelah hari ini",
    total: /Total 2 malam/,
    clear: "Hapus",
    close: "Tutup",
  },
  en: {
    reserve: "Reserve",
    incomplete: "Complete the form first",
    past: "error, check in must equal or greater than today",
    total: /Total for 2 nights/,
    clear: "Clear",
    close: "Close",
  },
} as const;

/** On phones the box is the ?modal=booking dialog; on desktop it sits beside the page. */
const boxPrefix = (isMobile: boolean) => (isMobile ? "booking-modal" : "booking");
const detailUrl = (lang: "id" | "en", isMobile: boolean, from = 30) => {
  const arrival = addDays(today, from);
  return `/detail-villas?villas=1&guest=2&arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(addDays(arrival, 2))}&duration=2&lng=${lang}${isMobile ? "&modal=booking" : ""}`;
};

/**
 * The first arrival, `from` days out or later, of two nights the property has free (the seed sells
 * some nights out, which move with the date): a total only shows for a stay that can be booked.
 */
async function freeTwoNightsFrom(page: Page, from: number): Promise<number> {
  const window = { from: addDays(today, from), to: addDays(today, from + 60) };
  const answer = await page.request.get(`/v1/hotels/1/unavailable-dates?from=${window.from}&to=${window.to}`, {
    headers: { "app-key": APP_KEY },
  });
  expect(answer.status()).toBe(200);
  const taken = new Set(((await answer.json()) as { data: { date: string }[] }).data.map((night) => night.date));
  for (let offset = from; offset < from + 58; offset++) {
    if (!taken.has(addDays(today, offset)) && !taken.has(addDays(today, offset + 1))) return offset;
  }
  throw new Error(`villa 1 has no two free nights from ${window.from} to ${window.to}`);
}

async function reserve(page: Page, lang: "id" | "en") {
  await page.getByRole("button", { name: TEXT[lang].reserve, exact: true }).first().click();
}

for (const lang of ["id", "en"] as const) {
  test.describe(`JavaScript off (${lang})`, { tag: variantOf(lang, false).tag }, () => {
    test.use({ javaScriptEnabled: false });

    test("both dates cleared: the server answers 'Complete the form first' and books nothing", async ({
      page,
      isMobile,
    }) => {
      await page.goto(detailUrl(lang, isMobile));
      const prefix = boxPrefix(isMobile);
      await page.locator(`#${prefix}-arrival`).fill("");
      await page.locator(`#${prefix}-departure`).fill("");
      await reserve(page, lang);
      await expect(page).toHaveURL(/\/detail-villas\?.*reserveError=incomplete/);
      const message = page.getByRole("alert").filter({ hasText: TEXT[lang].incomplete });
      await expectUsable(message, { minWidth: 100, minHeight: 10 });
      // The refused dates are shown cleared, with no total for a stay nobody chose.
      await expect(page.locator(`#${prefix}-arrival`)).toHaveValue("");
      await expect(page.getByText(TEXT[lang].total)).toHaveCount(0);
    });

    test("a check-in in the past: the server answers the seed's message and clears the field", async ({
      page,
      isMobile,
    }) => {
      await page.goto(detailUrl(lang, isMobile));
      const prefix = boxPrefix(isMobile);
      await page.locator(`#${prefix}-arrival`).fill(addDays(today, -3));
      await page.locator(`#${prefix}-departure`).fill(addDays(today, 1));
      await reserve(page, lang);
      await expect(page).toHaveURL(/\/detail-villas\?.*reserveError=checkInPast/);
      await expect(page.getByText(TEXT[lang].past)).toBeVisible();
      await expect(page.locator(`#${prefix}-arrival`)).toHaveValue("");
      await expect(page.locator(`#${prefix}-arrival`)).toHaveAttribute("aria-invalid", "true");
    });
  });

  test.describe(`JavaScript on (${lang})`, { tag: variantOf(lang, true).tag }, () => {
    test("the server's refusal of a cleared stay shows after hydration too", async ({ page, isMobile }) => {
      await page.goto(
        `/detail-villas?villas=1&guest=2&arrival=&departure=&reserve=1&lng=${lang}${isMobile ? "&modal=booking" : ""}`,
      );
      await expect(page).toHaveURL(/reserveError=incomplete/);
      await expect(page.getByRole("alert").filter({ hasText: TEXT[lang].incomplete })).toBeVisible();
    });

    test("clearing the dates takes the total with them (no stale total), and Reserve asks for the dates", async ({
      page,
      isMobile,
    }) => {
      await page.goto(detailUrl(lang, isMobile, await freeTwoNightsFrom(page, 30)));
      const prefix = boxPrefix(isMobile);
      // The box's own total (the phones' bottom bar shows the page's stay, which clearing in the box does not change).
      const box = isMobile ? page.getByRole("dialog") : page.locator("aside");
      await expect(page.locator(`button#${prefix}-arrival`)).toBeVisible(); // hydrated: the date fields are the calendar's buttons
      await expect(box.getByText(TEXT[lang].total)).toBeVisible();
      await page.locator(`button#${prefix}-departure`).click();
      await page.getByRole("button", { name: TEXT[lang].clear, exact: true }).click();
      await expect(page.locator(`button#${prefix}-departure`)).not.toContainText(/\d/);
      await expect(box.getByText(TEXT[lang].total)).toHaveCount(0);
      await page.getByRole("button", { name: TEXT[lang].close, exact: true }).click();
      await reserve(page, lang);
      await expect(page.getByRole("alert").filter({ hasText: TEXT[lang].incomplete })).toBeVisible();
      await expect(page).toHaveURL(/\/detail-villas\?/);
    });
  });
}
