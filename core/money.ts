// Money display: "Rp 1.500.000" (id) and "IDR 1,500,000" (en), always rounded down (seed 000
// sections 5 and 9). Grouping is done by hand instead of Intl.NumberFormat so the server and
// every browser produce byte-identical text (no hydration mismatch from differing ICU data).

/** Seed 000 section 9: "Default price shown when absent: 32000". */
export const DEFAULT_PRICE = 32000;

type Lang = "id" | "en";

/**
 * Rounds a price down to a whole rupiah. Float noise is forgiven first, so that
 * 114999.99999999999 (from 100000 * 1.15) is 115000 and not 114999; -0 becomes 0.
 * NaN and infinities pass through unchanged (callers decide what an invalid amount means).
 */
export function floorPrice(n: number): number {
  if (!Number.isFinite(n)) return n;
  const nearest = Math.round(n);
  const floored = Math.abs(n - nearest) <= 1e-9 * Math.max(1, Math.abs(n)) ? nearest : Math.floor(n);
  return floored === 0 ? 0 : floored; // normalises -0
}

/** Groups the digits of a non-negative integer in threes with the given separator. */
function groupThousands(nonNegativeInteger: number, separator: string): string {
  // BigInt keeps large integers out of exponent notation ("1e+21").
  const digits = BigInt(nonNegativeInteger).toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A count of points grouped as the language writes numbers: "250.000" (id), "250,000" (en). */
export function formatPoints(points: number, lang: Lang): string {
  if (!Number.isFinite(points)) return "";
  const whole = Math.trunc(points);
  return `${whole < 0 ? "-" : ""}${groupThousands(Math.abs(whole), lang === "en" ? "," : ".")}`;
}

/**
 * Formats an amount of rupiah for display, rounded down.
 * Empty values (null, undefined, "", NaN, infinities) give "".
 * A negative amount keeps its sign in front: "-Rp 1.500".
 * Any language other than "en" formats as Indonesian, the default language.
 */
export function formatMoney(amount: number | null | undefined | "", lang: Lang): string {
  if (amount === null || amount === undefined || amount === "") return "";
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "";
  const floored = floorPrice(amount);
  const sign = floored < 0 ? "-" : "";
  const [prefix, separator] = lang === "en" ? ["IDR", ","] : ["Rp", "."];
  return `${sign}${prefix} ${groupThousands(Math.abs(floored), separator)}`;
}
