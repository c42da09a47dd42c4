// Issue 22: the phones' bottom bar on /detail-villas says what it does. For a stay that can be
// booked it shows the stay's total and 'Reserve' ('Pesan'), which goes on to the reservation form
// with that stay; 'Change dates' opens the booking box. id and en, JavaScript on and off, 360 px.
import { expect, type APIRequestContext, test } from "@playwright/test";
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { APP_KEY } from "./support/screens.ts";
import { BUTTON_SIZE, expectUsable } from "./support/usable.ts";

const TEXT = {
  id: {
    total: "Total 2 malam",
    reserve: "Pesan",
    change: "Ubah tanggal",
    choose: "Pilih tanggal",
    box: "Pesan penginapan",
  },
  en: {
    total: "Total for 2 nights",
    reserve: "Reserve",
    change: "Change dates",
    choose: "Choose dates",
    box: "Book your stay",
  },
} as const;

const today = todayInJakarta();

/** The first arrival 40 days out or later with two nights villa 1 has free (asked of /v1, not guessed). */
async function freeTwoNights(request: APIRequestContext): Promise<string> {
  const from = addDays(today, 40);
  const answer = await request.get(`/v1/hotels/1/unavailable-dates?from=${from}&to=${addDays(from, 60)}`, {
    headers: { "app-key": APP_KEY },
  });
  expect(answer.status()).toBe(200);
  const taken = new Set(((await answer.json()) as { data: { date: string }[] }).data.map((night) => night.date));
  for (let offset = 0; offset < 58; offset++) {
    const arrival = addDays(from, offset);
    if (!taken.has(arrival) && !taken.has(addDays(arrival, 1))) return arrival;
  }
  throw new Error(`villa 1 has no two free nights from ${from}`);
}

for (const javaScriptEnabled of [true, false]) {
  for (const lang of ["id", "en"] as const) {
    // The bar is the phones' (below 1024 px): the phone project's 360 px only.
    test.describe(`detail bottom bar (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, {
      tag: "@phone",
    }, () => {
      test.use({ javaScriptEnabled });

      test("with dates chosen it shows the total and 'Reserve' goes to the reservation form", async ({
        page,
        request,
      }) => {
        const arrival = await freeTwoNights(request);
        const [from, to] = [apiDateToUrl(arrival), apiDateToUrl(addDays(arrival, 2))];
        await page.goto(`/detail-villas?villas=1&guest=2&arrival=${from}&departure=${to}&duration=2&lng=${lang}`);
        const bar = page.locator("[data-bottom-bar]");
        await expect(bar).toContainText(TEXT[lang].total);
        await expect(bar.getByRole("link", { name: TEXT[lang].choose })).toHaveCount(0);
        await expectUsable(bar.getByRole("link", { name: TEXT[lang].change }), BUTTON_SIZE);
        const reserve = bar.getByRole("link", { name: TEXT[lang].reserve, exact: true });
        await expectUsable(reserve, BUTTON_SIZE);
        await reserve.click();
        await page.waitForURL(/\/reservation-form\?/);
        const params = new URL(page.url()).searchParams;
        expect([params.get("villas"), params.get("arrival"), params.get("departure"), params.get("guest")]).toEqual([
          "1",
          from,
          to,
          "2",
        ]);
      });

      test("'Change dates' opens the booking box", async ({ page, request }) => {
        const arrival = await freeTwoNights(request);
        await page.goto(
          `/detail-villas?villas=1&guest=2&arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(addDays(arrival, 2))}&duration=2&lng=${lang}`,
        );
        await page.locator("[data-bottom-bar]").getByRole("link", { name: TEXT[lang].change }).click();
        await expect(page.getByRole("dialog", { name: TEXT[lang].box })).toBeVisible();
      });
    });
  }
}
