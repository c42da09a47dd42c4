// The top-up store (seed 002, issue 12), in both languages, JavaScript on and off, desktop and
// 360 px: the seed's validation messages (from the browser's schema with JavaScript, from the
// server without), a product under disruption, a member buys phone credit (the operator detected
// from the number) and a PLN token (after the account check), pays in the sandbox, sees the result
// page (the token grouped by 4) once the simulated biller has fulfilled it, and finds the token
// and its status in my bookings' Top Up & Bills tab. Every control is used only once usable.
import { expect, test, type Browser, type Page } from "@playwright/test";
import en from "#core/locales/en/topup.json" with { type: "json" };
import id from "#core/locales/id/topup.json" with { type: "json" };
import { signUpAndLogIn, useFreshClientIp } from "./support/auth.ts";
import { clickUsable, expectUsable, fillUsable, horizontalOverflow } from "./support/usable.ts";

const TEXT = { id, en } as const;
type Lang = "id" | "en";

async function memberPage(browser: Browser, lang: Lang, javaScriptEnabled: boolean) {
  const signUp = await browser.newContext({ javaScriptEnabled: true });
  await signUpAndLogIn(await signUp.newPage(), { lang });
  const storageState = await signUp.storageState();
  await signUp.close();
  const context = await browser.newContext({ javaScriptEnabled, storageState });
  await useFreshClientIp(context);
  return { page: await context.newPage(), context };
}

async function expectNoOverflow(page: Page) {
  expect(await horizontalOverflow(page)).toEqual({ excess: 0, widest: "" });
}

/** Pays the open gateway page in the sandbox and waits for the result page to show success. */
async function payAndSeeSuccess(page: Page) {
  await page.waitForURL(/\/sandbox\/pay\//);
  await clickUsable(page.locator('button[value="settlement"]'));
  await page.waitForURL(/\/top-up\/result/);
  // The result page refreshes itself while the biller works (meta refresh, JavaScript or not).
  await expect(page.locator('section[data-topup-status="success"]')).toBeVisible({ timeout: 30_000 });
}

const fieldError = (page: Page, name: string) => page.locator(`[data-field-error="${name}"]`);

for (const js of [true, false]) {
  test(`a home shortcut opens its tab for a member (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { page, context } = await memberPage(browser, "id", js);
    await context.addCookies([{ name: "popup_promo_closed", value: "1", url: baseURL! }]);
    await page.goto("/");
    await clickUsable(page.locator('[data-top-up="pln"]'));
    await expect(page).toHaveURL(/\/top-up\/credits\?type=pln/);
    await expect(page.locator('[data-tab="pln_token"]')).toHaveAttribute("aria-current", "page");
    await page.goto("/");
    await clickUsable(page.locator('[data-top-up="game"]'));
    await expect(page.locator('[data-tab="voucher_games"]')).toHaveAttribute("aria-current", "page");
    await context.close();
  });
}

for (const lang of ["id", "en"] as const) {
  for (const js of [true, false]) {
    const mode = `${lang}, JavaScript ${js ? "on" : "off"}`;

    test(`the seed's messages and a product under disruption (${mode})`, async ({ browser }) => {
      test.setTimeout(90_000);
      const t = TEXT[lang];
      const { page, context } = await memberPage(browser, lang, js);

      // Movie Ticket is the default tab; a disrupted product shows 'Sedang Gangguan' and cannot be chosen.
      await page.goto(`/top-up/credits?lng=${lang}`);
      await expect(page.locator('[data-tab="movie_tickets"]')).toHaveAttribute("aria-current", "page");
      const disrupted = page.locator("[data-product]", { hasText: t.disrupted }).first();
      await expect(disrupted).toBeVisible();
      await expect(disrupted.locator("input")).toBeDisabled();

      // With JavaScript the browser's schema answers and nothing is sent; without, the server does.
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posts.push(r.url());
      });

      // E-money: empty, then too short, then no product: the seed's words.
      await clickUsable(page.locator('[data-tab="emoneys"]'), { minWidth: 24, minHeight: 40 });
      await expect(page.locator('[data-tab="emoneys"]')).toHaveAttribute("aria-current", "page");
      await clickUsable(page.getByRole("button", { name: t.buy }));
      await expect(fieldError(page, "destination")).toHaveText(t.emoneyRequired);
      await expect(fieldError(page, "product_id")).toHaveText(t.productRequired);
      await fillUsable(page.locator("#topup-destination"), "1234");
      await clickUsable(page.getByRole("button", { name: t.buy }));
      await expect(fieldError(page, "destination")).toHaveText(t.emoneyInvalid);
      await expect(page.locator("#topup-destination")).toHaveAttribute("aria-invalid", "true");
      expect(posts).toHaveLength(js ? 0 : 2);

      // Game id and a phone too short; the PLN check empty and with 10 digits.
      await page.goto("/top-up/credits?type=voucher_games");
      await fillUsable(page.locator("#topup-destination"), "123");
      await clickUsable(page.getByRole("button", { name: t.buy }));
      await expect(fieldError(page, "destination")).toHaveText(t.gameIdInvalid);
      await page.goto("/top-up/credits?type=credits");
      await fillUsable(page.locator("#topup-phone"), "0812345");
      await clickUsable(page.getByRole("button", { name: t.detect }));
      await expect(fieldError(page, "phone")).toHaveText(t.phoneInvalid);
      await page.goto("/top-up/credits?type=pln_token");
      await clickUsable(page.getByRole("button", { name: t.check }));
      await expect(fieldError(page, "pln")).toHaveText(t.plnRequired);
      await fillUsable(page.locator("#topup-pln"), "1234567890");
      await clickUsable(page.getByRole("button", { name: t.check }));
      await expect(fieldError(page, "pln")).toHaveText(t.plnInvalid);
      if (js) expect(new URL(page.url()).searchParams.has("pln")).toBe(false);
      else expect(new URL(page.url()).searchParams.get("pln")).toBe("1234567890");
      await expect(page.locator("[data-product]")).toHaveCount(0);
      await expectNoOverflow(page);
      await context.close();
    });

    test(`buy credit and a PLN token, see the token in my bookings (${mode})`, async ({ browser }) => {
      test.setTimeout(90_000);
      const t = TEXT[lang];
      const { page, context } = await memberPage(browser, lang, js);

      // A chosen tab is remembered (a cookie: no JavaScript needed).
      await page.goto(`/top-up/credits?lng=${lang}`);
      await clickUsable(page.locator('[data-tab="credits"]'), { minWidth: 24, minHeight: 40 });
      await expect(page.locator('[data-tab="credits"]')).toHaveAttribute("aria-current", "page");
      await page.goto("/top-up/credits");
      await expect(page.locator('[data-tab="credits"]')).toHaveAttribute("aria-current", "page");

      // Credit: the operator from the number (typed with JavaScript, submitted without); a hint the buyer may override.
      await fillUsable(page.locator("#topup-phone"), "+62 812 3456 7890");
      if (!js) await clickUsable(page.getByRole("button", { name: t.detect }));
      await expect(page.locator('[data-operator="Telkomsel"]')).toBeVisible();
      await expectUsable(page.locator("#topup-operator"));
      await page.locator("#topup-operator").selectOption("XL");
      if (!js) await clickUsable(page.getByRole("button", { name: t.detect }));
      await expect(page.locator('[data-operator="XL"]')).toBeVisible();
      await page.locator("#topup-operator").selectOption("");
      if (!js) await clickUsable(page.getByRole("button", { name: t.detect }));
      await expect(page.locator('[data-operator="Telkomsel"]')).toBeVisible();
      await expectNoOverflow(page);
      await clickUsable(page.locator("[data-product] input:not([disabled])").first(), { minWidth: 12, minHeight: 12 });
      await clickUsable(page.getByRole("button", { name: t.buy }));
      await payAndSeeSuccess(page);
      await expect(page.locator("[data-status-badge]")).toHaveText(t.status.success);

      // PLN: the check shows the owner and power class before the tokens.
      await page.goto("/top-up/credits?type=pln_token");
      await expect(page.locator("[data-product]")).toHaveCount(0);
      await fillUsable(page.locator("#topup-pln"), "32123456789");
      await clickUsable(page.getByRole("button", { name: t.check }));
      await expect(page.locator("[data-pln-account]")).toBeVisible();
      await expect(page.locator("[data-pln-account]")).toContainText(/[A-Z]\d?\/\d+VA/);
      await clickUsable(page.locator("[data-product] input:not([disabled])").first(), { minWidth: 12, minHeight: 12 });
      await clickUsable(page.getByRole("button", { name: t.buy }));
      await payAndSeeSuccess(page);
      const token = (await page.locator("[data-pln-token]").textContent())?.trim() ?? "";
      expect(token).toMatch(/^\d{4}( \d{4}){4}$/);
      await expect(page.locator("[data-copy-token]")).toHaveCount(js ? 1 : 0);
      if (js) await expectUsable(page.locator("[data-copy-token]"), { minWidth: 44, minHeight: 44 });
      await expectNoOverflow(page);

      // My bookings, Top Up & Bills: the token grouped by 4 and the status with its expected time.
      await page.goto("/my-booking?tab=topup");
      const item = page.locator("[data-topup]", { has: page.locator("[data-pln-token]") }).first();
      await expect(item.locator("[data-pln-token]")).toHaveText(token);
      await expectUsable(item.locator("[data-pln-token]"), { minWidth: 100, minHeight: 16 });
      await expect(item.locator("[data-status-badge]")).toHaveText(t.status.success);
      await expect(item).toContainText(t.expected.success);
      await expectNoOverflow(page);
      await context.close();
    });
  }
}
