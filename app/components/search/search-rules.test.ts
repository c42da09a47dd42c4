import { describe, expect, it } from "vitest";
import {
  checkSearchBox,
  normalizeStayDate,
  parseHomeGuest,
  resolveDestination,
  type SearchBoxValues,
} from "./search-rules.ts";

const today = "2026-11-21";
const base: Partial<SearchBoxValues> = {
  destination: "",
  city: "",
  propertyId: "",
  arrival: "2026-11-25",
  departure: "2026-11-28",
  guest: "2",
};
const check = (patch: Partial<SearchBoxValues>) => checkSearchBox({ ...base, ...patch }, today);

describe("checkSearchBox", () => {
  it("accepts a valid search and counts the nights", () => {
    expect(check({})).toMatchObject({ ok: true, arrival: "2026-11-25", departure: "2026-11-28", nights: 3, guest: 2 });
  });

  it("accepts MM-DD-YYYY dates too (remembered searches)", () => {
    expect(check({ arrival: "11-25-2026", departure: "11-26-2026" })).toMatchObject({
      ok: true,
      arrival: "2026-11-25",
      nights: 1,
    });
  });

  it("accepts a check-in today", () => {
    expect(check({ arrival: today, departure: "2026-11-22" })).toMatchObject({ ok: true, nights: 1 });
  });

  it.each<[Partial<SearchBoxValues>, Record<string, string>]>([
    // both dates are needed: alertDate
    [{ arrival: "", departure: "" }, { arrival: "search:alertDate" }],
    [{ departure: "" }, { departure: "search:alertDate" }],
    [{ arrival: "not a date" }, { arrival: "search:alertDate" }],
    // a start date before a check-out
    [{ arrival: "" }, { departure: "validation:startDateRequired" }],
    // the check-out after the check-in (same day included), at most 90 nights
    [{ departure: "2026-11-24" }, { departure: "validation:checkOutNotAfterCheckIn" }],
    [{ departure: "2026-11-25" }, { departure: "validation:checkOutNotAfterCheckIn" }],
    [{ arrival: "2026-11-21", departure: "2027-02-20" }, { departure: "validation:stayTooLong" }],
    // a guest count of 1 to 5: alertGuest
    [{ guest: "" }, { guest: "search:alertGuest" }],
    [{ guest: "0" }, { guest: "search:alertGuest" }],
    [{ guest: "6" }, { guest: "search:alertGuest" }],
    [{ guest: "abc" }, { guest: "search:alertGuest" }],
    [{ guest: "2.5" }, { guest: "search:alertGuest" }],
    [{ guest: "-1" }, { guest: "search:alertGuest" }],
  ])("refuses %j with %j", (patch, errors) => {
    expect(check(patch)).toMatchObject({ ok: false, errors });
  });

  it("refuses a past check-in and clears it", () => {
    const result = check({ arrival: "2026-11-20" });
    expect(result).toMatchObject({ ok: false, errors: { arrival: "validation:checkInPast" } });
    expect(result.values.arrival).toBe("");
    expect(result.values.departure).toBe("2026-11-28");
  });

  it("allows 90 nights and 5 guests", () => {
    expect(check({ arrival: "2026-11-21", departure: "2027-02-19" })).toMatchObject({ ok: true, nights: 90 });
    expect(check({ guest: "5" })).toMatchObject({ ok: true, guest: 5 });
  });

  it("reports a date and a guest problem together", () => {
    expect(check({ arrival: "", departure: "", guest: "" })).toEqual({
      ok: false,
      values: { destination: "", city: "", propertyId: "", arrival: "", departure: "", guest: "" },
      errors: { arrival: "search:alertDate", guest: "search:alertGuest" },
    });
  });

  it("trims the text fields", () => {
    expect(check({ destination: "  Bali  ", guest: " 3 " })).toMatchObject({
      ok: true,
      guest: 3,
      values: { destination: "Bali" },
    });
  });
});

describe("parseHomeGuest", () => {
  it.each([
    ["1", 1],
    ["05", 5],
    ["0", null],
    [undefined, null],
  ])("reads 1 to 5 only: %j is %j", (raw, guest) => {
    expect(parseHomeGuest(raw)).toBe(guest);
  });
});

describe("normalizeStayDate", () => {
  it.each([
    ["2026-11-25", "2026-11-25"],
    ["11-25-2026", "2026-11-25"],
    [" ", ""],
    ["soon", "soon"],
  ])("gives YYYY-MM-DD for either format and leaves other text alone: %j is %j", (raw, date) => {
    expect(normalizeStayDate(raw)).toBe(date);
  });
});

describe("resolveDestination", () => {
  const cities = [
    { id: 7, label: "Badung", raw: "KABUPATEN BADUNG" },
    { id: 9, label: "Yogyakarta", raw: "KOTA YOGYAKARTA" },
  ];
  const values = (destination: string, city = "", propertyId = "") => ({ destination, city, propertyId });

  it("uses a picked city suggestion", () => {
    expect(resolveDestination(values("Badung", "7"), cities)).toEqual({ city: 7 });
  });

  it("uses a picked property suggestion's name", () => {
    expect(resolveDestination(values("Villa Bulan Songgoriti", "", "12"), cities)).toEqual({
      propertyName: "Villa Bulan Songgoriti",
    });
  });

  it.each([
    ["badung", 7],
    ["  YOGYAKARTA ", 9],
    ["Kabupaten Badung", 7],
    ["Yógyakarta", 9],
  ])("matches typed %j to city %d, case- and accent-insensitively, with or without its prefix", (typed, city) => {
    expect(resolveDestination(values(typed), cities)).toEqual({ city });
  });

  it("matches a city whose label carries its kind", () => {
    const twins = [
      { id: 3, label: "Bandung (Kabupaten)", raw: "KABUPATEN BANDUNG" },
      { id: 4, label: "Bandung (Kota)", raw: "KOTA BANDUNG" },
    ];
    expect(resolveDestination(values("bandung"), twins)).toEqual({ city: 3 });
    expect(resolveDestination(values("Bandung (Kota)"), twins)).toEqual({ city: 4 });
    expect(resolveDestination(values("Kota Bandung"), twins)).toEqual({ city: 4 });
  });

  it("searches other text as a property name, cut to the maximum length", () => {
    expect(resolveDestination(values("Seminyak"), cities)).toEqual({ propertyName: "Seminyak" });
    expect(resolveDestination(values("x".repeat(150)), cities, 100)).toEqual({ propertyName: "x".repeat(100) });
  });

  it("has no filter for an empty destination, even with a stale hidden id", () => {
    expect(resolveDestination(values(""), cities)).toEqual({});
    expect(resolveDestination(values("  ", "7"), cities)).toEqual({});
  });
});
