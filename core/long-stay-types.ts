// The three long-stay periods, apart from the rules of core/long-stay.ts: a page that only names or
// links the periods loads these few bytes, not the date and price rules.
export const LONG_STAY_TYPES = ["weekly", "monthly", "yearly"] as const;
export type LongStayType = (typeof LONG_STAY_TYPES)[number];

export function isLongStayType(value: unknown): value is LongStayType {
  return typeof value === "string" && (LONG_STAY_TYPES as readonly string[]).includes(value);
}
