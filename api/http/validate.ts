import type { z } from "zod";
import { ApiError } from "./errors.ts";
import { isMessageKey, translate, type Lang } from "./messages.ts";

/**
 * Parses input with a shared zod schema or throws a 422 whose `errors` hold one translated
 * message per failing field. Schemas carry message keys of the validation catalogue.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, lang: Lang): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_form";
    const message = issueMessage(issue, lang);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  throw new ApiError(422, translate(lang, "invalidInput"), { errors });
}

/** A 422 about one field, in the validation's shape: the translated message on the form and the field. */
export function fieldError(
  lang: Lang,
  field: string,
  key: string,
  values: Record<string, string | number> = {},
): ApiError {
  const message = translate(lang, key, values);
  return new ApiError(422, message, { errors: { [field]: [message] } });
}

function issueMessage(issue: z.core.$ZodIssue, lang: Lang): string {
  const values: Record<string, string | number> = {};
  if ("maximum" in issue) values.max = Number(issue.maximum);
  if ("minimum" in issue) values.min = Number(issue.minimum);
  if (isMessageKey(issue.message)) return translate(lang, issue.message, values);
  if (issue.code === "invalid_type" && issue.input === undefined) return translate(lang, "required");
  if (issue.code === "too_big" && issue.origin === "string") return translate(lang, "tooLong", values);
  return translate(lang, "invalidInput");
}
