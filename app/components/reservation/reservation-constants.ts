// Numbers of seed 001 sections 5 and 9 used by the reservation form.
export const SPECIAL_REQUEST_MAX = 670;
export const MAX_GUEST_NAME = 100;
/** Arrival hours 14:00 to 23:30, half-hourly (seed 000 section 9); default 14:00. */
export const ARRIVAL_HOURS: readonly string[] = Array.from({ length: 20 }, (_, i) => `${String(14 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
export const DEFAULT_ARRIVAL_HOUR = "14:00";
export const DEFAULT_AREA_CODE = "+62";
export const AREA_CODES: readonly string[] = ["+62", "+60", "+65", "+66", "+63", "+84", "+61", "+81", "+82", "+86", "+91", "+44", "+1", "+49", "+31", "+33"];
/** Language ids of the payment request (seed 001 section 9). */
export const LANGUAGE_IDS = { id: 1, en: 2 } as const;
