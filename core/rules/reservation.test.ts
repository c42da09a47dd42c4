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

  it.each([
    // digits without a leading zero, or nothing
    ["", null],
    ["1500", null],
    [" 1500 ", null],
    ["05", "zeroFirst"],
    ["0", "zeroFirst"],
    ["1e3", "pointsInvalid"],
    // a minus and a leading zero are refused as typed, never read as another number (issue 22)
    ["0123", "zeroFirst"],
    ["-5000", "pointsNegative"],
    ["- 5000", "pointsNegative"],
    ["5.000", "pointsInvalid"],
    ["1".repeat(13), "pointsInvalid"],
  ])("points %j: problem %j", (typed, problem) => {
    expect(pointsProblem(typed)).toBe(problem);
  });

  it.each([
    [1_000_000, 250_000, { max: 250_000, limit: "balance" }],
    [300_001, 250_000, { max: 150_000, limit: "half" }],
    [500_000, 250_000, { max: 250_000, limit: "half" }],
    [500_000, -3, { max: 0, limit: "balance" }],
  ])("allows half the subtotal %d, or the balance %d when smaller, and names which (issue 22)", (sub, bal, allowed) => {
    expect(pointsAllowance(sub, bal)).toEqual(allowed);
  });

  it.each([
    [250_000, { max: 250_000, limit: "balance" }, null],
    [250_001, { max: 250_000, limit: "balance" }, "pointsOverBalance"],
    [150_001, { max: 150_000, limit: "half" }, "pointsOverHalf"],
  ] as const)(
    "refuses %d points over %j with the limit's own message, never clamping",
    (points, allowance, problem) => {
      expect(pointsOverAllowance(points, allowance)).toBe(problem);
    },
  );
});
