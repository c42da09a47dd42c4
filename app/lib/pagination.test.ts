import { describe, expect, it } from "vitest";
import { hasNext, hasPrevious, pageParam, slicePage, VISIBLE_PAGES, visiblePages } from "./pagination.ts";

describe("visiblePages", () => {
  it("shows 5 pages by default", () => {
    expect(VISIBLE_PAGES).toBe(5);
    expect(visiblePages(5, 20)).toEqual([3, 4, 5, 6, 7]);
  });

  it("clamps the window at the start", () => {
    expect(visiblePages(0, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(visiblePages(1, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(visiblePages(2, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(visiblePages(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it("clamps the window at the end", () => {
    expect(visiblePages(19, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(visiblePages(18, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(visiblePages(17, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(visiblePages(16, 20)).toEqual([14, 15, 16, 17, 18]);
  });

  it("shows every page when there are fewer than the window", () => {
    expect(visiblePages(0, 1)).toEqual([0]);
    expect(visiblePages(2, 3)).toEqual([0, 1, 2]);
    expect(visiblePages(4, 5)).toEqual([0, 1, 2, 3, 4]);
  });

  it("shows nothing without pages", () => {
    expect(visiblePages(0, 0)).toEqual([]);
    expect(visiblePages(0, -3)).toEqual([]);
    expect(visiblePages(0, Number.NaN)).toEqual([]);
    expect(visiblePages(0, 10, 0)).toEqual([]);
  });

  it("treats a current page out of range as the nearest real page", () => {
    expect(visiblePages(50, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(visiblePages(-4, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(visiblePages(Number.NaN, 20)).toEqual([0, 1, 2, 3, 4]);
  });

  it("floors fractional input", () => {
    expect(visiblePages(5.7, 20.9)).toEqual([3, 4, 5, 6, 7]);
  });

  it("supports other window sizes", () => {
    expect(visiblePages(5, 20, 3)).toEqual([4, 5, 6]);
    expect(visiblePages(5, 20, 4)).toEqual([3, 4, 5, 6]);
    expect(visiblePages(5, 20, 1)).toEqual([5]);
  });
});

describe("hasPrevious", () => {
  it("is true after the first page", () => {
    expect(hasPrevious(0)).toBe(false);
    expect(hasPrevious(1)).toBe(true);
    expect(hasPrevious(-1)).toBe(false);
    expect(hasPrevious(Number.NaN)).toBe(false);
  });
});

describe("hasNext", () => {
  it("is true before the last page", () => {
    expect(hasNext(0, 3)).toBe(true);
    expect(hasNext(1, 3)).toBe(true);
    expect(hasNext(2, 3)).toBe(false);
    expect(hasNext(0, 1)).toBe(false);
    expect(hasNext(0, 0)).toBe(false);
    expect(hasNext(5, 3)).toBe(false);
    expect(hasNext(Number.NaN, 3)).toBe(false);
    expect(hasNext(0, Number.NaN)).toBe(false);
  });
});

describe("pageParam", () => {
  it("reads a 0-based page of digits, anything else is the first page", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam(" 2 ")).toBe(2);
    for (const raw of [null, "", "-1", "1.5", "x", "1e3", "9999999"]) expect(pageParam(raw)).toBe(0);
  });
});

describe("slicePage", () => {
  const items = Array.from({ length: 50 }, (_, i) => i);
  it("cuts the asked page", () => {
    expect(slicePage(items, 0, 24)).toEqual({ items: items.slice(0, 24), page: 0, totalPages: 3, pastEnd: false });
    expect(slicePage(items, 2, 24)).toEqual({ items: [48, 49], page: 2, totalPages: 3, pastEnd: false });
  });
  it("says when the page is past the last one, and gives the last", () => {
    expect(slicePage(items, 7, 24)).toMatchObject({ items: [48, 49], page: 2, pastEnd: true });
  });
  it("has one empty page 0 for an empty list", () => {
    expect(slicePage([], 0, 24)).toEqual({ items: [], page: 0, totalPages: 0, pastEnd: false });
    expect(slicePage([], 3, 24)).toMatchObject({ page: 0, pastEnd: true });
  });
});
