// The reservation form's numbers and lists (seed 001 sections 5 and 9), read by the web form and
// by the API's payload rules alike.
export { NAME_MAX as GUEST_NAME_MAX } from "./contact.ts";

export const SPECIAL_REQUEST_MAX = 670;
export const ID_NUMBER_MAX = 50;
export const ADDRESS_MAX = 500;
export const VOUCHER_CODE_MAX = 40;
export const REFERRAL_CODE_MAX = 32;

/** Arrival hours 14:00 to 23:30, half-hourly (seed 000 section 9); the default is 14:00. */
export const ARRIVAL_HOURS: readonly string[] = Array.from({ length: 20 }, (_, i) => `${String(14 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
export const DEFAULT_ARRIVAL_HOUR = "14:00";

/** Points typed into the form: digits with no leading zero (seed 001 section 5), or nothing. */
export function pointsProblem(points: string): "pointsInvalid" | "zeroFirst" | null {
  if (points === "") return null;
  if (!/^\d+$/.test(points)) return "pointsInvalid";
  if (points.startsWith("0")) return "zeroFirst";
  return null;
}
