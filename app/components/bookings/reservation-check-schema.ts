// The reservation check (seed 001 section 5): order id and email, both required, the email in the
// seed's pattern. One schema for the route's loader and action and the form's onValidate; messages
// are keys of the bookings catalogue.
import { z } from "zod";
import { EMAIL_MAX, isEmail, normalizeEmail } from "#core/rules/contact.ts";

export const ORDER_ID_MAX = 64;

/** Conform sends an empty input as nothing: read it as "" and judge it with `rule` (a message key or null). */
const ruled = (read: (value: string) => string, rule: (value: string) => string | null) =>
  z
    .string()
    .optional()
    .transform((v) => read(v ?? ""))
    .superRefine((value, ctx) => {
      const key = rule(value);
      if (key) ctx.addIssue({ code: "custom", message: key });
    });

export const reservationCheckSchema = z.object({
  // Order ids are written in capitals (INAP-20261125-26FUC8); one typed in small letters is the same order.
  order_id: ruled(
    (v) => v.trim().toUpperCase().slice(0, ORDER_ID_MAX),
    (v) => (v === "" ? "check.orderIdRequired" : null),
  ),
  email: ruled(
    (v) => normalizeEmail(v).slice(0, EMAIL_MAX),
    (v) => (v === "" ? "check.emailRequired" : isEmail(v) ? null : "check.emailInvalid"),
  ),
});
