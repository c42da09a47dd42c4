// Guest counts read from URLs and forms. Seeds 000 and 001 section 5: an empty, '0' or missing
// count is 1; above the limit of the place it is used, it is that limit.

/** The guest counter on the /villas list (seed 000 section 9: 1 to 20). */
export const LIST_GUEST_MAX = 20;
/** The guest dropdown of the home search (seed 000 section 9: 1 to 5). */
export const HOME_GUEST_MAX = 5;
/** Guests from the query of the reservation form (seed 001 section 5: more than 8 becomes 8). */
export const RESERVATION_GUEST_MAX = 8;

/**
 * A guest count from raw text, always within [min, max] (min defaults to 1).
 * Only plain digits count ("3", " 03 "); anything else (empty, "abc", "-2", "2.5", "3x") is min.
 */
export function parseGuestCount(
  raw: string | null | undefined,
  { min = 1, max }: { min?: number; max: number },
): number {
  const text = typeof raw === "string" ? raw.trim() : "";
  const count = /^\d+$/.test(text) ? Number(text) : min;
  return Math.min(Math.max(count, min), max);
}
