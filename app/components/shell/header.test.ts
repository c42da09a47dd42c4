import { describe, expect, it } from "vitest";
import { activeMenuPath } from "./header.tsx";

describe("activeMenuPath: the header's menu page a page belongs to, as NavLink would mark it", () => {
  it("the page itself and the pages below it, in any case", () => {
    expect(activeMenuPath("/stay-weekly")).toBe("/stay-weekly");
    expect(activeMenuPath("/stay-weekly/34")).toBe("/stay-weekly");
    expect(activeMenuPath("/Stay-Monthly/34")).toBe("/stay-monthly");
    expect(activeMenuPath("/properties/by-type/syariah")).toBe("/properties/by-type/syariah");
    expect(activeMenuPath("/reservation-check")).toBe("/reservation-check");
  });

  it("no menu page for other pages, nor for a path that only starts with the same letters", () => {
    expect(activeMenuPath("/")).toBeNull();
    expect(activeMenuPath("/villas")).toBeNull();
    expect(activeMenuPath("/stay-weekly-offers")).toBeNull();
    expect(activeMenuPath("/properties/by-type")).toBeNull();
  });
});
