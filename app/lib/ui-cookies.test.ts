import { describe, expect, it } from "vitest";
import { dismissCookie, isDismissKind, isDismissed, readCookie } from "./ui-cookies.ts";

describe("ui cookies", () => {
  it("writes a dismissal cookie", () => {
    expect(dismissCookie("promo-banner", { secure: false })).toBe(
      "promo_banner_closed=1; Path=/; Max-Age=2592000; SameSite=Lax",
    );
    expect(dismissCookie("popup-promo", { secure: true })).toBe(
      "popup_promo_closed=1; Path=/; Max-Age=86400; SameSite=Lax; Secure",
    );
    // Issue 22: the promo-event icon is closed for a day, like the popup promo.
    expect(dismissCookie("promo-event", { secure: false })).toBe(
      "promo_event_closed=1; Path=/; Max-Age=86400; SameSite=Lax",
    );
  });

  it("reads it back from a Cookie header", () => {
    expect(isDismissed("lng=en; promo_banner_closed=1", "promo-banner")).toBe(true);
    expect(isDismissed("lng=en", "promo-banner")).toBe(false);
    expect(isDismissed(null, "popup-promo")).toBe(false);
    expect(isDismissed("xpromo_banner_closed=1", "promo-banner")).toBe(false);
  });

  it("reads cookies by exact name", () => {
    expect(readCookie("a=1; b=x%20y", "b")).toBe("x y");
    expect(readCookie("a=1; broken; c=3", "c")).toBe("3");
    expect(readCookie("a=1", "b")).toBeNull();
  });

  it("knows the kinds", () => {
    expect(isDismissKind("promo-banner")).toBe(true);
    expect(isDismissKind("promo-event")).toBe(true);
    expect(isDismissKind("toString")).toBe(false);
  });
});
