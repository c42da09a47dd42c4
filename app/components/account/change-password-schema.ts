// Change password (seed 001 section 5): old, new and confirm required; new and confirm must match
// ('notwrong'); the old one is verified by /v1 ('incorrectpassword').
import { z } from "zod";
import { newPasswordProblems } from "#core/rules/account.ts";
import { optionalText, reportFirst } from "./schema-helpers.ts";

export const changePasswordSchema = z
  .object({ oldPassword: optionalText, password: optionalText, repeatPassword: optionalText })
  .superRefine((value, ctx) => {
    const problems = value.oldPassword === "" ? [{ field: "oldPassword", key: "oldPasswordRequired" }] : [];
    reportFirst([...problems, ...newPasswordProblems(value.password, value.repeatPassword, "notwrong")], ctx);
  });
