// /detail-villas (seed 001 section 2.1), with and without JavaScript, in id and en.
import { expect, test } from "@playwright/test";
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { BUTTON_SIZE, expectUsable } from "./support/usable.ts";
import { byScript } from "./support/matrix.ts";

const today = todayInJakarta();
const stay = (from: number, nights = 2) => {
  const arrival = addDays(today, from);
  return `arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(addDays(arrival, nights))}&duration=${nights}`;
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, byScript(javaScriptEnabled), () => {
    test.use({ javaScriptEnabled });

    test("a property opened from /villas with dates keeps them in the URL", async ({ page }) => {
      await page.goto(`/villas?guest=2&${stay(40)}`);
      await page.locator("main article").first().getByRole("heading").getByRole("link").click();
      await page.waitForURL(/\/detail-villas\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get("arrival")).toBe(apiDateToUrl(addDays(today, 40)));
      expect(url.searchParams.get("duration")).toBe("2");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Peraturan" })).toBeVisible();
    });

    test("stored dates in the past are corrected to today and tomorrow", async ({ page }) => {
      await page.goto("/detail-villas?villas=3&guest=1&arrival=01-01-2020&departure=01-02-2020&duration=1");
      const url = new URL(page.url());
      expect(url.searchParams.get("arrival")).toBe(apiDateToUrl(today));
      expect(url.searchParams.get("departure")).toBe(apiDateToUrl(addDays(today, 1)));
    });

    test("the gallery modal opens by URL with categories and a counter", async ({ page }) => {
      await page.goto("/detail-villas?villas=1&modal=gallery&category=bedroom&photo=2&lng=en");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("Bedroom (2)");
      await expect(dialog.locator("[data-gallery-counter]")).toHaveText("2 / 2");
      await dialog.getByRole("link", { name: /Previous/ }).click();
      await expect(dialog.locator("[data-gallery-counter]")).toHaveText("1 / 2");
    });

    test("without villas the page goes home after a second", async ({ page }) => {
      // What the page answers, read apart from the browser, which may have gone home (and dropped
      // the response's body) before a slow machine gets to read it.
      const html = await (await page.request.get("/detail-villas")).text();
      expect(html).toContain("Properti belum dipilih");
      expect(html).toMatch(/http-equiv="refresh" content="1;\s*url=\//i);
      // Only until the answer starts: the refresh may navigate before the page's load event.
      await page.goto("/detail-villas", { waitUntil: "commit" });
      // Polled, not waitForURL: the meta refresh and the script may both navigate, aborting one.
      await expect(page).toHaveURL((u) => u.pathname === "/", { timeout: 5_000 });
    });

    test("rules, accessibility and the map fallback in English", async ({ page }) => {
      await page.goto("/detail-villas?villas=1&lng=en");
      await expect(page.getByText("Between 14:00 and 15:00")).toBeVisible();
      await expect(page.getByText("Up to 14 days before arrival")).toBeVisible();
      await expect(page.getByText("50% refund")).toBeVisible();
      await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
        "href",
        /maps\/search\/\?api=1&query=-7\.18/,
      );
      await expect(page.getByRole("heading", { name: "Nearest attractions" })).toBeVisible();
      await expect(page.getByText(/\d+\.\d km/).first()).toBeVisible();
    });

    for (const [lang, indonesian, english] of [
      ["id", "Bahasa Indonesia", "Bahasa Inggris"],
      ["en", "Indonesian", "English"],
    ] as const) {
      test(`spoken languages show flag pictures and names in the page's language (${lang})`, async ({ page }) => {
        await page.goto(`/detail-villas?villas=1&lng=${lang}`);
        const spoken = page.locator("section", { has: page.locator("h2#spoken") });
        const indonesia = spoken.locator('[data-language="id"]');
        await expect(indonesia).toHaveText(indonesian);
        await expect(spoken.locator('[data-language="gb"]')).toHaveText(english);
        const flag = indonesia.locator("img");
        await flag.scrollIntoViewIfNeeded();
        await expect(flag).toHaveAttribute("src", "/icon/flags/id.svg");
        await expect
          .poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        // No emoji flags (regional indicator letters) left to render as tofu.
        expect(await spoken.textContent()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
      });
    }

    test("the advance-booking rule refuses and offers the two WhatsApp buttons", async ({ page, isMobile }) => {
      // On phones the booking box is a modal (?modal=booking); on desktop it sits beside the page.
      await page.goto(`/detail-villas?villas=4&guest=1&${stay(1, 1)}${isMobile ? "&modal=booking" : ""}`);
      await page.getByRole("button", { name: "Pesan", exact: true }).first().click();
      const notice = page.locator("[data-advance-notice]");
      await expect(notice).toContainText("H-3");
      await expect(notice.getByRole("link", { name: "WhatsApp CS 1" })).toHaveAttribute("href", /wa\.me/);
      await expect(notice.getByRole("link", { name: "WhatsApp CS 2" })).toBeVisible();
      // Above the sticky header, not under it (issue 10): a person can reach both buttons.
      await expectUsable(notice.getByRole("link", { name: "WhatsApp CS 1" }), BUTTON_SIZE);
      await expectUsable(notice.getByRole("link", { name: "WhatsApp CS 2" }), BUTTON_SIZE);
    });
  });
}
