import { describe, expect, it } from "vitest";
import { formatCityAndProvince, formatRegionName } from "./locations.ts";

describe("formatRegionName", () => {
  it.each<[string | null | undefined, string]>([
    // the administrative prefix goes (only one), the rest is title-cased
    ["KABUPATEN BADUNG", "Badung"],
    ["KOTA DENPASAR", "Denpasar"],
    ["KOTA ADMINISTRASI JAKARTA SELATAN", "Jakarta Selatan"],
    ["KAB. SLEMAN", "Sleman"],
    ["KAB.SLEMAN", "Sleman"],
    ["KAB SLEMAN", "Sleman"],
    ["KOTA KOTA BARU", "Kota Baru"],
    // names without a prefix, and a lone prefix word
    ["NUSA TENGGARA BARAT", "Nusa Tenggara Barat"],
    ["BALI", "Bali"],
    ["KOTABARU", "Kotabaru"],
    ["KOTA", "Kota"],
    // DI and DKI stay upper-case
    ["DI YOGYAKARTA", "DI Yogyakarta"],
    ["DKI JAKARTA", "DKI Jakarta"],
    ["di yogyakarta", "DI Yogyakarta"],
    // capitals after hyphens and brackets; mixed case and untidy whitespace
    ["KOTA BAU-BAU", "Bau-Bau"],
    ["KABUPATEN TOLI-TOLI (LAMA)", "Toli-Toli (Lama)"],
    ["  Kota   Denpasar ", "Denpasar"],
    ["kabupaten gianyar", "Gianyar"],
    // empty input
    ["", ""],
    ["   ", ""],
    [null, ""],
    [undefined, ""],
  ])("formats %j as %j", (raw, name) => {
    expect(formatRegionName(raw)).toBe(name);
  });
});

describe("formatCityAndProvince", () => {
  it.each<[string | null | undefined, string | null | undefined, string]>([
    ["KABUPATEN BADUNG", "BALI", "Badung, Bali"],
    ["KOTA ADMINISTRASI JAKARTA SELATAN", "DKI JAKARTA", "Jakarta Selatan, DKI Jakarta"],
    // one when the other is missing
    ["KOTA DENPASAR", null, "Denpasar"],
    [undefined, "BALI", "Bali"],
    ["", "", ""],
    // a name that is both is not repeated
    ["KOTA GORONTALO", "GORONTALO", "Gorontalo"],
  ])("joins %j and %j as %j", (city, province, joined) => {
    expect(formatCityAndProvince(city, province)).toBe(joined);
  });
});
