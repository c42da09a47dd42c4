// My bookings, booking detail, voucher PDF, e-ticket mail and reservation check (seed 001 sections
// 2.3, 2.4, 4, 7, 8), in both languages, JavaScript on and off:
//   a guest books through the reservation form, pays in the sandbox, checks the reservation with
//   the right pair (summary, paid, voucher download) and a wrong one (not found), finds the
//   e-ticket in the development mailbox;
//   a member signs up, books, pays, finds the booking in /my-booking, opens its detail, downloads
//   the PDF; another member gets the 404 page for it.
import { readFileSync } from "node:fs";
import { expect, test, type Download } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import en from "#core/locales/en/bookings.json" with { type: "json" };
import id from "#core/locales/id/bookings.json" with { type: "json" };
import { memberPage, openMail, useFreshClientIp } from "./support/auth.ts";
import { TWO_VARIANTS, VARIANTS } from "./support/matrix.ts";
import { bookAndPay } from "./support/bookings.ts";
import { freeStay } from "./support/stays.ts";
import { APP_KEY } from "./support/screens.ts";

const TEXT = { id, en } as const;

/** Where a test starts looking for free nights: its own distance ahead, the phone's further on. */
const from = (days: number, projectName: string) => 200 + days + (projectName === "phone" ? 80 : 0);

/**
 * A signed-in member on a page with JavaScript on or off. The sign-up and login go through the
 * accounts UI with JavaScript on (support/auth.ts); the session cookie then moves to a context with
 * the wanted setting, so the bookings pages are what runs without JavaScript here.
 */

async function pdfTextOf(download: Download): Promise<string> {
  const path = await download.path();
  const bytes = new Uint8Array(readFileSync(path!));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

for (const { lang, javaScriptEnabled, name, tag } of VARIANTS) {
  const t = TEXT[lang];
  test.describe(name, { tag }, () => {
    test.use({ javaScriptEnabled });

    test(`reservation check: right and wrong pairs, voucher, e-ticket mail`, async ({ page, request }, info) => {
      await useFreshClientIp(page.context());
      const stay = await freeStay(
        request,
        3,
        from((javaScriptEnabled ? 0 : 20) + (lang === "en" ? 10 : 0), info.project.name),
      );
      const email = `guest-${Date.now().toString(36)}-${lang}${javaScriptEnabled ? "js" : "nojs"}@example.com`;
      const orderId = await bookAndPay(page, 3, stay, lang, email);

      // Both fields required.
      await page.goto(`/reservation-check?lng=${lang}`);
      await page.getByRole("button", { name: t.check.submit }).click();
      await expect(page.locator("#rc-order-error")).toHaveText(t.check.orderIdRequired);
      await expect(page.locator("#rc-email-error")).toHaveText(t.check.emailRequired);

      // A wrong pair reveals nothing.
      await page.fill("#rc-order", orderId);
      await page.fill("#rc-email", "someone.else@example.com");
      await page.getByRole("button", { name: t.check.submit }).click();
      await expect(page.locator('[data-check-result="notFound"]')).toHaveText(t.check.notFound);
      await expect(page.getByText("Dewi Lestari")).toHaveCount(0);

      // The right pair: the summary, paid, and the voucher.
      await page.fill("#rc-order", orderId);
      await page.fill("#rc-email", email.toUpperCase());
      await page.getByRole("button", { name: t.check.submit }).click();
      const summary = page.locator('[data-check-result="found"]');
      await expect(summary).toContainText(orderId);
      await expect(summary).toContainText("Dewi Lestari");
      await expect(summary.locator("[data-payment-state]")).toHaveText(t.check.state.Settlement);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        summary.locator("[data-voucher-download]").click(),
      ]);
      expect(download.suggestedFilename()).toBe(`voucher-${orderId}.pdf`);
      const text = await pdfTextOf(download);
      expect(text).toContain(orderId);
      expect(text).toContain(t.pdf.title);

      // The e-ticket in the development mailbox, with its voucher attachment.
      const links = await openMail(page, email);
      await expect(page.getByText(orderId).first()).toBeVisible();
      expect(links.some((l) => l.includes("/reservation-check?order_id="))).toBe(true);
      // /v1 shows a browser's mail only with its mailbox id (the web app's signed cookie).
      const mailboxCookie = (await page.context().cookies()).find((c) => c.name === "__mailbox");
      const mailbox = { "app-key": APP_KEY, "x-inap-mailbox": mailboxCookie!.value.split(".")[0]! };
      const list = await (await request.get("/v1/dev/mailbox", { headers: mailbox })).json();
      const mail = list.data.messages.find((m: { to: string; kind: string }) => m.to === email && m.kind === "eticket");
      expect(mail).toBeTruthy();
      const detail = await (await request.get(`/v1/dev/mailbox/${mail.id}`, { headers: mailbox })).json();
      expect(detail.data.attachment).toMatch(/^voucher:\d+$/);
      expect(detail.data.lang).toBe(lang);
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an unknown reservation says not found; the e-ticket link checks by itself", async ({ page }) => {
      await useFreshClientIp(page.context());
      await page.goto("/reservation-check?lng=en&order_id=INAP-00000000-NOPE00&email=nobody@example.com");
      await expect(page.locator('[data-check-result="notFound"]')).toHaveText(en.check.notFound);
    });
  });
}

for (const { lang, javaScriptEnabled, name, tag } of TWO_VARIANTS) {
  const t = TEXT[lang];
  test.describe(name, { tag }, () => {
    test(`a member finds the paid booking in /my-booking, opens it, downloads the voucher; another member gets 404`, async ({
      browser,
    }, info) => {
      test.setTimeout(120_000);
      const { page, user } = await memberPage(browser, lang, javaScriptEnabled);
      const orderId = await bookAndPay(
        page,
        3,
        await freeStay(page.request, 3, from((javaScriptEnabled ? 40 : 50) + 5, info.project.name)),
        lang,
        user.email,
      );

      await page.goto(`/my-booking?lng=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.myBookings);
      const card = page.locator(`[data-section="active"] [data-booking="${orderId}"]`);
      await expect(card).toBeVisible();
      await expect(card.locator("[data-status]")).toHaveText(t.status.paid);
      await expect(page.locator('[data-section="history"]')).toContainText(t.nobookhist);

      // Tabs are links: long stay and top-up show their empty texts.
      await page.locator('[data-tab="longstay"]').click();
      await expect(page).toHaveURL(/tab=longstay/);
      await expect(page.getByText(t.hotelNotFound)).toBeVisible();
      await page.locator('[data-tab="topup"]').click();
      await expect(page.getByText(t.notopup)).toBeVisible();
      await page.locator('[data-tab="daily"]').click();

      await card.getByRole("link", { name: new RegExp(t.viewDetail) }).click();
      await expect(page).toHaveURL(/\/detail-booking\?id=\d+/);
      const detailUrl = page.url();
      await expect(page.locator(`[data-order-id="${orderId}"]`)).toBeVisible();
      await expect(page.locator('[data-progress="paid"]')).toBeVisible();
      await expect(page.locator("[data-night]")).toHaveCount(2);
      await expect(page.locator('[data-row="guestName"]')).toContainText("Dewi Lestari");
      await expect(page.locator('[data-amount="debt"]')).toHaveCount(0);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.locator("[data-voucher-download]").click(),
      ]);
      expect(download.suggestedFilename()).toBe(`voucher-${orderId}.pdf`);
      expect(await pdfTextOf(download)).toContain(orderId);

      // The payment return's order id leads to the detail page.
      await page.goto(`/my-booking?order_id=${orderId}`);
      await expect(page).toHaveURL(detailUrl.replace(/&?lng=\w+/, ""));

      // Another member: the same 404 page as for a booking that does not exist.
      const { page: otherPage } = await memberPage(browser, lang, javaScriptEnabled);
      const response = await otherPage.goto(detailUrl);
      expect(response!.status()).toBe(404);
      await expect(otherPage.locator("[data-not-found]")).toHaveText(t.detail.notFoundBody);
      await expect(otherPage.getByText(orderId)).toHaveCount(0);
      const pdf = await otherPage.request.get(`/resources/download?order_id=${orderId}`);
      expect(pdf.status()).toBe(404);
      await otherPage.context().close();
      await page.context().close();
    });
  });
}

test("account pages send a visitor who is not logged in home, to the login modal", async ({ page }) => {
  await page.goto("/my-booking");
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.searchParams.get("modal") === "login");
  await page.goto("/detail-booking?id=1");
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.searchParams.get("modal") === "login");
});
