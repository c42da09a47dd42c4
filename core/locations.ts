// Indonesian region names as the data holds them ("KABUPATEN BADUNG", "KOTA ADMINISTRASI
// JAKARTA SELATAN") made readable (seed 000 section 3: the prefixes KOTA and KABUPATEN removed,
// title-cased).

/** Administrative prefixes dropped from city names, longest first so "KOTA ADMINISTRASI" wins over "KOTA". */
const REGION_PREFIXES = ["KOTA ADMINISTRASI", "KABUPATEN", "KAB.", "KAB", "KOTA"];

/** Abbreviations that stay upper-case: Daerah Istimewa, Daerah Khusus Ibukota. */
const UPPER_CASE_WORDS = new Set(["DI", "DKI"]);

function titleCaseWord(word: string): string {
  if (UPPER_CASE_WORDS.has(word.toUpperCase())) return word.toUpperCase();
  // Capitalise after a hyphen or an opening bracket too: "BAU-BAU" → "Bau-Bau".
  return word
    .toLowerCase()
    .replace(/(^|[-(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function stripPrefix(words: string[]): string[] {
  for (const prefix of REGION_PREFIXES) {
    const prefixWords = prefix.split(" ");
    const matches = prefixWords.every((p, i) => words[i]?.toUpperCase() === p);
    // Keep the name whole when the prefix is all there is ("KOTA" alone).
    if (matches && words.length > prefixWords.length) return words.slice(prefixWords.length);
  }
  return words;
}

/**
 * "KABUPATEN BADUNG" → "Badung", "KOTA ADMINISTRASI JAKARTA SELATAN" → "Jakarta Selatan",
 * "NUSA TENGGARA BARAT" → "Nusa Tenggara Barat", "DI YOGYAKARTA" → "DI Yogyakarta".
 * One prefix (KOTA ADMINISTRASI, KABUPATEN, KAB., KAB, KOTA) is removed; empty input gives "".
 */
export function formatRegionName(raw: string | null | undefined): string {
  if (typeof raw !== "string") return "";
  const words = raw
    .trim()
    .replace(/^KAB\.(?=\S)/i, "KAB. ") // "KAB.BADUNG"
    .split(/\s+/)
    .filter(Boolean);
  return stripPrefix(words).map(titleCaseWord).join(" ");
}

/** "Badung, Bali"; just one of them when the other is missing or the same name. */
export function formatCityAndProvince(city: string | null | undefined, province: string | null | undefined): string {
  const cityName = formatRegionName(city);
  const provinceName = formatRegionName(province);
  if (!cityName || !provinceName || cityName === provinceName) return cityName || provinceName;
  return `${cityName}, ${provinceName}`;
}
