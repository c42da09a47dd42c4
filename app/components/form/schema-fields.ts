// Field builders for the form schemas (one zod schema per form, used by the action and the
// browser): conform sends an empty input as nothing, so it is read as "".
import { z } from "zod";

/** A text field: "" when empty, trimmed unless `raw` (a counter must see what was typed). */
export const textField = (raw = false) =>
  z
    .string()
    .optional()
    .transform((v) => (raw ? (v ?? "") : (v ?? "").trim()));

/** A text field judged by a rule that answers the first problem's message key, or null. */
export const ruledField = (rule: (value: string) => string | null | undefined, raw = false) =>
  textField(raw).superRefine((value, ctx) => {
    const key = rule(value);
    if (key) ctx.addIssue({ code: "custom", message: key });
  });
