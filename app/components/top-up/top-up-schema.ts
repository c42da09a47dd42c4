// The store's forms (seed 002 section 5): one zod schema per form for the route's loader or action
// and the browser's onValidate (the form kit), built on the rules of core/rules/top-up.ts. Messages
// are keys of the topup catalogue; the API checks the same rules again with the same words.
import { z } from "zod";
import {
  checkDestination,
  checkPlnForInquiry,
  DESTINATION_OF,
  type DestinationCheck,
  TOP_UP_TYPES,
  type TopUpType,
} from "#core/rules/top-up.ts";

/** Conform sends an empty input as nothing: judge it as "" with `check`, keep the raw text. */
const checked = (check: (value: string) => DestinationCheck) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").slice(0, 100))
    .superRefine((value, ctx) => {
      const result = check(value);
      if (!result.ok) ctx.addIssue({ code: "custom", message: result.message });
    });

const productId = z
  .string({ error: "productRequired" })
  .regex(/^\d{1,9}$/, "productRequired")
  .transform(Number);

function purchaseOf<T extends TopUpType>(type: T) {
  return z.object({
    type: z.literal(type),
    product_id: productId,
    destination: checked((v) => checkDestination(DESTINATION_OF[type], v)),
  });
}

/** A purchase: the tab's type, the chosen product and the destination in its kind's rule. */
export const purchaseSchema = z.discriminatedUnion(
  "type",
  TOP_UP_TYPES.map((type) => purchaseOf(type)) as unknown as [
    ReturnType<typeof purchaseOf<TopUpType>>,
    ...ReturnType<typeof purchaseOf<TopUpType>>[],
  ],
);

/**
 * Credits and data packages: the number whose operator shows the products (the purchase form's own
 * field, so the number looked up is the number bought for); an operator is chosen only for a
 * prefix no operator owns.
 */
export const operatorLookupSchema = z.object({
  destination: checked((v) => checkDestination("phone", v)),
  operator: z
    .string()
    .optional()
    .transform((v) => (v ?? "").slice(0, 40)),
});

/** The PLN account check (the purchase form's own field): empty is 'plnRequired', 10 characters or fewer 'plnInvalid'. */
export const plnCheckSchema = z.object({ destination: checked(checkPlnForInquiry) });
