// The long-stay guest count (seed 002 sections 4 and 5): at least 1 ('Minimal 1 tamu'), at most the
// property's capacity ('Maksimal {capacity} tamu'). One rule for the booking box (as typed and as
// read from the URL) and the reservation API.

export const LONG_STAY_GUESTS_MIN = 1;

export type LongStayGuestProblem = "guestsMin" | "guestsMax";

/** What is wrong with a guest count (a whole number) for a property of `capacity`, and its correction. */
export function checkLongStayGuests(
  count: number,
  capacity: number,
): { guest: number; problem: LongStayGuestProblem | null } {
  const max = Math.max(LONG_STAY_GUESTS_MIN, capacity);
  if (!Number.isFinite(count) || count < LONG_STAY_GUESTS_MIN)
    return { guest: LONG_STAY_GUESTS_MIN, problem: "guestsMin" };
  if (count > max) return { guest: max, problem: "guestsMax" };
  return { guest: Math.floor(count), problem: null };
}
