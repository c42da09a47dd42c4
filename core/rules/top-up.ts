// The top-up and bills store's rules (seed 002 sections 5 and 9, seed 001 section 3): the product
// types, the operators' number prefixes and their detection, each kind's destination rule and its
// message key (catalogue `topup`), the total and the history's statuses. One definition for the
// web forms and the API.

// The history's groups and the store's tabs (./top-up-types.ts).
export { DEFAULT_TOP_UP_TAB, isTopUpType, TOP_UP_TABS, TOP_UP_TYPES, type TopUpType } from "./top-up-types.ts";
import type { TopUpType } from "./top-up-types.ts";

/** The Indonesian mobile operators' prefixes (0 form). Numbers move between operators: a hint. */
export const OPERATOR_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Telkomsel: ["0811", "0812", "0813", "0821", "0822", "0823", "0851", "0852", "0853"],
  Indosat: ["0814", "0815", "0816", "0855", "0856", "0857", "0858"],
  XL: ["0817", "0818", "0819", "0859", "0877", "0878"],
  Axis: ["0831", "0832", "0833", "0838"],
  Tri: ["0895", "0896", "0897", "0898", "0899"],
  Smartfren: ["0881", "0882", "0883", "0884", "0885", "0886", "0887", "0888", "0889"],
};

/** The digits a detection starts from (seed 002 section 4: once 3 or more are typed). */
export const DETECT_MIN_DIGITS = 3;

/**
 * A mobile number in its 0 form: spaces, dots and dashes dropped, +62 or 62 turned into 0.
 * Anything else but digits stays, so the rules below refuse it.
 */
export function localMsisdn(input: string): string {
  const compact = input.trim().replace(/[\s.-]/g, "");
  if (compact.startsWith("+62")) return `0${compact.slice(3)}`;
  if (compact.startsWith("62")) return `0${compact.slice(2)}`;
  return compact;
}

export type OperatorDetection = { status: "tooShort" } | { status: "unknown" } | { status: "found"; operator: string };

/**
 * The operator of a number from its first four digits (0 form). Under 3 digits typed: too short;
 * with 3 the four-digit prefixes cannot be told apart yet, so also too short.
 */
export function detectOperator(
  input: string,
  table: Readonly<Record<string, readonly string[]>> = OPERATOR_PREFIXES,
): OperatorDetection {
  const number = localMsisdn(input);
  if (!/^\d*$/.test(number)) return { status: "unknown" };
  if (number.length < 4) return { status: "tooShort" };
  const prefix = number.slice(0, 4);
  for (const [operator, prefixes] of Object.entries(table))
    if (prefixes.includes(prefix)) return { status: "found", operator };
  return { status: "unknown" };
}

/**
 * Whether an operator's product may be sold to a number: a number whose prefix names an operator
 * takes only that operator's products (Indonesia has no number portability); a prefix we do not
 * know takes the buyer's choice. `{ ok: false, operator }` names the number's own operator.
 */
export function operatorFits(input: string, productOperator: string): { ok: true } | { ok: false; operator: string } {
  const detection = detectOperator(input);
  if (detection.status !== "found" || detection.operator === productOperator) return { ok: true };
  return { ok: false, operator: detection.operator };
}

/** The destination each kind asks for: the wire field name of its purchase call. */
export type Destination = "phone" | "plnNumber" | "ewalletNumber" | "ticketDestination" | "emoneyCard" | "gameId";

export const DESTINATION_OF: Readonly<Record<TopUpType, Destination>> = {
  credits: "phone",
  data_packages: "phone",
  pln_token: "plnNumber",
  ewallets: "ewalletNumber",
  movie_tickets: "ticketDestination",
  emoneys: "emoneyCard",
  voucher_games: "gameId",
};

interface DestinationRule {
  /** Message key when empty. */
  required: string;
  /** Message key when too short or malformed. */
  invalid: string;
  min: number;
  max: number;
  pattern: RegExp;
  /** The stored form of a valid value (e.g. the 0 form of a phone number). */
  normalize: (value: string) => string;
}

const digits = /^\d+$/;
const trimmed = (value: string) => value.trim();

/** Seed 002 section 5 (minimums) with a maximum no real number exceeds. */
export const DESTINATION_RULES: Readonly<Record<Destination, DestinationRule>> = {
  phone: {
    required: "phoneInvalid",
    invalid: "phoneInvalid",
    min: 9,
    max: 16,
    pattern: digits,
    normalize: localMsisdn,
  },
  ewalletNumber: {
    required: "ewalletRequired",
    invalid: "ewalletInvalid",
    min: 9,
    max: 16,
    pattern: digits,
    normalize: localMsisdn,
  },
  plnNumber: { required: "plnRequired", invalid: "plnInvalid", min: 5, max: 20, pattern: digits, normalize: trimmed },
  ticketDestination: {
    required: "ticketRequired",
    invalid: "ticketInvalid",
    min: 5,
    max: 16,
    pattern: digits,
    normalize: localMsisdn,
  },
  emoneyCard: {
    required: "emoneyRequired",
    invalid: "emoneyInvalid",
    min: 5,
    max: 20,
    pattern: digits,
    normalize: (v) => v.replace(/[\s-]/g, ""),
  },
  gameId: {
    required: "gameIdRequired",
    invalid: "gameIdInvalid",
    min: 4,
    max: 40,
    pattern: /^[A-Za-z0-9()#._-]+$/,
    normalize: (v) => v.replace(/\s/g, ""),
  },
};

export type DestinationCheck = { ok: true; value: string } | { ok: false; message: string };

/** A purchase's destination: its normalized value, or the first failing rule's message key. */
export function checkDestination(destination: Destination, raw: unknown): DestinationCheck {
  const rule = DESTINATION_RULES[destination];
  const text = typeof raw === "string" ? raw : typeof raw === "number" ? String(raw) : "";
  if (text.trim() === "") return { ok: false, message: rule.required };
  const value = rule.normalize(text);
  if (value.length < rule.min || value.length > rule.max || !rule.pattern.test(value))
    return { ok: false, message: rule.invalid };
  return { ok: true, value };
}

/** The PLN account check needs more than 10 characters (seed 002 sections 5 and 9). */
export const PLN_CHECK_MIN = 11;

/** The PLN number at the account check: its value, or 'plnRequired' / 'plnInvalid'. */
export function checkPlnForInquiry(raw: unknown): DestinationCheck {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text === "") return { ok: false, message: "plnRequired" };
  if (text.length < PLN_CHECK_MIN || text.length > 20 || !digits.test(text))
    return { ok: false, message: "plnInvalid" };
  return { ok: true, value: text };
}

/** Only an 'Open' product can be bought; anything else is under disruption ('productDisrupted'). */
export function isBuyable(status: string): boolean {
  return status === "Open";
}

/** A credit's or data package's validity in days, from the catalogue's "30 hari" (null when it says something else). */
export function activeDays(period: string | null | undefined): number | null {
  const match = /^\s*(\d{1,4})\s*(hari|days?)\s*$/i.exec(period ?? "");
  return match ? Number(match[1]) : null;
}

/** What the buyer pays: the price plus the admin fee (whole rupiah). */
export function topUpTotal(product: { price: number; adminFee: number }): number {
  return product.price + product.adminFee;
}

/** A PLN token (20 digits) grouped by 4 for reading: "1234 5678 9012 3456 7890". */
export function groupToken(token: string): string {
  return token.replace(/\s/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Where a top-up stands, as the history shows it: waiting for payment, paid (not yet sent to the
 * biller), processing at the biller, success, failed (at the biller: refund pending), refunded,
 * declined (the payment was denied, cancelled or failed at the gateway: nothing was charged) and
 * expired (the payment was never finished). Declined and expired are different outcomes.
 */
export const TOP_UP_STATUSES = [
  "waiting",
  "paid",
  "processing",
  "success",
  "failed",
  "refunded",
  "declined",
  "expired",
] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

export function isTopUpStatus(value: unknown): value is TopUpStatus {
  return typeof value === "string" && (TOP_UP_STATUSES as readonly string[]).includes(value);
}

/** The payment's end without money, by the payments domain's reason (api/payments/purchase.ts ReleaseReason). */
export function unpaidTopUpStatus(reason: "failed" | "expired"): TopUpStatus {
  return reason === "failed" ? "declined" : "expired";
}

/** The statuses of a purchase whose payment ended without money (a late payment may still revive it). */
export function isTopUpUnpaid(status: string): boolean {
  return status === "declined" || status === "expired";
}

/** The statuses still moving (shown with the expected time). */
export function isTopUpActive(status: TopUpStatus): boolean {
  return status === "waiting" || status === "paid" || status === "processing";
}
