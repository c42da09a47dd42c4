// Issue 10's blocker: the phone box beside the country-code picker must be usable on a phone
// (360 to 412 px) wherever a phone is asked: the register modal, /profile/edit and the
// reservation form all use the form kit's PhoneField. JavaScript on and off.
import { expect, type Page, test } from "@playwright/test";
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { logIn } from "./support/auth.ts";
import { expectHydrated, expectUsable, FIELD_SIZE } from "./support/usable.ts";

const DEMO = { email: "demo@inap.id", password: "demo12345" };

async function expectPhoneUsable(page: Page, scope: string) {
  const form = page.locator(scope);
  const code = form.locator('select[name="code"], select[name="areaCode"]').first();
  const phone = form.locator('input[type="tel"]').first();
  await expectUsable(code, { minWidth: 72, minHeight: FIELD_SIZE.minHeight });
  await expectUsable(phone);
  // Beside the picker, not under it, and the rest of the row is the number's.
  const [codeBox, phoneBox] = [(await code.boundingBox())!, (await phone.boundingBox())!];
  expect(phoneBox.x).toBeGreaterThan(codeBox.x + codeBox.width - 1);
  expect(phoneBox.width).toBeGreaterThan(codeBox.width);
  await phone.fill("81234567890");
  await expect(phone).toHaveValue("81234567890");
}

for (const javaScriptEnabled of [true, false]) {
  for (const width of [360, 412]) {
    // Its own widths: the phone project (a phone's touch and pixel ratio) only.
    test.describe(`${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, { tag: "@phone" }, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: 740 } });

      test("the register modal's phone box is usable", async ({ page }) => {
        await page.goto("/?modal=register&lng=en");
        await expectPhoneUsable(page, '[data-account-form="register"]');
      });

      test("/profile/edit's phone box is usable", async ({ page }) => {
        await logIn(page, DEMO, "id");
        await page.goto("/profile/edit");
        await expectPhoneUsable(page, "main form");
      });

      test("the reservation form's phone box is usable", async ({ page }) => {
        const arrival = addDays(todayInJakarta(), 300);
        await page.goto(
          `/reservation-form?villas=3&guest=2&arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(addDays(arrival, 2))}&duration=2&lng=en`,
        );
        await expectPhoneUsable(page, "main");
      });
    });
  }
}

// Issue 10: a number typed the national way ("08…") is the +62 number "8…", one core rule
// (normalizePhoneNumber) in the form kit's PhoneField and in the schemas of the forms and /v1.
for (const lang of ["id", "en"] as const) {
  test.describe(`"08…" is normalised to +62 (${lang})`, () => {
    test("JavaScript on: leaving the register modal's phone box shows the number as it will be kept", async ({
      page,
    }) => {
      await page.goto(`/?modal=register&lng=${lang}`);
      const phone = page.locator('[data-account-form="register"] input[type="tel"]');
      await expectHydrated(phone);
      await expectUsable(phone);
      await phone.click();
      await phone.pressSequentially("0812 3456 7890");
      await phone.press("Tab");
      await expect(phone).toHaveValue("81234567890");
    });

    test.describe("JavaScript off", () => {
      test.use({ javaScriptEnabled: false });
      test("the reservation form takes 0812… without 'no leading zero' and books", async ({ page }, info) => {
        const arrival = addDays(
          todayInJakarta(),
          310 + (lang === "en" ? 6 : 0) + (info.project.name === "phone" ? 3 : 0),
        );
        await page.goto(
          `/reservation-form?villas=3&guest=2&arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(addDays(arrival, 2))}&duration=2&lng=${lang}`,
        );
        await page.locator("#field-guestName").fill("Budi Santoso");
        await page.locator("#field-guestNoTelp").fill("081234567890");
        await page.locator("#field-guestEmail").fill("budi@example.com");
        await page.getByRole("button", { name: lang === "en" ? "Reserve and pay" : "Pesan dan bayar" }).click();
        await page.waitForURL(/\/sandbox\/pay\//);
      });
    });
  });
}
