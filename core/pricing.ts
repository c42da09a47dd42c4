// The price rules of seed 001 section 4, in one place for the web app and the API.

/**
 * The nightly price a guest sees: the rate less the property's fee percent, rounded down
 * ("Room price shown = rate x (100 - fee_percent) / 100, rounded down").
 */
export function shownNightlyPrice(rate: number, feePercent: number): number {
  const fee = Math.min(Math.max(feePercent, 0), 100);
  // Integer arithmetic first, so 150000 * 95 / 100 is exact before flooring.
  return Math.floor((rate * (100 - fee)) / 100);
}

/** Seed 001 section 9: points pay at most half the subtotal; referral promos at most 50%. */
export const POINTS_MAX_SHARE_PERCENT = 50;
export const REFERRAL_PROMO_CAP_PERCENT = 50;
/** Seed 001 section 9: the unique code added to a total is 100 to 999. */
export const UNIQUE_CODE_MIN = 100;
export const UNIQUE_CODE_MAX = 999;

/**
 * The unique code of a reservation attempt, drawn from its idempotency key (FNV-1a): the form that
 * made the key shows the very total the server will charge (issue 10: the estimate differed from
 * the gateway's amount by the two codes' difference). The key is a random UUID per form, so the
 * code is as unpredictable as a fresh draw; a client that picks its own key only picks a code in
 * the same 100 to 999 range it could get anyway.
 */
export function uniqueCodeFor(idempotencyKey: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < idempotencyKey.length; i++) {
    hash ^= idempotencyKey.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return UNIQUE_CODE_MIN + (hash % (UNIQUE_CODE_MAX - UNIQUE_CODE_MIN + 1));
}

/** 0 full, 1 pay at property, 2 DP, 3 Kredivo (seed 001 section 4). */
export type PaymentOption = 0 | 1 | 2 | 3;

export interface PriceNight {
  /** YYYY-MM-DD */
  date: string;
  roomId: number;
  qty: number;
  /** The room's rate for that night (room_inventory.price), before the fee. */
  rate: number;
  /** The room's own promo percent (rooms.promo_percent when is_promo), 0 when none. */
  roomPromoPercent?: number;
}

export interface ReservationPriceInput {
  nights: readonly PriceNight[];
  /** properties.fee_percent: the shown price is the rate less this percent. */
  feePercent: number;
  /** The promo percent step: property promo (plus the site-wide and member promos the server adds). */
  promoPercent: number;
  /** A voucher is a percent (value) or an amount (nominal). */
  voucher?: { percent: number; amount: number } | null;
  /** Percent a referred guest gets with a valid referral code. */
  referralPercent: number;
  /** Sum of the referrer promos chosen; capped at 50. */
  referrerPromoPercent: number;
  /** Points asked for; capped at half the subtotal and at what is left. */
  points: number;
  uniqueCode: number;
  /** properties.dp_multiple_booking (DP percent). */
  dpPercent: number;
  paymentOption: PaymentOption;
}

export interface PricedNight extends PriceNight {
  /** Shown price of one unit for the night: the rate less the fee, then less the room promo. */
  unitPrice: number;
  /** The shown price before the room promo (struck through in the UI when they differ). */
  originalUnitPrice: number;
  amount: number;
}

export interface ReservationPrice {
  nights: PricedNight[];
  subTotal: number;
  promoPercent: number;
  promoAmount: number;
  voucherAmount: number;
  referralPercent: number;
  referralAmount: number;
  referrerPromoPercent: number;
  referrerPromoAmount: number;
  pointsUsed: number;
  uniqueCode: number;
  total: number;
  dpPercent: number;
  /** DP amount (option 2), 0 otherwise. */
  dpAmount: number;
  /** What the gateway collects now: total (0, 3), DP (2), nothing (1). */
  payNow: number;
  /** What is left to pay at the property: total (1), total minus DP (2), 0 otherwise. */
  payAtProperty: number;
}

const clampPercent = (p: number) => Math.min(Math.max(Math.floor(p) || 0, 0), 100);
const percentOf = (amount: number, percent: number) => Math.floor((amount * clampPercent(percent)) / 100);

/** A shown nightly price less the room's own promo percent, rounded down like every price. */
export function afterRoomPromo(shownPrice: number, roomPromoPercent: number): number {
  return shownPrice - percentOf(shownPrice, roomPromoPercent);
}

/**
 * The price order of seed 001 section 4, pure and shared by the reservation form and the API:
 * subtotal; minus promo percent; minus voucher (percent or amount); minus referral; minus referrer
 * promo; minus points; plus unique code. Each percent applies to what is left after the steps
 * before it, every step is floored, and no step takes more than is left (the total never goes
 * below 0). Each discount is returned as the amount actually taken, so the breakdown always adds up:
 * subTotal - promo - voucher - referral - referrerPromo - points + uniqueCode = total.
 */
export function computeReservationPrice(input: ReservationPriceInput): ReservationPrice {
  const nights = input.nights.map((night): PricedNight => {
    const originalUnitPrice = shownNightlyPrice(night.rate, input.feePercent);
    const unitPrice = afterRoomPromo(originalUnitPrice, night.roomPromoPercent ?? 0);
    return { ...night, unitPrice, originalUnitPrice, amount: unitPrice * night.qty };
  });
  const subTotal = nights.reduce((sum, night) => sum + night.amount, 0);
  let left = subTotal;
  const take = (wanted: number) => {
    const taken = Math.min(Math.max(Math.floor(wanted), 0), left);
    left -= taken;
    return taken;
  };

  const promoPercent = clampPercent(input.promoPercent);
  const promoAmount = take(percentOf(left, promoPercent));
  const voucher = input.voucher;
  const voucherAmount = voucher ? take(voucher.percent > 0 ? percentOf(left, voucher.percent) : voucher.amount) : 0;
  const referralPercent = clampPercent(input.referralPercent);
  const referralAmount = take(percentOf(left, referralPercent));
  const referrerPromoPercent = Math.min(clampPercent(input.referrerPromoPercent), REFERRAL_PROMO_CAP_PERCENT);
  const referrerPromoAmount = take(percentOf(left, referrerPromoPercent));
  const pointsUsed = take(Math.min(input.points, maxPointsFor(subTotal)));
  const uniqueCode = Math.max(0, Math.floor(input.uniqueCode));
  const total = left + uniqueCode;

  const dpPercent = clampPercent(input.dpPercent);
  const dpAmount = input.paymentOption === 2 ? percentOf(total, dpPercent) : 0;
  const payNow = input.paymentOption === 1 ? 0 : input.paymentOption === 2 ? dpAmount : total;
  return {
    nights,
    subTotal,
    promoPercent,
    promoAmount,
    voucherAmount,
    referralPercent,
    referralAmount,
    referrerPromoPercent,
    referrerPromoAmount,
    pointsUsed,
    uniqueCode,
    total,
    dpPercent,
    dpAmount,
    payNow,
    payAtProperty: total - payNow,
  };
}

/** Points can pay at most half the subtotal (floored). */
export function maxPointsFor(subTotal: number): number {
  return Math.floor((Math.max(subTotal, 0) * POINTS_MAX_SHARE_PERCENT) / 100);
}

/** A booking's price inputs with no discount of any kind and no unique code. */
export const NO_DISCOUNTS = {
  promoPercent: 0,
  voucher: null,
  referralPercent: 0,
  referrerPromoPercent: 0,
  points: 0,
  uniqueCode: 0,
} as const satisfies Partial<ReservationPriceInput>;

/** The nights alone priced as a booking prices them (no discount, no code): each night and their subtotal. */
export function priceNightsAlone(
  nights: readonly PriceNight[],
  feePercent: number,
): Pick<ReservationPrice, "nights" | "subTotal"> {
  const { nights: priced, subTotal } = computeReservationPrice({
    nights,
    feePercent,
    ...NO_DISCOUNTS,
    dpPercent: 0,
    paymentOption: 0,
  });
  return { nights: priced, subTotal };
}
