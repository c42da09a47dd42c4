// Issue 22: the server-rendered HTML of the main pages conforms (html-validate), in id and en.
// The pages are fetched as a browser without JavaScript gets them (the HTML is the same at every
// width, so the phone project skips it).
import { expect, test } from "@playwright/test";
import { HtmlValidate, type Message } from "html-validate";
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { stayQuery } from "./support/screens.ts";

/**
 * html-validate's recommended rules, without the ones that judge how React writes markup rather
 * than what the markup means (a browser parses both spellings to the same tree):
 * - attr-case: React writes `srcSet`, `charSet`, `fetchPriority`; HTML attribute names are case-insensitive.
 * - void-style, no-self-closing: React closes void elements as `<img/>`, which HTML allows.
 * - attribute-boolean-style, attribute-empty-style: React writes `disabled=""`, which HTML allows.
 * - no-inline-style: the few inline styles are deliberate (animation delays computed per element).
 * - valid-id in its relaxed (HTML5) form: React's useId gives ids like `_R_4d5_`, valid in HTML5
 *   (no space, not empty); the strict form is HTML4's letter-first rule.
 * Kept among others: element-permitted-content (a <p> in a <span>), unique-landmark (unnamed or
 * same-named <nav>), aria-label-misuse (aria-label on a plain <ul>), no-implicit-input-type,
 * no-dup-id, valid-for, and from the document preset input-missing-label and no-missing-references.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    "attr-case": "off",
    "void-style": "off",
    "no-self-closing": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "no-inline-style": "off",
    "valid-id": ["error", { relaxed: true }],
    "input-missing-label": "error",
    "no-missing-references": "error",
  },
});

const checkIn = apiDateToUrl(addDays(todayInJakarta(), 30));
const PAGES: [string, string][] = [
  ["home", "/"],
  ["villas", `/villas?guest=2&${stayQuery}`],
  ["property detail", `/detail-villas?villas=3&guest=2&${stayQuery}`],
  ["long-stay list", "/stay-monthly"],
  ["long-stay detail", `/stay-monthly/34?checkIn=${checkIn}&length=6&guest=1`],
  ["top-up", "/top-up/credits"],
  ["reservation check", "/reservation-check"],
  ["restaurant", "/restaurants/nusa-cafe"],
  ["restaurant product", "/restaurants/detail/1?outlet=2&marketplace=4"],
  ["map", "/map?villas=1"],
  ["promo gallery", "/promo/all"],
  ["promo detail", "/promo/1"],
  ["login modal", "/?modal=login"],
];

const describe = (message: Message) => `${message.ruleId} ${message.selector ?? ""}: ${message.message}`;

for (const lng of ["id", "en"] as const) {
  // The server sends the same HTML at every width: the desktop project only.
  test.describe(`HTML conformance (${lng})`, { tag: "@desktop" }, () => {
    for (const [name, path] of PAGES) {
      test(`${name} validates`, async ({ request }) => {
        const answer = await request.get(`${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
        expect(answer.status()).toBe(200);
        const html = await answer.text();
        const report = await validator.validateString(html);
        expect(report.results.flatMap((result) => result.messages).map(describe)).toEqual([]);
        // Every <link> points somewhere: an href, or (React's preload of a responsive picture) an
        // imagesrcset, which the HTML standard accepts instead ("one or both ... must be present").
        const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((match) => match[0]);
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) {
          const preloadsPicture =
            /\brel="preload"/i.test(link) && /\bas="image"/i.test(link) && /\bimagesrcset="[^"]+"/i.test(link);
          expect(/\bhref="[^"]+"/i.test(link) || preloadsPicture, link).toBe(true);
        }
      });
    }
  });
}
