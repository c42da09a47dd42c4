// The review page from the check-out mail's link (seed 002 sections 2, 4, 5; decision 026), in both
// languages, JavaScript on and off, desktop and 360 px: a guest books and pays (sandbox), the stay
// is ended now (demo mode's /v1/dev/check-out, as the sweep does at the departure), the review mail
// in this browser's mailbox links to /review; an incomplete form says 'complete the form'; five
// half-star ratings chosen by tapping and by the keyboard, the text, sent; home thanks in a toast,
// and the link then redirects home. A tampered link shows the translated bad-link state.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import en from "#core/locales/en/review.json" with { type: "json" };
import id from "#core/locales/id/review.json" with { type: "json" };
import { addDays, formatLongDate } from "#core/dates.ts";
import { openMail, useFreshClientIp } from "./support/auth.ts";
import { seriousAxeViolations } from "./support/readable.ts";
import { APP_KEY, reserveThroughApi } from "./support/screens.ts";
import { expectUsable, BUTTON_SIZE } from "./support/usable.ts";
import { variantOf } from "./support/matrix.ts";

const TEXT = { id, en } as const;
type Lang = "id" | "en";

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A paid booking of `email` made for this browser (its demo mailbox), its stay ended now: the review mail's link. */
async function reviewLinkFor(
  page: Page,
  request: APIRequestContext,
  email: string,
  lang: Lang,
): Promise<{ link: string; arrival: string; departure: string }> {
  // The browser's demo mailbox id comes with its first form post (here: the language choice).
  await page.context().request.post("/resources/locale", { form: { lng: lang, redirectTo: "/" }, maxRedirects: 0 });
  const cookie = (await page.context().cookies()).find((c) => c.name === "__mailbox");
  expect(cookie, "the demo mailbox cookie").toBeTruthy();
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const headers = {
    "app-key": APP_KEY,
    "x-inap-mailbox": cookie!.value.split(".")[0]!,
    "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}`,
  };
  const booked = await reserveThroughApi(request, {
    member: false,
    daysAhead: 100 + Math.floor(Math.random() * 250),
    guest: { name: "Rina Wati", email },
    headers,
  });
  await page.goto(booked.payUrl);
  await page.locator('button[value="settlement"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));
  const ended = await request.post("/v1/dev/check-out", { headers, data: { order_id: booked.orderId } });
  expect(ended.status(), await ended.text()).toBe(200);
  const links = await openMail(page, email);
  const link = links.find((l) => l.includes("/review?"));
  expect(link, "the review link of the mail").toBeTruthy();
  expect(link).toContain(`order_id=${booked.orderId}`);
  expect(link).toContain("token=");
  return { link: link!, arrival: booked.arrival, departure: addDays(booked.arrival, 2) };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`review, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const lang of ["id", "en"] as Lang[]) {
      const t = TEXT[lang];
      test(`reviews a finished stay from the check-out mail's link (${lang})`, {
        tag: variantOf(lang, javaScriptEnabled).tag,
      }, async ({ page, request }) => {
        test.setTimeout(240_000);
        await useFreshClientIp(page.context());
        const email = `reviewer-${Date.now().toString(36)}-${lang}${javaScriptEnabled ? "js" : "nojs"}@example.com`;
        const { link, arrival, departure } = await reviewLinkFor(page, request, email, lang);
        await page.goto(`${link}&lng=${lang}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.page.title);
        // Issue 22: the page names the stay being reviewed (the property and its dates), not only the order id.
        const property = (await (await request.get("/v1/hotels/3", { headers: { "app-key": APP_KEY } })).json()).data
          .hotel.name as string;
        const stay = page.locator("[data-reviewed-stay]");
        await expect(stay).toContainText(property);
        await expect(stay).toContainText(
          t.page.stayDates
            .replace("{{checkIn}}", formatLongDate(arrival, lang))
            .replace("{{checkOut}}", formatLongDate(departure, lang)),
        );
        const form = page.locator("[data-review-form]");
        await expectNoHorizontalOverflow(page);
        if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);

        // Nothing chosen: 'complete the form', nothing sent.
        await form.getByRole("button", { name: t.page.submit }).click();
        await expect(form.locator("[data-form-error]")).toHaveText(t.reviewIncomplete);
        await expect(form.locator('[data-field-error="cleanliness"]')).toBeVisible();
        if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);

        // Half stars by tapping: the left half of the 4th star is 3.5 (stored 7).
        const tap = async (category: string, value: number) => {
          const half = form.locator(`label[for="${category}-${value}"]`);
          await expectUsable(half, BUTTON_SIZE);
          await half.click();
          await expect(form.locator(`#${category}-${value}`)).toBeChecked();
        };
        await tap("cleanliness", 7);
        await tap("comfort", 10);
        await tap("food", 1);
        await tap("location", 8);
        // The keyboard: a radio group, Right raises by half a star.
        await form.locator("#service-5").focus();
        await page.keyboard.press("Space");
        await page.keyboard.press("ArrowRight");
        await expect(form.locator("#service-6")).toBeChecked();
        // The text is still empty: still incomplete.
        await form.getByRole("button", { name: t.page.submit }).click();
        await expect(form.locator("[data-form-error]")).toHaveText(t.reviewIncomplete);
        await expect(form.locator('[data-field-error="review"]')).toBeVisible();
        // (Without JavaScript the server answered: the choices come back checked.)
        await expect(form.locator("#cleanliness-7")).toBeChecked();
        await expect(form.locator("#service-6")).toBeChecked();

        const text = form.getByLabel(t.page.text);
        await expectUsable(text);
        // With one long unbroken word (issue 22: it overflowed its card at 360 px).
        const words = `Kamar bersih, sarapan enak, lokasi dekat pantai (${email}). ${"Mantapsekali".repeat(12)}`;
        await text.fill(words);
        await form.getByRole("button", { name: t.page.submit }).click();
        // The seed: an alert, then home (home's flash toast).
        await expect(page).toHaveURL((u) => u.pathname === "/");
        await expect(page.locator('[data-toast="success"]')).toContainText(t.page.thanks);

        // The link once more: a review exists, so home.
        await page.goto(link);
        await expect(page).toHaveURL((u) => u.pathname === "/");
        // And the stored ratings are the chosen ones (x2).
        const params = new URL(link).searchParams;
        const lookup = await (await request.get(`/v1/review?${params}`, { headers: { "app-key": APP_KEY } })).json();
        expect(lookup.data).toMatchObject({
          cleanliness: 7,
          comfort: 10,
          food: 1,
          location: 8,
          service: 6,
          review: words,
        });
        if (javaScriptEnabled) {
          // The property page's reviews (streamed in): the new one, newest first, with its average.
          await page.goto(`/detail-villas?villas=3&lng=${lang}`);
          const item = page.locator(`section[aria-labelledby="reviews"] li`).filter({ hasText: words });
          await expect(item).toBeVisible();
          await expect(item).toContainText("6.4");
          // The long word wraps inside its card: nothing wider than the card, no page overflow.
          expect(await item.evaluate((li) => li.scrollWidth <= li.clientWidth)).toBe(true);
          await expectNoHorizontalOverflow(page);
        }
      });

      test(`a tampered or incomplete link shows why, translated (${lang})`, {
        tag: variantOf(lang, javaScriptEnabled).tag,
      }, async ({ page }) => {
        await page.goto(
          `/review?email=someone%40example.com&order_id=INAP-GUESSED&reservation_type=daily&token=${"A".repeat(32)}&lng=${lang}`,
        );
        const closed = page.locator('[data-review-state="invalidLink"]');
        await expect(closed).toContainText(t.page.badLinkTitle);
        await expect(closed).toContainText(t.reviewLinkInvalid);
        await expect(page.locator("[data-review-form]")).toHaveCount(0);
        await expectNoHorizontalOverflow(page);
        await page.goto(`/review?lng=${lang}`);
        await expect(page.locator('[data-review-state="invalidLink"]')).toContainText(t.reviewLinkInvalid);
        // Bytes no booking has (a NUL, an overlong id, a broken escape): the same state, never a 5xx.
        for (const orderId of ["%00", "a".repeat(3000), "%ZZ"]) {
          const answer = await page.goto(
            `/review?email=a%40example.com&order_id=${orderId}&reservation_type=daily&token=${"A".repeat(32)}&lng=${lang}`,
          );
          expect(answer!.status()).toBeLessThan(500);
        }
        await expect(closed).toContainText(t.reviewLinkInvalid);
        await closed.getByRole("link", { name: t.page.home }).click();
        await expect(page).toHaveURL((u) => u.pathname === "/");
      });
    }
  });
}
