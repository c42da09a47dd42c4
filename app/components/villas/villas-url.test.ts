import { describe, expect, it } from "vitest";
import { canonicalVillasSearch, pageHref } from "./villas-url.ts";

const today = "2026-11-21";
const canonical = (search: string) => canonicalVillasSearch(new URLSearchParams(search), today);

describe("canonicalVillasSearch", () => {
  it("leaves canonical URLs alone", () => {
    expect(canonical("")).toBeNull();
    expect(canonical("guest=2&arrival=11-25-2026&departure=11-28-2026&duration=3")).toBeNull();
    expect(canonical("city=5&popular=true&page=2")).toBeNull();
    expect(canonical("lng=en")).toBeNull();
  });

  it("turns the native form's YYYY-MM-DD dates into MM-DD-YYYY and adds the nights", () => {
    expect(canonical("arrival=2026-11-25&departure=2026-11-28&guest=2")).toBe(
      "?arrival=11-25-2026&departure=11-28-2026&guest=2&duration=3",
    );
  });

  it("drops empty fields, page 0 and an unchecked filter", () => {
    expect(canonical("arrival=&departure=&guest=2&city=&propertyName=&page=0")).toBe("?guest=2");
    expect(canonical("guest=&city=")).toBe("");
  });

  it("corrects a wrong duration and drops one without dates", () => {
    expect(canonical("arrival=11-25-2026&departure=11-28-2026&duration=9")).toBe(
      "?arrival=11-25-2026&departure=11-28-2026&duration=3",
    );
    expect(canonical("duration=3&guest=1")).toBe("?guest=1");
  });

  it("keeps refused dates (the page shows why) without inventing a duration", () => {
    expect(canonical("arrival=2026-11-20&departure=2026-11-22")).toBe("?arrival=11-20-2026&departure=11-22-2026");
    expect(canonical("arrival=11-20-2026&departure=11-22-2026")).toBeNull();
  });

  it("normalises the popular checkbox and keeps foreign parameters", () => {
    expect(canonical("popular=on&lng=en&order_id=X1")).toBe("?popular=true&lng=en&order_id=X1");
  });

  it("is idempotent", () => {
    for (const search of [
      "arrival=2026-11-25&departure=2026-11-28&guest=2&city=&propertyName=Bulan",
      "guest=&page=0&duration=2",
      "popular=1&page=3&city=4",
    ]) {
      const once = canonical(search);
      expect(once).not.toBeNull();
      expect(canonical(once!)).toBeNull();
    }
  });
});

describe("pageHref", () => {
  it("sets the page and keeps the rest", () => {
    expect(pageHref("?city=5&guest=2", 3)).toBe("/villas?city=5&guest=2&page=3");
    expect(pageHref("?city=5&page=3", 4)).toBe("/villas?city=5&page=4");
  });

  it("drops the parameter for page 0", () => {
    expect(pageHref("?city=5&page=3", 0)).toBe("/villas?city=5");
    expect(pageHref("?page=1", 0)).toBe("/villas");
  });
});
