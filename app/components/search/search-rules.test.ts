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

  it("needs both dates: alertDate", () => {
    expect(check({ arrival: "", departure: "" })).toMatchObject({ ok: false, errors: { arrival: "search:alertDate" } });
    expect(check({ departure: "" })).toMatchObject({ ok: false, errors: { departure: "search:alertDate" } });
    expect(check({ arrival: "not a date" })).toMatchObject({ ok: false, errors: { arrival: "search:alertDate" } });
  });

  it("needs a start date before a check-out", () => {
    expect(check({ arrival: "" })).toMatchObject({ ok: false, errors: { departure: "validation:startDateRequired" } });
  });

  it("refuses a past check-in and clears it", () => {
    const result = check({ arrival: "2026-11-20" });
    expect(result).toMatchObject({ ok: false, errors: { arrival: "validation:checkInPast" } });
    expect(result.values.arrival).toBe("");
    expect(result.values.departure).toBe("2026-11-28");
  });

  it("needs the check-out after the check-in (same day included)", () => {
    expect(check({ departure: "2026-11-24" })).toMatchObject({
      ok: false,
      errors: { departure: "validation:checkOutNotAfterCheckIn" },
    });
    expect(check({ departure: "2026-11-25" })).toMatchObject({
      ok: false,
      errors: { departure: "validation:checkOutNotAfterCheckIn" },
    });
  });

  it("allows 90 nights and refuses 91", () => {
    expect(check({ arrival: "2026-11-21", departure: "2027-02-19" })).toMatchObject({ ok: true, nights: 90 });
    expect(check({ arrival: "2026-11-21", departure: "2027-02-20" })).toMatchObject({
      ok: false,
      errors: { departure: "validation:stayTooLong" },
    });
  });

  it("needs a guest count of 1 to 5: alertGuest", () => {
    for (const guest of ["", "0", "6", "abc", "2.5", "-1"]) {
      expect(check({ guest })).toMatchObject({ ok: false, errors: { guest: "search:alertGuest" } });
    }
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
  it("reads 1 to 5 only", () => {
    expect(parseHomeGuest("1")).toBe(1);
    expect(parseHomeGuest("05")).toBe(5);
    expect(parseHomeGuest("0")).toBeNull();
    expect(parseHomeGuest(undefined)).toBeNull();
  });
});

describe("normalizeStayDate", () => {
  it("gives YYYY-MM-DD for either format and leaves other text alone", () => {
    expect(normalizeStayDate("2026-11-25")).toBe("2026-11-25");
    expect(normalizeStayDate("11-25-2026")).toBe("2026-11-25");
    expect(normalizeStayDate(" ")).toBe("");
    expect(normalizeStayDate("soon")).toBe("soon");
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

  it("matches typed text to a city, case- and accent-insensitively, with or without its prefix", () => {
    expect(resolveDestination(values("badung"), cities)).toEqual({ city: 7 });
    expect(resolveDestination(values("  YOGYAKARTA "), cities)).toEqual({ city: 9 });
    expect(resolveDestination(values("Kabupaten Badung"), cities)).toEqual({ city: 7 });
    expect(resolveDestination(values("Yógyakarta"), cities)).toEqual({ city: 9 });
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
