// Cancelling a booking yourself (issue 26, decisions 055 and 056), as a person sees it:
//   a guest books and pays by GoPay in the sandbox, asks for the cancellation link from the
//   reservation check, opens it from the mailbox, sees the policy and each line of the refund
//   first, cancels, and sees the refund done and the room free again;
//   a member's booking at a property that does not allow cancelling says why, from its detail;
//   a member cancels a monthly stay paid by down payment from its detail (decision 057): the
//   refund lines first, then refunded, and the stay's nights free again on /v1.
import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import en from "#core/locales/en/bookings.json" with { type: "json" };
import id from "#core/locales/id/bookings.json" with { type: "json" };
import { addDays, todayInJakarta } from "#core/dates.ts";

import { memberPage, openMail, useFreshClientIp } from "./support/auth.ts";
import { TWO_VARIANTS, VARIANTS } from "./support/matrix.ts";
import { APP_KEY } from "./support/screens.ts";
import {
  bookAndPay,
  freeUnits,
  openBookingAction,
  monthlyRoomByDp,
  reserveMonthlyByDp,
  villaWhere,
} from "./support/bookings.ts";
import { freeStay } from "./support/stays.ts";
import { horizontalOverflow } from "./support/usable.ts";

const TEXT = { id, en } as const;
// A fresh connection each time: a pooled one left idle through the page flow may be closed under it.
const headers = { "app-key": APP_KEY, connection: "close" };

/** Where a run starts looking for free nights: far enough for any policy's last day, apart per run. */
const from = (offset: number, projectName: string) => 120 + offset + (projectName === "phone" ? 40 : 0);

/** The cancellation page before the cancel: title, policy, each line of the refund, the button saying the refund. */
async function expectRefundQuote(page: Page, t: (typeof TEXT)[keyof typeof TEXT]) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.cancel.title);
  await expect(page.locator("[data-cancel-policy]")).toBeVisible();
  for (const line of ["paid", "uniqueCode", "refundable", "percent", "refund"])
    await expect(page.locator(`[data-amount="${line}"]`)).toBeVisible();
  const refund = (await page.locator('[data-amount="refund"] dd').textContent())!.trim();
  expect(refund).toMatch(/\d/);
  expect((await horizontalOverflow(page)).excess).toBeLessThanOrEqual(0);
  const confirm = page.locator("[data-cancel-confirm] button");
  await expect(confirm).toContainText(refund);
  return { refund, confirm };
}

for (const { lang, javaScriptEnabled, name, tag } of VARIANTS) {
  const t = TEXT[lang];
  test.describe(name, { tag }, () => {
    test.use({ javaScriptEnabled });

    test("a guest cancels from the mailed link: the refund first, then refunded and the room free again", async ({
      page,
      request,
    }, info) => {
      await useFreshClientIp(page.context());
      const { villa, nights } = await villaWhere(request, "refund");
      const stay = await freeStay(
        request,
        villa,
        from((javaScriptEnabled ? 0 : 9) + (lang === "en" ? 18 : 0), info.project.name),
        nights,
      );
      const before = await freeUnits(request, villa, stay);
      const email = `cancel-${Date.now().toString(36)}-${lang}${javaScriptEnabled ? "js" : "nojs"}@example.com`;
      const orderId = await bookAndPay(page, villa, stay, lang, email, "gopay");
      expect(await freeUnits(request, villa, stay)).toBe(before - 1);

      // The reservation check offers the cancellation by a link mailed to the booking's email.
      await page.goto(`/reservation-check?lng=${lang}`);
      await page.fill("#rc-order", orderId);
      await page.fill("#rc-email", email);
      await page.getByRole("button", { name: t.check.submit }).click();
      await page.getByRole("button", { name: t.cancel.askSubmit }).click();
      await expect(page.locator("[data-cancel-link-sent]")).toContainText(email);
      const link = (await openMail(page, email)).find((l) => l.includes("/cancel-booking?"));
      expect(link, "cancellation link in the mail").toBeTruthy();

      // Before anything happens: the policy and each line of the refund.
      await page.goto(`${link}&lng=${lang}`);
      const { refund, confirm } = await expectRefundQuote(page, t);

      await confirm.click();
      await expect(page.locator('[data-cancel-state="cancelled"]')).toBeVisible();
      await expect(page.getByRole("heading", { name: t.cancel.cancelled })).toBeVisible();
      const done = page.locator('[data-refund-state="done"]');
      await expect(done).toContainText(t.cancel.refundState.done);
      await expect(done).toContainText(refund);
      await expect(page.locator("[data-cancel-confirm]")).toHaveCount(0);
      expect((await horizontalOverflow(page)).excess).toBeLessThanOrEqual(0);
      expect(await freeUnits(request, villa, stay)).toBe(before);
    });
  });
}

for (const { lang, javaScriptEnabled, name, tag } of TWO_VARIANTS) {
  const t = TEXT[lang];
  test.describe(name, { tag }, () => {
    test("a member's booking the policy does not let go says why, from its detail", async ({ browser }, info) => {
      test.setTimeout(120_000);
      const { page, user } = await memberPage(browser, lang, javaScriptEnabled);
      const { villa, nights } = await villaWhere(page.request, "none");
      const stay = await freeStay(page.request, villa, from(javaScriptEnabled ? 30 : 36, info.project.name), nights);
      const orderId = await bookAndPay(page, villa, stay, lang, user.email, "bank_transfer");
      await openBookingAction(page, lang, orderId, t.viewDetail, "cancel");
      await expect(page.locator('[data-cancel-refusal="notCancellable"]')).toHaveText(t.cancel.refusal.notCancellable);
      await expect(page.locator("[data-cancel-confirm]")).toHaveCount(0);
      expect((await horizontalOverflow(page)).excess).toBeLessThanOrEqual(0);
    });
  });
}

/** The first monthly property whose policy refunds something, with a room free from `checkIn` for its shortest length, paid by DP. */
async function monthlyWithRefund(request: APIRequestContext, checkIn: string) {
  const list = await request.get("/v1/properties/stay-monthly", { headers });
  for (const card of ((await list.json()) as { data: { id: number }[] }).data.slice(0, 60)) {
    const hotel = await request.get(`/v1/hotels/${card.id}?guest=1`, { headers });
    if (!hotel.ok()) continue;
    const rules = ((await hotel.json()) as { data?: { hotel?: { villa_rules?: Record<string, number | null> } } }).data
      ?.hotel?.villa_rules;
    if (!rules || rules.day_cancel === null || (rules.refund_persent ?? 0) <= 0) continue;
    const room = await monthlyRoomByDp(request, card.id, checkIn);
    if (room) return { property: card.id, ...room };
  }
  throw new Error(`no refundable monthly room free from ${checkIn}`);
}

/** Free units of the room on the stay's first week, as the property's page on /v1 answers. */
async function freeWeek(request: APIRequestContext, property: number, roomId: number, from: string) {
  const answer = await request.get(`/v1/hotels/${property}?guest=1&arrival=${from}&departure=${addDays(from, 7)}`, {
    headers,
  });
  const rooms = ((await answer.json()) as { data: { hotel: { rooms: { id: number; rates: { unit: number }[] }[] } } })
    .data.hotel.rooms;
  return rooms.find((r) => r.id === roomId)!.rates.map((r) => r.unit);
}

for (const [index, { lang, javaScriptEnabled, name, tag }] of TWO_VARIANTS.entries()) {
  const t = TEXT[lang];
  test.describe(name, { tag }, () => {
    test("a member cancels a monthly stay paid by DP from its detail: the refund first, then refunded, the nights free again", async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const { page, user } = await memberPage(browser, lang, javaScriptEnabled);
      // Past any policy's last day (14 days at most), apart per run.
      const checkIn = addDays(todayInJakarta(), 30 + index * 25 + Math.floor(Math.random() * 20));
      const { property, roomId, duration } = await monthlyWithRefund(page.request, checkIn);
      const before = await freeWeek(page.request, property, roomId, checkIn);
      // Made with the member's email: it is theirs, in their long stays (as long-stay-bookings.spec.ts books).
      const { data } = await reserveMonthlyByDp(page.request, user.email, lang, { roomId, checkIn, duration });
      await page.goto(data.midtrans.response_from_midtrans.redirect_url);
      await page.selectOption("#payment_type", "gopay");
      await page.locator('button[value="settlement"]').click();
      await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));
      expect(await freeWeek(page.request, property, roomId, checkIn)).toEqual(before.map((u) => u - 1));

      await page.goto(`/detail-booking?id=${data.id}&isMonthly=true&lng=${lang}`);
      await page.locator("[data-cancel-link]").click();
      const { refund, confirm } = await expectRefundQuote(page, t);
      await page.screenshot({ path: test.info().outputPath(`long-stay-cancel-${lang}.png`), fullPage: true });

      await confirm.click();
      await expect(page.locator('[data-cancel-state="cancelled"]')).toBeVisible();
      const done = page.locator('[data-refund-state="done"]');
      await expect(done).toContainText(t.cancel.refundState.done);
      await expect(done).toContainText(refund);
      expect((await horizontalOverflow(page)).excess).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`long-stay-cancelled-${lang}.png`), fullPage: true });
      expect(await freeWeek(page.request, property, roomId, checkIn)).toEqual(before);
      await page.context().close();
    });
  });
}
