// Edit profile (seed 001 section 5): name and phone required, phone numeric, code default +62.
import { z } from "zod";
import { profileProblems, readProfileInput } from "#core/rules/account.ts";
import { optionalText, reportFirst } from "./schema-helpers.ts";

export const profileSchema = z
  .object({ name: optionalText, code: optionalText, phone: optionalText })
  .transform((value) => readProfileInput(value))
  .superRefine((input, ctx) => reportFirst(profileProblems(input), ctx));
