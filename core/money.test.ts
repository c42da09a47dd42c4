import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE, floorPrice, formatMoney, formatPoints } from "./money.ts";

describe("DEFAULT_PRICE", () => {
  it("is the seed's default price shown when absent", () => {
    expect(DEFAULT_PRICE).toBe(32000);
  });
});

describe("floorPrice", () => {
  it("rounds down to a whole rupiah", () => {
    expect(floorPrice(1500000)).toBe(1500000);
    expect(floorPrice(1500000.99)).toBe(1500000);
    expect(floorPrice(0.4)).toBe(0);
  });

  it("rounds negative amounts down too, and never returns -0", () => {
    expect(floorPrice(-1500.5)).toBe(-1501);
    expect(Object.is(floorPrice(-0), 0)).toBe(true);
    expect(Object.is(floorPrice(-0.0000000001), 0)).toBe(true);
  });

  it("forgives floating-point noise instead of losing a rupiah", () => {
    expect(100000 * 1.15).toBeLessThan(115000); // 114999.99999999999
    expect(floorPrice(100000 * 1.15)).toBe(115000);
    expect(floorPrice(0.29 * 100)).toBe(29); // 28.999999999999996
    expect(floorPrice(0.1 + 0.2)).toBe(0);
  });

  it("passes non-finite values through", () => {
    expect(floorPrice(Number.NaN)).toBeNaN();
    expect(floorPrice(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("formatPoints", () => {
  it.each([
    [250000, "id", "250.000"],
    [2432500, "en", "2,432,500"],
    [0, "id", "0"],
    [999, "en", "999"],
  ] as const)("groups the thousands of %d as %s writes them (issue 10): %s", (points, lang, text) => {
    expect(formatPoints(points, lang)).toBe(text);
  });
});

describe("formatMoney", () => {
  it.each([
    // Indonesian as Rp with dots, English as IDR with commas
    [1500000, "id", "Rp 1.500.000"],
    [32000, "id", "Rp 32.000"],
    [999, "id", "Rp 999"],
    [1000, "id", "Rp 1.000"],
    [1500000, "en", "IDR 1,500,000"],
    [123456789, "en", "IDR 123,456,789"],
    // always rounded down
    [1500000.99, "id", "Rp 1.500.000"],
    [999.999, "en", "IDR 999"],
    [0.5, "en", "IDR 0"],
    // zero and negative zero (and float noise around zero) as 0
    [0, "id", "Rp 0"],
    [-0, "id", "Rp 0"],
    [-0.0000000001, "en", "IDR 0"],
    // the sign of a negative amount in front, the amount floored
    [-1500, "id", "-Rp 1.500"],
    [-1500.5, "en", "-IDR 1,501"],
    [-0.4, "en", "-IDR 1"],
    // empty values
    [null, "id", ""],
    [undefined, "en", ""],
    ["", "id", ""],
    [Number.NaN, "id", ""],
    [Number.POSITIVE_INFINITY, "en", ""],
  ] as const)("writes %j in %s as %j", (amount, lang, text) => {
    expect(formatMoney(amount, lang)).toBe(text);
  });

  it("does not fall into exponent notation for huge amounts", () => {
    expect(formatMoney(1e21, "en")).toBe("IDR 1,000,000,000,000,000,000,000");
  });

  it("treats an unknown language as Indonesian, the default", () => {
    expect(formatMoney(1500, "fr" as "id")).toBe("Rp 1.500");
  });

  it("ignores a non-number slipped through at runtime", () => {
    expect(formatMoney("1500" as unknown as number, "id")).toBe("");
  });
});
