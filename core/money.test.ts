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
  it("groups thousands as each language writes them (issue 10)", () => {
    expect(formatPoints(250000, "id")).toBe("250.000");
    expect(formatPoints(2432500, "en")).toBe("2,432,500");
    expect(formatPoints(0, "id")).toBe("0");
    expect(formatPoints(999, "en")).toBe("999");
  });
});

describe("formatMoney", () => {
  it("formats Indonesian as Rp with dots", () => {
    expect(formatMoney(1500000, "id")).toBe("Rp 1.500.000");
    expect(formatMoney(32000, "id")).toBe("Rp 32.000");
    expect(formatMoney(999, "id")).toBe("Rp 999");
    expect(formatMoney(1000, "id")).toBe("Rp 1.000");
  });

  it("formats English as IDR with commas", () => {
    expect(formatMoney(1500000, "en")).toBe("IDR 1,500,000");
    expect(formatMoney(123456789, "en")).toBe("IDR 123,456,789");
  });

  it("always rounds down", () => {
    expect(formatMoney(1500000.99, "id")).toBe("Rp 1.500.000");
    expect(formatMoney(999.999, "en")).toBe("IDR 999");
    expect(formatMoney(0.5, "en")).toBe("IDR 0");
  });

  it("shows zero and negative zero as 0", () => {
    expect(formatMoney(0, "id")).toBe("Rp 0");
    expect(formatMoney(-0, "id")).toBe("Rp 0");
    expect(formatMoney(-0.0000000001, "en")).toBe("IDR 0"); // float noise around zero
  });

  it("puts the sign of a negative amount in front and floors it", () => {
    expect(formatMoney(-1500, "id")).toBe("-Rp 1.500");
    expect(formatMoney(-1500.5, "en")).toBe("-IDR 1,501");
    expect(formatMoney(-0.4, "en")).toBe("-IDR 1");
  });

  it("gives an empty string for empty values", () => {
    expect(formatMoney(null, "id")).toBe("");
    expect(formatMoney(undefined, "en")).toBe("");
    expect(formatMoney("", "id")).toBe("");
    expect(formatMoney(Number.NaN, "id")).toBe("");
    expect(formatMoney(Number.POSITIVE_INFINITY, "en")).toBe("");
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
