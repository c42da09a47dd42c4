// /voucher-event/{eventType} (issue 13 item 4, decision 028): a new member, logged out, opens the
// demo seed's running event and gets the login modal with 'You must log in first'; after login they
// are back on the event page, which claims their voucher: the animation, 'Selamat anda mendapatkan
// voucher' and the code. Opening it again shows the same code. The floating event icon, shown on
// home and leading here, is hidden on this page. The code then applies on the reservation form
// (15% off shows in the price). Indonesian and English, JavaScript on and off, desktop and 360 px.
import { expect, test } from "@playwright/test";
import enCommon from "#core/locales/en/common.json" with { type: "json" };
import idCommon from "#core/locales/id/common.json" with { type: "json" };
import enReservation from "#core/locales/en/reservation.json" with { type: "json" };
import idReservation from "#core/locales/id/reservation.json" with { type: "json" };
import enVouchers from "#core/locales/en/vouchers.json" with { type: "json" };
import idVouchers from "#core/locales/id/vouchers.json" with { type: "json" };
import { activate, javaScriptRuns, newTestUser, register, submitForm, useFreshClientIp } from "./support/auth.ts";
import { expectReadable } from "./support/readable.ts";
import { fillUsable } from "./support/usable.ts";
import { TWO_VARIANTS } from "./support/matrix.ts";
import { freeStay } from "./support/stays.ts";

const TEXT = {
  id: { v: idVouchers.event, common: idCommon, r: idReservation },
  en: { v: enVouchers.event, common: enCommon, r: enReservation },
} as const;
const EVENT = "lebaran";
const EVENT_PERCENT = 15;
const VILLA = 3;

// Two runs (support/matrix.ts: each language, JavaScript on and off, both widths), each its own
// days, away from the other specs' stays.
const RUNS = TWO_VARIANTS.map((variant, index) => ({ ...variant, offset: 140 + index * 10 }));

for (const { javaScriptEnabled, lang, offset, tag } of RUNS) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, { tag }, () => {
    test.use({ javaScriptEnabled });

    test(`logged out -> login modal -> back, claim once, icon hidden, the code at checkout (${lang})`, async ({
      page,
      request,
    }) => {
      const T = TEXT[lang];
      const user = newTestUser("event");
      await useFreshClientIp(page.context());
      await register(page, user, lang);
      await activate(page, user.email, lang, await javaScriptRuns(page));

      // Logged out: home with the login modal and 'You must log in first'.
      await page.goto(`/voucher-event/${EVENT}?lng=${lang}`);
      await expect(page).toHaveURL(/\/\?modal=login/);
      await expect(page.getByText(T.common.toast.loginRequired)).toBeVisible();
      await expect(page.locator('[data-voucher-event="claimed"]')).toHaveCount(0);
      const form = page.locator('[data-account-form="login"]');
      await fillUsable(form.locator('input[name="email"]'), user.email);
      await fillUsable(form.locator('input[name="password"]'), user.password);
      await submitForm(page, "login", lang);

      // Back on the event page: claimed.
      await expect(page).toHaveURL(new RegExp(`/voucher-event/${EVENT}(\\?|$)`));
      const claimed = page.locator('[data-voucher-event="claimed"]');
      await expect(claimed.getByRole("heading", { level: 1 })).toHaveText(T.v.congrats);
      const gif = claimed.locator("[data-voucher-gif]");
      await expect(gif).toBeVisible();
      // Loaded and decoded, not only laid out (visible comes first).
      await expect
        .poll(() =>
          gif.evaluate(
            (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc.endsWith(".gif"),
          ),
        )
        .toBe(true);
      const code = (await claimed.locator("[data-voucher-code]").textContent())?.trim() ?? "";
      expect(code).toMatch(/^LEBARAN-[A-Z2-9]{8}$/);
      await expect(claimed.getByText(T.v.percentOff.replace("{{value}}", String(EVENT_PERCENT)))).toBeVisible();
      await expect(page.locator("[data-voucher-again]")).toHaveCount(0);
      // The floating event icon is hidden here.
      await expect(page.locator("[data-promo-event]")).toHaveCount(0);
      await expectReadable(page, javaScriptEnabled);

      // Opening again: the same code, said to be the one already claimed.
      await page.reload();
      await expect(page.locator("[data-voucher-code]")).toHaveText(code);
      await expect(page.locator("[data-voucher-again]")).toHaveText(T.v.alreadyClaimed);

      // On other pages the icon is shown (logged in) and leads to this page.
      await page.goto("/about");
      const icon = page.locator("[data-promo-event]");
      await expect(icon).toBeVisible();
      await expect(icon).toHaveAttribute("href", `/voucher-event/${EVENT}`);
      await icon.click();
      await expect(page).toHaveURL(new RegExp(`/voucher-event/${EVENT}(\\?|$)`));
      await expect(page.locator("[data-voucher-code]")).toHaveText(code);
      await expect(page.locator("[data-promo-event]")).toHaveCount(0);

      // The code at checkout: 15% off shows in the price.
      const stay = await freeStay(request, VILLA, offset);
      await page.goto(`/reservation-form?villas=${VILLA}&guest=2&${stay.query}`);
      await fillUsable(page.locator("#field-kodeVoucher"), code);
      await page.locator('button[value="apply-voucher"]').click();
      await expect(
        page.getByText(T.r.promo.voucherPercent.replace("{{percent}}", String(EVENT_PERCENT))),
      ).toBeVisible();
      const voucherRow = page.locator("[data-price-breakdown] div", {
        has: page.getByText(T.r.price.voucher, { exact: true }),
      });
      await expect(voucherRow).toBeVisible();
      expect(Number(((await voucherRow.locator("dd").textContent()) ?? "").replace(/\D/g, ""))).toBeGreaterThan(0);
    });
  });
}

for (const lang of ["id", "en"] as const) {
  test(`an ended event says so, an unknown one is not found (${lang})`, async ({ page }) => {
    await useFreshClientIp(page.context());
    const user = newTestUser("event404");
    await register(page, user, lang);
    await activate(page, user.email, lang, true);
    await page.goto(`/?lng=${lang}&modal=login`);
    const form = page.locator('[data-account-form="login"]');
    await fillUsable(form.locator('input[name="email"]'), user.email);
    await fillUsable(form.locator('input[name="password"]'), user.password);
    await submitForm(page, "login", lang);
    await expect(form).toHaveCount(0);
    await page.goto("/voucher-event/tahun-baru");
    const over = page.locator('[data-voucher-event="over"]');
    await expect(over.getByRole("heading", { level: 1 })).toHaveText(TEXT[lang].v.overTitle);
    await expect(page.locator("[data-voucher-code]")).toHaveCount(0);
    await expect(page.locator("[data-promo-event]")).toHaveCount(0);
    await expectReadable(page, true);
    const answer = await page.goto("/voucher-event/no-such-event");
    expect(answer?.status()).toBe(404);
    await expect(page.locator("[data-voucher-event]")).toHaveCount(0);
  });
}
