// Accounts for the specs. accounts.spec signs up through the UI with these steps (the register
// modal, the activation mail in /dev/mailbox, the activation page, the login modal); other specs
// take a member made through /v1 and signed in once:
//   const { page, user } = await memberPage(browser, "en", javaScriptEnabled);
// Works with JavaScript on and off. Each call gets its own client address (X-Forwarded-For, which
// the server trusts from loopback), so the per-IP rate limits of /v1 do not trip across tests.
import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import enAccount from "#core/locales/en/account.json" with { type: "json" };
import enAuth from "#core/locales/en/auth.json" with { type: "json" };
import idAccount from "#core/locales/id/account.json" with { type: "json" };
import idAuth from "#core/locales/id/auth.json" with { type: "json" };
import { clickUsable, fillUsable } from "./usable.ts";
import { APP_KEY } from "./screens.ts";

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
  return {
    name: `Test ${prefix} ${counter}`,
    email: `${prefix}-${stamp}@example.com`,
    phone: `812${String(Date.now()).slice(-8)}`,
    password: "secret-pass-1",
  };
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
  const labels = {
    register: "registerButton",
    login: "loginButton",
    forgot: "forgotButton",
    reset: "resetButton",
  } as const;
  await clickUsable(
    page
      .locator(`[data-account-form="${form}"]`)
      .getByRole("button", { name: ACCOUNT_TEXT[lang][labels[form]], exact: true }),
  );
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

/** The activation token of the newest activation mail to `email` in an app-key holder's mailbox. */
async function activationToken(
  request: APIRequestContext,
  headers: Record<string, string>,
  email: string,
): Promise<string> {
  const list = await request.get("/v1/dev/mailbox", { headers });
  const { data } = (await list.json()) as { data: { messages: { id: number; to: string; kind: string }[] } };
  const mail = data.messages.find((m) => m.to === email);
  expect(mail, `activation mail to ${email}`).toBeTruthy();
  const message = await request.get(`/v1/dev/mailbox/${mail!.id}`, { headers });
  const { links } = ((await message.json()) as { data: { links: string[] } }).data;
  const link = links.find((l) => l.includes("/activate?token="));
  expect(link, "activation link").toBeTruthy();
  return new URL(link!).searchParams.get("token")!;
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * A new activated member and a browser state signed in as them, for specs whose subject is not
 * signing up (accounts.spec walks that through the UI): registered and activated through /v1 as
 * the app does, then logged in through the login form with JavaScript off (one page, one post).
 */
export async function newMember(
  browser: Browser,
  options: { lang?: Lang; user?: Partial<TestUser> } = {},
): Promise<{ user: TestUser; storageState: StorageState }> {
  const lang = options.lang ?? "id";
  const user = { ...newTestUser(), ...options.user };
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await useFreshClientIp(context);
    const headers = {
      "app-key": APP_KEY,
      "x-inap-mailbox": randomBytes(18).toString("base64url"),
      "accept-language": lang,
    };
    const registered = await context.request.post("/v1/register", {
      headers,
      data: {
        name: user.name,
        email: user.email,
        phone: user.phone,
        code: "+62",
        password: user.password,
        repeatPassword: user.password,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const token = await activationToken(context.request, headers, user.email);
    const activated = await context.request.post("/v1/activate", { headers, data: { token } });
    expect(activated.ok(), await activated.text()).toBe(true);
    await logIn(await context.newPage(), user, lang);
    return { user, storageState: await context.storageState() };
  } finally {
    await context.close();
  }
}

/** A page signed in as a new member, at the project's width and device, JavaScript on or off. */
export async function memberPage(browser: Browser, lang: Lang, javaScriptEnabled: boolean) {
  const { user, storageState } = await newMember(browser, { lang });
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    javaScriptEnabled,
    storageState,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    acceptDownloads: true,
  });
  await useFreshClientIp(context);
  return { page: await context.newPage(), user, context };
}
