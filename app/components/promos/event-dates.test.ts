import { describe, expect, it } from "vitest";
import { dateRanges, formatDateRange } from "./event-dates.ts";

describe("event dates", () => {
  it("groups consecutive days, across months and years too", () => {
    expect(dateRanges(["2026-12-07", "2026-12-08", "2026-12-09"])).toEqual([
      { first: "2026-12-07", last: "2026-12-09" },
    ]);
    expect(dateRanges(["2027-02-28", "2027-03-01", "2027-03-05"])).toEqual([
      { first: "2027-02-28", last: "2027-03-01" },
      { first: "2027-03-05", last: "2027-03-05" },
    ]);
    expect(dateRanges(["2026-12-31", "2027-01-01"])).toEqual([{ first: "2026-12-31", last: "2027-01-01" }]);
    expect(dateRanges([])).toEqual([]);
  });

  it("reads as a range in each language", () => {
    expect(formatDateRange({ first: "2026-12-07", last: "2026-12-09" }, "en")).toBe("7–9 Dec 2026");
    expect(formatDateRange({ first: "2026-12-07", last: "2026-12-07" }, "id")).toBe("7 Des 2026");
    expect(formatDateRange({ first: "2027-02-28", last: "2027-03-01" }, "id")).toBe("28 Feb – 1 Mar 2027");
    expect(formatDateRange({ first: "2026-12-31", last: "2027-01-01" }, "en")).toBe("31 Dec 2026 – 1 Jan 2027");
  });
});
