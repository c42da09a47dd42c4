// Forgot password: the account's email.
import { z } from "zod";
import { EMAIL_PATTERN, normalizeEmail } from "../../../api/auth/rules.ts";
import { optionalText, reportFirst } from "./schema-helpers.ts";

export const forgotSchema = z.object({ email: optionalText.transform(normalizeEmail) }).superRefine((value, ctx) => {
  if (value.email === "") reportFirst([{ field: "email", key: "emailRequired" }], ctx);
  else if (!EMAIL_PATTERN.test(value.email)) reportFirst([{ field: "email", key: "emailInvalid" }], ctx);
});
