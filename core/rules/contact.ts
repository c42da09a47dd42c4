// The contact details every form asks for (seed 000 section 5, seed 001 section 5): the email
// pattern, the phone number and its area code. One definition for the web forms and the API.

/** Lowercase letters, digits and ._%+- before @, then a domain and a 2-3 letter ending (the seed's pattern). */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,3}$/;
/** The same pattern as an HTML `pattern` attribute (browsers read it in `v` mode: `-` escaped). */
export const EMAIL_INPUT_PATTERN = "[a-z0-9._%+\\-]+@[a-z0-9.\\-]+\\.[a-z]{2,3}";
export const EMAIL_MAX = 254;

export const AREA_CODE_PATTERN = /^\+\d{1,4}$/;
export const DEFAULT_AREA_CODE = "+62";
/** The area-code picker of every phone field, Indonesia (the default) first. */
export const AREA_CODES = [
  { code: "+62", country: "ID" },
  { code: "+60", country: "MY" },
  { code: "+65", country: "SG" },
  { code: "+66", country: "TH" },
  { code: "+63", country: "PH" },
  { code: "+84", country: "VN" },
  { code: "+673", country: "BN" },
  { code: "+670", country: "TL" },
  { code: "+61", country: "AU" },
  { code: "+64", country: "NZ" },
  { code: "+81", country: "JP" },
  { code: "+82", country: "KR" },
  { code: "+86", country: "CN" },
  { code: "+852", country: "HK" },
  { code: "+886", country: "TW" },
  { code: "+91", country: "IN" },
  { code: "+966", country: "SA" },
  { code: "+971", country: "AE" },
  { code: "+31", country: "NL" },
  { code: "+49", country: "DE" },
  { code: "+33", country: "FR" },
  { code: "+44", country: "GB" },
  { code: "+1", country: "US" },
] as const;
/** A phone number is digits only (the area code is apart). */
export const PHONE_DIGITS = /^\d+$/;
export const PHONE_MAX = 20;
export const NAME_MAX = 100;

/**
 * A phone number as people type it, made the number the area code goes with (issue 10): spaces,
 * dashes, dots and brackets dropped; the area code typed again in front ("+62812…") dropped; and
 * with +62 the national trunk 0 ("0812…" → "812…"), since +62 0812 is not a number. Other codes
 * keep a leading 0 (the 'no leading zero' rule then explains it). One rule for the forms and /v1.
 */
export function normalizePhoneNumber(number: string, code: string): string {
  let digits = number.replace(/[\s().-]/g, "");
  if (code !== "" && digits.startsWith(code)) digits = digits.slice(code.length);
  if (code === DEFAULT_AREA_CODE && /^0\d/.test(digits)) digits = digits.slice(1);
  return digits;
}

/** An email as the forms compare it: trimmed and lowercased. */
export function normalizeEmail(value: unknown): string {
  return (typeof value === "string" ? value : typeof value === "number" ? String(value) : "").trim().toLowerCase();
}

/** True for a normalized email the seed's pattern accepts (and not longer than an email can be). */
export function isEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

export type GuestPhoneProblem =
  | "phoneRequired"
  | "phoneNumeric"
  | "zeroFirst"
  | "codeInvalid"
  | "phoneTooShort"
  | "tooLong";

/**
 * The fewest digits a reachable phone has with its area code (seed 000 section 9: 'phone minimum
 * 10'), counted with the area code so that a Singapore number (+65, 8 digits) passes and a
 * 3-digit one does not (issue 22; decision 045).
 */
export const GUEST_PHONE_MIN_DIGITS = 10;

/** True when the number and its area code together have fewer digits than a phone can. */
export function phoneTooShort(number: string, code: string = DEFAULT_AREA_CODE): boolean {
  return code.replace(/\D/g, "").length + number.length < GUEST_PHONE_MIN_DIGITS;
}

/**
 * The guest's phone on a reservation (seed 001 section 5): required, digits only, no leading zero
 * ('Tidak Boleh Nol Pertama': the area code carries the country), a valid area code when one is
 * given with it (+62 when not), at least 10 digits with the area code, at most 20 digits. Every
 * failing rule's message key, in that order (a form shows the first). The one phone rule of the
 * reservation forms and of /v1.
 */
export function guestPhoneProblems(number: string, code?: string): GuestPhoneProblem[] {
  const problems: GuestPhoneProblem[] = [];
  if (number === "") problems.push("phoneRequired");
  else if (!PHONE_DIGITS.test(number)) problems.push("phoneNumeric");
  if (number.startsWith("0")) problems.push("zeroFirst");
  const codeValid = code === undefined || AREA_CODE_PATTERN.test(code);
  if (!codeValid) problems.push("codeInvalid");
  else if (PHONE_DIGITS.test(number) && phoneTooShort(number, code)) problems.push("phoneTooShort");
  if (number.length > PHONE_MAX) problems.push("tooLong");
  return problems;
}
