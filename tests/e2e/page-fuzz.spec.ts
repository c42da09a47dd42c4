// Issue 9 item 10: no page answers 5xx, whatever its query string or path parameters say. Every
// route of app/routes.ts is asked with generated values (NUL bytes, broken percent escapes,
// integers past int4, 1e309, dates that are no dates, long strings), anonymously and as a member.
import { type APIRequestContext, expect, test } from "@playwright/test";
import fc from "fast-check";
import routes from "../../app/routes.ts";
import { logIn } from "./support/auth.ts";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function routePaths(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path !== undefined ? [entry.path] : []),
    ...routePaths(entry.children ?? []),
  ]);
}

// Raw URL pieces, sent as they are (not encoded again): what a broken client or a prober sends.
const rawValues = [
  "%00",
  "%ZZ",
  "%",
  "%C0%80",
  "%ED%A0%80",
  "%F0%9F%98%80",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "0x10",
  "-1",
  "0",
  "99-99-9999",
  "02-30-2026",
  "12-31-9999",
  "%5B%5D",
  "..%2F..%2Fetc%2Fpasswd",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "a".repeat(3000),
];
// Names the pages read, and some they do not.
const names = [
  "villas",
  "id",
  "page",
  "checkin",
  "checkout",
  "guest",
  "city",
  "propertyName",
  "order_id",
  "reservation_id",
  "order_from",
  "isMonthly",
  "tab",
  "modal",
  "token",
  "redirectTo",
  "reserve",
  "reserveError",
  "rooms",
  "reff",
  "lng",
  "type",
  "transaction_status",
  "status_code",
  // The long-stay screens (decision 022).
  "checkIn",
  "length",
  "propertyId",
  "room",
  "payment",
  "book",
  "notice",
  "x",
];

const value = fc.oneof(
  fc.constantFrom(...rawValues),
  fc.integer().map(String),
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s)),
  fc.array(fc.constantFrom(...rawValues), { minLength: 2, maxLength: 3 }).map((parts) => parts.join("")),
);
const query = fc.array(fc.tuple(fc.constantFrom(...names), value), { minLength: 1, maxLength: 5 });

function fill(path: string, params: string[]): string {
  let i = 0;
  return `/${path.replace(/:[A-Za-z]+\??/g, () => params[i++ % params.length] ?? "x")}`;
}

async function fuzzPages(
  request: APIRequestContext,
  runsPerRoute: number,
  seed: number,
): Promise<{ tried: number; failures: string[] }> {
  const paths = [...new Set(routePaths(routes as RouteEntry[]))];
  const failures: string[] = [];
  let tried = 0;
  for (const path of paths) {
    const samples = fc.sample(fc.tuple(fc.array(value, { minLength: 1, maxLength: 3 }), query), {
      numRuns: runsPerRoute,
      seed: seed + tried,
    });
    for (const [params, pairs] of samples) {
      const url = `${fill(path, params)}?${pairs.map(([n, v]) => `${n}=${v}`).join("&")}`;
      const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
      tried += 1;
      if (response.status() >= 500) failures.push(`${response.status()} ${url.slice(0, 200)}`);
    }
  }
  return { tried, failures };
}

// The server's answers do not depend on the viewport: the desktop project only.
test.describe("pages under generated query strings", { tag: "@desktop" }, () => {
  test("anonymous: no route answers 5xx", async ({ request }) => {
    const { tried, failures } = await fuzzPages(request, 8, 1);
    console.info(`page fuzz (anonymous): ${tried} requests, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  });

  test("a member: no route answers 5xx", async ({ page }) => {
    await logIn(page, { email: "demo@inap.id", password: "demo12345" }, "en");
    // The probe's own findings first.
    for (const url of [
      "/detail-booking?id=2147483648",
      "/detail-booking?id=1e309&isMonthly=true",
      "/dev/mailbox?page=1e309",
      "/villas?propertyName=%00",
      "/my-booking?tab=%00&page=2147483648",
    ]) {
      const response = await page.request.get(url, { maxRedirects: 0, failOnStatusCode: false });
      expect(response.status(), url).toBeLessThan(500);
    }
    const { tried, failures } = await fuzzPages(page.request, 5, 1000);
    console.info(`page fuzz (member): ${tried} requests, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  });
});

// Issue 21 item 8: the shapes a broken client or a prober posts, answered before any action runs.
// The server's answers do not depend on the viewport: the desktop project only.
test.describe("pages under bodies and bytes no form sends", { tag: "@desktop" }, () => {
  test("every route refuses a JSON or text post (415), a cross-site post (403) and a NUL or broken UTF-8 (400)", async ({
    request,
  }) => {
    const paths = [...new Set(routePaths(routes as RouteEntry[]))].map((path) => fill(path, ["1"]));
    const answers: string[] = [];
    for (const path of paths) {
      const json = await request.post(path, {
        headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
        data: '{"email":"a@b.c"}',
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      const text = await request.post(path, {
        headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "text/plain" },
        data: "email=a@b.c",
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      const crossSite = await request.post(path, {
        headers: { "Sec-Fetch-Site": "cross-site" },
        form: { lng: "en" },
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      const nul = await request.get(`${path}?q=%00`, { maxRedirects: 0, failOnStatusCode: false });
      const broken = await request.get(`${path}?q=%ED%A0%80`, { maxRedirects: 0, failOnStatusCode: false });
      answers.push(
        `${path} ${json.status()} ${text.status()} ${crossSite.status()} ${nul.status()} ${broken.status()}`,
      );
    }
    expect(answers).toEqual(paths.map((path) => `${path} 415 415 403 400 400`));
  });
});
