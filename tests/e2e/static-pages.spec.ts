// Issue 14, the static pages (seed 001 section 2.5): terms (16 clauses), privacy (10 sections),
// about (address and a drawn office marker without a maps key), delete-account (the mail
// instructions) and how-to-reserve, reached from the footer, in id and en, JavaScript on and off,
// each readable at 360 px and scanned by axe.
import { expect, test } from "@playwright/test";
import { expectReadable } from "./support/readable.ts";
import { VARIANTS } from "./support/matrix.ts";

const TEXT = {
  id: {
    terms: "Syarat dan ketentuan",
    privacy: "Kebijakan privasi",
    about: "Tentang Inap",
    aboutLink: "Tentang kami",
    deleteAccount: "Hapus akun",
    howTo: "Cara memesan",
    deposit: "Uang muka sebesar 50%",
  },
  en: {
    terms: "Terms and conditions",
    privacy: "Privacy policy",
    about: "About Inap",
    aboutLink: "About us",
    deleteAccount: "Delete account",
    howTo: "How to reserve",
    deposit: "A deposit of 50%",
  },
} as const;

for (const { lang, javaScriptEnabled, tag } of VARIANTS) {
  test.describe(`static pages (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, { tag }, () => {
    test.use({ javaScriptEnabled });
    const text = TEXT[lang];

    test("the footer reaches terms, privacy, about and how-to-reserve; each is a real page", async ({ page }) => {
      test.setTimeout(180_000);
      // Not home: its promo popup covers the page.
      await page.goto(`/reservation-check?lng=${lang}`);
      const footer = page.locator("footer");

      await footer.getByRole("link", { name: text.terms }).click();
      await expect(page).toHaveURL(/\/terms-and-conditions$/);
      await expect(page.getByRole("heading", { level: 1, name: text.terms })).toBeVisible();
      await expect(page.locator("[data-clause]")).toHaveCount(16);
      await expect(page.locator('[data-clause="1"] h2')).toHaveText(/^1\. /);
      await expect(page.locator('[data-clause="16"] h2')).toHaveText(/^16\. /);
      await expect(page.getByText(text.deposit)).toBeVisible();
      await expectReadable(page, javaScriptEnabled);

      await page.locator("footer").getByRole("link", { name: text.privacy }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect(page.getByRole("heading", { level: 1, name: text.privacy })).toBeVisible();
      await expect(page.locator("[data-clause]")).toHaveCount(10);
      await expectReadable(page, javaScriptEnabled);

      await page.locator("footer").getByRole("link", { name: text.howTo }).click();
      await expect(page).toHaveURL(/\/how-to-reserve$/);
      await expect(page.getByRole("heading", { level: 1, name: text.howTo })).toBeVisible();
      await expect(page.locator("[data-clause]").first()).toBeVisible();
      await expectReadable(page, javaScriptEnabled);

      await page.locator("footer").getByRole("link", { name: text.aboutLink }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1, name: text.about })).toBeVisible();
      await expect(page.locator("[data-company-address]")).toContainText("55281");
      const marker = page.locator("[data-office-marker]");
      await expect(marker).toBeVisible();
      const box = await marker.boundingBox();
      expect(box!.width).toBeGreaterThan(200);
      expect(box!.height).toBeGreaterThan(100);
      await expect(page.locator("[data-coordinates]")).toHaveText("-7.7605, 110.3809");
      await expectReadable(page, javaScriptEnabled);
    });

    test("delete-account gives the mail instructions and links to terms and privacy", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/delete-account?lng=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: text.deleteAccount })).toBeVisible();
      const email = page.locator("[data-delete-email]");
      await expect(email).toBeVisible();
      await expect(email).toHaveAttribute("href", /^mailto:.+@.+/);
      await expect(page.locator("[data-delete-subject]")).toHaveText(
        lang === "en" ? "Account Deletion Request" : "Permintaan Hapus Akun",
      );
      await expect(page.locator("[data-delete-fields] li")).toHaveCount(4);
      const compose = page.locator("[data-delete-mail]");
      await expect(compose).toBeVisible();
      expect(decodeURIComponent((await compose.getAttribute("href"))!)).toContain(
        lang === "en" ? "subject=Account Deletion Request" : "subject=Permintaan Hapus Akun",
      );
      await expectReadable(page, javaScriptEnabled);
      await page.locator("main").getByRole("link", { name: text.privacy }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await page.goBack();
      await page.locator("main").getByRole("link", { name: text.terms }).click();
      await expect(page).toHaveURL(/\/terms-and-conditions$/);
    });
  });
}
