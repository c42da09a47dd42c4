// Issue 22: the small text links are targets of at least 24 × 24 CSS px (WCAG 2.2, 2.5.8): the back
// links of /map, an attraction and the long-stay checkout (a booking's detail: long-stay-bookings.spec),
// the footer's links, the demo-mode bar's link and the promo banner's. Measured as laid out in
// Indonesian at 360 px and in English at 1280 px.
import { test } from "@playwright/test";
import { addDays, todayInJakarta } from "#core/dates.ts";
import { expectTapTargets } from "./support/usable.ts";
import { LANGUAGE_BY_WIDTH } from "./support/matrix.ts";

for (const { lang: lng, tag } of LANGUAGE_BY_WIDTH) {
  test.describe(`target sizes (${lng})`, { tag }, () => {
    test("the back link of /map", async ({ page }) => {
      await page.goto(`/map?villas=1&lng=${lng}`);
      await expectTapTargets(page, "[data-back-link]", 1);
    });

    test("the back link of an attraction, the footer's links, the demo bar's and the promo banner's", async ({
      page,
    }) => {
      await page.goto(`/tourist-attractions/1?lng=${lng}`);
      await expectTapTargets(page, "[data-back-link]", 1);
      // Company links, mail, two chats, four social links and the two store badges.
      await expectTapTargets(page, "footer a", 12);
      await expectTapTargets(page, "[data-demo-mail] a", 1);
      await expectTapTargets(page, "[data-promo-banner] a", 2);
    });

    test("the back link of the long-stay checkout", async ({ page }) => {
      const [year, month, day] = addDays(todayInJakarta(), 30).split("-");
      await page.goto(
        `/stay-yearly/checkout/reservation-form?propertyId=25&checkIn=${month}-${day}-${year}&length=1&guest=1&lng=${lng}`,
      );
      await expectTapTargets(page, "[data-back-link]", 1);
    });
  });
}
