import { describe, expect, it } from "vitest";
import {
  addDays,
  API_DATE_FORMAT,
  apiDateToUrl,
  formatLongDate,
  formatShortDate,
  isApiDate,
  isUrlDate,
  MAX_NIGHTS,
  MIN_NIGHTS,
  nightsBetween,
  todayInJakarta,
  URL_DATE_FORMAT,
  urlDateToApi,
  validateStay,
} from "./dates.ts";

describe("constants", () => {
  it("match the seeds", () => {
    expect(URL_DATE_FORMAT).toBe("MM-DD-YYYY");
    expect(API_DATE_FORMAT).toBe("YYYY-MM-DD");
    expect(MIN_NIGHTS).toBe(1);
    expect(MAX_NIGHTS).toBe(90);
  });
});

describe("isApiDate / isUrlDate", () => {
  it("accept only real dates in their own format", () => {
    expect(isApiDate("2026-11-21")).toBe(true);
    expect(isApiDate("2024-02-29")).toBe(true);
    expect(isApiDate("2026-02-29")).toBe(false);
    expect(isApiDate("11-21-2026")).toBe(false);
    expect(isUrlDate("11-21-2026")).toBe(true);
    expect(isUrlDate("2026-11-21")).toBe(false);
    expect(isUrlDate("13-01-2026")).toBe(false);
  });

  it("reject non-strings and empty values", () => {
    for (const value of [null, undefined, "", 20261121, {}, new Date()]) {
      expect(isApiDate(value)).toBe(false);
      expect(isUrlDate(value)).toBe(false);
    }
  });
});

describe("urlDateToApi", () => {
  it("converts MM-DD-YYYY to YYYY-MM-DD", () => {
    expect(urlDateToApi("11-21-2026")).toBe("2026-11-21");
    expect(urlDateToApi("01-01-2027")).toBe("2027-01-01");
    expect(urlDateToApi("02-29-2028")).toBe("2028-02-29");
  });

  it("rejects impossible dates", () => {
    expect(urlDateToApi("02-30-2026")).toBeNull();
    expect(urlDateToApi("02-29-2026")).toBeNull();
    expect(urlDateToApi("04-31-2026")).toBeNull();
    expect(urlDateToApi("13-01-2026")).toBeNull();
    expect(urlDateToApi("00-10-2026")).toBeNull();
    expect(urlDateToApi("01-00-2026")).toBeNull();
  });

  it("is strict about the shape", () => {
    for (const bad of [
      "2026-11-21",
      "11/21/2026",
      "1-2-2026",
      "11-21-26",
      "11-21-20261",
      " 11-21-2026",
      "11-21-2026 ",
      "11-21-2026T00:00",
      "abc",
    ]) {
      expect(urlDateToApi(bad)).toBeNull();
    }
  });

  it("gives null for empty input", () => {
    expect(urlDateToApi("")).toBeNull();
    expect(urlDateToApi(null)).toBeNull();
    expect(urlDateToApi(undefined)).toBeNull();
  });
});

describe("apiDateToUrl", () => {
  it("converts YYYY-MM-DD to MM-DD-YYYY", () => {
    expect(apiDateToUrl("2026-11-21")).toBe("11-21-2026");
    expect(apiDateToUrl("2028-02-29")).toBe("02-29-2028");
  });

  it("rejects impossible or misshapen dates and empty input", () => {
    for (const bad of [
      "2026-02-30",
      "11-21-2026",
      "2026-1-2",
      "2026/11/21",
      "2026-11-21T00:00:00Z",
      "",
      null,
      undefined,
    ]) {
      expect(apiDateToUrl(bad)).toBeNull();
    }
  });

  it("round-trips with urlDateToApi", () => {
    expect(urlDateToApi(apiDateToUrl("2026-12-31"))).toBe("2026-12-31");
  });
});

describe("nightsBetween", () => {
  it("counts nights", () => {
    expect(nightsBetween("2026-11-21", "2026-11-22")).toBe(1);
    expect(nightsBetween("2026-11-21", "2026-11-21")).toBe(0);
    expect(nightsBetween("2026-11-22", "2026-11-21")).toBe(-1);
    expect(nightsBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(nightsBetween("2028-02-28", "2028-03-01")).toBe(2);
  });

  it("is not thrown off by daylight saving time anywhere", () => {
    // Europe and the US change clocks on these weekends; a day is still a day.
    expect(nightsBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(nightsBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(nightsBetween("2026-03-07", "2026-03-09")).toBe(2);
  });

  it("throws on a non-date", () => {
    expect(() => nightsBetween("2026-02-30", "2026-03-01")).toThrow(RangeError);
    expect(() => nightsBetween("2026-03-01", "03-02-2026")).toThrow(RangeError);
  });
});

describe("addDays", () => {
  it("adds and subtracts days across months, years and leap days", () => {
    expect(addDays("2026-11-21", 1)).toBe("2026-11-22");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-21", 0)).toBe("2026-11-21");
    expect(addDays("2026-11-21", 90)).toBe("2027-02-19");
  });

  it("throws on a non-date or a fractional day count", () => {
    expect(() => addDays("11-21-2026", 1)).toThrow(RangeError);
    expect(() => addDays("2026-11-21", 1.5)).toThrow(RangeError);
    expect(() => addDays("2026-11-21", Number.NaN)).toThrow(RangeError);
  });
});

describe("todayInJakarta", () => {
  it("is the date at UTC+7", () => {
    expect(todayInJakarta(new Date("2026-11-21T00:00:00Z"))).toBe("2026-11-21");
    expect(todayInJakarta(new Date("2026-11-21T16:59:59.999Z"))).toBe("2026-11-21");
    expect(todayInJakarta(new Date("2026-11-21T17:00:00Z"))).toBe("2026-11-22");
    expect(todayInJakarta(new Date("2026-12-31T17:00:00Z"))).toBe("2027-01-01");
  });

  it("has no daylight saving time", () => {
    expect(todayInJakarta(new Date("2026-07-01T16:59:00Z"))).toBe("2026-07-01");
    expect(todayInJakarta(new Date("2026-01-01T16:59:00Z"))).toBe("2026-01-01");
  });

  it("defaults to now", () => {
    expect(isApiDate(todayInJakarta())).toBe(true);
  });

  it("throws on an invalid Date", () => {
    expect(() => todayInJakarta(new Date("nope"))).toThrow(RangeError);
  });
});

describe("formatShortDate", () => {
  it("formats as D MMM with each language's month abbreviations", () => {
    expect(formatShortDate("2026-11-21", "en")).toBe("21 Nov");
    expect(formatShortDate("2026-11-21", "id")).toBe("21 Nov");
    expect(formatShortDate("2026-08-17", "id")).toBe("17 Agu");
    expect(formatShortDate("2026-08-17", "en")).toBe("17 Aug");
    expect(formatShortDate("2026-05-01", "id")).toBe("1 Mei");
    expect(formatShortDate("2026-10-09", "id")).toBe("9 Okt");
    expect(formatShortDate("2026-12-25", "id")).toBe("25 Des");
    expect(formatShortDate("2026-12-25", "en")).toBe("25 Dec");
  });

  it("covers all twelve months in Indonesian", () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      formatShortDate(`2026-${String(i + 1).padStart(2, "0")}-01`, "id"),
    );
    expect(months).toEqual([
      "1 Jan",
      "1 Feb",
      "1 Mar",
      "1 Apr",
      "1 Mei",
      "1 Jun",
      "1 Jul",
      "1 Agu",
      "1 Sep",
      "1 Okt",
      "1 Nov",
      "1 Des",
    ]);
  });

  it("gives an empty string for a non-date", () => {
    expect(formatShortDate("2026-02-30", "en")).toBe("");
    expect(formatShortDate("11-21-2026", "id")).toBe("");
    expect(formatShortDate(null, "id")).toBe("");
    expect(formatShortDate(undefined, "en")).toBe("");
  });
});

describe("formatLongDate", () => {
  it("writes weekday, day, month and year", () => {
    expect(formatLongDate("2026-11-21", "id")).toBe("Sabtu, 21 November 2026");
    expect(formatLongDate("2026-11-21", "en")).toBe("Saturday, 21 November 2026");
    expect(formatLongDate("2026-08-17", "id")).toBe("Senin, 17 Agustus 2026");
    expect(formatLongDate("2026-08-17", "en")).toBe("Monday, 17 August 2026");
    expect(formatLongDate("2028-02-29", "id")).toBe("Selasa, 29 Februari 2028");
    expect(formatLongDate("2026-11-22", "id")).toBe("Minggu, 22 November 2026");
    expect(formatLongDate("2026-11-27", "id")).toBe("Jumat, 27 November 2026");
  });

  it("gives an empty string for a non-date", () => {
    expect(formatLongDate("2026-13-01", "en")).toBe("");
    expect(formatLongDate("", "id")).toBe("");
  });

  it("treats an unknown language as Indonesian", () => {
    expect(formatLongDate("2026-11-21", "de" as "id")).toBe("Sabtu, 21 November 2026");
  });
});

describe("validateStay", () => {
  const today = "2026-11-21";

  it("accepts a stay from today", () => {
    expect(validateStay({ arrival: "2026-11-21", departure: "2026-11-22", today })).toEqual({ ok: true, nights: 1 });
  });

  it("accepts exactly the maximum stay", () => {
    expect(validateStay({ arrival: "2026-11-21", departure: addDays("2026-11-21", MAX_NIGHTS), today })).toEqual({
      ok: true,
      nights: 90,
    });
  });

  it("requires a check-in", () => {
    expect(validateStay({ arrival: null, departure: null, today })).toEqual({
      ok: false,
      field: "arrival",
      error: "checkInRequired",
    });
    expect(validateStay({ arrival: "", departure: undefined, today })).toMatchObject({ error: "checkInRequired" });
  });

  it("counts an invalid date as absent", () => {
    expect(validateStay({ arrival: "2026-02-30", departure: null, today })).toMatchObject({ error: "checkInRequired" });
    expect(validateStay({ arrival: "2026-02-30", departure: "2026-11-25", today })).toEqual({
      ok: false,
      field: "arrival",
      error: "checkInRequired",
    });
    expect(validateStay({ arrival: "2026-11-25", departure: "garbage", today })).toMatchObject({
      field: "departure",
      error: "checkOutRequired",
    });
  });

  it("asks for a start date when only a check-out is given", () => {
    expect(validateStay({ arrival: null, departure: "2026-11-25", today })).toEqual({
      ok: false,
      field: "departure",
      error: "startDateRequired",
    });
    expect(validateStay({ arrival: "", departure: "2026-11-25", today })).toMatchObject({ error: "startDateRequired" });
  });

  it("refuses a check-in before today", () => {
    expect(validateStay({ arrival: "2026-11-20", departure: "2026-11-22", today })).toEqual({
      ok: false,
      field: "arrival",
      error: "checkInPast",
    });
  });

  it("checks the past check-in before a missing check-out", () => {
    expect(validateStay({ arrival: "2026-11-20", departure: null, today })).toMatchObject({ error: "checkInPast" });
  });

  it("requires a check-out after a check-in", () => {
    expect(validateStay({ arrival: "2026-11-25", departure: null, today })).toEqual({
      ok: false,
      field: "departure",
      error: "checkOutRequired",
    });
  });

  it("refuses a check-out before the check-in", () => {
    expect(validateStay({ arrival: "2026-11-25", departure: "2026-11-24", today })).toEqual({
      ok: false,
      field: "departure",
      error: "checkOutNotAfterCheckIn",
    });
  });

  it("refuses a check-out on the check-in day as too short", () => {
    expect(validateStay({ arrival: "2026-11-25", departure: "2026-11-25", today })).toEqual({
      ok: false,
      field: "departure",
      error: "stayTooShort",
    });
  });

  it("refuses more than 90 nights", () => {
    expect(validateStay({ arrival: "2026-11-21", departure: addDays("2026-11-21", 91), today })).toEqual({
      ok: false,
      field: "departure",
      error: "stayTooLong",
    });
  });

  it("does not accept URL-format dates", () => {
    expect(validateStay({ arrival: "11-25-2026", departure: "11-26-2026", today })).toMatchObject({
      error: "checkInRequired",
    });
  });

  it("throws when today is not a date (a programming error)", () => {
    expect(() => validateStay({ arrival: "2026-11-25", departure: "2026-11-26", today: "11-21-2026" })).toThrow(
      RangeError,
    );
  });
});
