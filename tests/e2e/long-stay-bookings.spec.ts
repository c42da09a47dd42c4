// Long stays after the payment (issue 11, issue 22; seed 001 sections 2.3 and 3, seed 002 sections 7
// and 9): a member's email books a monthly stay by down payment through /v1 (the screens have their
// own journey spec) and pays it in the sandbox page; the payment return's popup says it is paid and
// links to the long-stay detail; the Long stay tab and /detail-booking?isMonthly=true say "DP paid,
// balance due by {date}" with every line of the bill (total = sub total - promo + unique code), the
// balance is paid from there (order …-B1, its own popup) and then the stay is paid and owes
// nothing. A guest without an account follows the popup to the reservation check and finds the
// stay, its state, its bill and its voucher. Indonesian and English, JavaScript on and off, at the
// phone's 360 px and the desktop's 1280 px (the four runs of support/matrix.ts).
import { expect, test, type Locator, type Page } from "@playwright/test";
import en from "#core/locales/en/bookings.json" with { type: "json" };
import id from "#core/locales/id/bookings.json" with { type: "json" };
import enPayment from "#core/locales/en/payment.json" with { type: "json" };
import idPayment from "#core/locales/id/payment.json" with { type: "json" };
import { addDays, formatLongDate, todayInJakarta } from "#core/dates.ts";
import { memberPage, useFreshClientIp } from "./support/auth.ts";
import { monthlyRoomByDp, reserveMonthlyByDp } from "./support/bookings.ts";
import { TWO_VARIANTS } from "./support/matrix.ts";
import { BUTTON_SIZE, expectTapTargets, expectUsable, fillUsable } from "./support/usable.ts";
import { APP_KEY } from "./support/screens.ts";

const TEXT = { id, en } as const;
const PAYMENT_TEXT = { id: idPayment, en: enPayment } as const;
const headers = { "app-key": APP_KEY };
type Lang = "id" | "en";

/** The first monthly room free for its shortest length from `checkIn`, by the API's own answer. */
async function freeMonthlyRoom(page: Page, checkIn: string) {
  const list = await page.request.get("/v1/properties/stay-monthly", { headers });
  expect(list.status()).toBe(200);
  for (const card of ((await list.json()) as { data: { id: number }[] }).data.slice(0, 30)) {
    const room = await monthlyRoomByDp(page.request, card.id, checkIn);
    if (room) return room;
  }
  throw new Error(`no monthly room free from ${checkIn}`);
}

/** Whole rupiah from a shown amount ("Rp 1.234.567", "IDR 1,234,567", "- Rp 300.000"). */
const rupiah = async (line: Locator) => Number(((await line.locator("dd").textContent()) ?? "").replace(/\D/g, ""));

/** Books a monthly stay by down payment for `email` (0: no account) through /v1. */
async function bookMonthlyByDp(page: Page, email: string, lang: Lang, checkIn: string) {
  const { roomId, duration } = await freeMonthlyRoom(page, checkIn);
  return reserveMonthlyByDp(page.request, email, lang, { roomId, checkIn, duration });
}

/** Pays in the sandbox page; the gateway returns to home with the order id, and its popup says what was paid: the DP (a balance owed) or all of it. */
async function payAndSeePopup(page: Page, payUrl: string, orderId: string, lang: Lang, outcome: "dpPaid" | "paid") {
  await page.goto(payUrl);
  await page.locator('button[value="settlement"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));
  const url = new URL(page.url());
  expect(url.pathname).toBe("/");
  expect(url.searchParams.get("order_id")).toBe(orderId);
  const popup = page.locator("[data-payment-outcome]");
  await expect(popup).toHaveAttribute("data-payment-outcome", outcome);
  await expect(popup).toContainText(orderId);
  await expect(popup).toContainText(PAYMENT_TEXT[lang][outcome]);
  await expect(page.getByText(PAYMENT_TEXT[lang].notFound)).toHaveCount(0);
  return popup.getByRole("link", { name: PAYMENT_TEXT[lang].seeBooking });
}

/** Pays the stay's down payment in the sandbox: the popup says DP paid (see payAndSeePopup). */
const payDownPayment = (
  page: Page,
  data: { order_id: string; midtrans: { response_from_midtrans: { redirect_url: string } } },
  lang: Lang,
) => payAndSeePopup(page, data.midtrans.response_from_midtrans.redirect_url, data.order_id, lang, "dpPaid");

/** The bill's lines add up: total = sub total - promo + unique code; paid + balance = total. */
async function expectBillAddsUp(bill: Locator) {
  const line = (key: string) => bill.locator(`[data-amount="${key}"]`);
  const subTotal = await rupiah(line("subTotal"));
  const promo = (await line("promo").count()) > 0 ? await rupiah(line("promo")) : 0;
  const uniqueCode = await rupiah(line("uniqueCode"));
  const total = await rupiah(line("total"));
  expect(uniqueCode).toBeGreaterThanOrEqual(100);
  expect(total).toBe(subTotal - promo + uniqueCode);
  const paid = await rupiah(line("paid"));
  const balance = (await line("balance").count()) > 0 ? await rupiah(line("balance")) : 0;
  expect(paid + balance).toBe(total);
  await expect(line("downPayment")).toBeVisible();
  return { total, paid, balance };
}

// Two runs (support/matrix.ts): each language, JavaScript on and off, both widths.
for (const [index, { lang, javaScriptEnabled, name, tag }] of TWO_VARIANTS.entries()) {
  const t = TEXT[lang];
  test.describe(name, { tag }, () => {
    test(`a monthly stay paid by DP: the return popup, the Long stay tab and its detail say "DP paid, balance due", then paid`, async ({
      browser,
    }, info) => {
      test.setTimeout(300_000);
      const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
      const { page, user } = await memberPage(browser, lang, javaScriptEnabled);
      const checkIn = addDays(todayInJakarta(), 3 + index * 6);
      const { data } = await bookMonthlyByDp(page, user.email, lang, checkIn);
      const detailHref = `/detail-booking?id=${data.id}&isMonthly=true`;
      const dpPaid = t.longStayState.dpPaid.replace("{{date}}", formatLongDate(checkIn, lang));

      const seeBooking = await payDownPayment(page, data, lang);
      await expect(seeBooking).toHaveAttribute("href", detailHref);

      await page.goto(`/my-booking?tab=longstay&lng=${lang}`);
      const card = page.locator(`[data-booking="${data.order_id}"]`);
      await expect(card).toBeVisible();
      await expect(card.locator("[data-long-stay-state]")).toHaveText(dpPaid);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.goto(`${detailHref}&lng=${lang}`);
      const detail = page.locator(`[data-order-id="${data.order_id}"]`);
      await expect(detail).toBeVisible();
      await expect(detail).toContainText("Rina Wulandari");
      await expect(detail.locator("[data-long-stay-state]")).toHaveText(dpPaid);
      await expectTapTargets(page, "[data-back-link]", 1);
      const bill = detail.locator("[data-long-stay-bill]");
      const before = await expectBillAddsUp(bill);
      expect(before.balance).toBeGreaterThan(0);
      expect(before.paid).toBeLessThan(before.total);
      await expect(bill.locator('[data-amount="balance"]')).toContainText(formatLongDate(checkIn, lang));
      // Decision 043: the voucher of a DP stay is offered (it says the balance is due).
      await expect(detail.locator("[data-voucher-download]")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const payBalance = page.getByRole("button", { name: t.detail.payBalance });
      await expect(payBalance).toBeVisible();
      await payBalance.click();
      await page.waitForURL(/\/sandbox\/pay\//);
      const balanceSeeBooking = await payAndSeePopup(page, page.url(), `${data.order_id}-B1`, lang, "paid");
      await expect(balanceSeeBooking).toHaveAttribute("href", detailHref);

      await page.goto(`${detailHref}&lng=${lang}`);
      await expect(detail.locator("[data-long-stay-state]")).toHaveText(t.longStayState.paid);
      const after = await expectBillAddsUp(bill);
      expect(after).toEqual({ total: before.total, paid: before.total, balance: 0 });
      await expect(page.getByRole("button", { name: t.detail.payBalance })).toHaveCount(0);
      await page.goto(`/my-booking?tab=longstay&lng=${lang}`);
      await expect(card.locator("[data-long-stay-state]")).toHaveText(t.longStayState.paid);
      await page.context().close();
    });

    test(`a guest's monthly stay paid by DP: the popup leads to the reservation check, which finds it with its state, bill and voucher`, async ({
      browser,
    }, info) => {
      test.setTimeout(240_000);
      const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
      const context = await browser.newContext({ javaScriptEnabled, viewport });
      await useFreshClientIp(context);
      const page = await context.newPage();
      await page.goto(`/?lng=${lang}`);
      const email = `guest-${Date.now()}-${index}@example.com`;
      const checkIn = addDays(todayInJakarta(), 5 + index * 6);
      const { data } = await bookMonthlyByDp(page, email, lang, checkIn);

      const seeBooking = await payDownPayment(page, data, lang);
      await expect(seeBooking).toHaveAttribute("href", `/reservation-check?order_id=${data.order_id}`);
      await seeBooking.click();
      await page.waitForURL(/\/reservation-check/);
      const form = page.locator("[data-reservation-check]");
      await expect(form.locator("#rc-order")).toHaveValue(data.order_id);
      await fillUsable(form.locator("#rc-email"), email);
      await form.getByRole("button", { name: t.check.submit }).click();
      const found = page.locator('[data-check-result="found"]');
      await expect(found).toBeVisible();
      await expect(found).toContainText(data.order_id);
      await expect(found).toContainText("Rina Wulandari");
      await expect(found.locator("[data-long-stay-state]")).toHaveText(
        t.longStayState.dpPaid.replace("{{date}}", formatLongDate(checkIn, lang)),
      );
      const { balance } = await expectBillAddsUp(found.locator("[data-long-stay-bill]"));
      expect(balance).toBeGreaterThan(0);
      await expectUsable(found.locator("[data-voucher-download]"), BUTTON_SIZE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // A wrong email finds nothing.
      await page.goto(`/reservation-check?lng=${lang}`);
      await fillUsable(form.locator("#rc-order"), data.order_id);
      await fillUsable(form.locator("#rc-email"), `other-${email}`);
      await form.getByRole("button", { name: t.check.submit }).click();
      await expect(page.locator('[data-check-result="notFound"]')).toBeVisible();
      await context.close();
    });
  });
}
