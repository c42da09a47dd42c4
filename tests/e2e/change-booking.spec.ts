// Changing the dates of a paid booking (issue 26 item 2, decision 065), as a person sees it: a
// member books and pays by GoPay in the sandbox, opens the booking's detail, picks later free
// dates (found on /v1), sees availability, the new total, the change fee in rupiah and the
// difference, pays the difference in the sandbox, and sees the new dates; the old nights are free
// again on /v1 and the new ones taken.
import { expect, test } from "@playwright/test";
import en from "#core/locales/en/bookings.json" with { type: "json" };
import id from "#core/locales/id/bookings.json" with { type: "json" };
import { formatLongDate } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import { CHANGE_FEE_IDR } from "#core/date-change.ts";
import { memberPage } from "./support/auth.ts";
import { bookAndPay, freeUnits, villaWhere } from "./support/bookings.ts";
import { TWO_VARIANTS } from "./support/matrix.ts";
import { freeStay } from "./support/stays.ts";
import { horizontalOverflow } from "./support/usable.ts";

const TEXT = { id, en } as const;

/** Where a run starts looking for free nights: past the cancellation spec's, apart per run. */
const from = (javaScriptEnabled: boolean, projectName: string) =>
  220 + (javaScriptEnabled ? 0 : 14) + (projectName === "phone" ? 40 : 0);

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
      const later = await freeStay(request, villa, start + nights + 7, nights);
      const newBefore = await freeUnits(request, villa, later);

      await page.goto(`/my-booking?lng=${lang}`);
      await page
        .locator(`[data-booking="${orderId}"]`)
        .getByRole("link", { name: new RegExp(t.viewDetail) })
        .click();
      await page.locator("[data-change-link]").click();
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
      await page.getByRole("link", { name: t.change.back }).click();
      await expect(page.locator("main")).toContainText(formatLongDate(later.arrival, lang));
      expect(await freeUnits(request, villa, stay)).toBe(oldBefore);
      expect(await freeUnits(request, villa, later)).toBe(newBefore - 1);
      await context.close();
    });
  });
}
