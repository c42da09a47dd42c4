import { z } from "zod";
import { addDays, isApiDate, MAX_NIGHTS, validateStay } from "#app/lib/dates.ts";
import { LIST_GUEST_MAX } from "#app/lib/guests.ts";

/** Largest id a serial column holds: a bigger number is a 422, never a database error. */
const MAX_ID = 2_147_483_647;

const absentIfEmpty = (v: unknown) => (v === "" || v === undefined ? undefined : v);

/** A positive whole id from a path segment ("abc", "0", "-1", "1.5" are 422 with invalidNumber). */
export const positiveId = z.coerce
  .number({ message: "invalidNumber" })
  .int({ message: "invalidNumber" })
  .min(1, { message: "invalidNumber" })
  .max(MAX_ID, { message: "invalidNumber" });

export const idParams = <K extends string>(name: K) => z.object({ [name]: positiveId } as Record<K, typeof positiveId>);

const optionalApiDate = z.preprocess(absentIfEmpty, z.string().refine(isApiDate, { message: "invalidDate" }).optional());

const stayFields = {
  guest: z.preprocess(
    absentIfEmpty,
    z.coerce
      .number({ message: "invalidNumber" })
      .int({ message: "invalidNumber" })
      .min(1, { message: "guestMin" })
      .max(LIST_GUEST_MAX, { message: "guestMax" })
      .default(1),
  ),
  arrival: optionalApiDate,
  departure: optionalApiDate,
  duration: z.preprocess(
    absentIfEmpty,
    z.coerce
      .number({ message: "invalidNumber" })
      .int({ message: "invalidNumber" })
      .min(1, { message: "stayTooShort" })
      .max(MAX_NIGHTS, { message: "stayTooLong" })
      .optional(),
  ),
};

export interface Stay {
  guest: number;
  arrival: string;
  departure: string;
  nights: number;
  /** The asked check-in was in the past, so the stay became today to tomorrow. */
  corrected: boolean;
}

/**
 * guest, arrival, departure, duration of the detail page's calls. With no dates the stay is today
 * to tomorrow; with an arrival and no departure it lasts `duration` nights (default 1). The stay
 * rules are validateStay's, the same the web forms use. With `correctPast`, a check-in before
 * today does not fail: the stay becomes today to tomorrow and `corrected` is true (the detail page
 * must still load when a stored check-in has gone stale, seed 001 section 4).
 */
export function staySchema(today: string, { correctPast }: { correctPast: boolean }) {
  return z.object(stayFields).transform((query, ctx): Stay => {
    const arrival = query.arrival ?? (query.departure === undefined ? today : undefined);
    const departure = query.departure ?? (arrival !== undefined ? addDays(arrival, query.duration ?? 1) : undefined);
    const stay = validateStay({ arrival, departure, today });
    if (stay.ok) return { guest: query.guest, arrival: arrival!, departure: departure!, nights: stay.nights, corrected: false };
    if (stay.error === "checkInPast" && correctPast) {
      return { guest: query.guest, arrival: today, departure: addDays(today, 1), nights: 1, corrected: true };
    }
    ctx.addIssue({ code: "custom", path: [stay.field], message: stay.error });
    return z.NEVER;
  });
}

/** The date picker's window: from (default today) for up to 366 nights (default 365). */
export const UNAVAILABLE_DEFAULT_DAYS = 365;
export const UNAVAILABLE_MAX_DAYS = 366;

export function dateWindowSchema(today: string) {
  return z
    .object({ from: optionalApiDate, to: optionalApiDate })
    .transform((query, ctx) => {
      const from = query.from ?? today;
      const to = query.to ?? addDays(from, UNAVAILABLE_DEFAULT_DAYS);
      if (to <= from) {
        ctx.addIssue({ code: "custom", path: ["to"], message: "invalidDate" });
        return z.NEVER;
      }
      // A longer window is cut, not refused: the picker asks for what it shows.
      const last = addDays(from, UNAVAILABLE_MAX_DAYS);
      return { from, to: to > last ? last : to };
    });
}
