// The application shell (seed 000 sections 2.2 to 2.4): header, language, promo banner, footer,
// the promo-event icon, toasts and the URL-state modals, with JavaScript on and off.
// With JavaScript at 1280 px ("desktop") and 360 px ("phone"), without it on the phone (byScript).
import { expect, test, type Page } from "@playwright/test";
import { byScript } from "./support/matrix.ts";
import { expectHydrated } from "./support/usable.ts";

// A page inside the shell whose content is stable: the shell is what is tested here.
const PAGE = "/about";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 425;

/** The header's links: in the row above 425 px, behind the burger at 425 px and below. */
async function openNavigation(page: Page, label = "Navigasi utama") {
  const header = page.getByRole("banner");
  if (isPhone(page)) {
    await header.locator("summary", { hasText: "Menu" }).click();
  }
  return header.getByRole("navigation", { name: label });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, byScript(javaScriptEnabled), () => {
    test.use({ javaScriptEnabled });

    test("header: logo, long-stay and property-type menus, partner and reservation check", async ({ page }) => {
      await page.goto(PAGE);
      await expect(page.getByRole("link", { name: "Inap, ke beranda" })).toHaveAttribute("href", "/");
      const nav = await openNavigation(page);
      if (!isPhone(page)) await nav.locator("summary", { hasText: "Kos-kosan Eksklusif" }).click();
      await expect(nav.getByRole("link", { name: "Mingguan" })).toHaveAttribute("href", "/stay-weekly");
      await expect(nav.getByRole("link", { name: "Bulanan" })).toHaveAttribute("href", "/stay-monthly");
      await expect(nav.getByRole("link", { name: "Tahunan" })).toHaveAttribute("href", "/stay-yearly");
      if (!isPhone(page)) await nav.locator("summary", { hasText: "Tipe Properti" }).click();
      await expect(nav.getByRole("link", { name: "Konvensional" })).toHaveAttribute(
        "href",
        "/properties/by-type/konvensional",
      );
      await expect(nav.getByRole("link", { name: "Syariah" })).toHaveAttribute("href", "/properties/by-type/syariah");
      const partner = nav.getByRole("link", { name: /Jadi Partner/ });
      await expect(partner).toHaveAttribute("target", "_blank");
      await expect(partner).toHaveAttribute("rel", /noopener/);
      await expect(partner).toHaveAttribute("href", /^https?:\/\//);
      await nav.getByRole("link", { name: "Cek Reservasi" }).click();
      await expect(page).toHaveURL(/\/reservation-check$/);
      // A new page: the header menu is closed again.
      await expect(page.getByRole("banner").locator("details[open]")).toHaveCount(0);
    });

    test("the header's menus mark the section of the page, in English too", async ({ page }) => {
      await page.goto("/stay-yearly?lng=en");
      const nav = await openNavigation(page, "Main navigation");
      if (!isPhone(page)) await nav.locator("summary", { hasText: "Long Stay" }).click();
      await expect(nav.getByRole("link", { name: "Yearly" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Monthly" })).not.toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "About us" })).toHaveAttribute(
        "href",
        "/about",
      );
    });

    test("a dropdown link opens its page", async ({ page }) => {
      await page.goto(PAGE);
      const nav = await openNavigation(page);
      if (!isPhone(page)) await nav.locator("summary", { hasText: "Tipe Properti" }).click();
      await nav.getByRole("link", { name: "Syariah" }).click();
      await expect(page).toHaveURL(/\/properties\/by-type\/syariah$/);
      await expect(page.getByRole("banner").locator("details[open]")).toHaveCount(0);
    });

    test("language: the flags switch and come back to the same page", async ({ page }) => {
      await page.goto(`${PAGE}?x=1`);
      await expect(page.locator("html")).toHaveAttribute("lang", "id");
      await page.getByRole("button", { name: "English" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveURL(new RegExp(`${PAGE}\\?x=1$`));
      await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
      await expect(page.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
      // The choice is a cookie: another page stays in English.
      await page.goto("/terms-and-conditions");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await page.getByRole("button", { name: "Bahasa Indonesia" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "id");
      await expect(page.getByRole("link", { name: "Masuk" })).toBeVisible();
    });

    test("language: ?lng=en on any page, kept by the cookie", async ({ page }) => {
      await page.goto(`${PAGE}?lng=en`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("banner").getByText("Long Stay").first()).toBeAttached();
      await page.goto(PAGE);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });

    test("modal as URL state: ?modal=login opens it, its close link closes it", async ({ page }) => {
      await page.goto(`${PAGE}?modal=login`);
      const dialog = page.getByRole("dialog", { name: "Masuk" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      // The form itself is in the HTML (the accounts issue's form, rendered in place without JavaScript).
      await expect(dialog.locator('input[name="password"]')).toBeVisible();
      await dialog.getByRole("link", { name: "Tutup" }).click();
      await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("modal: the header's login entry opens it, and register and forgot are reachable", async ({ page }) => {
      await page.goto(PAGE);
      await page.getByRole("banner").getByRole("link", { name: "Masuk" }).click();
      await expect(page).toHaveURL(/modal=login/);
      await page.getByRole("dialog").getByRole("link", { name: "Daftar" }).click();
      await expect(page.getByRole("dialog", { name: "Daftar" })).toBeVisible();
      await page.goto(`${PAGE}?modal=forgot`);
      await expect(page.getByRole("dialog", { name: "Lupa kata sandi" })).toBeVisible();
      await page.goto(`${PAGE}?modal=unknown`);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("promo banner: the saving, the promo modal, and closing it for good", async ({ page }) => {
      await page.goto(PAGE);
      const banner = page.getByRole("complementary", { name: "Promo" });
      await expect(banner).toContainText(/Hemat hingga \d+%/);
      await banner.getByRole("link", { name: "Lihat promo" }).click();
      const dialog = page.getByRole("dialog", { name: "Promo untuk Anda" });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('a[href^="/promo/"]').first()).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Lihat semua promo" })).toHaveAttribute("href", "/promo/all");
      await dialog.getByRole("link", { name: "Tutup" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await banner.getByRole("link", { name: "Tutup banner promo" }).click();
      await expect(page.getByRole("complementary", { name: "Promo" })).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
      await page.reload();
      await expect(page.getByRole("complementary", { name: "Promo" })).toHaveCount(0);
    });

    test("promo-event icon: logged out, a click asks to log in first", async ({ page }) => {
      await page.goto(PAGE);
      await page.locator("[data-promo-event]").click();
      await expect(page.getByRole("alert").filter({ hasText: "Anda harus masuk terlebih dahulu" })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Masuk" })).toBeVisible();
    });

    test("footer: pages, customer service, payment methods, apps and social links", async ({ page }) => {
      await page.goto(PAGE);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Tentang kami" })).toHaveAttribute("href", "/about");
      await expect(footer.getByRole("link", { name: "Syarat dan ketentuan" })).toHaveAttribute(
        "href",
        "/terms-and-conditions",
      );
      await expect(footer.getByRole("link", { name: "Kebijakan privasi" })).toHaveAttribute("href", "/privacy-policy");
      await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(footer.locator('a[href^="https://wa.me/"]')).toHaveCount(2);
      for (const name of [
        "Shopee Pay",
        "Aku Laku",
        "Gopay",
        "OVO",
        "Kredivo",
        "Dana",
        "BRI",
        "BNI",
        "Bank Mandiri",
        "BCA",
        "Bank Permata",
        "Alfa Group",
      ]) {
        await expect(footer.getByRole("img", { name, exact: true })).toBeAttached();
      }
      await expect(footer.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", /play\.google\.com/);
      await expect(footer.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", /apple\.com/);
      await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute("target", "_blank");
    });

    test("a server toast from ?toast= closes with its button", async ({ page }) => {
      await page.goto(`${PAGE}?toast=login-required`);
      const toast = page.getByRole("alert").filter({ hasText: "Anda harus masuk terlebih dahulu" });
      await expect(toast).toBeVisible();
      await toast.getByRole("link", { name: "Tutup notifikasi" }).click();
      await expect(toast).toHaveCount(0);
    });

    test("an unknown ?toast= key shows nothing", async ({ page }) => {
      await page.goto(`${PAGE}?toast=%3Cb%3Ehi%3C%2Fb%3E`);
      await expect(page.locator("[data-toast]")).toHaveCount(0);
    });
  });
}

test.describe("JavaScript on: enhancements", () => {
  test("a modal opens and closes without a request, Escape closes it and focus returns", async ({ page }) => {
    await page.goto(PAGE);
    const login = page.getByRole("banner").getByRole("link", { name: "Masuk" });
    // Network idle does not say the page hydrated (on a busy machine it may not have yet); an Enter
    // before that loads the page again with the modal, from which focus has nowhere to return.
    await expectHydrated(login);
    const requests: string[] = [];
    page.on("request", (request) => {
      // Route discovery (/__manifest) may fetch the manifest of links in view; data and documents may not be fetched.
      if (request.resourceType() === "document" || request.url().includes(".data")) requests.push(request.url());
    });
    await login.focus();
    await login.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Masuk" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await expect(page).toHaveURL(/\?modal=login$/);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(login).toBeFocused();
    expect(requests).toEqual([]);
  });

  test("Tab stays inside the open modal", async ({ page }) => {
    await page.goto(`${PAGE}?modal=login`);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  // The row of menus exists above 425 px.
  test("a header menu closes with Escape and when another opens", { tag: "@desktop" }, async ({ page }) => {
    await page.goto(PAGE);
    const header = page.getByRole("banner");
    await expectHydrated(header);
    const longStay = header.locator("nav details", { hasText: "Kos-kosan Eksklusif" });
    const types = header.locator("nav details", { hasText: "Tipe Properti" });
    await longStay.locator("summary").click();
    await expect(longStay).toHaveAttribute("open", "");
    await types.locator("summary").click();
    await expect(longStay).not.toHaveAttribute("open", "");
    await expect(types).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(types).not.toHaveAttribute("open", "");
    await types.locator("summary").click();
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(types).not.toHaveAttribute("open", "");
  });

  // The burger exists at 425 px and below.
  test("the burger menu closes when a page opens", { tag: "@phone" }, async ({ page }) => {
    await page.goto(PAGE);
    await expectHydrated(page.getByRole("banner"));
    const nav = await openNavigation(page);
    await nav.getByRole("link", { name: "Bulanan" }).click();
    await expect(page).toHaveURL(/\/stay-monthly$/);
    await expect(page.getByRole("banner").locator("details[open]")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Navigasi utama" })).toBeHidden();
  });

  // The header's menus and the footer's columns are static islands (decision 094): the server's
  // HTML, never hydrated; their links still navigate in the page, and the menus follow the section.
  test("the header's and the footer's links open pages in place and the menus mark the section", async ({ page }) => {
    await page.goto(PAGE);
    await expectHydrated(page.getByRole("banner"));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const current = page.getByRole("banner").locator('a[aria-current="page"]');
    await expect(current).toHaveCount(0);
    const nav = await openNavigation(page);
    if (!isPhone(page)) await nav.locator("summary", { hasText: "Kos-kosan Eksklusif" }).click();
    await nav.getByRole("link", { name: "Bulanan" }).click();
    await expect(page).toHaveURL(/\/stay-monthly$/);
    // Both menus (the row's and the burger's) mark the long-stay page, whichever is on screen.
    await expect(current).toHaveCount(2);
    await expect(current.first()).toHaveAttribute("href", "/stay-monthly");
    await page.getByRole("contentinfo").getByRole("link", { name: "Tentang kami" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(current).toHaveCount(0);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("a toast closes by itself after 5 seconds", async ({ page }) => {
    await page.goto(`${PAGE}?toast=login-required`);
    const toast = page.locator("[data-toast]");
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 8_000 });
  });

  test("closing the promo banner hides it at once, without a request", async ({ page }) => {
    await page.goto(PAGE);
    const close = page.getByRole("link", { name: "Tutup banner promo" });
    await expectHydrated(close);
    // The page's other parts load their chunks and catalogues after it (CI once counted one of them).
    await page.waitForLoadState("networkidle");
    const requests: string[] = [];
    // No page load, no data request (pictures that scroll into the lazy-loading range as the page
    // moves up may load, on a phone the footer's).
    page.on("request", (request) => {
      if (["document", "fetch", "xhr"].includes(request.resourceType()) && !request.url().includes("/__manifest"))
        requests.push(request.url());
    });
    await close.click();
    await expect(page.getByRole("complementary", { name: "Promo" })).toHaveCount(0);
    expect(requests).toEqual([]);
    expect((await page.context().cookies()).find((c) => c.name === "promo_banner_closed")?.value).toBe("1");
  });
});

test.describe("360 px: the burger menu", { tag: "@phone" }, () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`opens and lists the header links (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(PAGE);
      const header = page.getByRole("banner");
      await expect(header.getByRole("navigation", { name: "Navigasi utama" })).toBeHidden();
      await header.locator("summary", { hasText: "Menu" }).click();
      const nav = header.getByRole("navigation", { name: "Navigasi utama" });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link", { name: "Mingguan" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Konvensional" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Cek Reservasi" })).toBeVisible();
      await context.close();
    });
  }
});
