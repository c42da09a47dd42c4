// The reservation form's rooms (issue 10), id and en, JavaScript on and off, 360 and 1280 px:
//   a night left without a room says why the button is disabled, and the subtotal counts the
//   nights that have a room; a party larger than every room starts in the largest room, and the
//   server's refusal is brought to where the person is (a summary at the top, in view).
import { expect, type Page, test } from "@playwright/test";
import { addDays, apiDateToUrl, formatLongDate, todayInJakarta } from "#core/dates.ts";
import en from "#core/locales/en/reservation.json" with { type: "json" };
import id from "#core/locales/id/reservation.json" with { type: "json" };
import { clickUsable, expectHydrated, expectUsable, fillUsable } from "./support/usable.ts";
import { VARIANTS } from "./support/matrix.ts";

const TEXT = { id, en } as const;
const today = todayInJakarta();
/** Villa 15 holds 5: rooms for 2, 2, 3 and 5 guests. */
const VILLA = 15;

function stay(offset: number) {
  const arrival = addDays(today, offset);
  return {
    arrival,
    query: `arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(addDays(arrival, 2))}&duration=2`,
  };
}

/** The guests a room sleeps, read from its line ("up to 5 guests", "maks. 5 tamu"). */
async function capacityOf(line: ReturnType<Page["locator"]>): Promise<number> {
  const text = (await line.textContent()) ?? "";
  return Number(/(\d+) (?:guests?|tamu)/.exec(text)?.[1] ?? 0);
}

for (const { lang, javaScriptEnabled, tag } of VARIANTS) {
  const t = TEXT[lang];
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"} (${lang})`, { tag }, () => {
    test.use({ javaScriptEnabled });

    test("a night without a room: the disabled button says why, and the subtotal counts one night", async ({
      page,
    }, info) => {
      const s = stay(150 + (lang === "en" ? 4 : 0) + (info.project.name === "phone" ? 8 : 0));
      await page.goto(`/reservation-form?villas=${VILLA}&guest=2&${s.query}&lng=${lang}`);
      const secondNight = page.locator("#field-rooms fieldset").nth(1);
      const chosen = secondNight.locator("select").filter({ has: page.locator("option:checked[value='1']") });
      await expect(chosen).toHaveCount(1);
      // The form hydrates from its own chunk (decision 074): a choice made before that is the plain form's.
      if (javaScriptEnabled) await expectHydrated(chosen);
      await chosen.selectOption("0");
      if (!javaScriptEnabled) await page.getByRole("button", { name: t.rooms.update }).click();
      const reserve = page.getByRole("button", { name: t.cannotBook });
      await expect(reserve).toBeDisabled();
      const reason = page.locator("[data-blocked-reason]");
      await expectUsable(reason, { minWidth: 100, minHeight: 16 });
      await expect(reason).toContainText(formatLongDate(addDays(s.arrival, 1), lang));
      await expect(reserve).toHaveAttribute("aria-describedby", "reserve-blocked");
      await expect(page.locator("[data-price-breakdown]")).toContainText(
        t.price.subtotal_one.replace("{{count}}", "1"),
      );
    });

    test("guest=12 starts in the largest room; the server's refusal is summarised in view", async ({ page }, info) => {
      const s = stay(170 + (lang === "en" ? 4 : 0) + (info.project.name === "phone" ? 8 : 0));
      await page.goto(`/reservation-form?villas=${VILLA}&guest=12&${s.query}&lng=${lang}`);
      const firstNight = page.locator("#field-rooms fieldset").first();
      const lines = firstNight.locator("li");
      const capacities = await Promise.all((await lines.all()).map(capacityOf));
      const chosenLine = lines.filter({ has: page.locator("select option:checked[value='1']") });
      await expect(chosenLine).toHaveCount(1);
      expect(await capacityOf(chosenLine)).toBe(Math.max(...capacities));

      await fillUsable(page.locator("#field-guestName"), "Budi Santoso");
      await fillUsable(page.locator("#field-guestNoTelp"), "81234567890");
      await fillUsable(page.locator("#field-guestEmail"), "budi@example.com");
      await clickUsable(page.getByRole("button", { name: t.reserve, exact: true }));
      // 8 guests (the most a booking takes) do not fit a room for 5: refused, and the person sees it.
      const summary = page.locator("[data-form-refusal]");
      await expect(summary).toBeVisible();
      await expect(summary).toBeInViewport();
      const link = summary.getByRole("link").first();
      await expect(link).toHaveAttribute("href", "#error-rooms");
      await expect(page.locator("#error-rooms")).toHaveText((await link.textContent()) ?? "");
      if (javaScriptEnabled) await expect(summary).toBeFocused();
      await expect(page).toHaveURL(/\/reservation-form\?/);
    });
  });
}
