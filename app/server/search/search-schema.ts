// The home search box's one schema (server side: zod stays out of the browser bundle; the
// browser runs the same rules through checkSearchBox directly).
import { z } from "zod";
import { checkSearchBox, type SearchField, type SearchMessageKey } from "#app/components/search/search-rules.ts";

/** Form text, or "" for a missing field or a file. */
const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

const SEARCH_FIELDS: readonly SearchField[] = ["destination", "arrival", "departure", "guest"];

/**
 * Parses the posted search box. Issues carry the message keys of checkSearchBox on the field
 * they belong to; the output is the checked search (YYYY-MM-DD dates, nights, guest count).
 */
export function searchBoxSchema(today: string) {
  return z
    .object({
      destination: text.transform((v) => v.slice(0, 200)),
      city: text,
      propertyId: text,
      arrival: text,
      departure: text,
      guest: text,
    })
    .transform((input, ctx) => {
      const check = checkSearchBox(input, today);
      if (check.ok) return check;
      for (const field of SEARCH_FIELDS) {
        const message = check.errors[field];
        if (message) ctx.addIssue({ code: "custom", path: [field], message });
      }
      return z.NEVER;
    });
}

export type SearchBoxOutput = Extract<z.output<ReturnType<typeof searchBoxSchema>>, { ok: true }>;

/** The field messages of a failed parse, by field. */
export function searchIssues(error: z.ZodError): Partial<Record<SearchField, SearchMessageKey>> {
  const errors: Partial<Record<SearchField, SearchMessageKey>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (SEARCH_FIELDS as readonly string[]).includes(field)) {
      errors[field as SearchField] ??= issue.message as SearchMessageKey;
    }
  }
  return errors;
}
