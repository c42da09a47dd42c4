// Shared by the account form schemas: conform drops empty inputs (undefined), the rules of
// core/rules/account.ts (the seed's order) decide, and only the FIRST failing rule is reported, on its
// field, as the seed shows one toast at a time. Messages are keys of the `auth` catalogue; the
// form components translate them.
import { z } from "zod";
import type { Problem } from "#core/rules/account.ts";
import { messageWithValues } from "#app/components/form/messages.tsx";

export const optionalText = z
  .string()
  .optional()
  .transform((v) => v ?? "");

export function reportFirst(problems: Problem[], ctx: z.RefinementCtx): void {
  const first = problems[0];
  if (first) ctx.addIssue({ code: "custom", path: [first.field], message: messageWithValues(first.key, first.values) });
}

/** The form's intent field: several account forms post to one resource route. */
export const ACCOUNT_INTENTS = ["login", "register", "forgot", "reset", "google"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];
