// Reset password: the token from the mail, the new password and its repeat (must match).
import { z } from "zod";
import { newPasswordProblems } from "#core/rules/account.ts";
import { optionalText, reportFirst } from "./schema-helpers.ts";

export const resetSchema = z
  .object({ token: optionalText, password: optionalText, repeatPassword: optionalText })
  .superRefine((value, ctx) => {
    const problems = value.token.trim() === "" ? [{ field: "token", key: "tokenRequired" }] : [];
    reportFirst(
      [...problems, ...newPasswordProblems(value.password, value.repeatPassword, "passwordConfirmation")],
      ctx,
    );
  });
