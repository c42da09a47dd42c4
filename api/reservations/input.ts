// The reservation payload of seed 001 section 3 (form-encoded or JSON), read with zod into one
// shape for the single and the multiple call. Messages are keys of the booking, auth and
// validation catalogues; parseInput turns them into 422 field errors in the caller's language.
import { z } from "zod";
import { EMAIL_PATTERN, splitPhone } from "../auth/rules.ts";
import { isApiDate, urlDateToApi } from "#app/lib/dates.ts";

export const SPECIAL_REQUEST_MAX = 670;
export const GUESTS_MAX = 8;
export const ROOM_QTY_MAX = 20;
/** 14:00 to 23:30 in half hours (seed 001: default arrival 14:00). */
export const ARRIVAL_HOURS: readonly string[] = Array.from({ length: 20 }, (_, i) => `${String(14 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const optionalText = (max: number, key = "tooLong") => z.preprocess((v) => (v === undefined || v === null ? "" : text(v).trim()), z.string().max(max, { message: key }));
/** A date in YYYY-MM-DD, or the URL's MM-DD-YYYY (the web app may pass either). */
const stayDate = z.preprocess((v) => {
  const s = text(v).trim();
  return isApiDate(s) ? s : (urlDateToApi(s) ?? s);
}, z.string());
const wholeNumber = (key: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === "" ? undefined : typeof v === "number" ? v : /^\d{1,9}$/.test(text(v).trim()) ? Number(text(v).trim()) : NaN), z.number({ message: key }).int({ message: key }));

/** referral_obtaineds: an array, a JSON array string, or "1,2,3". */
const idList = z.preprocess((v) => {
  if (v === undefined || v === null || v === "") return [];
  if (Array.isArray(v)) return v;
  const s = text(v).trim();
  if (s.startsWith("[")) {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      return NaN;
    }
  }
  return s.split(",").map((x) => x.trim()).filter(Boolean);
}, z.array(z.coerce.number().int().positive()).max(20));

const common = {
  arrival: stayDate,
  departure: stayDate,
  name: z.preprocess((v) => text(v).trim(), z.string().min(1, { message: "nameRequired" }).max(100, { message: "tooLong" })),
  guest: z.preprocess((v) => (v === undefined || v === "" ? undefined : v), z.coerce.number({ message: "guestsMin" }).int({ message: "guestsMin" }).min(1, { message: "guestsMin" }).max(GUESTS_MAX, { message: "guestsMax" })),
  phone: z.preprocess(
    (v) => splitPhone(v, undefined),
    z
      .object({ code: z.string(), phone: z.string() })
      .refine((p) => p.phone !== "", { message: "phoneRequired" })
      .refine((p) => p.phone === "" || /^\d+$/.test(p.phone), { message: "phoneNumeric" })
      .refine((p) => !p.phone.startsWith("0"), { message: "zeroFirst" })
      .refine((p) => /^\+\d{1,4}$/.test(p.code), { message: "codeInvalid" })
      .refine((p) => p.phone.length <= 20, { message: "tooLong" }),
  ),
  email: z.preprocess((v) => text(v).trim().toLowerCase(), z.string().min(1, { message: "emailRequired" }).max(254, { message: "emailInvalid" }).regex(EMAIL_PATTERN, { message: "emailInvalid" })),
  propertyId: z.coerce.number({ message: "propertyNotFound" }).int({ message: "propertyNotFound" }).positive({ message: "propertyNotFound" }),
  lang: z.preprocess((v) => (v === "en" || v === "2" || v === 2 ? "en" : "id"), z.enum(["id", "en"])),
  voucherCode: optionalText(40),
  nip: optionalText(50),
  address: optionalText(500),
  specialRequest: optionalText(SPECIAL_REQUEST_MAX, "specialRequestTooLong"),
  payment_option: z.preprocess((v) => (v === undefined || v === "" ? 0 : v), z.coerce.number({ message: "paymentOptionInvalid" }).int({ message: "paymentOptionInvalid" }).min(0, { message: "paymentOptionInvalid" }).max(3, { message: "paymentOptionInvalid" })),
  referral_code: optionalText(32),
  hour_arrival: optionalText(5),
  point: z.preprocess((v) => (v === undefined || v === null || v === "" ? 0 : v), wholeNumber("pointsInvalid").pipe(z.number().min(0, { message: "pointsInvalid" }))),
  referral_obtaineds: idList,
  user_Id: z.preprocess((v) => (v === undefined || v === null || v === "" || v === "0" || v === 0 || v === "null" || v === "undefined" ? undefined : v), z.coerce.number({ message: "userMismatch" }).int({ message: "userMismatch" }).positive({ message: "userMismatch" }).optional()),
  order_from: optionalText(20),
  payment_method: optionalText(40),
  idempotency_key: z.preprocess((v) => (v === undefined || v === null || v === "" ? undefined : text(v).trim()), z.string().regex(/^[\w.:-]{8,100}$/, { message: "invalidInput" }).optional()),
};

export const singleReservationSchema = z.object({
  ...common,
  roomId: z.coerce.number({ message: "roomNotFound" }).int({ message: "roomNotFound" }).positive({ message: "roomNotFound" }),
});

const detailsSchema = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return NaN;
    }
  },
  z
    .array(
      z.object({
        date: stayDate,
        rooms: z
          .array(
            z.object({
              room_id: z.coerce.number({ message: "detailsInvalid" }).int({ message: "detailsInvalid" }).positive({ message: "detailsInvalid" }),
              qty: z.coerce.number({ message: "qtyInvalid" }).int({ message: "qtyInvalid" }).min(1, { message: "qtyInvalid" }).max(ROOM_QTY_MAX, { message: "qtyInvalid" }),
            }),
            { message: "detailsInvalid" },
          )
          .min(1, { message: "detailsRequired" })
          .max(20, { message: "detailsInvalid" }),
      }),
      { message: "detailsInvalid" },
    )
    .min(1, { message: "detailsRequired" })
    .max(90, { message: "detailsInvalid" }),
);

export const multipleReservationSchema = z.object({ ...common, details: detailsSchema });

export type SingleReservationInput = z.output<typeof singleReservationSchema>;
export type MultipleReservationInput = z.output<typeof multipleReservationSchema>;
export type ReservationInput = Omit<SingleReservationInput, "roomId"> & { roomId?: number; details?: MultipleReservationInput["details"] };
