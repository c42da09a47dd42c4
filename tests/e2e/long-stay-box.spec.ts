// The long-stay list and booking box tell the truth (issue 22; seed 002 sections 2, 5 and 9): a
// card whose billing period is longer than one unit names its shortest stay; the box refuses 0
// guests with 'Minimal 1 tamu' / 'At least 1 guest' (seed 002 section 5: minimum 1), and a stay
// with no room free on every night keeps the guest on the detail with a notice instead of sending
// them to a checkout that says no room is free. Indonesian and English, JavaScript on and off, at
// the phone's 360 px and the desktop's 1280 px (the four runs of support/matrix.ts).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import en from "#core/locales/en/longstay.json" with { type: "json" };
import id from "#core/locales/id/longstay.json" with { type: "json" };
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { lengthChoices } from "#core/long-stay.ts";
import { BUTTON_SIZE, expectHydrated, expectUsable } from "./support/usable.ts";
import { VARIANTS } from "./support/matrix.ts";
import { APP_KEY } from "./support/screens.ts";

const TEXT = { id, en } as const;
const headers = { "app-key": APP_KEY };

interface Card {
  id: number;
  per: number;
}

async function monthlyCards(request: APIRequestContext): Promise<Card[]> {
  const list = await request.get("/v1/properties/stay-monthly", { headers });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { data: Card[] }).data;
}

/** A monthly property where /v1 says no room is free for its shortest length from `checkIn` (the reservation's own check). */
async function fullProperty(request: APIRequestContext, checkIn: string) {
  for (const card of (await monthlyCards(request)).slice(0, 60)) {
    const first = (await (
      await request.get(`/v1/properties/stay-monthly/${card.id}?type=monthly`, { headers })
    ).json()) as { data: { monthlyPrices: { per: number }[] } };
    const length = lengthChoices("monthly", first.data.monthlyPrices[0]?.per ?? 1)[0]!;
    const answer = await request.get(
      `/v1/properties/stay-monthly/${card.id}?type=monthly&checkIn=${checkIn}&duration=${length}`,
      { headers },
    );
    const rooms = ((await answer.json()) as { data: { rooms: { notAvailable?: boolean }[] } }).data.rooms;
    if (rooms.length > 0 && rooms.every((room) => room.notAvailable === true)) return { id: card.id, length };
  }
  return null;
}

/** The booking box a person sees (the side box on a desktop, the modal's on a phone). */
const visibleBox = (page: Page) => page.locator("[data-stay-box]").filter({ visible: true }).first();

for (const { lang, javaScriptEnabled, tag } of VARIANTS) {
  const t = TEXT[lang];
  const mode = `${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}`;
  test.describe(`long-stay list and booking box (${mode})`, { tag }, () => {
    test.use({ javaScriptEnabled });

    test("a card billed every 2 or more months names its shortest stay", async ({ page, request }) => {
      const card = (await monthlyCards(request)).find((c) => c.per > 1);
      expect(card, "a monthly card billed every 2+ months").toBeDefined();
      await page.goto(`/stay-monthly?lng=${lang}`);
      const shortest = page.locator(`[data-long-stay-card="${card!.id}"] [data-shortest-stay]`);
      const length = lengthChoices("monthly", card!.per)[0]!;
      const unit = (t.unit as Record<string, string>)[`monthly_${length === 1 ? "one" : "other"}`]!.replace(
        "{{count}}",
        String(length),
      );
      await expect(shortest).toHaveText(t.list.shortest.replace("{{length}}", unit));
      const plain = (await monthlyCards(request)).find((c) => c.per === 1);
      if (plain) await expect(page.locator(`[data-long-stay-card="${plain.id}"] [data-shortest-stay]`)).toHaveCount(0);
    });

    test("0 guests is refused with the minimum, and the count becomes 1", async ({ page, request }) => {
      const [card] = await monthlyCards(request);
      const checkIn = apiDateToUrl(addDays(todayInJakarta(), 10));
      await page.goto(`/stay-monthly/${card!.id}?lng=${lang}&modal=booking&checkIn=${checkIn}`);
      const box = visibleBox(page);
      const guests = box.locator('input[name="guest"]');
      await expectUsable(guests);
      // With JavaScript the box answers as the count is typed, once its part has hydrated (a
      // deferred part: until then it is the plain form, which the JavaScript-off run checks).
      if (javaScriptEnabled) await expectHydrated(guests);
      await guests.fill("0");
      if (!javaScriptEnabled) await box.locator('button[name="book"]').click();
      await expect(visibleBox(page).locator('[data-notice="guestsMin"]')).toHaveText(t.notice.guestsMin);
      await expect(visibleBox(page).locator('input[name="guest"]')).toHaveValue("1");
      expect(new URL(page.url()).pathname).toBe(`/stay-monthly/${card!.id}`);
    });

    test("a stay with no room free stays on the detail with a notice, not a failing checkout", async ({
      page,
      request,
    }) => {
      const checkIn = addDays(todayInJakarta(), 14);
      const full = await fullProperty(request, checkIn);
      test.skip(full === null, "every monthly property has a free room from this date");
      await page.goto(
        `/stay-monthly/${full!.id}?lng=${lang}&modal=booking&checkIn=${apiDateToUrl(checkIn)}&length=${full!.length}&guest=1`,
      );
      const book = visibleBox(page).locator('button[name="book"]');
      await expectUsable(book, BUTTON_SIZE);
      await book.click();
      await expect(visibleBox(page).locator('[data-notice="noRoomFree"]')).toHaveText(t.notice.noRoomFree);
      expect(new URL(page.url()).pathname).toBe(`/stay-monthly/${full!.id}`);
    });
  });
}
