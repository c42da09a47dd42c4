// No layout shift while a page loads, hydrates and does what it does by itself (issue 25: CLS 0 on
// every page; decision 083). The browser's own layout-shift entries, every one counted (Lighthouse
// counts them all too): /activate presses its button itself as it hydrates, and the answer must
// neither drop the shell's parts still waiting for their chunks (the header, banners and footer
// vanished and came back: CLS 0.18) nor push the footer; the long-stay checkout's special-request
// hint must not change at hydration (its right-aligned line moved). Both languages, each at one width.
import { expect, test, type Page } from "@playwright/test";
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { LANGUAGE_BY_WIDTH } from "./support/matrix.ts";
import { logInDemo } from "./support/screens.ts";

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the next documents from their start. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    store.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[])
        store.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 160) : `text: ${s.node?.textContent?.slice(0, 60)}`,
          ),
        });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function shiftsSoFar(page: Page): Promise<Shift[]> {
  // The page has settled: its parts' chunks loaded and hydrated, nothing left to arrive.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

for (const { lang, tag } of LANGUAGE_BY_WIDTH) {
  test.describe(`layout shifts (${lang})`, { tag }, () => {
    test("/activate presses itself without a shift: the shell stays, the answer takes the form's room", async ({
      page,
    }) => {
      await recordShifts(page);
      await page.goto(`/activate?token=no-such-token-${Date.now()}&lng=${lang}`);
      await expect(page.locator('[data-activation="failed"]')).toBeVisible();
      const shifts = await shiftsSoFar(page);
      // The shell's parts are all there after the answer.
      await expect(page.locator("header").first()).toBeVisible();
      await expect(page.locator("footer").first()).toBeVisible();
      expect(shifts).toEqual([]);
    });

    test("the long-stay checkout hydrates without a shift, and its counter still counts", async ({ page }) => {
      await logInDemo(page, lang);
      await recordShifts(page);
      const checkIn = apiDateToUrl(addDays(todayInJakarta(), 30));
      await page.goto(
        `/stay-monthly/checkout/reservation-form?propertyId=34&checkIn=${checkIn}&length=1&guest=1&lng=${lang}`,
      );
      const counter = page.locator("#request-counter");
      const before = await counter.textContent();
      expect(await shiftsSoFar(page)).toEqual([]);
      await expect(counter).toHaveText(before ?? "");
      await page.locator("#field-specialRequest").pressSequentially("abc");
      await expect(counter).toHaveText("3 / 670");
    });
  });
}
