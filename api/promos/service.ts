// Promos, vouchers and referrals as the reservation and the promo calls see them. Reads only:
// spending (holding) a voucher, points or referrer promos happens inside the reservation's
// transaction (api/reservations/service.ts), giving them back in api/reservations/release.ts.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { promos, referrerPromos, users, voucherRedemptions, vouchers } from "../db/schema.ts";

/** Percent a referred guest gets off with a valid referral code (by-property's referral.guest). */
export const REFERRAL_GUEST_PERCENT = 5;
/** Percent of the referrer promo a referrer earns when a guest's booking with their code is paid. */
export const REFERRER_REWARD_PERCENT = 5;

type Reader = Pick<Db, "select">;

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherState =
  | { state: "missing" }
  | { state: "expired"; voucher: VoucherRow }
  | { state: "used"; voucher: VoucherRow }
  | { state: "ok"; voucher: VoucherRow };

/**
 * A voucher code for a user (0 or undefined: a guest). Missing also covers a voucher claimed by
 * another user; used covers a quota reached and a voucher this user already holds or spent.
 */
export async function findVoucher(db: Reader, code: string, userId: number | undefined): Promise<VoucherState> {
  const [voucher] = await db
    .select()
    .from(vouchers)
    .where(sql`upper(${vouchers.code}) = upper(${code.trim()})`)
    .limit(1);
  if (!voucher || (voucher.userId !== null && voucher.userId !== userId)) return { state: "missing" };
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= Date.now()) return { state: "expired", voucher };
  if (voucher.usedCount >= voucher.quota) return { state: "used", voucher };
  if (userId) {
    const [mine] = await db
      .select({ id: voucherRedemptions.id })
      .from(voucherRedemptions)
      .where(
        and(
          eq(voucherRedemptions.voucherId, voucher.id),
          eq(voucherRedemptions.userId, userId),
          inArray(voucherRedemptions.status, ["held", "spent"]),
        ),
      )
      .limit(1);
    if (mine) return { state: "used", voucher };
  }
  return { state: "ok", voucher };
}

/** The running promo percent of a kind ("site" for a product, or "login"), 0 when none. */
export async function runningPromoPercent(db: Reader, kind: "site" | "login", product?: string): Promise<number> {
  const [row] = await db
    .select({ value: promos.value })
    .from(promos)
    .where(
      and(
        eq(promos.kind, kind),
        product ? eq(promos.product, product) : sql`true`,
        sql`(${promos.startsAt} is null or ${promos.startsAt} <= now()) and (${promos.endsAt} is null or ${promos.endsAt} > now())`,
      ),
    )
    .orderBy(promos.sort)
    .limit(1);
  return row?.value ?? 0;
}

export async function findReferrer(db: Reader, code: string) {
  const trimmed = code.trim().toUpperCase();
  if (trimmed === "" || trimmed.length > 32) return undefined;
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.referralCode, trimmed))
    .limit(1);
  return row;
}

export async function referrerPromosOf(db: Reader, userId: number) {
  return db
    .select({ id: referrerPromos.id, promoPercent: referrerPromos.promoPercent, isUsed: referrerPromos.isUsed })
    .from(referrerPromos)
    .where(eq(referrerPromos.userId, userId))
    .orderBy(referrerPromos.id);
}
