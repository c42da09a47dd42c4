// The reservation form's fields and rules (seed 001 sections 3 and 5), one schema for the action
// and the component. Messages are keys of reservation.json "errors".
import { z } from "zod";
import { MAX_GUEST_NAME, SPECIAL_REQUEST_MAX } from "./reservation-constants.ts";

/** Seed 000 section 5: lowercase letters, digits and ._%+- before @, a domain and a 2-3 letter ending. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,3}$/;
export const AREA_CODE_PATTERN = /^\+\d{1,4}$/;

export const INTENTS = ["reserve", "copy-user", "apply-voucher", "check-referral", "recalc"] as const;
export type Intent = (typeof INTENTS)[number];

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : "");

export const guestSchema = z.object({
  guestName: z.preprocess(trimmed, z.string().min(1, "nameRequired").max(MAX_GUEST_NAME, "tooLong")),
  guestIdNumber: z.preprocess(trimmed, z.string().max(50, "tooLong")),
  areaCode: z.preprocess(trimmed, z.string().regex(AREA_CODE_PATTERN, "codeInvalid")),
  guestNoTelp: z.preprocess(
    trimmed,
    z
      .string()
      .min(1, "phoneRequired")
      .regex(/^\d+$/, "phoneNumeric")
      .refine((v) => !v.startsWith("0"), "zeroFirst")
      .refine((v) => v.length <= 20, "tooLong"),
  ),
  guestEmail: z.preprocess((v) => trimmed(v).toLowerCase(), z.string().min(1, "emailRequired").regex(EMAIL_PATTERN, "emailInvalid")),
  guestAddress: z.preprocess(trimmed, z.string().max(500, "tooLong")),
  // Not trimmed for the count: the counter shows what was typed.
  specialRequest: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().max(SPECIAL_REQUEST_MAX, "specialRequestTooLong")),
});

export const paymentSchema = z.object({
  optionPay: z.preprocess((v) => (v === undefined || v === "" ? 0 : Number(v)), z.number().int().min(0).max(3)),
  hourArrival: z.preprocess(trimmed, z.string()),
  /** Points: digits, no leading zero (seed 001 section 5: 'Tidak Boleh Nol Pertama'). */
  points: z.preprocess(trimmed, z.string().refine((v) => v === "" || /^\d+$/.test(v), "pointsInvalid").refine((v) => !/^0\d*$/.test(v) || v === "", "zeroFirst")),
  kodeVoucher: z.preprocess(trimmed, z.string().max(40, "tooLong")),
  referralCode: z.preprocess(trimmed, z.string().max(32, "tooLong")),
});

export const reservationSchema = guestSchema.extend(paymentSchema.shape);
export type ReservationFields = z.output<typeof reservationSchema>;

/** The text fields as typed (what the form re-renders after any submission). */
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
  values.referrerPromos = form.getAll("referrerPromo").filter((v): v is string => typeof v === "string" && /^\d+$/.test(v));
  return values;
}

/** Field errors as message keys, by field name (the first message of each field). */
export function fieldErrors(values: FormValues): Partial<Record<TextField | "rooms" | "form", string>> {
  const result = reservationSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<TextField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TextField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
