import { z } from "zod";

// Query-string building blocks for /v1 schemas. Messages are keys of the validation catalogue.

/** An optional whole number from a query string ("" counts as absent). */
export const optionalInt = z.preprocess(
  (v) => (v === "" || v === undefined ? undefined : v),
  z.coerce.number({ message: "invalidNumber" }).int({ message: "invalidNumber" }).optional(),
);

export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
    z.string().max(max, { message: "tooLong" }).optional(),
  );

export const page = z.preprocess(
  (v) => (v === "" || v === undefined ? undefined : v),
  z.coerce.number({ message: "invalidNumber" }).int({ message: "invalidNumber" }).min(1, { message: "pageMin" }).default(1),
);

/** "true" / "1" are true; anything else (or absent) false. */
export const flag = z.preprocess((v) => v === "true" || v === "1" || v === true, z.boolean());
