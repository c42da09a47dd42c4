import { describe, expect, it } from "vitest";
import { shownNightlyPrice } from "./pricing.ts";

describe("shownNightlyPrice", () => {
  it("is the rate when there is no fee", () => {
    expect(shownNightlyPrice(750_000, 0)).toBe(750_000);
  });
  it("takes the fee percent off and rounds down", () => {
    expect(shownNightlyPrice(333_333, 10)).toBe(299_999);
    expect(shownNightlyPrice(150_001, 5)).toBe(142_500);
  });
  it("clamps a fee outside 0 to 100", () => {
    expect(shownNightlyPrice(100_000, -5)).toBe(100_000);
    expect(shownNightlyPrice(100_000, 150)).toBe(0);
  });
});
