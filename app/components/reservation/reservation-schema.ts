// The reservation form's fields and rules (seed 001 sections 3 and 5): one schema for the action
// and for the browser (onValidate). Field rules come from core/rules; the checks that depend on
// the stay (the rooms chosen, the payment options they allow, the points the member may use) read
// a `ReservationChecks` the server and the page each compute from the same functions. Only the
// reserve intent is checked: the other intents (apply a code, copy the member, recalculate) post
// whatever is typed. Messages are keys of reservation.json "errors".
import { z } from "zod";
import {
  AREA_CODE_PATTERN,
  guestPhoneProblems,
  isEmail,
  normalizeEmail,
  normalizePhoneNumber,
} from "#core/rules/contact.ts";
import { paymentOptionRefusal, type PaymentOptionContext } from "#core/rules/payment-options.ts";
import {
  ADDRESS_MAX,
  ARRIVAL_HOURS,
  GUEST_NAME_MAX,
  ID_NUMBER_MAX,
  type PointsAllowance,
  pointsOverAllowance,
  pointsProblem,
  REFERRAL_CODE_MAX,
  SPECIAL_REQUEST_MAX,
  VOUCHER_CODE_MAX,
} from "#core/rules/reservation.ts";
import { REFERRAL_PROMO_CAP_PERCENT, type PaymentOption } from "#core/pricing.ts";
import { ruledField, textField } from "#app/components/form/schema-fields.ts";

export const INTENTS = ["reserve", "copy-user", "apply-voucher", "check-referral", "recalc", "pay-now"] as const;
export type Intent = (typeof INTENTS)[number];

export interface ReservationChecks {
  payment: PaymentOptionContext;
  /** notAvailable of the chosen rooms (room-selection.ts). */
  blocked: boolean;
  /** Points allowed for this subtotal and balance (the page knows it; the API checks it again). */
  points?: PointsAllowance;
  /** The referrer promos ticked, in percent (capped at 50). */
  referrerPromoPercent?: number;
}

const atMost =
  (max: number, key = "tooLong") =>
  (value: string) =>
    value.length > max ? key : null;

function reserveFields(checks: ReservationChecks) {
  return z
    .object({
      intent: z.literal("reserve").optional(),
      guestName: ruledField((v) => (v === "" ? "nameRequired" : atMost(GUEST_NAME_MAX)(v))),
      guestIdNumber: ruledField(atMost(ID_NUMBER_MAX)),
      areaCode: ruledField((v) => (AREA_CODE_PATTERN.test(v) ? null : "codeInvalid")),
      // Judged with its area code below ("08…" with +62 is the number "8…").
      guestNoTelp: textField(),
      guestEmail: ruledField((v) => (v === "" ? "emailRequired" : isEmail(normalizeEmail(v)) ? null : "emailInvalid")),
      guestAddress: ruledField(atMost(ADDRESS_MAX)),
      // Not trimmed for the count: the counter shows what was typed.
      specialRequest: ruledField(atMost(SPECIAL_REQUEST_MAX, "specialRequestTooLong"), true),
      optionPay: ruledField((v) => {
        const option = v === "" ? 0 : Number(v);
        if (![0, 1, 2, 3].includes(option)) return "optionNotAvailable";
        const refusal = paymentOptionRefusal(option as PaymentOption, checks.payment);
        return refusal === null ? null : refusal === "kredivoLogin" ? "kredivoLogin" : "optionNotAvailable";
      }),
      hourArrival: textField(),
      points: ruledField((v) => {
        const problem = pointsProblem(v);
        if (problem || v === "") return problem;
        if (!checks.payment.loggedIn) return "pointsLogin";
        return checks.points ? pointsOverAllowance(Number(v), checks.points) : null;
      }),
      kodeVoucher: ruledField(atMost(VOUCHER_CODE_MAX)),
      referralCode: ruledField(atMost(REFERRAL_CODE_MAX)),
      // Not inputs: the referrer promos ticked and the rooms chosen, judged from the checks.
      referrerPromos: ruledField(() =>
        (checks.referrerPromoPercent ?? 0) > REFERRAL_PROMO_CAP_PERCENT ? "referralPromoMax" : null,
      ),
      rooms: ruledField(() => (checks.blocked ? "cannotBook" : null)),
    })
    .superRefine((value, ctx) => {
      const phoneProblem = guestPhoneProblems(normalizePhoneNumber(value.guestNoTelp, value.areaCode))[0];
      if (phoneProblem) ctx.addIssue({ code: "custom", path: ["guestNoTelp"], message: phoneProblem });
      // Pay at property asks for the arrival hour (seed 001 section 5).
      if (Number(value.optionPay) === 1 && !ARRIVAL_HOURS.includes(value.hourArrival))
        ctx.addIssue({ code: "custom", path: ["hourArrival"], message: "hourArrivalRequired" });
    });
}

export function reservationSchema(checks: ReservationChecks) {
  return z.discriminatedUnion("intent", [
    reserveFields(checks),
    z.object({
      intent: z.enum(
        INTENTS.filter((i) => i !== "reserve") as ["copy-user", "apply-voucher", "check-referral", "recalc", "pay-now"],
      ),
    }),
  ]);
}

/** The fields as typed (what the form re-renders after any submission). */
export const TEXT_FIELDS = [
  "guestName",
  "guestIdNumber",
  "areaCode",
  "guestNoTelp",
  "guestEmail",
  "guestAddress",
  "specialRequest",
  "optionPay",
  "hourArrival",
  "kodeVoucher",
  "referralCode",
  "points",
  "idempotencyKey",
  "uniqueCode",
  "voucherPercent",
  "voucherAmount",
  "referralPercent",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type FormValues = Record<TextField, string> & { referrerPromos: string[] };

export function readValues(form: FormData, defaults: FormValues): FormValues {
  const values = { ...defaults };
  for (const name of TEXT_FIELDS) {
    const v = form.get(name);
    if (typeof v === "string") values[name] = v;
  }
  values.referrerPromos = form
    .getAll("referrerPromo")
    .filter((v): v is string => typeof v === "string" && /^\d+$/.test(v));
  return values;
}
