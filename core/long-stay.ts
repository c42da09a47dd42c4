// Long stays by the week, month and year (seed 002 sections 4, 5 and 9): the lengths a guest may
// choose, the dates a stay covers and its price, in one place for the web app and the API.
import { addDays } from "./dates.ts";
import { LONG_STAY_TYPES, type LongStayType } from "./long-stay-types.ts";

export { isLongStayType, LONG_STAY_TYPES, type LongStayType } from "./long-stay-types.ts";

/** Seed 002 section 9: days per unit. */
export const DAYS_PER_UNIT: Record<LongStayType, number> = { weekly: 7, monthly: 30, yearly: 365 };

/** Seed 002 section 7: the two payment options of a long stay. */
export const LONG_STAY_PAYMENT_OPTIONS = ["Transfer", "Transfer Full"] as const;
export type LongStayPaymentOption = (typeof LONG_STAY_PAYMENT_OPTIONS)[number];

/**
 * The preset lengths (in units of the type). The seed names "preset numbers" without listing them:
 * up to 12 weeks, up to 12 months, one year. The longest stay (one year) fixes the inventory
 * horizon together with LONG_STAY_CHECK_IN_DAYS (decision 020).
 */
export const LENGTH_PRESETS: Record<LongStayType, readonly number[]> = {
  weekly: [1, 2, 3, 4, 6, 8, 12],
  monthly: [1, 2, 3, 4, 6, 9, 12],
  yearly: [1],
};

/** A long stay's check-in is today to today + 90 days (decision 020). */
export const LONG_STAY_CHECK_IN_DAYS = 90;

/** Nights of inventory a long stay may need from today: the latest check-in plus the longest stay. */
export const LONG_STAY_HORIZON_NIGHTS =
  LONG_STAY_CHECK_IN_DAYS +
  Math.max(...LONG_STAY_TYPES.map((type) => Math.max(...LENGTH_PRESETS[type]) * DAYS_PER_UNIT[type]));

/** Seed 002 section 5: the preset lengths divisible by the billing period (`per`). */
export function lengthChoices(type: LongStayType, per: number): number[] {
  if (!Number.isInteger(per) || per < 1) return [];
  return LENGTH_PRESETS[type].filter((length) => length % per === 0);
}

/** Nights of a stay of `length` units. */
export function longStayNights(type: LongStayType, length: number): number {
  return length * DAYS_PER_UNIT[type];
}

/** Seed 002 section 4: check-out = check-in + length x 7, 30 or 365 days (YYYY-MM-DD). */
export function longStayCheckOut(checkIn: string, type: LongStayType, length: number): string {
  return addDays(checkIn, longStayNights(type, length));
}

/** The first day of each billing period (every `per` units) from check-in to before check-out. */
export function billingPeriodStarts(checkIn: string, type: LongStayType, length: number, per: number): string[] {
  const step = Math.max(1, per) * DAYS_PER_UNIT[type];
  const nights = longStayNights(type, length);
  const starts: string[] = [];
  for (let day = 0; day < nights; day += step) starts.push(addDays(checkIn, day));
  return starts;
}

export interface LongStayPriceInput {
  /** Length of stay in units of the type. */
  length: number;
  /** stayMonthly.price: the price of `per` units. */
  price: number;
  /** stayMonthly.per: the billing period in units. */
  per: number;
  dpPercent: number;
  /** stayMonthly.promo_idr, taken off what is paid now. */
  promoIdr: number;
  /** 100 to 999 (seed 002 section 9). */
  uniqueCode: number;
}

export interface LongStayPrice {
  subTotal: number;
  dp: number;
  /** The promo actually taken off: promo_idr, at most the down payment (decision 020). */
  promo: number;
  /** Paid now with Transfer: dp + unique code - promo. */
  total: number;
  /** Paid now with Transfer Full: sub total + unique code - promo. */
  totalFull: number;
  /** Left after the down payment with Transfer: sub total - dp. */
  balance: number;
}

/**
 * Seed 002 section 9: sub total = length x price / per; dp = dp_percent of the sub total;
 * total = dp + unique code - promo; total_full = sub total + unique code - promo. Amounts are whole
 * rupiah rounded down; the promo never exceeds the down payment, so no total goes below the code.
 */
export function longStayPrice(input: LongStayPriceInput): LongStayPrice {
  const per = Math.max(1, input.per);
  const subTotal = Math.floor((input.length * input.price) / per);
  const dpPercent = Math.min(Math.max(input.dpPercent, 0), 100);
  const dp = Math.floor((subTotal * dpPercent) / 100);
  const promo = Math.min(Math.max(input.promoIdr, 0), dp);
  return {
    subTotal,
    dp,
    promo,
    total: dp + input.uniqueCode - promo,
    totalFull: subTotal + input.uniqueCode - promo,
    balance: subTotal - dp,
  };
}

/** What the guest pays now for the option chosen. */
export function longStayPayNow(price: LongStayPrice, option: LongStayPaymentOption): number {
  return option === "Transfer Full" ? price.totalFull : price.total;
}

/** Decision 020: the balance of a stay paid by down payment (Transfer) is due by the check-in day. */
export function longStayBalanceDueDate(checkIn: string): string {
  return checkIn;
}

/**
 * What is still owed on a stay booked with a down payment (Transfer) once that down payment is
 * paid: the full total less every paid payment. 0 when nothing is due (Transfer Full, unpaid, or
 * settled in full).
 */
export function longStayBalanceOwed(stay: {
  status: string;
  paymentOption: string;
  totalFull: number;
  paid: number;
}): number {
  if (stay.status !== "Settlement" || stay.paymentOption !== "Transfer" || stay.paid <= 0) return 0;
  return Math.max(0, stay.totalFull - stay.paid);
}

export interface LongStayDue {
  /** "now": paid on the payment page when booking; "balance": the second transfer. */
  kind: "now" | "balance";
  /** YYYY-MM-DD; null for "now" (the day the guest books). */
  date: string | null;
  amount: number;
}

/**
 * Every amount a guest pays for an option, with its date (issue 11: shown before paying). The unique
 * code is drawn by the server at reservation, so `now` is given without it.
 */
export function longStayDues(price: LongStayPrice, option: LongStayPaymentOption, checkIn: string): LongStayDue[] {
  if (option === "Transfer Full") return [{ kind: "now", date: null, amount: price.totalFull }];
  const dues: LongStayDue[] = [{ kind: "now", date: null, amount: price.total }];
  if (price.balance > 0) dues.push({ kind: "balance", date: longStayBalanceDueDate(checkIn), amount: price.balance });
  return dues;
}

/** One line of a long stay's bill, in the order the detail, the PDF and the API show it. */
export interface LongStayBillLine {
  key: "subTotal" | "promo" | "uniqueCode" | "total" | "downPayment" | "paid" | "balance";
  amount: number;
}

export interface LongStayBill {
  /** The price of the stay: sub total - promo + unique code (seed 002 section 9's total_full). */
  total: number;
  /** The down payment (dp_percent of the sub total) of a Transfer stay; null with Transfer Full. */
  downPayment: { percent: number; amount: number } | null;
  paid: number;
  /** What is still owed, with its due date (the check-in day); null when nothing is owed. */
  balance: { amount: number; dueBy: string } | null;
  lines: LongStayBillLine[];
}

/**
 * A booked long stay's bill from its stored amounts and what its payments paid (issue 22): every
 * line that makes the total, then what is paid and what is owed. The one source for the booking
 * detail, the reservation check, the PDF and the API.
 */
export function longStayBill(stay: {
  subTotal: number;
  promoIdr: number;
  uniqueCode: number;
  dp: number;
  dpPercent: number;
  paymentOption: string;
  status: string;
  checkIn: string;
  paid: number;
}): LongStayBill {
  const total = stay.subTotal - stay.promoIdr + stay.uniqueCode;
  const downPayment = stay.paymentOption === "Transfer" ? { percent: stay.dpPercent, amount: stay.dp } : null;
  const owed = longStayBalanceOwed({
    status: stay.status,
    paymentOption: stay.paymentOption,
    totalFull: total,
    paid: stay.paid,
  });
  const balance = owed > 0 ? { amount: owed, dueBy: longStayBalanceDueDate(stay.checkIn) } : null;
  const lines: LongStayBillLine[] = [{ key: "subTotal", amount: stay.subTotal }];
  if (stay.promoIdr > 0) lines.push({ key: "promo", amount: -stay.promoIdr });
  lines.push({ key: "uniqueCode", amount: stay.uniqueCode }, { key: "total", amount: total });
  if (downPayment) lines.push({ key: "downPayment", amount: downPayment.amount });
  if (stay.paid > 0) lines.push({ key: "paid", amount: stay.paid });
  if (balance) lines.push({ key: "balance", amount: balance.amount });
  return { total, downPayment, paid: stay.paid, balance, lines };
}
