// Check a referral code (seed 001 section 5: empty is 'Referral Code required').
import { checkReferral } from "#app/server/reservation/reservation.server.ts";
import { answer, refuse, type IntentContext } from "./intent-context.server.ts";

export async function checkReferralCode(context: IntentContext) {
  const { values, page } = context;
  values.referralPercent = "";
  const code = values.referralCode.trim();
  if (!code) {
    refuse(context, "referralCode", "referralRequired");
    return answer(context, 400);
  }
  const referral = await checkReferral(code, page.auth?.user.id ?? 0, page.call, page.auth?.token);
  if (!referral.ok) {
    refuse(context, "referralCode", referral.messageKey);
    return answer(context, 400);
  }
  values.referralPercent = String(referral.percent);
  context.notice = { type: "success", key: "promo.referralApplied", values: { percent: referral.percent } };
  return answer(context);
}
