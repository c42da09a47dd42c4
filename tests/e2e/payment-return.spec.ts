import { expect, test } from "@playwright/test";

// Seed 000 section 2.6 and seed 001 section 2.1: after a payment gateway's return, /villas and
// /detail-villas show the payment-result popup under home's rule (not for deny, not for 202), and
// closing it stays on the page without the gateway's parameters.
const pages = [
  ["/villas", "/villas?guest=2"],
  ["/detail-villas", "/detail-villas?villas=1&guest=2"],
] as const;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const [name, path] of pages) {
      test(`${name}: the popup after a settled payment, closing keeps the page`, async ({ page }) => {
        await page.goto(`${path}&order_id=INAP-E2E-9&status_code=200&transaction_status=settlement`);
        const dialog = page.getByRole("dialog", { name: "Status pembayaran" });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText("INAP-E2E-9");
        await dialog.getByRole("link", { name: "Tutup" }).click();
        await expect(page).toHaveURL((url) => url.pathname === name && !url.searchParams.has("order_id") && url.searchParams.get("guest") === "2");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      });

      test(`${name}: in English, and no popup for a denied payment or status 202`, async ({ page }) => {
        await page.goto(`${path}&order_id=INAP-E2E-9&status_code=201&transaction_status=pending&lng=en`);
        await expect(page.getByRole("dialog", { name: "Payment status" })).toContainText("Waiting for payment");
        for (const query of ["status_code=200&transaction_status=deny", "status_code=202&transaction_status=settlement"]) {
          await page.goto(`${path}&order_id=INAP-E2E-9&${query}`);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expect(page.getByRole("dialog")).toHaveCount(0);
        }
      });
    }
  });
}
