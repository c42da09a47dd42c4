// A member's booking after the form (issue 10), in id and en, JavaScript on and off:
//   the total the form shows is the amount the gateway asks for; a booking left unpaid has
//   'Pay now' on /my-booking and /detail-booking that goes back to the gateway's payment page;
//   pay at property is labelled 'confirmed, pay at the property' everywhere, never 'paid'.
import { expect, test, type Page } from "@playwright/test";
import en from "#core/locales/en/bookings.json" with { type: "json" };
import id from "#core/locales/id/bookings.json" with { type: "json" };
import enReservation from "#core/locales/en/reservation.json" with { type: "json" };
import idReservation from "#core/locales/id/reservation.json" with { type: "json" };
import { memberPage } from "./support/auth.ts";
import { TWO_VARIANTS } from "./support/matrix.ts";
import { clickUsable, expectUsable, fillUsable } from "./support/usable.ts";
import { freeStay } from "./support/stays.ts";

const TEXT = { id, en } as const;
const RESERVATION = { id: idReservation, en: enReservation } as const;

/** A signed-up member (through the UI with JavaScript) on a page with JavaScript on or off. */

const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

async function fillGuest(page: Page, email: string) {
  await fillUsable(page.locator("#field-guestName"), "Dewi Lestari");
  await fillUsable(page.locator("#field-guestNoTelp"), "81234567890");
  await fillUsable(page.locator("#field-guestEmail"), email);
}

// Each run its own days, away from the other specs' stays.
const RUNS = TWO_VARIANTS.map((variant, index) => ({ ...variant, offset: 130 + index * 10 }));

for (const { javaScriptEnabled, lang, offset, name, tag } of RUNS) {
  const t = TEXT[lang];
  const r = RESERVATION[lang];
  test.describe(name, { tag }, () => {
    test("the form's total is the gateway's amount; an unpaid booking has Pay now until it is paid", async ({
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const { page, user } = await memberPage(browser, lang, javaScriptEnabled);
      const stay = await freeStay(request, 3, offset);
      await page.goto(`/reservation-form?villas=3&guest=2&${stay.query}&lng=${lang}`);
      await fillGuest(page, user.email);
      const shownTotal = digits(await page.locator("[data-price-breakdown] div.font-bold dd").textContent());
      expect(shownTotal).toBeGreaterThan(0);
      await clickUsable(page.getByRole("button", { name: r.reserve, exact: true }));
      await page.waitForURL(/\/sandbox\/pay\//);
      const gatewayUrl = page.url();
      // The same figure at the gateway (issue 10: the form's unique code was not the server's).
      const amountRow = page.locator("[data-sandbox-amount]"); // the amount charged, not an item's price
      expect(digits(await amountRow.locator("td").textContent())).toBe(shownTotal);

      // The traveller closes the gateway's tab: the booking waits for its payment, with Pay now.
      await page.goto(`/my-booking?lng=${lang}`);
      const card = page.locator("[data-booking]").first();
      await expect(card.locator("[data-status]")).toHaveText(t.status.waitingPayment);
      const payNow = card.locator("[data-pay-now]");
      await expect(payNow).toHaveText(new RegExp(t.payNow));
      await expectUsable(payNow, { minWidth: 60, minHeight: 28 });
      await card.getByRole("link", { name: new RegExp(t.viewDetail) }).click();
      await expect(page).toHaveURL(/\/detail-booking\?id=\d+/);
      const detailPayNow = page.locator("[data-pay-now]");
      await expectUsable(detailPayNow, { minWidth: 60, minHeight: 28 });
      await detailPayNow.click();
      await page.waitForURL(/\/sandbox\/pay\//);
      expect(page.url()).toBe(gatewayUrl);
      await page.locator('button[value="settlement"]').click();
      await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));

      await page.goto(`/my-booking?lng=${lang}`);
      await expect(page.locator("[data-booking]").first().locator("[data-status]")).toHaveText(t.status.paid);
      await expect(page.locator("[data-pay-now]")).toHaveCount(0);
      await page.context().close();
    });

    test("pay at property reads 'confirmed, pay at the property', never paid", async ({ browser, request }) => {
      test.setTimeout(120_000);
      const { page, user } = await memberPage(browser, lang, javaScriptEnabled);
      const stay = await freeStay(request, 5, offset);
      await page.goto(`/reservation-form?villas=5&guest=2&${stay.query}&lng=${lang}`);
      await fillGuest(page, user.email);
      await page.getByRole("radio", { name: new RegExp(r.payment.atProperty) }).check();
      await clickUsable(page.getByRole("button", { name: r.reserve, exact: true }));
      await page.waitForURL((u) => u.pathname === "/");

      await page.goto(`/my-booking?lng=${lang}`);
      const card = page.locator("[data-booking]").first();
      await expect(card.locator("[data-status]")).toHaveText(t.status.payAtProperty);
      await expect(card.locator("[data-pay-now]")).toHaveCount(0);
      await card.getByRole("link", { name: new RegExp(t.viewDetail) }).click();
      await expect(page.locator("[data-status]")).toHaveText(t.status.payAtProperty);
      const progress = page.locator('[data-progress="confirmed"]');
      await expect(progress).toContainText(t.detail.progress.confirmed);
      await expect(progress).not.toContainText(t.detail.progress.paid);
      // Every step's label inside the trio, also at 360 px ("Dikonfirmasi" is the longest).
      const trio = (await progress.boundingBox())!;
      for (const step of await progress.locator("li").all()) {
        const box = (await step.boundingBox())!;
        expect(box.x + box.width, "a step inside the trio").toBeLessThanOrEqual(trio.x + trio.width + 1);
        const label = await step
          .locator("span")
          .nth(1)
          .evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
        expect(label.scroll, "the label fits its step").toBeLessThanOrEqual(label.client + 1);
      }
      await expect(page.locator('[data-row="paymentStatus"]')).toContainText(t.detail.dueOnArrival);
      await expect(page.locator('[data-amount="debt"]')).toBeVisible();
      await page.context().close();
    });
  });
}
