// Public voucher lists and the voucher-event claim (decision 028).
//
// The claim is one transaction: raise the event's claimed_count with `claimed_count < quota` and
// the event running (a conditional update: the row lock makes concurrent claims of one event wait
// for each other, in one process or several), insert the member's voucher, then the claim row
// whose unique (promo_event_id, user_id) index refuses a second claim of the same member: that
// transaction rolls back (count and voucher with it) and the member gets their first voucher again.
import { randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import type { VoucherItem } from "#core/contract/index.ts";
import type { Db } from "../db/client.ts";
import { promoEvents, voucherClaims, vouchers } from "../db/schema.ts";
import { imageUrl } from "../http/images.ts";
import type { Lang } from "../http/messages.ts";
import { sanitizeHtml } from "../properties/sanitize-html.ts";
import { storedImageVariant } from "#core/stored-images.ts";

type VoucherRow = typeof vouchers.$inferSelect;
export type PromoEventRow = typeof promoEvents.$inferSelect;

/** Public (no member's), not expired, not used up. */
const activePublic = (): SQL =>
  and(
    isNull(vouchers.userId),
    sql`(${vouchers.expiresAt} is null or ${vouchers.expiresAt} > now())`,
    lt(vouchers.usedCount, vouchers.quota),
  ) as SQL;

function voucherItem(row: VoucherRow, lang: Lang): VoucherItem {
  const image = row.image ? imageUrl("voucher", row.image) : "";
  return {
    id: row.id,
    code: row.code,
    title: lang === "en" ? row.titleEn : row.titleId,
    images: image,
    image_url: image,
    image_url_500: storedImageVariant(image, 480),
    term_and_conditions: sanitizeHtml(lang === "en" ? row.termsEn : row.termsId),
    btn_link: null,
    btn_text: null,
    value: row.value,
    nominal: row.nominal,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

export async function activeVouchers(
  db: Db,
  lang: Lang,
  options: { except?: number; limit?: number } = {},
): Promise<VoucherItem[]> {
  const rows = await db
    .select()
    .from(vouchers)
    .where(options.except ? and(activePublic(), ne(vouchers.id, options.except)) : activePublic())
    .orderBy(desc(vouchers.id))
    .limit(options.limit ?? 100);
  return rows.map((row) => voucherItem(row, lang));
}

export async function activeVoucher(db: Db, lang: Lang, id: number): Promise<VoucherItem | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), activePublic()));
  return row ? voucherItem(row, lang) : undefined;
}

/**
 * The event a page names by type or id: the running one of that type first, else the one that
 * started last. Without a name, the running event (as GET /voucher-event answers it).
 */
export async function findEvent(db: Db, name: string | undefined): Promise<PromoEventRow | undefined> {
  const running = sql`(${promoEvents.startsAt} <= now() and ${promoEvents.endsAt} > now())`;
  if (!name) {
    const [event] = await db.select().from(promoEvents).where(running).orderBy(promoEvents.startsAt).limit(1);
    return event;
  }
  const id = /^\d{1,9}$/.test(name) ? Number(name) : 0;
  const [event] = await db
    .select()
    .from(promoEvents)
    .where(sql`(${promoEvents.eventType} = ${name} or ${promoEvents.id} = ${id})`)
    .orderBy(sql`${running} desc`, desc(promoEvents.startsAt))
    .limit(1);
  return event;
}

export type ClaimOutcome =
  | { kind: "claimed" | "existing"; event: PromoEventRow; voucher: VoucherRow }
  | { kind: "not_found" }
  | { kind: "over"; event: PromoEventRow }
  | { kind: "exhausted"; event: PromoEventRow };

async function existingClaim(db: Db, eventId: number, userId: number): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select({ voucher: vouchers })
    .from(voucherClaims)
    .innerJoin(vouchers, eq(vouchers.id, voucherClaims.voucherId))
    .where(and(eq(voucherClaims.promoEventId, eventId), eq(voucherClaims.userId, userId)));
  return row?.voucher;
}

class AlreadyClaimed extends Error {}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** A member's event voucher code: the event type's letters and 8 random ones (about 10^12 codes). */
export function eventVoucherCode(eventType: string): string {
  const prefix =
    eventType
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "")
      .slice(0, 8) || "EVENT";
  let random = "";
  for (let i = 0; i < 8; i++) random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${prefix}-${random}`;
}

const uniqueViolationOf = (error: unknown): string | undefined => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e.code === "23505") return e.constraint ?? "";
  if (e.cause?.code === "23505") return e.cause.constraint ?? "";
  return undefined;
};

/** Claims the member's voucher at the event (see the module comment): at most once, never past the quota. */
export async function claimVoucher(db: Db, userId: number, eventName: string | undefined): Promise<ClaimOutcome> {
  const event = await findEvent(db, eventName);
  if (!event) return { kind: "not_found" };
  const mine = await existingClaim(db, event.id, userId);
  if (mine) return { kind: "existing", event, voucher: mine };
  const now = Date.now();
  if (event.startsAt.getTime() > now) return { kind: "not_found" };
  if (event.endsAt.getTime() <= now) return { kind: "over", event };

  for (let attempt = 0; ; attempt++) {
    try {
      const voucher = await db.transaction(async (tx) => {
        const [taken] = await tx
          .update(promoEvents)
          .set({ claimedCount: sql`${promoEvents.claimedCount} + 1` })
          .where(
            and(
              eq(promoEvents.id, event.id),
              lt(promoEvents.claimedCount, promoEvents.quota),
              lte(promoEvents.startsAt, sql`now()`),
              gt(promoEvents.endsAt, sql`now()`),
            ),
          )
          .returning({ id: promoEvents.id });
        if (!taken) return undefined;
        const percent = `${event.voucherValue}%`;
        const [created] = await tx
          .insert(vouchers)
          .values({
            code: eventVoucherCode(event.eventType),
            titleId: `Voucher event ${event.eventType} ${percent}`,
            titleEn: `${event.eventType} event voucher ${percent}`,
            value: event.voucherValue,
            nominal: 0,
            quota: 1,
            usedCount: 0,
            userId,
            termsId: "<ul><li>Berlaku satu kali, hanya untuk akun Anda.</li><li>Tidak dapat diuangkan.</li></ul>",
            termsEn: "<ul><li>One use, for your account only.</li><li>Not exchangeable for cash.</li></ul>",
            expiresAt: sql`now() + make_interval(days => ${event.voucherDays})`,
          })
          .returning();
        const [claim] = await tx
          .insert(voucherClaims)
          .values({ promoEventId: event.id, userId, voucherId: created!.id })
          .onConflictDoNothing({ target: [voucherClaims.promoEventId, voucherClaims.userId] })
          .returning({ id: voucherClaims.id });
        if (!claim) throw new AlreadyClaimed();
        return created!;
      });
      if (voucher) return { kind: "claimed", event, voucher };
      // Nothing taken: the member may have won a concurrent claim of their own; else full or over.
      const raced = await existingClaim(db, event.id, userId);
      if (raced) return { kind: "existing", event, voucher: raced };
      const [fresh] = await db.select().from(promoEvents).where(eq(promoEvents.id, event.id));
      if (!fresh || fresh.endsAt.getTime() <= Date.now()) return { kind: "over", event };
      return { kind: "exhausted", event };
    } catch (error) {
      if (error instanceof AlreadyClaimed || uniqueViolationOf(error) === "voucher_claims_once_idx") {
        const first = await existingClaim(db, event.id, userId);
        if (first) return { kind: "existing", event, voucher: first };
      }
      // A random code that another voucher already has: draw again.
      if (uniqueViolationOf(error) === "vouchers_code_idx" && attempt < 3) continue;
      throw error;
    }
  }
}
