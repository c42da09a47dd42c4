// Forgot password: the account's email.
import { z } from "zod";
import { isEmail, normalizeEmail } from "#core/rules/contact.ts";
import { optionalText, reportFirst } from "./schema-helpers.ts";

export const forgotSchema = z.object({ email: optionalText.transform(normalizeEmail) }).superRefine((value, ctx) => {
  if (value.email === "") reportFirst([{ field: "email", key: "emailRequired" }], ctx);
  else if (!isEmail(value.email)) reportFirst([{ field: "email", key: "emailInvalid" }], ctx);
});
