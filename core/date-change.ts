// Moving a paid nightly booking to new dates (issue 26 item 2, decision 065), as pure functions for
// the API, the page and the tests. The policy window is the cancellation's (core/cancellation.ts):
// a booking that cannot be cancelled now cannot be changed either. The new room total is the
// booking's price math (core/pricing.ts) over the new nights; the discounts the booking was given
// (promo, voucher, referral, referrer promo, points) stay the amounts they were, never more than
// the new subtotal; the unique code stays. The terms' change fee is added; the difference is paid
// as a second payment of the purchase, or, when negative, refunded at the policy's percent.
import { quoteCancellation, type CancellationInput, type CancelRefusal } from "./cancellation.ts";
import { priceNightsAlone, type PricedNight, type PriceNight } from "./pricing.ts";
import { TERMS_FACTS } from "./static-pages/terms-facts.ts";

/**
 * Rupiah per US dollar for the change fee. The terms say the fee is paid "in Rupiah at the day's
 * rate"; no rate source is reachable from this app, so the rate is this one constant (decision 065).
 */
export const CHANGE_FEE_IDR_PER_USD = 16_000;

/** The change fee in rupiah: the terms' 50 USD at CHANGE_FEE_IDR_PER_USD. */
export const CHANGE_FEE_IDR = TERMS_FACTS.changeFeeUsd * CHANGE_FEE_IDR_PER_USD;

/** Why a booking's dates cannot be changed now: the cancellation's reasons, or not paid online in full. */
export type ChangeRefusal = CancelRefusal | "notPaid" | "roomsVary";

/** One room the booking holds each night. */
export interface HeldRoom {
  roomId: number;
  qty: number;
}

/**
 * The rooms a booking holds every night, when every night holds the same ones (the change keeps
 * them); null when its nights differ (a mixed multiple booking cannot be moved as one).
 */
export function sameRoomsEveryNight(
  lines: ReadonlyArray<{ date: string; roomId: number; qty: number }>,
): HeldRoom[] | null {
  const byDate = new Map<string, Map<number, number>>();
  for (const l of lines) {
    const rooms = byDate.get(l.date) ?? new Map<number, number>();
    rooms.set(l.roomId, (rooms.get(l.roomId) ?? 0) + l.qty);
    byDate.set(l.date, rooms);
  }
  const keys = [...byDate.values()].map((rooms) =>
    [...rooms.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([room, qty]) => `${room}:${qty}`)
      .join(","),
  );
  if (keys.length === 0 || keys.some((k) => k !== keys[0])) return null;
  return [...[...byDate.values()][0]!.entries()].sort((a, b) => a[0] - b[0]).map(([roomId, qty]) => ({ roomId, qty }));
}

/** Whether the booking may be moved now: the cancellation's window, paid online in full, the same rooms each night. */
export function changeRefusal(
  input: Omit<CancellationInput, "unpaidHold" | "paid" | "uniqueCode"> & { paidInFull: boolean; sameRooms: boolean },
): ChangeRefusal | null {
  const quote = quoteCancellation({ ...input, unpaidHold: false, paid: 0, uniqueCode: 0 });
  if (quote.refusal) return quote.refusal;
  if (!input.paidInFull) return "notPaid";
  if (!input.sameRooms) return "roomsVary";
  return null;
}

/** What the booking was given, kept as amounts through a change. */
export interface KeptDiscounts {
  promo: number;
  voucher: number;
  referral: number;
  referrerPromo: number;
  points: number;
}

export interface DateChangeInput {
  /** The new nights: every night of the new stay for each held room, with its rate. */
  nights: readonly PriceNight[];
  feePercent: number;
  discounts: KeptDiscounts;
  uniqueCode: number;
  /** The booking's total now (what its stay costs, unique code included). */
  oldTotal: number;
  /** The policy's refund percent; null: no refund. */
  refundPercent: number | null;
  fee?: number;
}

export interface DateChangeQuote {
  /** Each new night priced as booking prices it (rate less the fee percent, less the room promo). */
  nights: PricedNight[];
  subTotal: number;
  /** The discounts taken from the new subtotal: the booking's amounts, at most the subtotal. */
  discounts: number;
  uniqueCode: number;
  newTotal: number;
  oldTotal: number;
  fee: number;
  /** newTotal + fee - oldTotal. */
  difference: number;
  /** Paid through the gateway when the difference is positive. */
  toPay: number;
  refundPercent: number;
  /** floor(-difference × percent / 100) when the difference is negative. */
  refund: number;
}

export function quoteDateChange(input: DateChangeInput): DateChangeQuote {
  const priced = priceNightsAlone(input.nights, input.feePercent);
  const d = input.discounts;
  const discounts = Math.min(priced.subTotal, d.promo + d.voucher + d.referral + d.referrerPromo + d.points);
  const uniqueCode = Math.max(0, Math.floor(input.uniqueCode));
  const newTotal = priced.subTotal - discounts + uniqueCode;
  const fee = input.fee ?? CHANGE_FEE_IDR;
  const difference = newTotal + fee - input.oldTotal;
  const refundPercent = Math.min(100, Math.max(0, input.refundPercent ?? 0));
  return {
    nights: priced.nights,
    subTotal: priced.subTotal,
    discounts,
    uniqueCode,
    newTotal,
    oldTotal: input.oldTotal,
    fee,
    difference,
    toPay: Math.max(0, difference),
    refundPercent,
    refund: difference < 0 ? Math.floor((-difference * refundPercent) / 100) : 0,
  };
}

/**
 * What a change does to the inventory, per (room, night): + units the new stay takes that the old
 * did not, - units the old stay held that the new does not (overlapping nights move nothing).
 * Sorted by (room, date), the order every transaction takes inventory rows in.
 */
export function inventoryDelta(
  oldNights: ReadonlyArray<{ roomId: number; date: string; qty: number }>,
  newNights: ReadonlyArray<{ roomId: number; date: string; qty: number }>,
): Array<{ roomId: number; date: string; qty: number }> {
  const delta = new Map<string, { roomId: number; date: string; qty: number }>();
  const add = (n: { roomId: number; date: string; qty: number }, sign: number) => {
    const key = `${n.roomId}|${n.date}`;
    const prev = delta.get(key) ?? { roomId: n.roomId, date: n.date, qty: 0 };
    delta.set(key, { ...prev, qty: prev.qty + sign * n.qty });
  };
  for (const n of oldNights) add(n, -1);
  for (const n of newNights) add(n, 1);
  return [...delta.values()]
    .filter((n) => n.qty !== 0)
    .sort((a, b) => a.roomId - b.roomId || a.date.localeCompare(b.date));
}
