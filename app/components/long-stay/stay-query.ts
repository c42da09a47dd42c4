// A long stay's choices live in the URL (decision 022): the detail page's booking box, the
// checkout page and every link between them carry `checkIn` (MM-DD-YYYY; the date input's
// YYYY-MM-DD is read too), `length` (units of the period) and `guest`; the checkout adds `room`
// and `payment`. One reader corrects what seed 002 section 5 says to correct, and names why.
import { addDays, apiDateToUrl, isApiDate, nightsBetween, urlDateToApi } from "#core/dates.ts";
import { checkLongStayGuests, LONG_STAY_GUESTS_MIN } from "#core/rules/long-stay-guests.ts";
import {
  isLongStayType,
  LONG_STAY_CHECK_IN_DAYS,
  type LongStayPaymentOption,
  type LongStayType,
} from "#core/long-stay.ts";

export type StayNotice = "minToday" | "guestsMin" | "guestsMax" | "checkInMissing" | "tooFar" | "noRoomFree";
export const STAY_NOTICES: readonly StayNotice[] = [
  "minToday",
  "guestsMin",
  "guestsMax",
  "checkInMissing",
  "tooFar",
  "noRoomFree",
];

export interface StayChoice {
  /** YYYY-MM-DD, or null before one is chosen. */
  checkIn: string | null;
  length: number;
  guest: number;
}

/** The period of a /stay-{period}… path, or null. */
export function periodOfPath(pathname: string): LongStayType | null {
  const match = /^\/stay-(weekly|monthly|yearly)(?:\/|$)/.exec(pathname);
  return match && isLongStayType(match[1]) ? match[1] : null;
}

/** A positive id of at most 10 digits, or null. */
export function parseId(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? "";
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function readDate(raw: string | null): string | null {
  const text = raw?.trim() ?? "";
  if (text === "") return null;
  if (isApiDate(text)) return text;
  return urlDateToApi(text);
}

function readWhole(raw: string | null): number | null {
  const text = raw?.trim() ?? "";
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/**
 * The choice in `params`, corrected: a check-in before today becomes today ('Minimal hari ini'),
 * one past the check-in window the window's last day; a length not in `choices` the first choice;
 * guests below 1 become 1 and above `capacity` the capacity ('Maksimal {capacity} tamu').
 */
export function readStayChoice(
  params: URLSearchParams,
  rules: { today: string; choices: readonly number[]; capacity: number },
): { choice: StayChoice; notices: StayNotice[] } {
  const notices: StayNotice[] = [];
  let checkIn = readDate(params.get("checkIn"));
  if (checkIn !== null && checkIn < rules.today) {
    checkIn = rules.today;
    notices.push("minToday");
  } else if (checkIn !== null && nightsBetween(rules.today, checkIn) > LONG_STAY_CHECK_IN_DAYS) {
    checkIn = addDays(rules.today, LONG_STAY_CHECK_IN_DAYS);
    notices.push("tooFar");
  }
  const askedLength = readWhole(params.get("length"));
  const length = askedLength !== null && rules.choices.includes(askedLength) ? askedLength : (rules.choices[0] ?? 1);
  // A missing or unreadable count is the default 1; a typed 0 is told (seed 002 section 5: minimum 1).
  const asked = readWhole(params.get("guest"));
  const { guest, problem } = checkLongStayGuests(asked ?? LONG_STAY_GUESTS_MIN, rules.capacity);
  if (problem) notices.push(problem);
  return { choice: { checkIn, length, guest }, notices };
}

/** The notice named in `?notice=` (a redirect's reason), or none. */
export function readNotices(params: URLSearchParams): StayNotice[] {
  return params.getAll("notice").filter((n): n is StayNotice => (STAY_NOTICES as readonly string[]).includes(n));
}

/** `checkIn=…&length=…&guest=…` (check-in left out while none is chosen). */
export function stayQuery(choice: StayChoice): URLSearchParams {
  const params = new URLSearchParams();
  const url = apiDateToUrl(choice.checkIn);
  if (url) params.set("checkIn", url);
  params.set("length", String(choice.length));
  params.set("guest", String(choice.guest));
  return params;
}

export function detailPath(type: LongStayType, propertyId: number): string {
  return `/stay-${type}/${propertyId}`;
}

export function detailHref(
  type: LongStayType,
  propertyId: number,
  choice: StayChoice,
  notices: readonly StayNotice[] = [],
): string {
  const params = stayQuery(choice);
  for (const notice of notices) params.append("notice", notice);
  return `${detailPath(type, propertyId)}?${params}`;
}

export function checkoutPath(type: LongStayType): string {
  return `/stay-${type}/checkout/reservation-form`;
}

export type PaymentChoice = "dp" | "full";
export const PAYMENT_OPTION_OF: Record<PaymentChoice, LongStayPaymentOption> = {
  dp: "Transfer",
  full: "Transfer Full",
};

export function readPaymentChoice(raw: string | null): PaymentChoice {
  return raw === "full" ? "full" : "dp";
}

export function checkoutHref(
  type: LongStayType,
  propertyId: number,
  choice: StayChoice,
  extra: { room?: number | null; payment?: PaymentChoice; modal?: string; key?: string } = {},
): string {
  const params = new URLSearchParams({ propertyId: String(propertyId) });
  for (const [key, value] of stayQuery(choice)) params.set(key, value);
  if (extra.room) params.set("room", String(extra.room));
  if (extra.payment) params.set("payment", extra.payment);
  if (extra.modal) params.set("modal", extra.modal);
  // The form's key: the unique code stays the same while the guest moves around the checkout.
  if (extra.key) params.set("key", extra.key);
  return `${checkoutPath(type)}?${params}`;
}

/** A checkout form key as the page makes them (crypto.randomUUID). */
export const CHECKOUT_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The checkout's form key: the one in `candidate` when it is one, else a new one. */
export function checkoutKey(candidate: string | null | undefined): string {
  return candidate && CHECKOUT_KEY_PATTERN.test(candidate) ? candidate : crypto.randomUUID();
}
