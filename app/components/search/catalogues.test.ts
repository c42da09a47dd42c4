// Key parity and empty texts of every catalogue: core/locales/parity.test.ts.
import { describe, expect, it } from "vitest";
import enVillas from "#core/locales/en/villas.json" with { type: "json" };
import idVillas from "#core/locales/id/villas.json" with { type: "json" };

describe("villas catalogue", () => {
  it("carries the seed's wording", () => {
    expect(idVillas.errors.connection).toBe("Koneksi internet bermasalah");
    expect(enVillas.errors.connection).toBe("Internet connection problem");
    expect(enVillas.notFound).toBe("Hotel not found");
  });
});
