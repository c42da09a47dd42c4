// Changing the dates of a paid booking (issue 26 item 2, decision 065), as a person sees it: a
// member books and pays by GoPay in the sandbox, opens the booking's detail, picks later free
// dates (found on /v1), sees availability, the new total, the change fee in rupiah and the
// difference, pays the difference in the sandbox, and sees the new dates; the old nights are free
// again on /v1 and the new ones taken.
import { type APIRequestContext, expect, test } from "@playwright/test";
import en from "#core/locales/en/bookings.json" with { type: "json" };
import id from "#core/locales/id/bookings.json" with { type: "json" };
import { formatLongDate, nightsBetween, todayInJakarta } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import { CHANGE_FEE_IDR } from "#core/date-change.ts";
import { memberPage } from "./support/auth.ts";
import { bookAndPay, freeUnits, openBookingAction, villaWhere } from "./support/bookings.ts";
import { TWO_VARIANTS } from "./support/matrix.ts";
import { APP_KEY } from "./support/screens.ts";
import { freeStay, type Stay } from "./support/stays.ts";
import { horizontalOverflow } from "./support/usable.ts";

const TEXT = { id, en } as const;

/** What the villa's first room costs over the stay (the nights' shown prices), as /v1 answers. */
async function stayPrice(request: APIRequestContext, villa: number, stay: Stay): Promise<number> {
  const answer = await request.get(`/v1/hotels/${villa}?guest=2&arrival=${stay.arrival}&departure=${stay.departure}`, {
    headers: { "app-key": APP_KEY, connection: "close" },
  });
  const rooms = ((await answer.json()) as { data: { hotel: { rooms: { rates: { fix_price: number }[] }[] } } }).data
    .hotel.rooms;
  return rooms[0]!.rates.reduce((sum, r) => sum + r.fix_price, 0);
}

/**
 * Later free nights costing at least what the booked ones did, found on /v1: with the fee on top
 * the difference is then something to pay (the booking's discounts stay the amounts they were).
 */
async function dearerLaterStay(request: APIRequestContext, villa: number, booked: Stay, from: number, nights: number) {
  const floor = await stayPrice(request, villa, booked);
  for (let day = from; day < from + 90; day += 3) {
    const stay = await freeStay(request, villa, day, nights);
    if ((await stayPrice(request, villa, stay)) >= floor) return stay;
    day = nightsBetween(todayInJakarta(), stay.arrival);
  }
  throw new Error(`no free later stay at villa ${villa} costing at least ${floor}`);
}

/** Where a run starts looking for free nights: past the other booking specs' (up to about 280 days), apart per run. */
const from = (javaScriptEnabled: boolean, projectName: string) =>
  305 + (javaScriptEnabled ? 0 : 10) + (projectName === "phone" ? 30 : 0);

for (const { lang, javaScriptEnabled, name, tag } of TWO_VARIANTS) {
  const t = TEXT[lang];
  test.describe(name, { tag }, () => {
    test("a member moves a paid booking to later free dates and pays the difference in the sandbox", async ({
      browser,
    }, info) => {
      test.setTimeout(180_000);
      const { page, user, context } = await memberPage(browser, lang, javaScriptEnabled);
      const { request } = page;
      const { villa, nights } = await villaWhere(request, "refund");
      const start = from(javaScriptEnabled, info.project.name);
      const stay = await freeStay(request, villa, start, nights);
      const oldBefore = await freeUnits(request, villa, stay);
      const orderId = await bookAndPay(page, villa, stay, lang, user.email, "gopay");
      expect(await freeUnits(request, villa, stay)).toBe(oldBefore - 1);
      // Later nights that are free now, found on /v1, past the booked ones.
      const later = await dearerLaterStay(request, villa, stay, start + nights + 7, nights);
      const newBefore = await freeUnits(request, villa, later);

      await openBookingAction(page, lang, orderId, t.viewDetail, "change");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.change.title);
      await page.getByLabel(t.change.arrival).fill(later.arrival);
      await page.getByLabel(t.change.departure).fill(later.departure);
      await page.getByRole("button", { name: t.change.check }).click();

      // Before anything happens: availability, the new total, the fee in rupiah, the difference.
      const quote = page.locator("[data-change-quote]");
      await expect(page.locator("[data-change-available]")).toHaveText(t.change.available);
      for (const line of ["subTotal", "newTotal", "oldTotal", "fee", "difference", "toPay"])
        await expect(quote.locator(`[data-amount="${line}"]`)).toBeVisible();
      await expect(quote.locator('[data-amount="fee"] dd')).toHaveText(formatMoney(CHANGE_FEE_IDR, lang));
      const toPay = (await quote.locator('[data-amount="toPay"] dd').textContent())!.trim();
      expect(toPay).toMatch(lang === "en" ? /^IDR \d/ : /^Rp \d/);
      expect((await horizontalOverflow(page)).excess).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`change-quote-${lang}.png`), fullPage: true });
      // Nothing moved yet.
      expect(await freeUnits(request, villa, later)).toBe(newBefore);

      const confirm = page.locator("[data-change-confirm] button");
      await expect(confirm).toContainText(toPay);
      await confirm.click();
      await page.waitForURL(/\/sandbox\/pay\//);
      // The gateway asks for the difference: a second payment of the same booking.
      const digits = (text: string | null) => (text ?? "").replace(/\D/g, "");
      expect(digits(await page.locator("[data-sandbox-amount] td").textContent())).toBe(digits(toPay));
      await page.selectOption("#payment_type", "gopay");
      await page.locator('button[value="settlement"]').click();
      await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));

      // The booking shows the new dates; the old nights are free again, the new ones taken.
      await page.goto(`/change-booking?order_id=${encodeURIComponent(orderId)}&lng=${lang}`);
      await expect(page.locator("[data-change-done]")).toBeVisible();
      await expect(page.locator("[data-change-current]")).toHaveText(
        `${formatLongDate(later.arrival, lang)} – ${formatLongDate(later.departure, lang)}`,
      );
      expect((await horizontalOverflow(page)).excess).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`change-done-${lang}.png`), fullPage: true });
      await page.getByRole("link", { name: t.change.back }).click();
      await expect(page.locator("main")).toContainText(formatLongDate(later.arrival, lang));
      expect(await freeUnits(request, villa, stay)).toBe(oldBefore);
      expect(await freeUnits(request, villa, later)).toBe(newBefore - 1);
      await context.close();
    });
  });
}
