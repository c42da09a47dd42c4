import { describe, expect, it } from "vitest";
import { afterOrderLookup, isMobileUserAgent, planHomeQuery } from "./home-query.ts";
import { readPaymentReturn } from "./payment-return.ts";

const q = (search: string) => new URLSearchParams(search);
const ANDROID =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("planHomeQuery", () => {
  it("shows the normal home page without special parameters", () => {
    expect(planHomeQuery(q(""), ANDROID)).toEqual({ kind: "home", payment: null });
    expect(planHomeQuery(q("lng=en&modal=login"), ANDROID)).toEqual({ kind: "home", payment: null });
  });

  it("sends a web reservation to its booking detail", () => {
    expect(planHomeQuery(q("reservation_id=42&order_from=web"), ANDROID)).toEqual({
      kind: "redirect",
      location: "/detail-booking?id=42",
    });
  });

  it("sends any other reservation to the app", () => {
    expect(planHomeQuery(q("reservation_id=42&order_from=android"), ANDROID)).toEqual({
      kind: "redirect",
      location: "inap://reservation?id=42",
    });
    expect(planHomeQuery(q("reservation_id=42"), ANDROID)).toEqual({
      kind: "redirect",
      location: "inap://reservation?id=42",
    });
  });

  it("sends a desktop browser to the booking detail even without order_from=web (it cannot open the app)", () => {
    expect(planHomeQuery(q("reservation_id=42"), DESKTOP)).toEqual({
      kind: "redirect",
      location: "/detail-booking?id=42",
    });
    expect(planHomeQuery(q("reservation_id=42&order_from=android"), null)).toEqual({
      kind: "redirect",
      location: "/detail-booking?id=42",
    });
    expect(planHomeQuery(q("reservation_id=42"), IPHONE)).toEqual({
      kind: "redirect",
      location: "inap://reservation?id=42",
    });
  });

  it("sends a top-up from the app back to the app, and ignores one from the web", () => {
    expect(planHomeQuery(q("top_up_ref_id=TU-9&order_from=ios"), ANDROID)).toEqual({
      kind: "redirect",
      location: "inap://top-up?transaction_id=TU-9",
    });
    expect(planHomeQuery(q("top_up_ref_id=TU-9&order_from=web"), ANDROID)).toEqual({ kind: "home", payment: null });
  });

  it("reservation_id wins over the rest", () => {
    expect(planHomeQuery(q("reservation_id=1&order_from=web&top_up_ref_id=2&order_id=3"), ANDROID)).toEqual({
      kind: "redirect",
      location: "/detail-booking?id=1",
    });
  });

  it("looks an order id up, with the payment result when the gateway sent one", () => {
    expect(planHomeQuery(q("order_id=INAP-7"), ANDROID)).toEqual({
      kind: "lookup-order",
      orderId: "INAP-7",
      payment: null,
    });
    const plan = planHomeQuery(q("order_id=INAP-7&status_code=200&transaction_status=settlement"), ANDROID);
    expect(plan).toEqual({
      kind: "lookup-order",
      orderId: "INAP-7",
      payment: readPaymentReturn(q("order_id=INAP-7&status_code=200&transaction_status=settlement")),
    });
  });

  it("ignores ids that do not look like ids", () => {
    expect(planHomeQuery(q("reservation_id=%2F%2Fevil.example&order_from=web"), ANDROID)).toEqual({
      kind: "home",
      payment: null,
    });
    expect(planHomeQuery(q("order_id=a%20b"), ANDROID)).toEqual({ kind: "home", payment: null });
  });
});

const nightly = { id: 15, kind: "reservation", purchaseOrderId: "INAP-7" } as const;

describe("afterOrderLookup", () => {
  const payment = readPaymentReturn(q("order_id=INAP-7&status_code=201&transaction_status=pending"));

  it("stays on home when the lookup found nothing or failed", () => {
    expect(afterOrderLookup({ signedIn: true, order: null, userAgent: DESKTOP, payment: null })).toEqual({
      kind: "home",
      bookingHref: null,
      appHref: null,
    });
    expect(afterOrderLookup({ signedIn: true, order: undefined, userAgent: ANDROID, payment })).toEqual({
      kind: "home",
      bookingHref: null,
      appHref: null,
    });
  });

  it("goes to the booking detail on desktop and to the app on a phone", () => {
    expect(afterOrderLookup({ signedIn: true, order: nightly, userAgent: DESKTOP, payment: null })).toEqual({
      kind: "redirect",
      location: "/detail-booking?id=15",
    });
    expect(afterOrderLookup({ signedIn: true, order: nightly, userAgent: IPHONE, payment: null })).toEqual({
      kind: "redirect",
      location: "inap://reservation?id=15",
    });
    expect(afterOrderLookup({ signedIn: true, order: nightly, userAgent: null, payment: null })).toEqual({
      kind: "redirect",
      location: "/detail-booking?id=15",
    });
  });

  it("after a payment, stays on home and links to the booking (and the app on a phone)", () => {
    expect(afterOrderLookup({ signedIn: true, order: nightly, userAgent: DESKTOP, payment })).toEqual({
      kind: "home",
      bookingHref: "/detail-booking?id=15",
      appHref: null,
    });
    expect(afterOrderLookup({ signedIn: true, order: nightly, userAgent: ANDROID, payment })).toEqual({
      kind: "home",
      bookingHref: "/detail-booking?id=15",
      appHref: "inap://reservation?id=15",
    });
  });
});

describe("afterOrderLookup for a guest (no account)", () => {
  const payment = readPaymentReturn(q("order_id=INAP-7&status_code=200&transaction_status=settlement"));
  it("offers the reservation check with the order id filled in, never /detail-booking", () => {
    expect(afterOrderLookup({ signedIn: false, order: nightly, userAgent: DESKTOP, payment })).toEqual({
      kind: "home",
      bookingHref: "/reservation-check?order_id=INAP-7",
      appHref: null,
    });
    expect(afterOrderLookup({ signedIn: false, order: nightly, userAgent: DESKTOP, payment: null })).toEqual({
      kind: "redirect",
      location: "/reservation-check?order_id=INAP-7",
    });
  });
});

describe("afterOrderLookup for every purchase kind (issue 22)", () => {
  const paid = readPaymentReturn(q("order_id=LS-9-B1&status_code=200&transaction_status=settlement"));
  const balance = { id: 4, kind: "long_stay", purchaseOrderId: "LS-9" } as const;
  it("a long stay's order (its balance -B1 too) links to the long-stay detail, or the check of the stay's order id for a guest", () => {
    expect(afterOrderLookup({ signedIn: true, order: balance, userAgent: DESKTOP, payment: paid })).toEqual({
      kind: "home",
      bookingHref: "/detail-booking?id=4&isMonthly=true",
      appHref: null,
    });
    // The app has no long-stay screen: a phone gets the web page too.
    expect(afterOrderLookup({ signedIn: true, order: balance, userAgent: ANDROID, payment: null })).toEqual({
      kind: "redirect",
      location: "/detail-booking?id=4&isMonthly=true",
    });
    expect(afterOrderLookup({ signedIn: false, order: balance, userAgent: DESKTOP, payment: paid })).toMatchObject({
      bookingHref: "/reservation-check?order_id=LS-9",
    });
  });
  it("a top-up's order links to its own result page", () => {
    const topUp = { id: 8, kind: "top_up", purchaseOrderId: "TU-8" } as const;
    expect(afterOrderLookup({ signedIn: false, order: topUp, userAgent: DESKTOP, payment: paid })).toMatchObject({
      bookingHref: "/top-up/result?order_id=TU-8",
    });
    expect(afterOrderLookup({ signedIn: true, order: topUp, userAgent: IPHONE, payment: paid })).toMatchObject({
      appHref: "inap://top-up?transaction_id=TU-8",
    });
  });
});

describe("isMobileUserAgent", () => {
  it("tells phones from desktops", () => {
    expect(isMobileUserAgent(ANDROID)).toBe(true);
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
    expect(isMobileUserAgent("")).toBe(false);
    expect(isMobileUserAgent(null)).toBe(false);
  });
});
