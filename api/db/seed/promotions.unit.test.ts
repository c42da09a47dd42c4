// Issue 22: what the demo promos advertise must be what the vouchers do. The home popup promoted
// HEMAT10 as a Friday-Saturday code, under another code (POPUP-WEEKEND), while the voucher took
// 10% off any night. Vouchers have a percent or an amount and no day rule, so a promo that names
// a voucher must carry the voucher's code and figure and promise no days of the week.
import { describe, expect, it } from "vitest";
import { promoBannerOf, promoSeeds, voucherBannerOf, voucherSeeds } from "./promotions.ts";

const DAYS =
  /senin|selasa|rabu|kamis|jumat|sabtu|minggu|akhir pekan|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend/i;
const vouchers = new Map(voucherSeeds.map((v) => [v.code, v]));
const figureOf = (v: { value: number; nominal: number }) => (v.value > 0 ? `${v.value}%` : `Rp ${v.nominal / 1000}K`);
const words = (seed: { titleId: string; titleEn: string; termsId: string; termsEn: string }) =>
  [seed.titleId, seed.titleEn, seed.termsId, seed.termsEn].join(" ");

describe("demo promos and the vouchers they advertise", () => {
  it("the popup advertises a voucher that exists, under the voucher's code and figure, with no day rule", () => {
    const popups = promoSeeds.filter((p) => p.kind === "popup" && p.voucher);
    expect(popups.map((p) => p.code)).toContain("HEMAT10");
    for (const promo of popups) {
      const voucher = vouchers.get(promo.voucher!);
      expect(voucher, promo.code).toBeDefined();
      expect(promo.code).toBe(voucher!.code);
      expect(promo.value).toBe(voucher!.value);
      expect(promoBannerOf(promo)).toMatchObject({ headline: figureOf(voucher!), code: voucher!.code });
      expect(words(promo)).not.toMatch(DAYS);
    }
  });

  it("every promo that names a voucher code is that voucher's promo, and promises nothing the voucher does not", () => {
    for (const promo of promoSeeds) {
      for (const code of vouchers.keys()) {
        if (!words(promo).includes(code)) continue;
        expect(promo.voucher, `${promo.code} names ${code}`).toBe(code);
        expect(words(promo)).not.toMatch(DAYS);
      }
    }
  });

  it("a picture shows a code only when it is a voucher's (a code that works at checkout)", () => {
    for (const promo of promoSeeds) {
      const drawn = promoBannerOf(promo).code;
      if (drawn !== undefined) expect(vouchers.has(drawn), promo.code).toBe(true);
    }
    for (const voucher of voucherSeeds)
      expect(voucherBannerOf(voucher)).toMatchObject({ headline: figureOf(voucher), code: voucher.code });
  });
});
