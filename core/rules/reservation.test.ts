import { describe, expect, it } from "vitest";
import {
  ARRIVAL_HOURS,
  DEFAULT_ARRIVAL_HOUR,
  pointsAllowance,
  pointsOverAllowance,
  pointsProblem,
} from "./reservation.ts";

describe("reservation form rules (seed 001 sections 5 and 9)", () => {
  it("arrival hours run 14:00 to 23:30 in half hours, 14:00 first", () => {
    expect(ARRIVAL_HOURS).toHaveLength(20);
    expect(ARRIVAL_HOURS.slice(0, 3)).toEqual(["14:00", "14:30", "15:00"]);
    expect(ARRIVAL_HOURS.at(-1)).toBe("23:30");
    expect(ARRIVAL_HOURS[0]).toBe(DEFAULT_ARRIVAL_HOUR);
  });
  it("points are digits without a leading zero, or nothing", () => {
    expect(pointsProblem("")).toBeNull();
    expect(pointsProblem("1500")).toBeNull();
    expect(pointsProblem("05")).toBe("zeroFirst");
    expect(pointsProblem("0")).toBe("zeroFirst");
    expect(pointsProblem("1e3")).toBe("pointsInvalid");
  });
  it("refuses a minus and a leading zero as typed, never reading them as another number (issue 22)", () => {
    expect(pointsProblem("0123")).toBe("zeroFirst");
    expect(pointsProblem("-5000")).toBe("pointsNegative");
    expect(pointsProblem("- 5000")).toBe("pointsNegative");
    expect(pointsProblem("5.000")).toBe("pointsInvalid");
    expect(pointsProblem("1".repeat(13))).toBe("pointsInvalid");
    expect(pointsProblem(" 1500 ")).toBeNull();
  });
  it("allows half the subtotal, or the balance when smaller, and names which (issue 22)", () => {
    expect(pointsAllowance(1_000_000, 250_000)).toEqual({ max: 250_000, limit: "balance" });
    expect(pointsAllowance(300_001, 250_000)).toEqual({ max: 150_000, limit: "half" });
    expect(pointsAllowance(500_000, 250_000)).toEqual({ max: 250_000, limit: "half" });
    expect(pointsAllowance(500_000, -3)).toEqual({ max: 0, limit: "balance" });
  });
  it("refuses points over the allowance with the limit's own message, never clamping", () => {
    expect(pointsOverAllowance(250_000, { max: 250_000, limit: "balance" })).toBeNull();
    expect(pointsOverAllowance(250_001, { max: 250_000, limit: "balance" })).toBe("pointsOverBalance");
    expect(pointsOverAllowance(150_001, { max: 150_000, limit: "half" })).toBe("pointsOverHalf");
  });
});
