// The login form (modal and /login): email and password, both required (API: 422 otherwise).
import { z } from "zod";
import { normalizeEmail } from "#core/rules/account.ts";
import { optionalText, reportFirst } from "./schema-helpers.ts";

export const loginSchema = z
  .object({
    email: optionalText.transform(normalizeEmail),
    password: optionalText,
    redirectTo: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    const problems = [];
    if (value.email === "") problems.push({ field: "email", key: "emailRequired" });
    if (value.password === "") problems.push({ field: "password", key: "passwordRequired" });
    reportFirst(problems, ctx);
  });
