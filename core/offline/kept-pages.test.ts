import { describe, expect, it } from "vitest";
import {
  asOfflineCopy,
  documentPathOf,
  isDataRequest,
  isKeptFile,
  keptKeyOf,
  linkedStylesheetsOf,
  offlineLabelOf,
  offlineLanguageOf,
  isStillKept,
  ownerChanged,
  postedKeyOf,
  reveal,
  staleShellCaches,
  withKeptList,
  withNotSentNotice,
  withStylesheetsInlined,
} from "./kept-pages.ts";

const url = (path: string) => new URL(path, "https://inap.example");

describe("keptKeyOf", () => {
  it("names My bookings by its tab, the default tab and the old top-up name included", () => {
    expect(keptKeyOf(url("/my-booking"))).toBe("/my-booking?tab=daily");
    expect(keptKeyOf(url("/my-booking?tab=longstay&lng=en"))).toBe("/my-booking?tab=longstay");
    expect(keptKeyOf(url("/my-booking?tab=top-up"))).toBe("/my-booking?tab=topup");
    expect(keptKeyOf(url("/my-booking?tab=<script>"))).toBe("/my-booking?tab=daily");
    expect(keptKeyOf(url("/my-booking.data?tab=longstay&_routes=routes%2Fmy-booking"))).toBe(
      "/my-booking?tab=longstay",
    );
  });

  it("names a booking by its id and kind, whatever else the address carries", () => {
    expect(keptKeyOf(url("/detail-booking?lng=en&id=12"))).toBe("/detail-booking?id=12");
    expect(keptKeyOf(url("/detail-booking.data?id=12&isMonthly=true"))).toBe("/detail-booking?id=12&isMonthly=true");
    expect(keptKeyOf(url("/detail-booking?id=12&isMonthly=false"))).toBe("/detail-booking?id=12");
    expect(keptKeyOf(url("/detail-booking"))).toBeNull();
  });

  it("names a guest's check and voucher by order id and lower-cased email; a member's voucher by order id", () => {
    expect(keptKeyOf(url("/reservation-check?email=Dewi%40Example.com&order_id=INV-1"))).toBe(
      "/reservation-check?order_id=INV-1&email=dewi%40example.com",
    );
    expect(keptKeyOf(url("/reservation-check?order_id=INV-1"))).toBeNull();
    expect(keptKeyOf(url("/resources/download?order_id=INV-1&format=json"))).toBe("/resources/download?order_id=INV-1");
    expect(keptKeyOf(url("/top-up/result?order_id=TU-9"))).toBe("/top-up/result?order_id=TU-9");
  });

  it("keeps no other page", () => {
    for (const path of ["/", "/villas", "/profile", "/top-up/credits", "/logout", "/my-booking/x", "/offline"])
      expect(keptKeyOf(url(path)), path).toBeNull();
  });
});

describe("postedKeyOf", () => {
  it("answers a posted check or guest voucher with the kept address of the same pair", () => {
    const form = new URLSearchParams({ order_id: "INV-1", email: "Dewi@example.com", format: "json" });
    expect(postedKeyOf("/reservation-check", form)).toBe("/reservation-check?order_id=INV-1&email=dewi%40example.com");
    expect(postedKeyOf("/reservation-check.data", form)).toBe(
      "/reservation-check?order_id=INV-1&email=dewi%40example.com",
    );
    expect(postedKeyOf("/resources/download", form)).toBe(
      "/resources/download?order_id=INV-1&email=dewi%40example.com",
    );
  });

  it("answers nothing for other forms or a half-filled check", () => {
    expect(postedKeyOf("/profile/edit", new URLSearchParams({ order_id: "INV-1", email: "a@b.c" }))).toBeNull();
    expect(postedKeyOf("/reservation-check", new URLSearchParams({ order_id: "INV-1" }))).toBeNull();
  });
});

describe("data requests", () => {
  it("tells React Router's data requests and the page they are for", () => {
    expect(isDataRequest(url("/my-booking.data?tab=daily"))).toBe(true);
    expect(isDataRequest(url("/my-booking?tab=daily"))).toBe(false);
    expect(documentPathOf(url("/detail-booking.data?id=3&_routes=routes%2Fdetail-booking"))).toBe(
      "/detail-booking?id=3",
    );
    expect(documentPathOf(url("/_.data?index&modal=login"))).toBe("/?modal=login");
  });
});

const KEPT_PAGE = `<!DOCTYPE html><html lang="en"><head><meta http-equiv="refresh" content="5"/>
<link rel="modulepreload" href="/assets/framework-1.js"/><script>window.__reactRouterContext={}</script></head>
<body><main><div hidden="" data-offline-notice="" data-offline-label="Villa &quot;Asri&quot; · INV-1" role="status">Last updated</div>
<p hidden="">stays hidden</p></main><script type="module">import "/assets/entry.js";</script></body></html>`;

describe("asOfflineCopy", () => {
  it("removes scripts, module preloads and a self-refresh, and shows the offline notice", () => {
    const copy = asOfflineCopy(KEPT_PAGE);
    expect(copy).not.toMatch(/<script|modulepreload|http-equiv/);
    expect(copy).toContain('<div data-offline-notice="" data-offline-label=');
    expect(copy).toContain('<p hidden="">stays hidden</p>');
  });

  it("reveals only the element that carries the attribute, whatever the attribute order", () => {
    expect(reveal('<p data-x="" hidden="">a</p><p hidden="">b</p>', "data-x")).toBe(
      '<p data-x="">a</p><p hidden="">b</p>',
    );
    expect(reveal('<p class="a" hidden data-x>a</p>', "data-x")).toBe('<p class="a" data-x>a</p>');
    expect(reveal("<p>nothing</p>", "data-x")).toBe("<p>nothing</p>");
  });

  it("reads the page's label with its entities decoded", () => {
    expect(offlineLabelOf(KEPT_PAGE)).toBe('Villa "Asri" · INV-1');
    expect(offlineLabelOf("<p>none</p>")).toBeNull();
  });
});

describe("stylesheets of a kept page", () => {
  const head = `<head><link rel="stylesheet" href="/assets/app-Ab1.css" data-precedence="default"/><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="https://cdn.example/x.css"/></head>`;

  it("names the same-origin stylesheets the page links", () => {
    expect(linkedStylesheetsOf(head)).toEqual(["/assets/app-Ab1.css"]);
    expect(linkedStylesheetsOf("<p>none</p>")).toEqual([]);
  });

  it("writes each one whose text it has into the page, escaped, and leaves the others linked", () => {
    const css = '.a{color:red}.b::after{content:"</style>"}';
    const kept = withStylesheetsInlined(head, new Map([["/assets/app-Ab1.css", css]]));
    expect(kept).toBe(
      `<head><style>.a{color:red}.b::after{content:"<\\/style>"}</style><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="https://cdn.example/x.css"/></head>`,
    );
    expect(withStylesheetsInlined(head, new Map())).toBe(head);
  });
});

const OFFLINE_PAGE = `<main><p hidden="" data-offline-not-sent="" role="alert">Not sent</p>
<ul data-offline-kept="" class="grid"><li data-offline-none="">Nothing is kept yet.</li></ul></main>`;

describe("the offline page", () => {
  it("lists the kept pages, My bookings first, files left out, labels escaped", () => {
    const html = withKeptList(OFFLINE_PAGE, [
      { key: "/detail-booking?id=2", label: "Villa <b> · INV-2" },
      { key: "/resources/download?order_id=INV-2", label: "/resources/download?order_id=INV-2" },
      { key: "/my-booking?tab=longstay", label: "My bookings · Long stay" },
      { key: "/my-booking?tab=daily", label: "My bookings · Daily" },
    ]);
    expect(html).not.toContain("data-offline-none");
    const links = [...html.matchAll(/href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ["/my-booking?tab=daily", "My bookings · Daily"],
      ["/my-booking?tab=longstay", "My bookings · Long stay"],
      ["/detail-booking?id=2", "Villa &lt;b&gt; · INV-2"],
    ]);
  });

  it("keeps its empty text when nothing is kept, and shows 'not sent' only when asked", () => {
    expect(withKeptList(OFFLINE_PAGE, [])).toBe(OFFLINE_PAGE);
    expect(OFFLINE_PAGE).toContain('hidden="" data-offline-not-sent');
    expect(withNotSentNotice(OFFLINE_PAGE)).toContain('<p data-offline-not-sent="" role="alert">Not sent</p>');
  });

  it("is in the last page's language, Indonesian by default", () => {
    expect(offlineLanguageOf("en")).toBe("en");
    expect(offlineLanguageOf("en-GB")).toBe("en");
    expect(offlineLanguageOf("id")).toBe("id");
    expect(offlineLanguageOf(null)).toBe("id");
  });
});

describe("owners", () => {
  it("forgets what is kept when another owner answers, not on the first answer or the same owner", () => {
    expect(ownerChanged(null, "m-a")).toBe(false);
    expect(ownerChanged("m-a", "m-a")).toBe(false);
    expect(ownerChanged("m-a", "m-b")).toBe(true);
    expect(ownerChanged("m-a", "visitor")).toBe(true);
    expect(ownerChanged("visitor", "m-a")).toBe(true);
    expect(ownerChanged("m-a", null)).toBe(false);
  });

  it("tells files from pages", () => {
    expect(isKeptFile("/resources/download?order_id=1")).toBe(true);
    expect(isKeptFile("/detail-booking?id=1")).toBe(false);
  });
});

describe("deploys and expiry", () => {
  it("deletes the offline page of earlier deploys, and no other cache", () => {
    expect(
      staleShellCaches(
        ["inap-shell-aaa", "inap-shell-bbb", "inap-kept-v1", "inap-state-v1", "other"],
        "inap-shell-bbb",
      ),
    ).toEqual(["inap-shell-aaa"]);
  });

  it("shows a kept copy until its time, then never", () => {
    expect(isStillKept("2000", 1999)).toBe(true);
    expect(isStillKept("2000", 2000)).toBe(false);
    expect(isStillKept(null, 0)).toBe(false);
    expect(isStillKept("soon", 0)).toBe(false);
  });
});
