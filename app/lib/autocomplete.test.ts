import { describe, expect, it } from "vitest";
import {
  AUTOCOMPLETE_DEFAULT_COUNT,
  AUTOCOMPLETE_THRESHOLD,
  filterSuggestions,
  normalizeForSearch,
} from "./autocomplete.ts";

const items = [
  { id: 1, label: "Villa Seminyak", location: "Badung, Bali" },
  { id: 2, label: "Hotel Malioboro", location: "Yogyakarta, DI Yogyakarta" },
  { id: 3, label: "Café Ubud Retreat", location: "Gianyar, Bali" },
  { id: 4, label: "Kost Menteng", location: "Jakarta Pusat, DKI Jakarta" },
  { id: 5, label: "Villa Kuta", location: "Badung, Bali" },
  { id: 6, label: "Rumah Senggigi", location: "Lombok Barat, Nusa Tenggara Barat" },
];

describe("constants", () => {
  it("match the seed", () => {
    expect(AUTOCOMPLETE_THRESHOLD).toBe(3);
    expect(AUTOCOMPLETE_DEFAULT_COUNT).toBe(5);
  });
});

describe("normalizeForSearch", () => {
  it("lower-cases and strips diacritics", () => {
    expect(normalizeForSearch("Café BALÍ")).toBe("cafe bali");
    expect(normalizeForSearch(null)).toBe("");
  });
});

describe("filterSuggestions", () => {
  it("shows the first 5 with 3 characters or fewer", () => {
    expect(filterSuggestions(items, "").map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterSuggestions(items, "bal").map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterSuggestions(items, "  bal  ").map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterSuggestions(items, null).map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterSuggestions(items, undefined)).toHaveLength(5);
  });

  it("filters by label with more than 3 characters, case-insensitively", () => {
    expect(filterSuggestions(items, "VILLA").map((i) => i.id)).toEqual([1, 5]);
    expect(filterSuggestions(items, "kost").map((i) => i.id)).toEqual([4]);
  });

  it("filters by location too", () => {
    expect(filterSuggestions(items, "bali").map((i) => i.id)).toEqual([1, 3, 5]);
    expect(filterSuggestions(items, "nusa tenggara").map((i) => i.id)).toEqual([6]);
  });

  it("ignores diacritics on either side", () => {
    expect(filterSuggestions(items, "cafe").map((i) => i.id)).toEqual([3]);
    expect(filterSuggestions(items, "Ubúd").map((i) => i.id)).toEqual([3]);
  });

  it("trims the query before counting and matching", () => {
    expect(filterSuggestions(items, "  kuta  ").map((i) => i.id)).toEqual([5]);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterSuggestions(items, "zzzz")).toEqual([]);
  });

  it("keeps the items' other fields", () => {
    expect(filterSuggestions(items, "menteng")).toEqual([items[3]]);
  });

  it("accepts other thresholds, default counts and a result cap", () => {
    expect(filterSuggestions(items, "bal", { threshold: 2 }).map((i) => i.id)).toEqual([1, 3, 5]);
    expect(filterSuggestions(items, "", { defaultCount: 2 }).map((i) => i.id)).toEqual([1, 2]);
    expect(filterSuggestions(items, "", { defaultCount: -1 })).toEqual([]);
    expect(filterSuggestions(items, "bali", { maxResults: 2 }).map((i) => i.id)).toEqual([1, 3]);
  });

  it("copes with an empty list and missing locations", () => {
    expect(filterSuggestions([], "bali")).toEqual([]);
    const odd = [{ label: "Villa Bali", location: null as unknown as string }];
    expect(filterSuggestions(odd, "bali")).toEqual(odd);
  });
});
