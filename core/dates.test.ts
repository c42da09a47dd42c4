import { describe, expect, it } from "vitest";
import {
  addDays,
  API_DATE_FORMAT,
  apiDateToUrl,
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  isApiDate,
  isUrlDate,
  MAX_NIGHTS,
  MIN_NIGHTS,
  nightsBetween,
  todayInJakarta,
  URL_DATE_FORMAT,
  weekdayHeadings,
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
  it.each([
    ["2026-11-21", true, false],
    ["2024-02-29", true, false],
    ["2026-02-29", false, false],
    ["11-21-2026", false, true],
    ["13-01-2026", false, false],
  ])("accept only real dates in their own format: %j is an API date %s, a URL date %s", (value, api, url) => {
    expect(isApiDate(value)).toBe(api);
    expect(isUrlDate(value)).toBe(url);
  });

  it.each([null, undefined, "", 20261121, {}, new Date()])("reject the non-string or empty %j", (value) => {
    expect(isApiDate(value)).toBe(false);
    expect(isUrlDate(value)).toBe(false);
  });
});

describe("urlDateToApi and apiDateToUrl", () => {
  it.each([
    ["11-21-2026", "2026-11-21"],
    ["01-01-2027", "2027-01-01"],
    ["02-29-2028", "2028-02-29"],
    ["12-31-2026", "2026-12-31"],
  ])("convert MM-DD-YYYY %j to YYYY-MM-DD %j and back", (url, api) => {
    expect(urlDateToApi(url)).toBe(api);
    expect(apiDateToUrl(api)).toBe(url);
  });

  it.each([
    // impossible dates
    "02-30-2026",
    "02-29-2026",
    "04-31-2026",
    "13-01-2026",
    "00-10-2026",
    "01-00-2026",
    // strict about the shape
    "2026-11-21",
    "11/21/2026",
    "1-2-2026",
    "11-21-26",
    "11-21-20261",
    " 11-21-2026",
    "11-21-2026 ",
    "11-21-2026T00:00",
    "abc",
    // empty input
    "",
    null,
    undefined,
  ])("urlDateToApi refuses %j", (bad) => {
    expect(urlDateToApi(bad)).toBeNull();
  });

  it.each(["2026-02-30", "11-21-2026", "2026-1-2", "2026/11/21", "2026-11-21T00:00:00Z", "", null, undefined])(
    "apiDateToUrl refuses the impossible, misshapen or empty %j",
    (bad) => {
      expect(apiDateToUrl(bad)).toBeNull();
    },
  );
});

describe("nightsBetween", () => {
  it.each([
    ["2026-11-21", "2026-11-22", 1],
    ["2026-11-21", "2026-11-21", 0],
    ["2026-11-22", "2026-11-21", -1],
    ["2026-12-30", "2027-01-02", 3],
    ["2028-02-28", "2028-03-01", 2],
    // Europe and the US change clocks on these weekends; a day is still a day.
    ["2026-03-28", "2026-03-30", 2],
    ["2026-10-24", "2026-10-26", 2],
    ["2026-03-07", "2026-03-09", 2],
  ])("counts from %s to %s as %d nights", (from, to, nights) => {
    expect(nightsBetween(from, to)).toBe(nights);
  });

  it("throws on a non-date", () => {
    expect(() => nightsBetween("2026-02-30", "2026-03-01")).toThrow(RangeError);
    expect(() => nightsBetween("2026-03-01", "03-02-2026")).toThrow(RangeError);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-11-21", 1, "2026-11-22"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-11-21", 0, "2026-11-21"],
    ["2026-11-21", 90, "2027-02-19"],
  ])("adds to %s %d days across months, years and leap days: %s", (date, days, sum) => {
    expect(addDays(date, days)).toBe(sum);
  });

  it("throws on a non-date or a fractional day count", () => {
    expect(() => addDays("11-21-2026", 1)).toThrow(RangeError);
    expect(() => addDays("2026-11-21", 1.5)).toThrow(RangeError);
    expect(() => addDays("2026-11-21", Number.NaN)).toThrow(RangeError);
  });
});

describe("todayInJakarta", () => {
  it.each([
    ["2026-11-21T00:00:00Z", "2026-11-21"],
    ["2026-11-21T16:59:59.999Z", "2026-11-21"],
    ["2026-11-21T17:00:00Z", "2026-11-22"],
    ["2026-12-31T17:00:00Z", "2027-01-01"],
    // no daylight saving time
    ["2026-07-01T16:59:00Z", "2026-07-01"],
    ["2026-01-01T16:59:00Z", "2026-01-01"],
  ])("is the date at UTC+7: %s is %s", (instant, date) => {
    expect(todayInJakarta(new Date(instant))).toBe(date);
  });

  it("defaults to now", () => {
    expect(isApiDate(todayInJakarta())).toBe(true);
  });

  it("throws on an invalid Date", () => {
    expect(() => todayInJakarta(new Date("nope"))).toThrow(RangeError);
  });
});

describe("formatShortDate and formatLongDate", () => {
  it.each([
    ["2026-11-21", "en", "21 Nov", "Saturday, 21 November 2026"],
    ["2026-11-21", "id", "21 Nov", "Sabtu, 21 November 2026"],
    ["2026-08-17", "id", "17 Agu", "Senin, 17 Agustus 2026"],
    ["2026-08-17", "en", "17 Aug", "Monday, 17 August 2026"],
    ["2026-05-01", "id", "1 Mei", "Jumat, 1 Mei 2026"],
    ["2026-10-09", "id", "9 Okt", "Jumat, 9 Oktober 2026"],
    ["2026-12-25", "id", "25 Des", "Jumat, 25 Desember 2026"],
    ["2026-12-25", "en", "25 Dec", "Friday, 25 December 2026"],
    ["2028-02-29", "id", "29 Feb", "Selasa, 29 Februari 2028"],
    ["2026-11-22", "id", "22 Nov", "Minggu, 22 November 2026"],
    ["2026-11-27", "id", "27 Nov", "Jumat, 27 November 2026"],
    // a non-date gives an empty string
    ["2026-02-30", "en", "", ""],
    ["2026-13-01", "en", "", ""],
    ["11-21-2026", "id", "", ""],
    ["", "id", "", ""],
    [null, "id", "", ""],
    [undefined, "en", "", ""],
  ] as const)("write %j in %s as %j and %j", (date, lang, short, long) => {
    expect(formatShortDate(date, lang)).toBe(short);
    expect(formatLongDate(date, lang)).toBe(long);
  });

  it("covers all twelve months in Indonesian", () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      formatShortDate(`2026-${String(i + 1).padStart(2, "0")}-01`, "id"),
    );
    expect(months).toEqual("Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des".split(" ").map((m) => `1 ${m}`));
  });

  it("treats an unknown language as Indonesian", () => {
    expect(formatLongDate("2026-11-21", "de" as "id")).toBe("Sabtu, 21 November 2026");
  });
});

describe("validateStay", () => {
  const today = "2026-11-21";

  it("accepts a stay from today, up to exactly the maximum stay", () => {
    expect(validateStay({ arrival: "2026-11-21", departure: "2026-11-22", today })).toEqual({ ok: true, nights: 1 });
    expect(validateStay({ arrival: "2026-11-21", departure: addDays("2026-11-21", MAX_NIGHTS), today })).toEqual({
      ok: true,
      nights: 90,
    });
  });

  it.each([
    // a check-in is required; an invalid date counts as absent
    [null, null, "arrival", "checkInRequired"],
    ["", undefined, "arrival", "checkInRequired"],
    ["2026-02-30", null, "arrival", "checkInRequired"],
    ["2026-02-30", "2026-11-25", "arrival", "checkInRequired"],
    ["2026-11-25", "garbage", "departure", "checkOutRequired"],
    // only a check-out given: ask for a start date
    [null, "2026-11-25", "departure", "startDateRequired"],
    ["", "2026-11-25", "departure", "startDateRequired"],
    // a check-in before today, checked before a missing check-out
    ["2026-11-20", "2026-11-22", "arrival", "checkInPast"],
    ["2026-11-20", null, "arrival", "checkInPast"],
    // the check-out: required, after the check-in, not the same day, at most 90 nights
    ["2026-11-25", null, "departure", "checkOutRequired"],
    ["2026-11-25", "2026-11-24", "departure", "checkOutNotAfterCheckIn"],
    ["2026-11-25", "2026-11-25", "departure", "stayTooShort"],
    ["2026-11-21", addDays("2026-11-21", 91), "departure", "stayTooLong"],
    // URL-format dates are not accepted
    ["11-25-2026", "11-26-2026", "arrival", "checkInRequired"],
  ])("refuses check-in %j, check-out %j: %s %s", (arrival, departure, field, error) => {
    expect(validateStay({ arrival, departure, today })).toEqual({ ok: false, field, error });
  });

  it("throws when today is not a date (a programming error)", () => {
    expect(() => validateStay({ arrival: "2026-11-25", departure: "2026-11-26", today: "11-21-2026" })).toThrow(
      RangeError,
    );
  });
});

describe("the range calendar's headings", () => {
  it("names a month with its year", () => {
    expect(formatMonthYear(2026, 11, "id")).toBe("Desember 2026");
    expect(formatMonthYear(2027, 0, "en")).toBe("January 2027");
  });

  it("heads the columns Monday first, as the grid", () => {
    expect(weekdayHeadings("id")).toEqual(["Sen", "Sel", "Rab", "Kam", "Jum", "Sab", "Min"]);
    expect(weekdayHeadings("en")).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  });
});
