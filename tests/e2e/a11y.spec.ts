import { expect, test } from "@playwright/test";
import { seriousAxeViolations } from "./support/readable.ts";
import { LANGUAGE_BY_WIDTH } from "./support/matrix.ts";

// An accessibility scan (axe, WCAG 2 A and AA) of every screen a visitor reaches without an
// account: in Indonesian at 360 px and in English at 1280 px (support/matrix.ts). Account pages
// are scanned by the accounts spec's journey.
const inAMonth = new Date(Date.now() + 30 * 86_400_000);
const urlDate = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}-${date.getUTCFullYear()}`;
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
  ["review (bad link)", "/review?email=a%40example.com&order_id=X&reservation_type=daily&token=x"],
  ["login modal", "/?modal=login"],
  ["register modal", "/?modal=register"],
  ["long-stay list", "/stay-monthly"],
  ["long-stay detail", `/stay-monthly/34?checkIn=${arrival}&length=6&guest=1`],
  ["long-stay booking modal", `/stay-weekly/50?modal=booking&checkIn=${arrival}&length=2&guest=1`],
  ["long-stay checkout", `/stay-yearly/checkout/reservation-form?propertyId=25&checkIn=${arrival}&length=1&guest=1`],
  ["events", "/events"],
  ["promo gallery", "/promo/all"],
  ["promo detail", "/promo/2"],
  ["give-aways", "/give-away/all"],
  ["give-away detail", "/give-away-detail/1"],
  ["popup promo", "/?popupSlide=1"],
  ["restaurant", "/restaurants/nusa-minang"],
  ["restaurant type", "/restaurants/type/1/1"],
  ["restaurant product", "/restaurants/detail/1?outlet=1&marketplace=1"],
  ["restaurant photo modal", "/restaurants/detail/1?photo=2"],
  ["voucher event (logged out: the login modal)", "/voucher-event/lebaran"],
  ["not found", "/no-such-page"],
];

// Each page at both widths, in Indonesian on the phone and English on the desktop.
for (const { lang: lng, tag } of LANGUAGE_BY_WIDTH) {
  for (const [name, path] of pages) {
    test(`${name} (${lng}) has no serious accessibility violations`, { tag }, async ({ page }) => {
      const separator = path.includes("?") ? "&" : "?";
      await page.goto(`${path}${separator}lng=${lng}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      // With JavaScript the popup promo opens once the page has loaded (on home by itself): scan it
      // open, not while it is opening over the page.
      if (path === "/" || path.includes("popupSlide")) await expect(page.getByRole("dialog")).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}
