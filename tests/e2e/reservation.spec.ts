// /reservation-form and payment (seed 001 sections 2.2, 4, 5, 8): a guest books and pays in the
// sandbox and sees the payment popup; pay at property; a denied payment returns the units;
// validation without JavaScript; Kredivo refused to guests. Each test books nights /v1 says are free.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDays, todayInJakarta } from "#core/dates.ts";
import idPayment from "#core/locales/id/payment.json" with { type: "json" };
import { freeStay, stayOf } from "./support/stays.ts";
import { fillUsable } from "./support/usable.ts";
import { variantOf } from "./support/matrix.ts";
import { APP_KEY } from "./support/screens.ts";

const today = todayInJakarta();

/** Where a test starts looking for free nights: its own distance ahead, the phone's further on. */
const from = (days: number, projectName: string) => days + (projectName === "phone" ? 150 : 0);

async function roomUnits(request: APIRequestContext, villa: number, arrival: string, departure: string) {
  const answer = await request.get(`/v1/hotels/${villa}?guest=1&arrival=${arrival}&departure=${departure}`, {
    headers: { "app-key": APP_KEY },
  });
  const body = (await answer.json()) as { data: { hotel: { rooms: { id: number; unit: number }[] } } };
  return body.data.hotel.rooms[0]!.unit;
}

async function fillGuest(page: Page) {
  await fillUsable(page.locator("#field-guestName"), "Budi Santoso");
  await fillUsable(page.locator("#field-guestNoTelp"), "81234567890");
  await fillUsable(page.locator("#field-guestEmail"), "budi@example.com");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const lng of ["id", "en"] as const) {
      test(
        `a guest books, pays in the sandbox and sees the payment popup (${lng})`,
        { tag: variantOf(lng, javaScriptEnabled).tag },
        async ({ page, request }, info) => {
          const stay = await freeStay(
            request,
            3,
            from((javaScriptEnabled ? 10 : 20) + (lng === "en" ? 5 : 0), info.project.name),
          );
          await page.goto(`/detail-villas?villas=3&guest=2&${stay.query}&lng=${lng}`);
          await page.goto(`/reservation-form?villas=3&guest=2&${stay.query}`);
          await fillGuest(page);
          await page.getByRole("button", { name: lng === "en" ? "Reserve and pay" : "Pesan dan bayar" }).click();
          await page.waitForURL(/\/sandbox\/pay\//);
          await page.locator('button[value="settlement"]').click();
          await page.waitForURL(/order_id=/);
          const orderId = new URL(page.url()).searchParams.get("order_id")!;
          await expect(page.getByRole("dialog")).toContainText(orderId);
        },
      );
    }

    test("validation messages from the server (empty name, bad email, 671-character request)", async ({
      page,
    }, info) => {
      const stay = stayOf(addDays(today, from(30, info.project.name)));
      await page.goto(`/reservation-form?villas=3&guest=1&${stay.query}`);
      await page.fill("#field-guestEmail", "budi@bad");
      await page.fill("#field-guestNoTelp", "81234567890");
      await page.locator("summary", { hasText: "permintaan khusus" }).click();
      await page.fill("#field-specialRequest", "x".repeat(671));
      await page.getByRole("button", { name: "Pesan dan bayar" }).click();
      await expect(page.locator("#error-guestName")).toHaveText("Nama wajib diisi");
      await expect(page.locator("#error-guestEmail")).toHaveText("Format email tidak valid");
      await expect(page.locator("#error-specialRequest")).toHaveText("Permintaan khusus maksimal 670 karakter");
      // Nothing typed is lost.
      await expect(page.locator("#field-guestNoTelp")).toHaveValue("81234567890");
    });

    test("Kredivo is disabled for guests", async ({ page }, info) => {
      const stay = stayOf(addDays(today, from(35, info.project.name)));
      await page.goto(`/reservation-form?villas=3&guest=9&${stay.query}&lng=en`);
      await expect(page.getByRole("radio", { name: /Kredivo/ })).toBeDisabled();
      await expect(page.getByText("Login to use Kredivo")).toBeVisible();
      // Guests from the query above 8 become 8.
      await expect(page.getByText("8 guests")).toBeVisible();
    });

    test("pay at property confirms with the order id", async ({ page, request }, info) => {
      const stay = await freeStay(request, 5, from(javaScriptEnabled ? 40 : 45, info.project.name));
      await page.goto(`/reservation-form?villas=5&guest=2&${stay.query}`);
      await fillGuest(page);
      await page.getByRole("radio", { name: /Bayar di tempat/ }).check();
      await page.getByRole("button", { name: "Pesan dan bayar" }).click();
      await page.waitForURL((u) => u.pathname === "/");
      await expect(page.locator("[data-toast]").first()).toContainText(/ID Pesanan: INAP-/);
    });
  });
}

test("a denied payment returns the units", async ({ page, request }, info) => {
  const stay = await freeStay(request, 3, from(60, info.project.name));
  const before = await roomUnits(request, 3, stay.arrival, stay.departure);
  await page.goto(`/reservation-form?villas=3&guest=1&${stay.query}`);
  await fillGuest(page);
  await page.getByRole("button", { name: "Pesan dan bayar" }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  expect(await roomUnits(request, 3, stay.arrival, stay.departure)).toBe(before - 1);
  await page.locator('button[value="deny"]').click();
  // Back on the site (home may go on to the booking detail by order id).
  await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));
  expect(await roomUnits(request, 3, stay.arrival, stay.departure)).toBe(before);
  // The popup says so (issue 10): the order's real state, not silence; declined, not expired (issue 22).
  const popup = page.locator('[data-payment-outcome="declined"]');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(idPayment.declined);
});
