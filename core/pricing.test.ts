import { describe, expect, it } from "vitest";
import {
  computeReservationPrice,
  maxPointsFor,
  NO_DISCOUNTS,
  shownNightlyPrice,
  UNIQUE_CODE_MAX,
  UNIQUE_CODE_MIN,
  uniqueCodeFor,
  type ReservationPriceInput,
} from "./pricing.ts";

describe("uniqueCodeFor (the form and the server draw the same code from the idempotency key)", () => {
  it("is fixed for a key, inside 100 to 999, and spread over keys", () => {
    expect(uniqueCodeFor("a-key")).toBe(uniqueCodeFor("a-key"));
    const codes = Array.from({ length: 500 }, () => uniqueCodeFor(crypto.randomUUID()));
    expect(Math.min(...codes)).toBeGreaterThanOrEqual(UNIQUE_CODE_MIN);
    expect(Math.max(...codes)).toBeLessThanOrEqual(UNIQUE_CODE_MAX);
    expect(new Set(codes).size).toBeGreaterThan(300);
  });
});

describe("shownNightlyPrice", () => {
  it("is the rate when there is no fee", () => {
    expect(shownNightlyPrice(750_000, 0)).toBe(750_000);
  });
  it("takes the fee percent off and rounds down", () => {
    expect(shownNightlyPrice(333_333, 10)).toBe(299_999);
    expect(shownNightlyPrice(150_001, 5)).toBe(142_500);
  });
  it("clamps a fee outside 0 to 100", () => {
    expect(shownNightlyPrice(100_000, -5)).toBe(100_000);
    expect(shownNightlyPrice(100_000, 150)).toBe(0);
  });
});

const base = (overrides: Partial<ReservationPriceInput> = {}): ReservationPriceInput => ({
  nights: [
    { date: "2026-08-01", roomId: 1, qty: 1, rate: 1_000_000 },
    { date: "2026-08-02", roomId: 1, qty: 1, rate: 1_000_000 },
  ],
  feePercent: 0,
  ...NO_DISCOUNTS,
  dpPercent: 50,
  paymentOption: 0,
  ...overrides,
});

describe("computeReservationPrice: the price order of seed 001 section 4", () => {
  it("2 nights x 1,000,000 with no discounts and unique code 123: subtotal 2,000,000, total 2,000,123", () => {
    const price = computeReservationPrice(base({ uniqueCode: 123 }));
    expect(price.subTotal).toBe(2_000_000);
    expect(price.total).toBe(2_000_123);
    expect(price.payNow).toBe(2_000_123);
    expect(price.payAtProperty).toBe(0);
  });

  it("fee 10% on rate 333,333 shows 299,999 a night; 2 units x 2 nights = 1,199,996", () => {
    const price = computeReservationPrice(
      base({
        feePercent: 10,
        nights: [
          { date: "2026-08-01", roomId: 1, qty: 2, rate: 333_333 },
          { date: "2026-08-02", roomId: 1, qty: 2, rate: 333_333 },
        ],
      }),
    );
    expect(price.nights.map((n) => n.unitPrice)).toEqual([299_999, 299_999]);
    expect(price.subTotal).toBe(1_199_996);
  });

  it("room promo 15% after fee 5%: 150,001 → 142,500 shown → 142,500 - floor(21,375) = 121,125", () => {
    const price = computeReservationPrice(
      base({ feePercent: 5, nights: [{ date: "2026-08-01", roomId: 1, qty: 1, rate: 150_001, roomPromoPercent: 15 }] }),
    );
    expect(price.nights[0]).toMatchObject({ originalUnitPrice: 142_500, unitPrice: 121_125, amount: 121_125 });
  });

  it("every step in order on 2,000,000: promo 10% -200,000 = 1,800,000; voucher 10% -180,000 = 1,620,000; referral 5% -81,000 = 1,539,000; referrer 20% -307,800 = 1,231,200; points 100,000 = 1,131,200; +456 = 1,131,656", () => {
    const price = computeReservationPrice(
      base({
        promoPercent: 10,
        voucher: { percent: 10, amount: 0 },
        referralPercent: 5,
        referrerPromoPercent: 20,
        points: 100_000,
        uniqueCode: 456,
      }),
    );
    expect(price).toMatchObject({
      subTotal: 2_000_000,
      promoAmount: 200_000,
      voucherAmount: 180_000,
      referralAmount: 81_000,
      referrerPromoAmount: 307_800,
      pointsUsed: 100_000,
      uniqueCode: 456,
      total: 1_131_656,
    });
  });

  it("an amount voucher takes its nominal: 2,000,000 - 50,000 = 1,950,000 (+100 = 1,950,100)", () => {
    const price = computeReservationPrice(base({ voucher: { percent: 0, amount: 50_000 }, uniqueCode: 100 }));
    expect(price.voucherAmount).toBe(50_000);
    expect(price.total).toBe(1_950_100);
  });

  it("floors each percent step: 999,999 x 1 night, promo 7% = floor(69,999.93) = 69,999 → 930,000; voucher 3% = floor(27,900) → 902,100", () => {
    const price = computeReservationPrice(
      base({
        nights: [{ date: "2026-08-01", roomId: 1, qty: 1, rate: 999_999 }],
        promoPercent: 7,
        voucher: { percent: 3, amount: 0 },
      }),
    );
    expect(price.promoAmount).toBe(69_999);
    expect(price.voucherAmount).toBe(27_900);
    expect(price.total).toBe(902_100);
  });

  it("caps the referrer promo at 50%: 80% asked on 2,000,000 takes 1,000,000", () => {
    const price = computeReservationPrice(base({ referrerPromoPercent: 80 }));
    expect(price.referrerPromoPercent).toBe(50);
    expect(price.referrerPromoAmount).toBe(1_000_000);
  });

  it("caps points at half the subtotal: 1,500,000 asked on 2,000,000 uses 1,000,000", () => {
    expect(maxPointsFor(2_000_000)).toBe(1_000_000);
    expect(maxPointsFor(1_999_999)).toBe(999_999);
    const price = computeReservationPrice(base({ points: 1_500_000 }));
    expect(price.pointsUsed).toBe(1_000_000);
    expect(price.total).toBe(1_000_000);
  });

  it("never goes below 0: a 3,000,000 voucher on 2,000,000 takes 2,000,000, later steps take 0, total = unique code 999", () => {
    const price = computeReservationPrice(
      base({ voucher: { percent: 0, amount: 3_000_000 }, referralPercent: 5, points: 10_000, uniqueCode: 999 }),
    );
    expect(price.voucherAmount).toBe(2_000_000);
    expect(price.referralAmount).toBe(0);
    expect(price.pointsUsed).toBe(0);
    expect(price.total).toBe(999);
  });

  it("the breakdown always adds up: subTotal - discounts + uniqueCode = total", () => {
    for (const points of [0, 1, 333_333, 5_000_000]) {
      const p = computeReservationPrice(
        base({
          promoPercent: 13,
          voucher: { percent: 0, amount: 77_777 },
          referralPercent: 5,
          referrerPromoPercent: 35,
          points,
          uniqueCode: 321,
        }),
      );
      expect(
        p.subTotal -
          p.promoAmount -
          p.voucherAmount -
          p.referralAmount -
          p.referrerPromoAmount -
          p.pointsUsed +
          p.uniqueCode,
      ).toBe(p.total);
      expect(p.nights.reduce((s, n) => s + n.amount, 0)).toBe(p.subTotal);
    }
  });

  it("DP 30% (option 2) of total 2,000,123 = floor(600,036.9) = 600,036 now, 1,400,087 at the property", () => {
    const price = computeReservationPrice(base({ uniqueCode: 123, dpPercent: 30, paymentOption: 2 }));
    expect(price.dpAmount).toBe(600_036);
    expect(price.payNow).toBe(600_036);
    expect(price.payAtProperty).toBe(1_400_087);
  });

  it("pay at property (option 1): nothing now, the whole 2,000,500 on arrival; no DP", () => {
    const price = computeReservationPrice(base({ uniqueCode: 500, paymentOption: 1 }));
    expect(price).toMatchObject({ payNow: 0, payAtProperty: 2_000_500, dpAmount: 0 });
  });

  it("Kredivo (option 3) pays the whole total now, like option 0", () => {
    expect(computeReservationPrice(base({ uniqueCode: 200, paymentOption: 3 })).payNow).toBe(2_000_200);
  });
});
