// Sign a fresh user up and in through the UI, as a visitor would: the register modal, the
// activation mail in /dev/mailbox, the activation page, the login modal. Other specs use it:
//   const user = await signUpAndLogIn(page, { lang: "en" });
// Works with JavaScript on and off. Each call gets its own client address (X-Forwarded-For, which
// the server trusts from loopback), so the per-IP rate limits of /v1 do not trip across tests.
import { expect, type BrowserContext, type Page } from "@playwright/test";
import enAccount from "#core/locales/en/account.json" with { type: "json" };
import enAuth from "#core/locales/en/auth.json" with { type: "json" };
import idAccount from "#core/locales/id/account.json" with { type: "json" };
import idAuth from "#core/locales/id/auth.json" with { type: "json" };
import { clickUsable, fillUsable } from "./usable.ts";

export type Lang = "id" | "en";
export const ACCOUNT_TEXT = { id: idAccount, en: enAccount } as const;
export const AUTH_TEXT = { id: idAuth, en: enAuth } as const;

export interface TestUser {
  name: string;
  email: string;
  phone: string;
  password: string;
}

let counter = 0;
/** A unique email and phone per call (timestamp, process and counter). */
export function newTestUser(prefix = "user"): TestUser {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { name: `Test ${prefix} ${counter}`, email: `${prefix}-${stamp}@example.com`, phone: `812${String(Date.now()).slice(-8)}`, password: "secret-pass-1" };
}

/** A random private address for this browser context: its own rate-limit buckets on /v1. */
export async function useFreshClientIp(context: BrowserContext): Promise<void> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
}

function dialog(page: Page) {
  return page.getByRole("dialog");
}

export async function fillRegister(page: Page, user: Partial<TestUser> & { repeatPassword?: string }) {
  const d = dialog(page);
  const form = d.locator('[data-account-form="register"]');
  await fillUsable(form.locator('input[name="name"]'), user.name ?? "");
  await fillUsable(form.locator('input[name="email"]'), user.email ?? "");
  await fillUsable(form.locator('input[name="phone"]'), user.phone ?? "");
  await fillUsable(form.locator('input[name="password"]'), user.password ?? "");
  await fillUsable(form.locator('input[name="repeatPassword"]'), user.repeatPassword ?? user.password ?? "");
}

export async function submitForm(page: Page, form: "register" | "login" | "forgot" | "reset", lang: Lang) {
  const labels = { register: "registerButton", login: "loginButton", forgot: "forgotButton", reset: "resetButton" } as const;
  await clickUsable(page.locator(`[data-account-form="${form}"]`).getByRole("button", { name: ACCOUNT_TEXT[lang][labels[form]], exact: true }));
}

/** Opens the newest mail to `email` in /dev/mailbox whose subject matches, and answers its links. */
export async function openMail(page: Page, email: string, nth = 0): Promise<string[]> {
  await page.goto("/dev/mailbox");
  const item = page.locator(`[data-mail-to="${email}"]`).nth(nth);
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.locator("[data-mail-links]")).toBeVisible();
  return page.locator("[data-mail-links] a").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
}

/** Registers in the modal on home (success opens the login modal). */
export async function register(page: Page, user: TestUser, lang: Lang) {
  await page.goto(`/?lng=${lang}&modal=register`);
  await fillRegister(page, user);
  await submitForm(page, "register", lang);
  await expect(page.getByText(AUTH_TEXT[lang].registerSuccess)).toBeVisible();
  await expect(page.locator('[data-account-form="login"]')).toBeVisible();
}

/** Follows the activation link of the newest mail to `email`. */
export async function activate(page: Page, email: string, lang: Lang, js: boolean) {
  const links = await openMail(page, email);
  const link = links.find((l) => l.includes("/activate?token="));
  expect(link, "activation link").toBeTruthy();
  await page.goto(link!);
  if (!js) await page.getByRole("button", { name: ACCOUNT_TEXT[lang].activateButton }).click();
  await expect(page.locator('[data-activation="ok"]')).toContainText(AUTH_TEXT[lang].activationSuccess);
}

export async function logIn(page: Page, user: Pick<TestUser, "email" | "password">, lang: Lang, path = "/") {
  const sep = path.includes("?") ? "&" : "?";
  await page.goto(`${path}${sep}lng=${lang}&modal=login`);
  const form = page.locator('[data-account-form="login"]');
  await fillUsable(form.locator('input[name="email"]'), user.email);
  await fillUsable(form.locator('input[name="password"]'), user.password);
  await submitForm(page, "login", lang);
  await expect(page.locator('[data-account-form="login"]')).toHaveCount(0);
}

/** True when the page's own scripts run (React Router's inline script set its context). */
export async function javaScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate(() => "__reactRouterContext" in window);
}

/** A brand-new activated user, signed in on this page's context. JavaScript on or off (the context's setting). */
export async function signUpAndLogIn(page: Page, options: { lang?: Lang; user?: Partial<TestUser> } = {}): Promise<TestUser> {
  const lang = options.lang ?? "id";
  const user = { ...newTestUser(), ...options.user };
  await useFreshClientIp(page.context());
  await register(page, user, lang);
  const js = await javaScriptRuns(page);
  await activate(page, user.email, lang, js);
  await logIn(page, user, lang);
  return user;
}
