import { describe, expect, it } from "vitest";
import {
  buildDetailLink,
  buildVillasSearch,
  MAX_PROPERTY_NAME_LENGTH,
  parseVillasQuery,
  toHotelsApiQuery,
} from "./search-params.ts";
import type { VillasQuery } from "./search-params.ts";

const today = "2026-11-21";
const parse = (query: string) => parseVillasQuery(new URLSearchParams(query), today);

const empty: VillasQuery = {
  guest: 1,
  arrival: null,
  departure: null,
  arrivalApi: null,
  departureApi: null,
  duration: null,
  city: null,
  propertyName: null,
  popular: false,
  page: 0,
  stayError: null,
};

describe("parseVillasQuery", () => {
  it("gives defaults for an empty query", () => {
    expect(parse("")).toEqual(empty);
  });

  it("reads a full search", () => {
    expect(
      parse(
        "guest=3&arrival=11-25-2026&departure=11-28-2026&duration=3&city=51&propertyName=Seminyak&popular=true&page=2",
      ),
    ).toEqual({
      guest: 3,
      arrival: "11-25-2026",
      departure: "11-28-2026",
      arrivalApi: "2026-11-25",
      departureApi: "2026-11-28",
      duration: 3,
      city: 51,
      propertyName: "Seminyak",
      popular: true,
      page: 2,
      stayError: null,
    });
  });

  it("computes the duration from the dates, not from the URL", () => {
    expect(parse("arrival=11-25-2026&departure=11-28-2026&duration=99").duration).toBe(3);
  });

  it("accepts a stay starting today", () => {
    expect(parse("arrival=11-21-2026&departure=11-22-2026")).toMatchObject({ arrivalApi: today, duration: 1 });
  });

  it("accepts YYYY-MM-DD dates (what <input type=date> submits without JavaScript)", () => {
    expect(parse("arrival=2026-11-25&departure=2026-11-28")).toMatchObject({
      arrival: "11-25-2026",
      departure: "11-28-2026",
      arrivalApi: "2026-11-25",
      departureApi: "2026-11-28",
      duration: 3,
    });
  });

  it("applies the guest rules of the list (1 to 20)", () => {
    expect(parse("guest=").guest).toBe(1);
    expect(parse("guest=0").guest).toBe(1);
    expect(parse("guest=abc").guest).toBe(1);
    expect(parse("guest=21").guest).toBe(20);
    expect(parse("guest=7").guest).toBe(7);
  });

  it("treats empty date fields as absent", () => {
    expect(parse("arrival=&departure=")).toEqual(empty);
    expect(parse("arrival=%20&departure=")).toEqual(empty);
  });

  describe("drops both dates and says why when the stay is not valid", () => {
    const cases: [string, string][] = [
      ["arrival=02-30-2026&departure=12-02-2026", "checkInRequired"],
      ["arrival=garbage", "checkInRequired"],
      ["arrival=11-20-2026&departure=11-22-2026", "checkInPast"],
      ["departure=11-22-2026", "startDateRequired"],
      ["arrival=11-25-2026", "checkOutRequired"],
      ["arrival=11-25-2026&departure=nope", "checkOutRequired"],
      ["arrival=11-25-2026&departure=11-24-2026", "checkOutNotAfterCheckIn"],
      ["arrival=11-25-2026&departure=11-25-2026", "stayTooShort"],
      ["arrival=11-21-2026&departure=02-20-2027", "stayTooLong"],
    ];
    for (const [query, error] of cases) {
      it(`${query} → ${error}`, () => {
        const parsed = parse(`guest=2&${query}`);
        expect(parsed).toMatchObject({
          guest: 2,
          arrival: null,
          departure: null,
          arrivalApi: null,
          departureApi: null,
          duration: null,
          stayError: error,
        });
      });
    }
  });

  it("reads the city as a positive integer id", () => {
    expect(parse("city=51").city).toBe(51);
    expect(parse("city=0").city).toBeNull();
    expect(parse("city=-3").city).toBeNull();
    expect(parse("city=5.1").city).toBeNull();
    expect(parse("city=abc").city).toBeNull();
    expect(parse("city=99999999999999999999").city).toBeNull();
  });

  it("trims the property name, drops an empty one and caps a long one", () => {
    expect(parse("propertyName=%20%20Villa%20Kuta%20").propertyName).toBe("Villa Kuta");
    expect(parse("propertyName=%20").propertyName).toBeNull();
    expect(parse(`propertyName=${"a".repeat(300)}`).propertyName).toHaveLength(MAX_PROPERTY_NAME_LENGTH);
  });

  it("reads popular as true or 1 only", () => {
    expect(parse("popular=true").popular).toBe(true);
    expect(parse("popular=1").popular).toBe(true);
    expect(parse("popular=false").popular).toBe(false);
    expect(parse("popular=").popular).toBe(false);
    expect(parse("popular=yes").popular).toBe(false);
  });

  it("reads the 0-based page, 0 when invalid", () => {
    expect(parse("page=0").page).toBe(0);
    expect(parse("page=4").page).toBe(4);
    expect(parse("page=-1").page).toBe(0);
    expect(parse("page=1.5").page).toBe(0);
    expect(parse("page=x").page).toBe(0);
    expect(parse("page=99999999999999999999").page).toBe(0);
  });
});

describe("buildVillasSearch", () => {
  it("gives an empty string when there is nothing to carry", () => {
    expect(buildVillasSearch({})).toBe("");
    expect(buildVillasSearch({ guest: null, page: 0, popular: false, propertyName: "  " })).toBe("");
  });

  it("writes the parameters in a stable order, with the duration computed from the dates", () => {
    expect(
      buildVillasSearch({
        page: 2,
        popular: true,
        propertyName: "Villa Kuta",
        city: 51,
        departure: "11-28-2026",
        arrival: "11-25-2026",
        guest: 3,
      }),
    ).toBe(
      "?guest=3&arrival=11-25-2026&departure=11-28-2026&duration=3&city=51&propertyName=Villa+Kuta&popular=true&page=2",
    );
  });

  it("keeps a given duration", () => {
    expect(buildVillasSearch({ arrival: "11-25-2026", departure: "11-28-2026", duration: 3 })).toBe(
      "?arrival=11-25-2026&departure=11-28-2026&duration=3",
    );
  });

  it("leaves the duration out without both dates", () => {
    expect(buildVillasSearch({ arrival: "11-25-2026", duration: 3 })).toBe("?arrival=11-25-2026");
    expect(buildVillasSearch({ arrival: "11-25-2026", departure: "garbage" })).toBe(
      "?arrival=11-25-2026&departure=garbage",
    );
  });

  it("round-trips through parseVillasQuery", () => {
    const parsed = parse(
      "guest=4&arrival=11-25-2026&departure=11-28-2026&city=7&propertyName=Ubud&popular=true&page=3",
    );
    expect(parse(buildVillasSearch(parsed).slice(1))).toEqual(parsed);
    expect(buildVillasSearch(empty)).toBe("?guest=1");
  });
});

describe("buildDetailLink", () => {
  it("links to the detail page with the stay", () => {
    expect(buildDetailLink(12, { guest: 2, arrival: "11-25-2026", departure: "11-28-2026", duration: 3 })).toBe(
      "/detail-villas?villas=12&guest=2&arrival=11-25-2026&departure=11-28-2026&duration=3",
    );
  });

  it("computes a missing duration", () => {
    expect(buildDetailLink("12", { arrival: "11-25-2026", departure: "11-27-2026" })).toBe(
      "/detail-villas?villas=12&arrival=11-25-2026&departure=11-27-2026&duration=2",
    );
  });

  it("adds the dates only when both are set and valid", () => {
    expect(buildDetailLink(12, { guest: 2, arrival: "11-25-2026", departure: null })).toBe(
      "/detail-villas?villas=12&guest=2",
    );
    expect(buildDetailLink(12, { guest: 2, arrival: "11-25-2026", departure: "02-30-2026" })).toBe(
      "/detail-villas?villas=12&guest=2",
    );
    expect(buildDetailLink(12)).toBe("/detail-villas?villas=12");
  });

  it("takes a parsed /villas query as the stay", () => {
    const parsed = parse("guest=3&arrival=11-25-2026&departure=11-28-2026&city=5&page=2");
    expect(buildDetailLink(9, parsed)).toBe(
      "/detail-villas?villas=9&guest=3&arrival=11-25-2026&departure=11-28-2026&duration=3",
    );
  });

  it("encodes the id", () => {
    expect(buildDetailLink("a&b")).toBe("/detail-villas?villas=a%26b");
  });
});

describe("toHotelsApiQuery", () => {
  it("turns the UI's 0-based page into the server's 1-based one and the dates into YYYY-MM-DD", () => {
    expect(
      toHotelsApiQuery(parse("guest=3&arrival=11-25-2026&departure=11-28-2026&city=51&propertyName=Kuta&page=0")),
    ).toEqual({
      guest: 3,
      arrival: "2026-11-25",
      departure: "2026-11-28",
      page: 1,
      city: 51,
      propertyName: "Kuta",
    });
    expect(toHotelsApiQuery(parse("page=4")).page).toBe(5);
  });

  it("leaves out what is not set", () => {
    expect(toHotelsApiQuery(parse(""))).toEqual({ guest: 1, page: 1 });
    expect(toHotelsApiQuery(parse("arrival=11-20-2026&departure=11-22-2026"))).toEqual({ guest: 1, page: 1 });
  });
});
