// One handler per intent of the reservation form; an intent not listed is refused (400).
import { data } from "react-router";
import { INTENTS, type Intent } from "#app/components/reservation/reservation-schema.ts";
import { applyVoucher } from "./apply-voucher.server.ts";
import { checkReferralCode } from "./check-referral.server.ts";
import { copyUser } from "./copy-user.server.ts";
import { answer, type IntentContext, type IntentHandler } from "./intent-context.server.ts";
import { payNow } from "./pay-now.server.ts";
import { reserve } from "./reserve.server.ts";

export const INTENT_HANDLERS: Record<Intent, IntentHandler> = {
  reserve,
  "copy-user": copyUser,
  "apply-voucher": applyVoucher,
  "check-referral": checkReferralCode,
  "pay-now": payNow,
  // Without JavaScript the room choice is posted to see its payment options and estimate.
  recalc: async (context) => answer(context),
};

/** The handler of a posted intent, or a 400 thrown for anything else. */
export function intentHandler(value: FormDataEntryValue | null): IntentHandler {
  if (typeof value !== "string" || !(INTENTS as readonly string[]).includes(value))
    throw data({ message: "Unknown intent" }, { status: 400 });
  return INTENT_HANDLERS[value as Intent];
}

export type { IntentContext };
