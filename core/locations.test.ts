import { describe, expect, it } from "vitest";
import { formatCityAndProvince, formatRegionName } from "./locations.ts";

describe("formatRegionName", () => {
  it("removes the administrative prefix and title-cases", () => {
    expect(formatRegionName("KABUPATEN BADUNG")).toBe("Badung");
    expect(formatRegionName("KOTA DENPASAR")).toBe("Denpasar");
    expect(formatRegionName("KOTA ADMINISTRASI JAKARTA SELATAN")).toBe("Jakarta Selatan");
    expect(formatRegionName("KAB. SLEMAN")).toBe("Sleman");
    expect(formatRegionName("KAB.SLEMAN")).toBe("Sleman");
    expect(formatRegionName("KAB SLEMAN")).toBe("Sleman");
  });

  it("title-cases names without a prefix", () => {
    expect(formatRegionName("NUSA TENGGARA BARAT")).toBe("Nusa Tenggara Barat");
    expect(formatRegionName("BALI")).toBe("Bali");
    expect(formatRegionName("KOTABARU")).toBe("Kotabaru");
  });

  it("keeps DI and DKI upper-case", () => {
    expect(formatRegionName("DI YOGYAKARTA")).toBe("DI Yogyakarta");
    expect(formatRegionName("DKI JAKARTA")).toBe("DKI Jakarta");
    expect(formatRegionName("di yogyakarta")).toBe("DI Yogyakarta");
  });

  it("removes only one prefix", () => {
    expect(formatRegionName("KOTA KOTA BARU")).toBe("Kota Baru");
  });

  it("keeps a lone prefix word", () => {
    expect(formatRegionName("KOTA")).toBe("Kota");
  });

  it("capitalises after hyphens and brackets", () => {
    expect(formatRegionName("KOTA BAU-BAU")).toBe("Bau-Bau");
    expect(formatRegionName("KABUPATEN TOLI-TOLI (LAMA)")).toBe("Toli-Toli (Lama)");
  });

  it("copes with mixed case and untidy whitespace", () => {
    expect(formatRegionName("  Kota   Denpasar ")).toBe("Denpasar");
    expect(formatRegionName("kabupaten gianyar")).toBe("Gianyar");
  });

  it("gives an empty string for empty input", () => {
    expect(formatRegionName("")).toBe("");
    expect(formatRegionName("   ")).toBe("");
    expect(formatRegionName(null)).toBe("");
    expect(formatRegionName(undefined)).toBe("");
  });
});

describe("formatCityAndProvince", () => {
  it("joins city and province", () => {
    expect(formatCityAndProvince("KABUPATEN BADUNG", "BALI")).toBe("Badung, Bali");
    expect(formatCityAndProvince("KOTA ADMINISTRASI JAKARTA SELATAN", "DKI JAKARTA")).toBe(
      "Jakarta Selatan, DKI Jakarta",
    );
  });

  it("shows one when the other is missing", () => {
    expect(formatCityAndProvince("KOTA DENPASAR", null)).toBe("Denpasar");
    expect(formatCityAndProvince(undefined, "BALI")).toBe("Bali");
    expect(formatCityAndProvince("", "")).toBe("");
  });

  it("does not repeat a name that is both", () => {
    expect(formatCityAndProvince("KOTA GORONTALO", "GORONTALO")).toBe("Gorontalo");
  });
});
