// Long stays from list to paid booking through the screens (issue 11; seed 002 sections 2 to 5, seed
// 001's long-stay parts): for weekly, monthly and yearly, a member opens the list from the URL the
// header's Long Stay menu links to, opens a card, fills the booking box (the phone's modal at
// 360 px), checks the exact dates and every amount due with its date on the checkout, pays in the
// sandbox gateway, and finds the stay on the Long stay tab and its detail, whose voucher downloads
// as a PDF. Indonesian with JavaScript off on a phone, English with it on at 1280 px (support/matrix.ts).
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import en from "#core/locales/en/longstay.json" with { type: "json" };
import id from "#core/locales/id/longstay.json" with { type: "json" };
import { addDays, todayInJakarta } from "#core/dates.ts";
import {
  LENGTH_PRESETS,
  lengthChoices,
  longStayCheckOut,
  longStayDues,
  longStayPrice,
  type LongStayType,
} from "#core/long-stay.ts";
import { memberPage } from "./support/auth.ts";
import { TWO_VARIANTS } from "./support/matrix.ts";
import { clickUsable, expectUsable, fillUsable, horizontalOverflow } from "./support/usable.ts";
import { APP_KEY } from "./support/screens.ts";

const TEXT = { id, en } as const;
const headers = { "app-key": APP_KEY };

interface Room {
  id: number;
  capacity: number;
  notAvailable: boolean;
  stayMonthly: { price: number; per: number; dp_percent: number; promo_idr: number };
}

/**
 * A listed property with a room free for the shortest length from `checkIn`, by the API's own
 * answer. Earlier runs keep their bookings in the data directory, so the first free one is taken;
 * the tests running side by side look at different properties first (id modulo 4 = `lane`).
 */
async function bookableProperty(page: Page, type: LongStayType, checkIn: string, lane: number) {
  const list = await page.request.get(`/v1/properties/long-stay/${type}`, { headers });
  expect(list.status()).toBe(200);
  const cards = ((await list.json()) as { data: { data: { id: number }[] } }).data.data;
  const ordered = [...cards.filter((c) => c.id % 4 === lane), ...cards.filter((c) => c.id % 4 !== lane)];
  for (const card of ordered) {
    const first = await page.request.get(`/v1/properties/stay-monthly/${card.id}?type=${type}`, { headers });
    const property = ((await first.json()) as { data: { monthlyPrices: { per: number }[] } }).data;
    const length = lengthChoices(type, property.monthlyPrices[0]!.per)[0];
    if (length === undefined) continue;
    const detail = await page.request.get(
      `/v1/properties/stay-monthly/${card.id}?type=${type}&isReservationForm=true&checkIn=${checkIn}&duration=${length}`,
      { headers },
    );
    const rooms = ((await detail.json()) as { data: { rooms: Room[] } }).data.rooms;
    const open = rooms.filter((r) => !r.notAvailable && lengthChoices(type, r.stayMonthly.per).includes(length));
    if (open.length === 0) continue;
    return { propertyId: card.id, length, rooms };
  }
  throw new Error(`no ${type} property free from ${checkIn}`);
}

const PERIODS: { type: LongStayType; option: "Transfer" | "Transfer Full" }[] = [
  { type: "weekly", option: "Transfer Full" },
  { type: "monthly", option: "Transfer" },
  { type: "yearly", option: "Transfer" },
];

// Each period once, the two runs of support/matrix.ts taking turns: both languages, JavaScript on and
// off and both widths are seen, and each period's lengths, prices and payment option once (the
// monthly down payment's return, tabs and balance in every run: long-stay-bookings.spec.ts).
for (const [index, { type, option }] of PERIODS.entries()) {
  for (const { lang, javaScriptEnabled, name, tag, project } of [TWO_VARIANTS[index % TWO_VARIANTS.length]!]) {
    const t = TEXT[lang];
    test(`${type}: list → detail → checkout → sandbox payment → my bookings and the PDF (${name})`, { tag }, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const phone = project === "phone";
      const { page, user } = await memberPage(browser, lang, javaScriptEnabled);
      // Its own check-in per test and project, spread inside the 90-day window.
      const offset =
        2 +
        PERIODS.findIndex((p) => p.type === type) * 20 +
        (javaScriptEnabled ? 9 : 0) +
        (phone ? 4 : 0) +
        Math.floor(Math.random() * 4);
      const checkIn = addDays(todayInJakarta(), offset);
      const pick = await bookableProperty(page, type, checkIn, (javaScriptEnabled ? 1 : 0) + (phone ? 2 : 0));

      // The list: the header's Long Stay menu links here.
      await page.goto(`/stay-${type}?lng=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t.list.title.replace("{{period}}", t.period[type]),
      );
      const card = page.locator(`[data-long-stay-card="${pick.propertyId}"]`);
      // 24 cards a page: follow the next-page link until the property's card is there.
      for (let listPage = 1; (await card.count()) === 0; listPage++) {
        await clickUsable(page.locator('main nav a[rel="next"]'));
        await expect(page).toHaveURL(new RegExp(`/stay-${type}\\?(?:.*&)?page=${listPage}(?:&|$)`));
      }
      await expect(card).toContainText(t.per[type]);
      await expect(card).not.toContainText(/KABUPATEN|KOTA /);
      await expect(card.locator("img")).toHaveCount(1);
      await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
      // The whole card is the link (a stretched link on the name).
      await clickUsable(card, { minWidth: 200, minHeight: 120 });
      await expect(page).toHaveURL(new RegExp(`/stay-${type}/${pick.propertyId}`));

      // The booking box: at the side on a desktop, a modal opened from the bottom bar on a phone.
      if (phone) {
        await clickUsable(page.locator("[data-bottom-bar] a"));
        await expect(page.getByRole("dialog")).toBeVisible();
      }
      const box = page.locator(phone ? '[data-stay-box="stay-modal"]' : '[data-stay-box="stay-box"]');
      const submit = box.getByRole("button", { name: t.box.book });
      if (javaScriptEnabled) await expect(submit).toBeDisabled();

      // A check-in before today: 'Minimal hari ini' / 'Minimal today', reset to today.
      const dateInput = box.locator('input[name="checkIn"]');
      await fillUsable(dateInput, addDays(todayInJakarta(), -3));
      if (!javaScriptEnabled) await clickUsable(submit);
      await expect(box.locator('[data-notice="minToday"]')).toHaveText(t.notice.minToday);
      await expect(box.locator('input[name="checkIn"]')).toHaveValue(todayInJakarta());

      await fillUsable(box.locator('input[name="checkIn"]'), checkIn);
      await expectUsable(box.locator('select[name="length"]'));
      const offered = await box
        .locator('select[name="length"] option')
        .evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)));
      expect(offered.length).toBeGreaterThan(0);
      for (const length of offered) expect(LENGTH_PRESETS[type]).toContain(length);
      await box.locator('select[name="length"]').selectOption(String(pick.length));
      await fillUsable(box.locator('input[name="guest"]'), "1");
      if (javaScriptEnabled) {
        await expect(submit).toBeEnabled();
        await expect(box.locator(`[data-check-out="${longStayCheckOut(checkIn, type, pick.length)}"]`)).toBeVisible();
      }
      await clickUsable(submit);

      // The checkout: the stay as URL state, the member prefilled, exact dates, every amount due.
      await expect(page).toHaveURL(new RegExp(`/stay-${type}/checkout/reservation-form\\?`));
      await expect(page.locator("#field-guestEmail")).toHaveValue(user.email);
      await expect(page.locator("#field-guestName")).toHaveValue(user.name);
      const summary = page.locator("[data-summary]");
      await expect(summary.locator(`[data-check-out="${longStayCheckOut(checkIn, type, pick.length)}"]`)).toBeVisible();
      // The room preselected (the cheapest free one), priced by the shared function for the checks below.
      const chosen = page.locator("[data-room][data-chosen]");
      await expect(chosen).toBeVisible();
      const roomId = Number(await chosen.getAttribute("data-room"));
      const room = pick.rooms.find((r) => r.id === roomId);
      expect(room?.notAvailable).toBe(false);
      const m = room!.stayMonthly;
      // The unique code the page drew (the server draws the same one from the form's key).
      const uniqueCode = Number(await summary.locator("[data-unique-code]").getAttribute("data-unique-code"));
      expect(uniqueCode).toBeGreaterThanOrEqual(100);
      expect(uniqueCode).toBeLessThanOrEqual(999);
      const price = longStayPrice({
        length: pick.length,
        price: m.price,
        per: m.per,
        dpPercent: m.dp_percent,
        promoIdr: m.promo_idr,
        uniqueCode,
      });
      await expect(summary.locator(`[data-sub-total="${price.subTotal}"]`)).toBeVisible();

      // The payment options' explaining popup (a URL modal: works without JavaScript).
      await clickUsable(page.locator("[data-payment-info]"));
      const infoDialog = page.getByRole("dialog");
      await expect(infoDialog).toContainText(t.checkout.infoFull);
      await clickUsable(infoDialog.locator("[data-info-close]"));
      await expect(infoDialog).toHaveCount(0);

      await clickUsable(page.locator(`label[for="payment-${option === "Transfer" ? "dp" : "full"}"]`));
      const dues = longStayDues(price, option, checkIn);
      if (javaScriptEnabled) {
        // The summary follows the option as it is chosen.
        for (const due of dues)
          await expect(summary.locator(`[data-due="${due.kind}"] [data-amount="${due.amount}"]`)).toBeVisible();
        await expect(summary.locator("[data-due]")).toHaveCount(dues.length);
      } else {
        // Without JavaScript each option says what it costs and when.
        const label = page.locator(`label[for="payment-${option === "Transfer" ? "dp" : "full"}"]`);
        for (const due of dues)
          await expect(label).toContainText(
            new Intl.NumberFormat(lang === "en" ? "en-US" : "id-ID").format(due.amount),
          );
      }
      if (option === "Transfer")
        expect(dues.map((d) => d.kind)).toEqual(price.balance > 0 ? ["now", "balance"] : ["now"]);

      if (phone) expect((await horizontalOverflow(page)).excess, "no sideways scroll at 360 px").toBe(0);
      await fillUsable(page.locator("#field-guestNoTelp"), "81298765432");
      await clickUsable(page.getByRole("button", { name: t.checkout.reserve }));

      // The sandbox gateway, then back home with the order id.
      await page.waitForURL((u) => u.pathname.startsWith("/sandbox/"));
      // The gateway asks for exactly what the checkout said was due now.
      const amountRow = page.locator("[data-sandbox-amount]"); // the amount charged, not an item's price
      expect(Number((await amountRow.locator("td").textContent())?.replace(/\D/g, ""))).toBe(dues[0]!.amount);
      await page.locator('button[value="settlement"]').click();
      await page.waitForURL((u) => !u.pathname.startsWith("/sandbox") && u.searchParams.has("order_id"));
      const orderId = new URL(page.url()).searchParams.get("order_id")!;

      await page.goto(`/my-booking?tab=longstay&lng=${lang}`);
      const booking = page.locator(`[data-booking="${orderId}"]`);
      await expectUsable(booking, { minWidth: 200, minHeight: 40 });
      await clickUsable(booking.getByRole("link").first());
      const detail = page.locator(`[data-order-id="${orderId}"]`);
      await expect(detail).toBeVisible();
      if (phone) expect((await horizontalOverflow(page)).excess, "no sideways scroll at 360 px").toBe(0);

      const download = page.waitForEvent("download");
      await clickUsable(detail.locator("[data-voucher-download]"));
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await readFile((await file.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      await page.context().close();
    });
  }
}
