import { describe, expect, it } from "vitest";
import { ARRIVAL_HOURS, DEFAULT_ARRIVAL_HOUR, pointsProblem } from "./reservation.ts";

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
});
