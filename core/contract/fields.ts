// zod building blocks of the /v1 request schemas. Messages are keys of the validation catalogue
// (core/locales/*/validation.json); the API's parseInput translates them.
import { z } from "zod";
import { isApiDate } from "../dates.ts";
import { isEmail } from "../rules/contact.ts";

const absentIfEmpty = (v: unknown) => (v === "" || v === undefined ? undefined : v);

/** Largest id a serial column holds: a bigger number is a 422, never a database error. */
export const MAX_ID = 2_147_483_647;

/** A positive whole id from a path segment ("abc", "0", "-1", "1.5" are 422 with invalidNumber). */
export const positiveId = z.coerce
  .number({ message: "invalidNumber" })
  .int({ message: "invalidNumber" })
  .min(1, { message: "invalidNumber" })
  .max(MAX_ID, { message: "invalidNumber" });

/** The caller's user id where the seeds' client may send it empty ("" counts as absent). */
export const optionalUserId = z
  .preprocess(absentIfEmpty, positiveId.optional())
  .meta({ description: "the caller's user id (must be the token's)" });

export const idParams = <K extends string>(name: K) => z.object({ [name]: positiveId } as Record<K, typeof positiveId>);

/** A whole number a PostgreSQL integer column holds: past int4 is a 422 (invalidNumber), never a database error. */
const int4 = z.coerce
  .number({ message: "invalidNumber" })
  .int({ message: "invalidNumber" })
  .min(-MAX_ID - 1, { message: "invalidNumber" })
  .max(MAX_ID, { message: "invalidNumber" });

/** An optional whole number from a query string ("" counts as absent). */
export const optionalInt = z.preprocess(absentIfEmpty, int4.optional());

/** Optional trimmed text of at most `max` characters (blank counts as absent). */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
    z.string().max(max, { message: "tooLong" }).optional(),
  );

/** A 1-based page number, default 1. */
export const page = z.preprocess(absentIfEmpty, int4.min(1, { message: "pageMin" }).default(1));

/** "true" / "1" are true; anything else (or absent) false. */
export const flag = z.preprocess((v) => v === "true" || v === "1" || v === true, z.boolean());

/** A required YYYY-MM-DD date. */
export const apiDate = z.string({ message: "required" }).refine(isApiDate, { message: "invalidDate" });

/** An optional YYYY-MM-DD date ("" counts as absent). */
export const optionalApiDate = z.preprocess(
  absentIfEmpty,
  z.string().refine(isApiDate, { message: "invalidDate" }).optional(),
);

/** Required trimmed text of 1 to `max` characters (an order id, a code). */
export const requiredText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ message: "required" }).min(1, { message: "required" }).max(max, { message: "tooLong" }),
  );

/** A form-encoded or JSON text field: numbers are read as their digits, anything else as "". */
export const wireText = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/**
 * A booking named by its order id (1 to `maxOrderId` characters) and the email that made it, as the
 * reservation check's forms post them: the pair identifies it.
 */
export const orderAndEmail = (maxOrderId: number) =>
  z.object({
    order_id: z.preprocess(
      (v) => wireText(v).trim(),
      z.string().min(1, { message: "required" }).max(maxOrderId, { message: "tooLong" }),
    ),
    email: z.preprocess(
      (v) => wireText(v).trim().toLowerCase(),
      z.string().min(1, { message: "emailRequired" }).refine(isEmail, { message: "emailInvalid" }),
    ),
  });

/** A form field as the seeds' client sends it: text (a number is read as its digits), or absent. */
export const formText = (description: string) =>
  z.preprocess((v) => (v === undefined ? undefined : wireText(v)), z.string().optional()).meta({ description });

/**
 * A body checked by an ordered rule list of core/rules rather than by zod checks: the fields are
 * form text that never fails on its own, and each problem the rules find becomes an issue (its
 * field, message key and values) in rule order, so the first issue is the seed's toast.
 */
export function ruledBody<Shape extends z.core.$ZodLooseShape, T>(
  shape: Shape,
  read: (body: Record<string, unknown>) => T,
  problems: (input: T) => { field: string; key: string; values?: Record<string, number> }[],
) {
  return z.looseObject(shape).transform((body, ctx) => {
    const input = read(body);
    for (const problem of problems(input))
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.key, params: problem.values });
    return input;
  });
}
