import { expect, test } from "@playwright/test";
import { byScript } from "./support/matrix.ts";

// Seed 001 section 2.3 / the accounts issue: a visitor arriving through a share link
// (`?reff=CODE`) finds the code waiting in the reservation form, with and without JavaScript.
const inSixWeeks = new Date(Date.now() + 42 * 86_400_000);
const urlDate = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}-${date.getUTCFullYear()}`;
const stay = `guest=2&arrival=${urlDate(inSixWeeks)}&departure=${urlDate(new Date(inSixWeeks.getTime() + 86_400_000))}&duration=1`;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, byScript(javaScriptEnabled), () => {
    test.use({ javaScriptEnabled });

    test("a referral code from a share link is kept for the reservation form", async ({ page }) => {
      await page.goto("/?reff=TEMAN2026");
      await page.goto(`/reservation-form?villas=2&${stay}`);
      await expect(page.locator('input[name="referralCode"]')).toHaveValue("TEMAN2026");
    });

    test("a malformed code is not kept", async ({ page }) => {
      await page.goto("/?reff=%3Cscript%3E");
      await page.goto(`/reservation-form?villas=2&${stay}`);
      await expect(page.locator('input[name="referralCode"]')).toHaveValue("");
    });
  });
}
