// The register form: the seed's seven checks in the seed's order (core/rules/account.ts, the same the
// API applies), then the email pattern and the numeric phone; the first failure is shown.
import { z } from "zod";
import { readRegisterInput, registerProblems } from "#core/rules/account.ts";
import { optionalText, reportFirst } from "./schema-helpers.ts";

export const registerSchema = z
  .object({
    name: optionalText,
    email: optionalText,
    code: optionalText,
    phone: optionalText,
    password: optionalText,
    repeatPassword: optionalText,
  })
  .transform((value) => readRegisterInput(value))
  .superRefine((input, ctx) => reportFirst(registerProblems(input), ctx));
