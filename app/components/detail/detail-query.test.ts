import { describe, expect, it } from "vitest";
import {
  advanceBookingRefused,
  firstUnavailableNight,
  parseDetailQuery,
  reservationFormHref,
  stayNights,
} from "./detail-query.ts";

const today = "2026-11-22";
const q = (s: string) => parseDetailQuery(new URLSearchParams(s), today);

describe("parseDetailQuery", () => {
  it("defaults to today and tomorrow without a redirect", () => {
    expect(q("villas=3")).toMatchObject({
      villas: 3,
      guest: 1,
      arrival: "2026-11-22",
      departure: "2026-11-23",
      nights: 1,
      correctedSearch: null,
    });
  });
  it("corrects a stored check-in in the past to today and the check-out to tomorrow", () => {
    const r = q("villas=3&arrival=01-01-2020&departure=01-02-2020&duration=1");
    expect(r.arrival).toBe("2026-11-22");
    expect(r.departure).toBe("2026-11-23");
    expect(r.correctedSearch).toContain("arrival=11-22-2026");
    expect(r.correctedSearch).toContain("departure=11-23-2026");
  });
  it("a check-out not after the check-in becomes the next day", () => {
    const r = q("villas=3&arrival=12-10-2026&departure=12-10-2026&duration=0");
    expect([r.arrival, r.departure]).toEqual(["2026-12-10", "2026-12-11"]);
    expect(r.correctedSearch).not.toBeNull();
  });
  it("keeps a valid stay and its URL", () => {
    const r = q("villas=3&guest=2&arrival=12-10-2026&departure=12-13-2026&duration=3");
    expect(r).toMatchObject({ guest: 2, nights: 3, correctedSearch: null });
  });
  it("rewrites a wrong duration and YYYY-MM-DD dates", () => {
    expect(q("villas=3&arrival=2026-12-10&departure=2026-12-13").correctedSearch).toContain("duration=3");
  });
  it("refuses a missing or bad villas", () => {
    expect(q("").villas).toBeNull();
    expect(q("villas=abc").villas).toBeNull();
    expect(q("villas=0").villas).toBeNull();
  });
});

describe("stay helpers", () => {
  it("lists the nights and finds an unavailable one", () => {
    expect(stayNights("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(firstUnavailableNight("2026-12-30", "2027-01-02", new Set(["2027-01-01"]))).toBe("2027-01-01");
    expect(firstUnavailableNight("2026-12-30", "2027-01-02", new Set(["2027-01-02"]))).toBeNull();
  });
  it("builds the reservation-form link", () => {
    expect(reservationFormHref(5, { arrival: "2026-12-10", departure: "2026-12-12", guest: 2 })).toBe(
      "/reservation-form?villas=5&guest=2&arrival=12-10-2026&departure=12-12-2026&duration=2",
    );
  });
  it("refuses bookings inside the advance-booking deadline (Jakarta date of the server time)", () => {
    // 2026-11-21T18:00Z is 22 Nov 01:00 in Jakarta.
    expect(advanceBookingRefused("2026-11-23", "2026-11-21T18:00:00.000Z", 2)).toBe(true);
    expect(advanceBookingRefused("2026-11-24", "2026-11-21T18:00:00.000Z", 2)).toBe(false);
    expect(advanceBookingRefused("2026-11-22", "2026-11-21T18:00:00.000Z", 0)).toBe(false);
  });
});
