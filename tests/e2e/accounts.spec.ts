// Accounts end to end (seed 000 sections 2.2, 2.4, 4, 5, 8; seed 001 sections 2.3, 5, 8): register
// with the seed's ordered messages, the activation mail in /dev/mailbox, activation (once), login
// (not activated, wrong password), points and the user menu, profile, edit, change password,
// logout, forgot and reset through the mail link. Both languages, JavaScript on and off, at 1280 px
// and 360 px: the two runs of support/matrix.ts (the messages are one catalogue's, whether the
// browser's schema or the server says them).
import { expect, test, type Page } from "@playwright/test";
import { TWO_VARIANTS } from "./support/matrix.ts";
import {
  ACCOUNT_TEXT,
  AUTH_TEXT,
  fillRegister,
  logIn,
  newTestUser,
  openMail,
  submitForm,
  useFreshClientIp,
  type Lang,
} from "./support/auth.ts";
import enShell from "#core/locales/en/shell.json" with { type: "json" };
import idShell from "#core/locales/id/shell.json" with { type: "json" };

const SHELL = { id: idShell, en: enShell } as const;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "popup_promo_closed", value: "1", url: baseURL! }]);
  await useFreshClientIp(context);
});

/** Exactly one element on the page says `text` (a message is never shown twice). */
async function expectOnce(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toHaveCount(1);
}

async function openUserMenu(page: Page, name: string, lang: Lang) {
  const summary = page.getByLabel(SHELL[lang].nav.account.replace("{{name}}", name));
  await summary.click();
}

for (const { lang, javaScriptEnabled: js, name, tag } of TWO_VARIANTS) {
  test.describe(name, { tag }, () => {
    test.use({ javaScriptEnabled: js });

    test("register, activate, log in, profile, password, logout, forgot and reset", async ({ page }) => {
      test.setTimeout(300_000);
      const A = AUTH_TEXT[lang];
      const T = ACCOUNT_TEXT[lang];
      const user = newTestUser(`${lang}${js ? "js" : "nojs"}`);

      // 1. Register: the seed's checks in the seed's order, one message at a time.
      await page.goto(`/?lng=${lang}&modal=register`);
      const steps: [Partial<typeof user> & { repeatPassword?: string }, string][] = [
        [{}, A.nameRequired],
        [{ name: user.name }, A.emailRequired],
        [{ name: user.name, email: user.email }, A.phoneRequired],
        [{ name: user.name, email: user.email, phone: "81234" }, A.passwordRequired],
        [{ name: user.name, email: user.email, phone: "81234", password: "abc" }, A.passwordMin],
        [{ name: user.name, email: user.email, phone: "81234", password: user.password }, A.phoneMin],
        [
          {
            name: user.name,
            email: user.email,
            phone: user.phone,
            password: user.password,
            repeatPassword: "other-pass",
          },
          A.passwordConfirmation,
        ],
        [{ name: user.name, email: "Not An Email", phone: user.phone, password: user.password }, A.emailInvalid],
      ];
      for (const [values, message] of steps) {
        await fillRegister(page, values);
        await submitForm(page, "register", lang);
        await expectOnce(page, message);
        await expect(page.locator("[data-field-error]")).toHaveCount(1);
      }
      await fillRegister(page, user);
      await submitForm(page, "register", lang);
      await expect(page.getByText(A.registerSuccess)).toBeVisible();
      const login = page.locator('[data-account-form="login"]');
      await expect(login).toBeVisible();
      await expect(login.locator('input[name="email"]')).toHaveValue(user.email);

      // The same email again: 'Account has been registered'.
      await page.goto(`/?lng=${lang}&modal=register`);
      await fillRegister(page, user);
      await submitForm(page, "register", lang);
      await expectOnce(page, A.accountRegistered);

      // 2. Login before activation: the 402 message; a wrong password: the 401 message.
      await page.goto(`/?lng=${lang}&modal=login`);
      await login.locator('input[name="email"]').fill(user.email);
      await login.locator('input[name="password"]').fill(user.password);
      await submitForm(page, "login", lang);
      await expectOnce(page, A.notActivated);
      await login.locator('input[name="email"]').fill(user.email);
      await login.locator('input[name="password"]').fill("wrong-password");
      await submitForm(page, "login", lang);
      await expectOnce(page, A.loginFailed);
      await login.locator('input[name="email"]').fill(`nobody-${user.email}`);
      await login.locator('input[name="password"]').fill(user.password);
      await submitForm(page, "login", lang);
      await expectOnce(page, A.loginFailed);

      // 3. The activation mail in the development mailbox; the link activates once.
      const links = await openMail(page, user.email);
      const activation = links.find((l) => l.includes("/activate?token="))!;
      expect(activation).toBeTruthy();
      await page.goto(activation);
      if (!js) await page.getByRole("button", { name: T.activateButton }).click();
      await expect(page.locator('[data-activation="ok"]')).toContainText(A.activationSuccess);
      await page.goto(activation);
      if (!js) await page.getByRole("button", { name: T.activateButton }).click();
      await expect(page.locator('[data-activation="failed"]')).toContainText(A.activationUsed);
      await page.goto(`/activate?token=unknown-token-123`);
      if (!js) await page.getByRole("button", { name: T.activateButton }).click();
      await expect(page.locator('[data-activation="failed"]')).toContainText(A.activationInvalid);

      // 4. Log in: the modal closes, the header shows the user and the points.
      await logIn(page, user, lang);
      await openUserMenu(page, user.name, lang);
      await expect(page.locator("[data-user-points]").first()).toContainText(
        SHELL[lang].nav.points.replace("{{points}}", "0"),
      );
      await expect(page.getByRole("link", { name: SHELL[lang].nav.profile })).toBeVisible();
      await expect(page.getByRole("link", { name: SHELL[lang].nav.myBooking })).toBeVisible();

      // 5. Profile: name, phone with its code, email, referral code and the share link.
      await page.goto("/profile");
      await expect(page.locator('[data-profile="name"]')).toContainText(user.name);
      await expect(page.locator('[data-profile="phone"]')).toContainText(`+62 ${user.phone}`);
      await expect(page.locator('[data-profile="email"]')).toContainText(user.email);
      const referral = (await page.locator('[data-profile="referral"] dd').textContent())!.trim();
      expect(referral.length).toBeGreaterThan(2);
      await expect(page.locator("[data-share-link]")).toContainText(`?reff=${referral}`);

      // 6. Edit profile.
      await page.getByRole("link", { name: T.editProfile }).click();
      await expect(page).toHaveURL(/\/profile\/edit$/);
      await page.locator('input[name="name"]').fill("");
      await page.getByRole("button", { name: T.save, exact: true }).click();
      await expectOnce(page, A.nameRequired);
      const newName = `${user.name} Baru`;
      await page.locator('input[name="name"]').fill(newName);
      await page.locator('select[name="code"]').selectOption("+65");
      await page.locator('input[name="phone"]').fill("98765432101");
      await page.getByRole("button", { name: T.save, exact: true }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByText(A.successedit)).toBeVisible();
      await expect(page.locator('[data-profile="name"]')).toContainText(newName);
      await expect(page.locator('[data-profile="phone"]')).toContainText("+65 98765432101");

      // 7. Change password: wrong old, mismatch, success.
      await page.getByRole("link", { name: T.changePassword }).click();
      await expect(page).toHaveURL(/\/change-password$/);
      const fillPasswords = async (old: string, next: string, repeat: string) => {
        await page.locator('input[name="oldPassword"]').fill(old);
        await page.locator('input[name="password"]').fill(next);
        await page.locator('input[name="repeatPassword"]').fill(repeat);
        await page.getByRole("button", { name: T.save, exact: true }).click();
      };
      await fillPasswords("not-my-password", "new-pass-22", "new-pass-22");
      await expectOnce(page, A.incorrectpassword);
      await fillPasswords(user.password, "new-pass-22", "new-pass-23");
      await expectOnce(page, A.notwrong);
      await fillPasswords(user.password, "new-pass-22", "new-pass-22");
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByText(A.passwordOke)).toBeVisible();

      // 8. Log out: the session ends, back on /.
      await openUserMenu(page, newName, lang);
      await page.getByRole("banner").getByRole("button", { name: SHELL[lang].nav.logout }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("link", { name: SHELL[lang].nav.login, exact: true })).toBeVisible();
      // An account page now asks a logged-out visitor to log in (the login modal on home).
      await page.goto("/profile");
      await expect(page).toHaveURL((url) => url.pathname === "/" && url.searchParams.get("modal") === "login");

      // 9. Forgot: an unknown email reads exactly like ours (nobody learns who has an account), then
      // ours; the reset modal opens.
      await page.goto(`/?lng=${lang}&modal=forgot`);
      const forgot = page.locator('[data-account-form="forgot"]');
      await forgot.locator('input[name="email"]').fill(`nobody-${user.email}`);
      await submitForm(page, "forgot", lang);
      await expect(page.getByText(A.forgotSent)).toBeVisible();
      await expect(page.getByText(A.emailNotRegistered)).toHaveCount(0);
      await page.goto(`/?lng=${lang}&modal=forgot`);
      await forgot.locator('input[name="email"]').fill(user.email);
      await submitForm(page, "forgot", lang);
      await expect(page.getByText(A.forgotSent)).toBeVisible();
      await expect(page.locator('[data-account-form="reset"]')).toBeVisible();

      // 10. Reset through the mail's link: mismatch, then success logs the user in.
      const resetLinks = await openMail(page, user.email);
      const resetLink = resetLinks.find((l) => l.includes("modal=reset-password"))!;
      expect(resetLink).toBeTruthy();
      await page.goto(resetLink);
      const reset = page.locator('[data-account-form="reset"]');
      await reset.locator('input[name="password"]').fill("reset-pass-33");
      await reset.locator('input[name="repeatPassword"]').fill("reset-pass-34");
      await submitForm(page, "reset", lang);
      await expectOnce(page, A.passwordConfirmation);
      await reset.locator('input[name="password"]').fill("reset-pass-33");
      await reset.locator('input[name="repeatPassword"]').fill("reset-pass-33");
      await submitForm(page, "reset", lang);
      await expect(page.getByText(A.passwordChanged)).toBeVisible();
      await expect(page.locator('[data-account-form="reset"]')).toHaveCount(0);
      await expect(page.getByLabel(SHELL[lang].nav.account.replace("{{name}}", newName))).toBeVisible();

      // The used link now says 'Incorrect token'.
      await page.context().clearCookies();
      await page.goto(`${resetLink}&lng=${lang}`);
      await reset.locator('input[name="password"]').fill("reset-pass-44");
      await reset.locator('input[name="repeatPassword"]').fill("reset-pass-44");
      await submitForm(page, "reset", lang);
      await expectOnce(page, A.incorrectToken);
    });
  });
}

// Redirects, cookies and posts that do not depend on the width: on the phone only.
test.describe("account pages and links", { tag: "@phone" }, () => {
  test("account pages send a visitor who is not logged in home, to the login modal, and back after login", async ({
    page,
  }) => {
    await useFreshClientIp(page.context());
    for (const path of ["/profile", "/profile/edit", "/change-password"]) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === "/" && url.searchParams.get("modal") === "login");
      await expect(page.locator('[data-account-form="login"]')).toBeVisible();
    }
    // The last one asked comes back once logged in.
    const form = page.locator('[data-account-form="login"]');
    await form.locator('input[name="email"]').fill("demo@inap.id");
    await form.locator('input[name="password"]').fill("demo12345");
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/change-password$/);
  });

  test("?reff= is kept in a cookie for the reservation form", async ({ page, context }) => {
    await page.goto("/?reff=ABC123");
    const cookie = (await context.cookies()).find((c) => c.name === "reff");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  });

  test("the mailbox exists in demo mode and the shell says so", async ({ page }) => {
    await page.goto("/?lng=en");
    await page.locator("[data-demo-mail] a").click();
    await expect(page).toHaveURL(/\/dev\/mailbox$/);
    await expect(page.getByRole("heading", { name: ACCOUNT_TEXT.en.mailboxTitle })).toBeVisible();
  });

  test("/login?redirectTo= goes there after login, and a cross-site post is refused", async ({
    page,
    request,
    baseURL,
  }) => {
    const user = newTestUser("redirect");
    await page.goto(`/?lng=en&modal=register`);
    await fillRegister(page, user);
    await submitForm(page, "register", "en");
    await expect(page.getByText(AUTH_TEXT.en.registerSuccess)).toBeVisible();
    const links = await openMail(page, user.email);
    await page.goto(links.find((l) => l.includes("/activate?token="))!);
    await expect(page.locator('[data-activation="ok"]')).toBeVisible();
    await page.goto("/login?redirectTo=/profile&lng=en");
    await page.locator('input[name="email"]').fill(user.email);
    await page.locator('input[name="password"]').fill(user.password);
    await page.getByRole("button", { name: ACCOUNT_TEXT.en.loginButton, exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    // Off-site redirect targets are ignored.
    await page.goto("/login?redirectTo=//evil.example");
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));

    const refused = await request.post("/resources/auth", {
      form: { intent: "login", email: user.email, password: user.password },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
  });

  test("login by JavaScript-free post on the /login page shows the 401 message", async ({ page }) => {
    await page.goto("/login?lng=id");
    await logInExpectingError(page);
  });
});

async function logInExpectingError(page: Page) {
  await page.locator('input[name="email"]').fill("nobody@example.com");
  await page.locator('input[name="password"]').fill("whatever-1");
  await page.getByRole("button", { name: ACCOUNT_TEXT.id.loginButton, exact: true }).click();
  await expectOnce(page, AUTH_TEXT.id.loginFailed);
}
