// The detail page's booking box (issue 10): a stay that cannot be booked is refused with the
// seed's message by the server too (JavaScript off), and the total never outlives its dates.
import { expect, type Page, test } from "@playwright/test";
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { expectUsable } from "./support/usable.ts";

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

async function reserve(page: Page, lang: "id" | "en") {
  await page.getByRole("button", { name: TEXT[lang].reserve, exact: true }).first().click();
}

for (const lang of ["id", "en"] as const) {
  test.describe(`JavaScript off (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test("both dates cleared: the server answers 'Complete the form first' and books nothing", async ({ page, isMobile }) => {
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

    test("a check-in in the past: the server answers the seed's message and clears the field", async ({ page, isMobile }) => {
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

  test.describe(`JavaScript on (${lang})`, () => {
    test("the server's refusal of a cleared stay shows after hydration too", async ({ page, isMobile }) => {
      await page.goto(`/detail-villas?villas=1&guest=2&arrival=&departure=&reserve=1&lng=${lang}${isMobile ? "&modal=booking" : ""}`);
      await expect(page).toHaveURL(/reserveError=incomplete/);
      await expect(page.getByRole("alert").filter({ hasText: TEXT[lang].incomplete })).toBeVisible();
    });

    test("clearing the dates takes the total with them (no stale total), and Reserve asks for the dates", async ({ page, isMobile }) => {
      await page.goto(detailUrl(lang, isMobile));
      const prefix = boxPrefix(isMobile);
      await expect(page.locator(`button#${prefix}-arrival`)).toBeVisible(); // hydrated: the date fields are the calendar's buttons
      await expect(page.getByText(TEXT[lang].total).first()).toBeVisible();
      await page.locator(`button#${prefix}-departure`).click();
      await page.getByRole("button", { name: TEXT[lang].clear, exact: true }).click();
      await expect(page.locator(`button#${prefix}-departure`)).not.toContainText(/\d/);
      await expect(page.getByText(TEXT[lang].total)).toHaveCount(0);
      await page.getByRole("button", { name: TEXT[lang].close, exact: true }).click();
      await reserve(page, lang);
      await expect(page.getByRole("alert").filter({ hasText: TEXT[lang].incomplete })).toBeVisible();
      await expect(page).toHaveURL(/\/detail-villas\?/);
    });
  });
}
