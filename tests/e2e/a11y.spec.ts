import { expect, test } from "@playwright/test";
import { seriousAxeViolations } from "./support/readable.ts";

// An accessibility scan (axe, WCAG 2 A and AA) of every screen a visitor reaches without an
// account, in both languages. Account pages are scanned by the accounts spec's journey.
const inAMonth = new Date(Date.now() + 30 * 86_400_000);
const urlDate = (date: Date) => `${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}-${date.getUTCFullYear()}`;
const arrival = urlDate(inAMonth);
const departure = urlDate(new Date(inAMonth.getTime() + 2 * 86_400_000));
const stay = `guest=2&arrival=${arrival}&departure=${departure}&duration=2`;

const pages: [string, string][] = [
  ["home", "/"],
  ["villas", "/villas"],
  ["villas with dates", `/villas?${stay}`],
  ["property detail", `/detail-villas?villas=1&${stay}`],
  ["reservation form", `/reservation-form?villas=1&${stay}`],
  ["reservation check", "/reservation-check"],
  ["login modal", "/?modal=login"],
  ["register modal", "/?modal=register"],
  ["long-stay list", "/stay-monthly"],
  ["long-stay detail", `/stay-monthly/34?checkIn=${arrival}&length=6&guest=1`],
  ["long-stay booking modal", `/stay-weekly/50?modal=booking&checkIn=${arrival}&length=2&guest=1`],
  ["long-stay checkout", `/stay-yearly/checkout/reservation-form?propertyId=25&checkIn=${arrival}&length=1&guest=1`],
  ["voucher event (logged out: the login modal)", "/voucher-event/lebaran"],
  ["coming soon", "/events"],
  ["not found", "/no-such-page"],
];

for (const lng of ["id", "en"] as const) {
  for (const [name, path] of pages) {
    test(`${name} (${lng}) has no serious accessibility violations`, async ({ page }) => {
      const separator = path.includes("?") ? "&" : "?";
      await page.goto(`${path}${separator}lng=${lng}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}
