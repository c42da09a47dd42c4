// The top-up store (seed 002, issue 12), in both languages, JavaScript on and off, desktop and
// 360 px: the seed's validation messages (from the browser's schema with JavaScript, from the
// server without), a product under disruption, a member buys phone credit (the operator detected
// from the number) and a PLN token (after the account check), pays in the sandbox, sees the result
// page (the token grouped by 4) once the simulated biller has fulfilled it, and finds the token
// and its status in my bookings' Top Up & Bills tab. Issue 22: the number on screen is the number
// charged (a changed phone number shows its own operator's products, a changed meter is checked
// again, a short one is refused), a denied and an expired payment read apart, the gateway page
// names the product and the destination, a refusal keeps the number, an unknown result says so,
// every tab label is whole, and the login from a home shortcut leads to its tab. Every control is
// used only once usable.
import { expect, test, type Page } from "@playwright/test";
import en from "#core/locales/en/topup.json" with { type: "json" };
import id from "#core/locales/id/topup.json" with { type: "json" };
import { memberPage, newMember, submitForm, useFreshClientIp } from "./support/auth.ts";
import { TWO_VARIANTS, VARIANTS } from "./support/matrix.ts";
import { clickUsable, expectHydrated, expectUsable, fillUsable, horizontalOverflow } from "./support/usable.ts";

const TEXT = { id, en } as const;

async function expectNoOverflow(page: Page) {
  expect(await horizontalOverflow(page)).toEqual({ excess: 0, widest: "" });
}

/** Pays the open gateway page in the sandbox and waits for the result page to show success. */
async function payAndSeeSuccess(page: Page) {
  await endPayment(page, "settlement");
  // The result page refreshes itself while the biller works (meta refresh, JavaScript or not).
  await expect(page.locator('section[data-topup-status="success"]')).toBeVisible({ timeout: 30_000 });
}

/** Ends the open gateway page one way and waits for the result page. */
async function endPayment(page: Page, action: "settlement" | "deny" | "expire") {
  await page.waitForURL(/\/sandbox\/pay\//);
  await clickUsable(page.locator(`button[value="${action}"]`));
  await page.waitForURL(/\/top-up\/result/);
}

/** Opens a tab of the store; with JavaScript, once its field reacts to typing (hydrated). */
async function openStore(page: Page, path: string, js: boolean) {
  await page.goto(path);
  if (js) await expectHydrated(page.locator("main form input:not([type=hidden])").first());
}

const fieldError = (page: Page, name: string) => page.locator(`[data-field-error="${name}"]`);

for (const { lang, javaScriptEnabled: js, name, tag } of TWO_VARIANTS) {
  test(`a home shortcut opens its tab for a member (${name})`, { tag }, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const { page, context } = await memberPage(browser, lang, js);
    await context.addCookies([{ name: "popup_promo_closed", value: "1", url: baseURL! }]);
    await page.goto(`/?lng=${lang}`);
    await clickUsable(page.locator('[data-top-up="pln"]'));
    await expect(page).toHaveURL(/\/top-up\/credits\?type=pln/);
    await expect(page.locator('[data-tab="pln_token"]')).toHaveAttribute("aria-current", "page");
    await page.goto(`/?lng=${lang}`);
    await clickUsable(page.locator('[data-top-up="game"]'));
    await expect(page.locator('[data-tab="voucher_games"]')).toHaveAttribute("aria-current", "page");
    await context.close();
  });
}

for (const { lang, javaScriptEnabled: js, name: mode, tag } of VARIANTS) {
  test.describe(mode, { tag }, () => {
    test(`the seed's messages and a product under disruption`, async ({ browser }) => {
      test.setTimeout(240_000);
      const t = TEXT[lang];
      const { page, context } = await memberPage(browser, lang, js);

      // Movie Ticket is the default tab; a disrupted product shows 'Sedang Gangguan' and cannot be chosen.
      await openStore(page, `/top-up/credits?lng=${lang}`, js);
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
      await openStore(page, "/top-up/credits?type=voucher_games", js);
      await fillUsable(page.locator("#topup-destination"), "123");
      await clickUsable(page.getByRole("button", { name: t.buy }));
      await expect(fieldError(page, "destination")).toHaveText(t.gameIdInvalid);
      await openStore(page, "/top-up/credits?type=credits", js);
      await fillUsable(page.locator("#topup-phone"), "0812345");
      await clickUsable(page.getByRole("button", { name: t.detect }));
      await expect(fieldError(page, "destination")).toHaveText(t.phoneInvalid);
      // The PLN check is the server's (the same form sent as a GET), JavaScript or not.
      await openStore(page, "/top-up/credits?type=pln_token", js);
      await clickUsable(page.getByRole("button", { name: t.check }));
      await expect(fieldError(page, "destination")).toHaveText(t.plnRequired);
      await fillUsable(page.locator("#topup-pln"), "1234567890");
      await clickUsable(page.getByRole("button", { name: t.check }));
      await expect(fieldError(page, "destination")).toHaveText(t.plnInvalid);
      await expect(page).toHaveURL(/[?&]destination=1234567890/);
      await expect(page.locator("[data-product]")).toHaveCount(0);
      await expectNoOverflow(page);
      await context.close();
    });
  });
}

// The journeys below run twice (support/matrix.ts): their pages and answers differ by JavaScript
// and width, which the two runs cover; the seed's messages in each language are the run above's.
for (const { lang, javaScriptEnabled: js, name: mode, tag } of TWO_VARIANTS) {
  test.describe(mode, { tag }, () => {
    test(`buy credit and a PLN token, see the token in my bookings`, async ({ browser }) => {
      test.setTimeout(240_000);
      const t = TEXT[lang];
      const { page, context } = await memberPage(browser, lang, js);

      // A chosen tab is remembered (a cookie: no JavaScript needed).
      await openStore(page, `/top-up/credits?lng=${lang}`, js);
      await clickUsable(page.locator('[data-tab="credits"]'), { minWidth: 24, minHeight: 40 });
      await expect(page.locator('[data-tab="credits"]')).toHaveAttribute("aria-current", "page");
      await openStore(page, "/top-up/credits", js);
      await expect(page.locator('[data-tab="credits"]')).toHaveAttribute("aria-current", "page");

      // Credit: a prefix no operator owns lets the buyer choose one; a known one is that operator's
      // (typed with JavaScript, submitted without), with no choice to get wrong.
      await fillUsable(page.locator("#topup-phone"), "0800 1234 5678");
      if (!js) await clickUsable(page.getByRole("button", { name: t.detect }));
      await expectUsable(page.locator("#topup-operator"));
      await page.locator("#topup-operator").selectOption("XL");
      if (!js) await clickUsable(page.getByRole("button", { name: t.detect }));
      await expect(page.locator('[data-operator="XL"]')).toBeVisible();
      await fillUsable(page.locator("#topup-phone"), "+62 812 3456 7890");
      if (!js) await clickUsable(page.getByRole("button", { name: t.detect }));
      await expect(page.locator('[data-operator="Telkomsel"]')).toBeVisible();
      await expect(page.locator("#topup-operator")).toHaveCount(0);
      await expectNoOverflow(page);
      await clickUsable(page.locator("[data-product] input:not([disabled])").first(), { minWidth: 12, minHeight: 12 });
      await clickUsable(page.getByRole("button", { name: t.buy }));
      await payAndSeeSuccess(page);
      await expect(page.locator("[data-status-badge]")).toHaveText(t.status.success);

      // PLN: the check shows the owner and power class before the tokens.
      await openStore(page, "/top-up/credits?type=pln_token", js);
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

    test(`the number on screen is the number charged; declined and expired read apart`, async ({ browser }) => {
      test.setTimeout(240_000);
      const t = TEXT[lang];
      const { page, context } = await memberPage(browser, lang, js);
      const chooseFirst = async () => {
        const product = page.locator("[data-product]", { has: page.locator("input:not([disabled])") }).first();
        await clickUsable(product.locator("input"), { minWidth: 12, minHeight: 12 });
        return (await product.locator("span.font-semibold").first().textContent())?.trim() ?? "";
      };
      /**
       * Buys the first product for `destination`, whose gateway page names both (the last chance to
       * notice a wrong one), and ends the payment with `action`: the result reads `state`.
       */
      const buyFirstAndEnd = async (destination: string, action: "deny" | "expire", state: "declined" | "expired") => {
        const product = await chooseFirst();
        await clickUsable(page.getByRole("button", { name: t.buy }));
        await page.waitForURL(/\/sandbox\/pay\//);
        await expect(page.locator("[data-sandbox-items]")).toContainText(`${product} · ${destination}`);
        await endPayment(page, action);
        await expect(page.locator(`section[data-topup-status="${state}"]`)).toBeVisible();
        await expect(page.locator("[data-status-badge]")).toHaveText(t.status[state]);
        await expect(page.locator("main")).toContainText(t.expected[state]);
      };

      // Credit: looked up as an XL number, then changed to a Telkomsel one before Beli.
      await openStore(page, `/top-up/credits?type=credits&lng=${lang}`, js);
      await fillUsable(page.locator("#topup-phone"), "081712345678");
      if (!js) await clickUsable(page.getByRole("button", { name: t.detect }));
      await expect(page.locator('[data-operator="XL"]')).toBeVisible();
      await chooseFirst();
      // Too short: the seed's message, nothing bought.
      await fillUsable(page.locator("#topup-phone"), "0817");
      await clickUsable(page.getByRole("button", { name: t.buy }));
      await expect(fieldError(page, "destination")).toHaveText(t.phoneInvalid);
      await expect(page).toHaveURL(/\/top-up\/credits/);
      await fillUsable(page.locator("#topup-phone"), "081712345678");
      if (!js) await clickUsable(page.getByRole("button", { name: t.detect }));
      await chooseFirst();
      await fillUsable(page.locator("#topup-phone"), "081355556666");
      await clickUsable(page.getByRole("button", { name: t.buy }));
      // Not bought: the number's own operator's products, the number kept (the server's words without JavaScript).
      await expect(page.locator('[data-operator="Telkomsel"]')).toBeVisible();
      await expect(page.locator("#topup-phone")).toHaveValue("081355556666");
      if (js) await expect(fieldError(page, "product_id")).toHaveText(t.productRequired);
      else
        await expect(fieldError(page, "destination")).toHaveText(
          t.operatorMismatch.replaceAll("{{operator}}", "Telkomsel"),
        );
      await expect(page.locator("[data-product]").first()).toContainText("Telkomsel");
      await buyFirstAndEnd("081355556666", "deny", "declined");
      await expect(page.locator("main")).toContainText("081355556666");
      // The reference stays one token on one line.
      const ref = page.locator("[data-ref-id]");
      await expect(ref).toHaveText(/^TU\d{8}[A-Z0-9]{10}$/);
      expect(
        await ref.evaluate(
          (el) =>
            el.scrollWidth <= el.clientWidth &&
            el.getBoundingClientRect().height < 1.5 * Number.parseFloat(getComputedStyle(el).lineHeight),
        ),
      ).toBe(true);
      await expectNoOverflow(page);

      // PLN: checked, then the field changed: a short number is refused, another one is checked again first.
      await openStore(page, "/top-up/credits?type=pln_token", js);
      await fillUsable(page.locator("#topup-pln"), "32123456789");
      await clickUsable(page.getByRole("button", { name: t.check }));
      await expect(page.locator('[data-pln-account="32123456789"]')).toBeVisible();
      await chooseFirst();
      await fillUsable(page.locator("#topup-pln"), "123");
      await clickUsable(page.getByRole("button", { name: t.buy }));
      await expect(fieldError(page, "destination")).toHaveText(t.plnInvalid);
      await expect(page.locator("#topup-pln")).toHaveValue("123");
      await fillUsable(page.locator("#topup-pln"), "32123456780");
      await chooseFirst();
      await clickUsable(page.getByRole("button", { name: t.buy }));
      await expect(page.locator('[data-pln-account="32123456780"]')).toBeVisible();
      await expect(page.locator("[data-toast]").first()).toContainText(t.plnChanged);
      await expect(page.locator("#topup-pln")).toHaveValue("32123456780");
      await buyFirstAndEnd("32123456780", "expire", "expired");
      expect(t.status.expired).not.toBe(t.status.declined);
      await context.close();
    });

    test(`a refusal keeps the number; an unknown result says so; whole tab labels; validity`, async ({ browser }) => {
      test.setTimeout(240_000);
      const t = TEXT[lang];
      const { page, context } = await memberPage(browser, lang, js);

      // Every tab label whole, without scrolling the strip (here and in my bookings).
      for (const path of [`/top-up/credits?type=credits&lng=${lang}`, "/my-booking?tab=topup"]) {
        await page.goto(path);
        const strip = page.locator("nav:has([data-tab])");
        const whole = await strip.evaluate((nav) => {
          const view = document.documentElement.clientWidth;
          const tabs = [...nav.querySelectorAll("[data-tab]")].map((tab) => tab.getBoundingClientRect());
          return nav.scrollWidth <= nav.clientWidth && tabs.every((r) => r.left >= 0 && r.right <= view);
        });
        expect(whole, path).toBe(true);
        for (const tab of await page.locator("[data-tab]").all())
          await expectUsable(tab, { minWidth: 24, minHeight: 40 });
      }

      // Validity of a credit, a data package's description.
      await openStore(page, "/top-up/credits?type=credits&destination=081234567890", js);
      await expect(page.locator("[data-product]").first()).toContainText(
        lang === "id" ? "Masa aktif 7 hari" : "Valid for 7 days",
      );
      await openStore(page, "/top-up/credits?type=data_packages&destination=081234567890", js);
      await expect(page.locator("[data-product]").first()).toContainText("Kuota 1GB");

      // A product under disruption sent anyway (it went down after the page loaded): the seed's words, the number kept.
      await openStore(page, "/top-up/credits?type=credits", js);
      await fillUsable(page.locator("#topup-phone"), "0881 1234 5678");
      if (!js) await clickUsable(page.getByRole("button", { name: t.detect }));
      const disrupted = page.locator("[data-product]", { hasText: t.disrupted }).first();
      await disrupted.locator("input").evaluate((input: HTMLInputElement) => {
        input.disabled = false;
        input.checked = true;
      });
      await clickUsable(page.getByRole("button", { name: t.buy }));
      await expect(page.locator("[data-form-error]")).toContainText(t.productDisrupted);
      await expect(page.locator("#topup-phone")).toHaveValue("0881 1234 5678");
      await expect(page.locator('[data-operator="Smartfren"]')).toBeVisible();

      // Someone else's or an unknown top-up: the seed's message on the page (404), ways on.
      const answer = await page.goto("/top-up/result?order_id=TU20990101NOSUCHREF0");
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.result.notFound);
      await expectUsable(page.getByRole("link", { name: t.result.store }), { minWidth: 24, minHeight: 24 });
      await expectNoOverflow(page);
      await context.close();
    });

    test(`the login from a home shortcut leads to its tab`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const { user } = await newMember(browser, { lang });
      const context = await browser.newContext({ javaScriptEnabled: js });
      await useFreshClientIp(context);
      await context.addCookies([{ name: "popup_promo_closed", value: "1", url: baseURL! }]);
      const page = await context.newPage();
      await page.goto(`/?lng=${lang}`);
      await clickUsable(page.locator('[data-top-up="pln"]'));
      const form = page.locator('[data-account-form="login"]');
      await fillUsable(form.locator('input[name="email"]'), user.email);
      await fillUsable(form.locator('input[name="password"]'), user.password);
      await submitForm(page, "login", lang);
      await expect(page).toHaveURL(/\/top-up\/credits\?type=pln/);
      await expect(page.locator('[data-tab="pln_token"]')).toHaveAttribute("aria-current", "page");
      await context.close();
    });
  });
}
