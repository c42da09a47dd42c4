import { describe, expect, it } from "vitest";
import enSearch from "../../locales/en/search.json" with { type: "json" };
import enVillas from "../../locales/en/villas.json" with { type: "json" };
import idSearch from "../../locales/id/search.json" with { type: "json" };
import idVillas from "../../locales/id/villas.json" with { type: "json" };

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)).sort();
}

describe("search and villas catalogues", () => {
  it("have the same keys in id and en", () => {
    expect(keys(idSearch)).toEqual(keys(enSearch));
    expect(keys(idVillas)).toEqual(keys(enVillas));
  });

  it("have no empty texts", () => {
    const leaves = (value: unknown): unknown[] => (typeof value === "object" && value !== null ? Object.values(value).flatMap(leaves) : [value]);
    for (const catalogue of [idSearch, enSearch, idVillas, enVillas]) {
      for (const text of leaves(catalogue)) expect(typeof text === "string" && text.trim().length > 0).toBe(true);
    }
  });

  it("carry the seed's wording", () => {
    expect(idVillas.errors.connection).toBe("Koneksi internet bermasalah");
    expect(enVillas.errors.connection).toBe("Internet connection problem");
    expect(enVillas.notFound).toBe("Hotel not found");
  });
});
