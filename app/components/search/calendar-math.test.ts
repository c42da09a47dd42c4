import { describe, expect, it } from "vitest";
import {
  addMonths,
  compareMonths,
  crossesUnavailable,
  dayUnavailable,
  isBetween,
  lastDeparture,
  monthGrid,
  monthOf,
  pickDay,
} from "./calendar-math.ts";

describe("month helpers", () => {
  it("reads and moves months across years", () => {
    expect(monthOf("2026-11-21")).toEqual({ year: 2026, month0: 10 });
    expect(addMonths({ year: 2026, month0: 10 }, 2)).toEqual({ year: 2027, month0: 0 });
    expect(addMonths({ year: 2026, month0: 0 }, -1)).toEqual({ year: 2025, month0: 11 });
    expect(compareMonths({ year: 2027, month0: 0 }, { year: 2026, month0: 11 })).toBe(1);
  });

  it("lays a month out in Monday-first weeks", () => {
    // 1 November 2026 is a Sunday: six empty cells first.
    const weeks = monthGrid({ year: 2026, month0: 10 });
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthGrid({ year: 2027, month0: 1 })).toHaveLength(4);
    // A leap year February.
    expect(monthGrid({ year: 2028, month0: 1 }).flat().filter(Boolean)).toHaveLength(29);
  });
});

describe("pickDay", () => {
  const empty = { arrival: null, departure: null };

  it("takes the check-in first and asks for the check-out", () => {
    expect(pickDay(empty, "arrival", "2026-11-25")).toEqual({
      arrival: "2026-11-25",
      departure: null,
      phase: "departure",
      complete: false,
      error: null,
    });
    expect(pickDay(empty, "departure", "2026-11-25")).toMatchObject({ arrival: "2026-11-25", phase: "departure" });
  });

  it("completes the range with a later check-out", () => {
    expect(pickDay({ arrival: "2026-11-25", departure: null }, "departure", "2026-11-28")).toEqual({
      arrival: "2026-11-25",
      departure: "2026-11-28",
      phase: "arrival",
      complete: true,
      error: null,
    });
  });

  it("starts over when the check-out would be before the check-in", () => {
    expect(pickDay({ arrival: "2026-11-25", departure: null }, "departure", "2026-11-23")).toMatchObject({
      arrival: "2026-11-23",
      departure: null,
      complete: false,
    });
  });

  it("refuses a 0-night stay (minimum 1 night)", () => {
    expect(pickDay({ arrival: "2026-11-25", departure: null }, "departure", "2026-11-25")).toMatchObject({
      arrival: "2026-11-25",
      departure: null,
      error: "stayTooShort",
      complete: false,
    });
  });

  it("allows 90 nights and refuses 91", () => {
    expect(pickDay({ arrival: "2026-11-21", departure: null }, "departure", "2027-02-19")).toMatchObject({
      complete: true,
    });
    expect(pickDay({ arrival: "2026-11-21", departure: null }, "departure", "2027-02-20")).toMatchObject({
      error: "stayTooLong",
      departure: null,
    });
    expect(lastDeparture("2026-11-21")).toBe("2027-02-19");
  });

  it("picking a new check-in clears the check-out", () => {
    expect(pickDay({ arrival: "2026-11-25", departure: "2026-11-28" }, "arrival", "2026-12-01")).toMatchObject({
      arrival: "2026-12-01",
      departure: null,
    });
  });
});

describe("isBetween", () => {
  const range = { arrival: "2026-11-25", departure: "2026-11-28" };
  it.each([
    ["2026-11-26", range, true],
    ["2026-11-25", range, false],
    ["2026-11-28", range, false],
    ["2026-11-26", { arrival: "2026-11-25", departure: null }, false],
  ])("is true strictly inside the range: %s in %j is %s", (day, stay, inside) => {
    expect(isBetween(day, stay)).toBe(inside);
  });
});

describe("unavailable nights", () => {
  const unavailable = new Set(["2026-12-10", "2026-12-12"]);

  it.each([
    ["2026-12-05", "2026-12-10", unavailable, false],
    ["2026-12-05", "2026-12-11", unavailable, true],
    ["2026-12-10", "2026-12-11", unavailable, true],
    ["2026-12-11", "2026-12-12", unavailable, false],
    ["2026-12-11", "2026-12-20", unavailable, true],
    ["2026-12-28", "2027-01-03", new Set(["2026-12-31"]), true],
    ["2026-12-05", "2026-12-20", new Set<string>(), false],
  ])("a stay from %s to %s spends a night on an unavailable date (not the check-out day): %s", (from, to, off, hit) => {
    expect(crossesUnavailable(from, to, off)).toBe(hit);
  });

  const empty = { arrival: null, departure: null };
  const from = { arrival: "2026-12-07", departure: null };
  it.each([
    ["2026-12-10", empty, "arrival", true],
    ["2026-12-09", empty, "arrival", false],
    // the first unavailable day after the check-in can still be the check-out
    ["2026-12-10", from, "departure", false],
    ["2026-12-12", from, "departure", true],
    ["2026-12-12", { arrival: "2026-12-11", departure: null }, "departure", false],
    // before the check-in a click starts a new stay: an unavailable day cannot
    ["2026-12-10", { arrival: "2026-12-15", departure: null }, "departure", true],
  ] as const)("greys out %s with %j while picking the %s: %s", (day, stay, phase, grey) => {
    expect(dayUnavailable(day, stay, phase, unavailable)).toBe(grey);
  });
});
