// The reservation form's numbers and lists (seed 001 sections 5 and 9), read by the web form and
// by the API's payload rules alike.
import { maxPointsFor } from "../pricing.ts";

export { NAME_MAX as GUEST_NAME_MAX } from "./contact.ts";

export const SPECIAL_REQUEST_MAX = 670;
export const ID_NUMBER_MAX = 50;
export const ADDRESS_MAX = 500;
export const VOUCHER_CODE_MAX = 40;
export const REFERRAL_CODE_MAX = 32;

/** Arrival hours 14:00 to 23:30, half-hourly (seed 000 section 9); the default is 14:00. */
export const ARRIVAL_HOURS: readonly string[] = Array.from(
  { length: 20 },
  (_, i) => `${String(14 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);
export const DEFAULT_ARRIVAL_HOUR = "14:00";

export type PointsProblem = "pointsInvalid" | "pointsNegative" | "zeroFirst";

/**
 * Points as typed: whole digits with no leading zero (seed 001 section 5, 'Tidak Boleh Nol
 * Pertama'), or nothing. A minus is refused as such, never read as a number without its sign.
 */
export function pointsProblem(points: string): PointsProblem | null {
  const typed = points.trim();
  if (typed === "") return null;
  if (/^-\s*\d/.test(typed)) return "pointsNegative";
  if (!/^\d{1,12}$/.test(typed)) return "pointsInvalid";
  if (typed.startsWith("0")) return "zeroFirst";
  return null;
}

export interface PointsAllowance {
  /** The most points this stay may use. */
  max: number;
  /** What sets it: half the subtotal (seed 001 section 9), or the member's balance when smaller. */
  limit: "half" | "balance";
}

/** The points a member may use on a subtotal: half of it, and never more than the balance. */
export function pointsAllowance(subTotal: number, balance: number): PointsAllowance {
  const half = maxPointsFor(subTotal);
  const held = Math.max(Math.floor(balance) || 0, 0);
  return held < half ? { max: held, limit: "balance" } : { max: half, limit: "half" };
}

/** Why `points` may not be used (the limit it passes, a message key), or null. Never clamped. */
export function pointsOverAllowance(
  points: number,
  allowance: PointsAllowance,
): "pointsOverHalf" | "pointsOverBalance" | null {
  if (points <= allowance.max) return null;
  return allowance.limit === "balance" ? "pointsOverBalance" : "pointsOverHalf";
}
