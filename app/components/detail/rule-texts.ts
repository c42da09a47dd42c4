// The rule texts of seed 001 section 5, as catalogue keys with their values (detail.json "rules").
import type { VillaRules } from "#core/contract/index.ts";

export interface RuleText {
  key: string;
  values?: Record<string, string | number>;
}

/** 'between X and Y' when a second time exists, else 'after X'; null without any time. */
export function checkInText(rules: Pick<VillaRules, "checkin_first" | "checkin_second">): RuleText | null {
  const { checkin_first: first, checkin_second: second } = rules;
  if (first && second) return { key: "rules.checkInBetween", values: { from: first, to: second } };
  if (first) return { key: "rules.checkInAfter", values: { time: first } };
  if (second) return { key: "rules.checkInAfter", values: { time: second } };
  return null;
}

/**
 * 'between' when the first time exists (and a second one to end it), else 'before' the time there is.
 * A first time alone reads 'before X' (there is no range to be 'between').
 */
export function checkOutText(rules: Pick<VillaRules, "checkout_first" | "checkout_second">): RuleText | null {
  const { checkout_first: first, checkout_second: second } = rules;
  if (first && second) return { key: "rules.checkOutBetween", values: { from: first, to: second } };
  const time = second ?? first;
  return time ? { key: "rules.checkOutBefore", values: { time } } : null;
}

/** 'N days' if day_cancel is not null, else 'not cancellable'. */
export function cancellationText(rules: Pick<VillaRules, "day_cancel">): RuleText {
  return rules.day_cancel !== null && rules.day_cancel !== undefined
    ? { key: "rules.cancelDays", values: { count: rules.day_cancel } }
    : { key: "rules.notCancellable" };
}

/** The refund percent, or 'no refund'. */
export function refundText(rules: Pick<VillaRules, "refund_persent">): RuleText {
  const percent = rules.refund_persent;
  return percent !== null && percent !== undefined && percent > 0
    ? { key: "rules.refundPercent", values: { percent } }
    : { key: "rules.noRefund" };
}

/** The house rules that apply (1 means not allowed). */
export function houseRules(rules: Pick<VillaRules, "no_smoking" | "no_pet" | "no_party">): RuleText[] {
  const list: RuleText[] = [];
  if (rules.no_smoking === 1) list.push({ key: "rules.noSmoking" });
  if (rules.no_pet === 1) list.push({ key: "rules.noPets" });
  if (rules.no_party === 1) list.push({ key: "rules.noParties" });
  return list;
}

/** other_rules, one rule a line, blank lines dropped. */
export function otherRuleLines(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
