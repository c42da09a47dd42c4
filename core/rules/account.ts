// The account forms' checks as pure functions, in the seed's order (seed 000 section 5): each
// answers an ordered list of problems, field and message key of the auth catalogue. The first
// problem is the toast the seed shows; the list in order is every toast.
import {
  AREA_CODE_PATTERN,
  DEFAULT_AREA_CODE,
  isEmail,
  NAME_MAX,
  normalizeEmail,
  normalizePhoneNumber,
  PHONE_DIGITS,
  PHONE_MAX,
} from "./contact.ts";
import { ADDRESS_MAX, ID_NUMBER_MAX } from "./reservation.ts";

// The contact rules live in contact.ts; these names stay importable from here.
export {
  AREA_CODE_PATTERN,
  DEFAULT_AREA_CODE,
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MAX,
  normalizeEmail,
  PHONE_MAX,
} from "./contact.ts";

export interface Problem {
  field: string;
  key: string;
  values?: Record<string, number>;
}

export const PASSWORD_MIN = 5;
export const PHONE_MIN = 10;
/** argon2 hashes any length; a cap keeps a megabyte password from being a cheap CPU attack. */
export const PASSWORD_MAX = 200;
/** Free-text fields (address): the same cap as the reservation's address. */
export const TEXT_MAX = ADDRESS_MAX;

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/**
 * A phone as the number and its area code. Accepts the number with a separate `code` (default
 * +62) or the seeds' joined "code-number" form ("+62-81234567890"); the number normalised
 * (normalizePhoneNumber: "0812…" with +62 is "812…").
 */
export function splitPhone(phone: unknown, code: unknown): { code: string; phone: string } {
  const raw = str(phone).replace(/\s+/g, "");
  const joined = /^(\+\d{1,4})-(.*)$/.exec(raw);
  if (joined) return { code: joined[1]!, phone: normalizePhoneNumber(joined[2]!, joined[1]!) };
  const given = str(code).trim();
  const areaCode = given === "" ? DEFAULT_AREA_CODE : given.startsWith("+") ? given : `+${given}`;
  return { code: areaCode, phone: normalizePhoneNumber(raw, areaCode) };
}

/** A person's name and phone (with its area code), as the account forms send them. */
function readNameAndPhone(body: Record<string, unknown>): { name: string; code: string; phone: string } {
  return { name: str(body.name).trim(), ...splitPhone(body.phone, body.code) };
}

/** A form's problems as they are found: `add` one with its field, message key and values. */
function problemList() {
  const problems: Problem[] = [];
  const add = (field: string, key: string, values?: Record<string, number>) =>
    problems.push({ field, key, ...(values && { values }) });
  return { problems, add };
}

export interface RegisterInput {
  name: string;
  email: string;
  code: string;
  phone: string;
  password: string;
  /** Undefined when the client did not send a confirmation (the seed's payload has none). */
  repeatPassword: string | undefined;
}

export function readRegisterInput(body: Record<string, unknown>): RegisterInput {
  const repeat = body.repeatPassword ?? body.konfirpass;
  return {
    ...readNameAndPhone(body),
    email: normalizeEmail(body.email),
    password: str(body.password),
    repeatPassword: repeat === undefined ? undefined : str(repeat),
  };
}

/** Register, in the seed's order (1-7), then the input patterns and length caps. */
export function registerProblems(input: RegisterInput): Problem[] {
  const { problems, add } = problemList();
  if (input.name === "") add("name", "nameRequired");
  if (input.email === "") add("email", "emailRequired");
  if (input.phone === "") add("phone", "phoneRequired");
  if (input.password === "") add("password", "passwordRequired");
  else if (input.password.length < PASSWORD_MIN) add("password", "passwordMin");
  if (input.phone !== "" && input.phone.length < PHONE_MIN) add("phone", "phoneMin");
  if (input.repeatPassword !== undefined && input.password !== "" && input.repeatPassword !== input.password)
    add("repeatPassword", "passwordConfirmation");
  if (input.email !== "" && !isEmail(input.email)) add("email", "emailInvalid");
  if (input.phone !== "" && !PHONE_DIGITS.test(input.phone)) add("phone", "phoneNumeric");
  if (!AREA_CODE_PATTERN.test(input.code)) add("code", "codeInvalid");
  if (input.name.length > NAME_MAX) add("name", "fieldTooLong", { max: NAME_MAX });
  if (input.phone.length > PHONE_MAX) add("phone", "fieldTooLong", { max: PHONE_MAX });
  if (input.password.length > PASSWORD_MAX) add("password", "fieldTooLong", { max: PASSWORD_MAX });
  return problems;
}

/** A new password with its confirmation (reset, change): `mismatchKey` names the mismatch message. */
export function newPasswordProblems(
  password: string,
  repeatPassword: string | undefined,
  mismatchKey: string,
): Problem[] {
  const { problems, add } = problemList();
  if (password === "") add("password", "passwordRequired");
  else if (password.length < PASSWORD_MIN) add("password", "passwordMin");
  else if (password.length > PASSWORD_MAX) add("password", "fieldTooLong", { max: PASSWORD_MAX });
  if (repeatPassword !== undefined && password !== "" && repeatPassword !== password)
    add("repeatPassword", mismatchKey);
  return problems;
}

export interface ProfileInput {
  name: string;
  code: string;
  phone: string;
  idNumber: string | undefined;
  address: string | undefined;
}

export function readProfileInput(body: Record<string, unknown>): ProfileInput {
  const idNumber = body.idNumber ?? body.IdNumber;
  return {
    ...readNameAndPhone(body),
    idNumber: idNumber === undefined ? undefined : str(idNumber).trim(),
    address: body.address === undefined ? undefined : str(body.address).trim(),
  };
}

/** Edit profile (seed 001 section 5): name and phone required, phone numeric, code default +62. */
export function profileProblems(input: ProfileInput): Problem[] {
  const { problems, add } = problemList();
  if (input.name === "") add("name", "nameRequired");
  if (input.phone === "") add("phone", "phoneRequired");
  else if (!PHONE_DIGITS.test(input.phone)) add("phone", "phoneNumeric");
  if (!AREA_CODE_PATTERN.test(input.code)) add("code", "codeInvalid");
  if (input.name.length > NAME_MAX) add("name", "fieldTooLong", { max: NAME_MAX });
  if (input.phone.length > PHONE_MAX) add("phone", "fieldTooLong", { max: PHONE_MAX });
  if ((input.idNumber?.length ?? 0) > ID_NUMBER_MAX) add("idNumber", "fieldTooLong", { max: ID_NUMBER_MAX });
  if ((input.address?.length ?? 0) > TEXT_MAX) add("address", "fieldTooLong", { max: TEXT_MAX });
  return problems;
}
