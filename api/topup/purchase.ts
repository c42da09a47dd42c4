// The top-up purchase kind (decision 016): nothing is held while the payment is open; once paid
// the purchase is due for the biller (./follow-up.ts sends it, exactly once per ref_id); a declined
// payment ends it as 'declined', an expired one as 'expired' (two outcomes the buyer reads apart).
// Statuses: core/rules/top-up.ts TOP_UP_STATUSES.
import { eq, sql } from "drizzle-orm";
import { isTopUpUnpaid, unpaidTopUpStatus } from "#core/rules/top-up.ts";
import { queryRows, type Db } from "../db/client.ts";
import { topUpProducts, topUpTransactions } from "../db/schema.ts";
import type { Lang } from "../http/messages.ts";
import { itemName } from "../payments/gateway.ts";
import { type Charge, lockPurchaseRow, type PurchaseHandler } from "../payments/purchase.ts";
import type { Receipt } from "../payments/receipt.ts";

export const TOP_UP_KIND = "top_up";

async function load(db: Db, id: number) {
  const [row] = await db
    .select({ t: topUpTransactions, product: topUpProducts })
    .from(topUpTransactions)
    .innerJoin(topUpProducts, eq(topUpProducts.id, topUpTransactions.productId))
    .where(eq(topUpTransactions.id, id));
  return row;
}

/** Where a top-up goes: the meter, game id, card or phone number (one column per kind). */
export function destinationOf(t: typeof topUpTransactions.$inferSelect): string {
  return t.plnNumber ?? t.gameId ?? t.emoneyAccount ?? t.phoneNumber ?? "";
}

const adminFeeName = (lang: Lang) => (lang === "en" ? "Admin fee" : "Biaya admin");

export const topUpPurchase: PurchaseHandler = {
  kind: TOP_UP_KIND,
  finishPath: "/top-up/result",
  async lock(tx, id, options = {}) {
    const row = await lockPurchaseRow<"status", string>(tx, "top_up_transactions", "status", id, options);
    return row ? { released: isTopUpUnpaid(row.status) } : undefined;
  },
  async charge(db, id): Promise<Charge> {
    const row = await load(db, id);
    if (!row) throw new Error(`no top-up ${id}`);
    const { t, product } = row;
    const lang: Lang = t.lang === "en" ? "en" : "id";
    // The destination rides in the item's name: the gateway's page shows it, the last chance to notice a wrong number.
    const items = [
      {
        id: product.skuCode ?? `TOPUP-${product.id}`,
        price: t.total - t.adminFee,
        quantity: 1,
        name: itemName(product.productName, destinationOf(t)),
      },
    ];
    if (t.adminFee > 0) items.push({ id: "ADMIN-FEE", price: t.adminFee, quantity: 1, name: adminFeeName(lang) });
    return {
      amount: t.total,
      items,
      customer: { name: t.buyerName, email: t.email, phone: t.phoneNumber ?? "" },
      paymentOption: 0,
      lang,
    };
  },
  async onPaid(tx, id) {
    // Due for the biller now; the follow-up sends it (the same ref_id whatever arrives twice).
    await tx.execute(
      sql`update top_up_transactions set status = 'paid', next_check_at = now(), updated_at = now() where id = ${id} and status = 'waiting'`,
    );
  },
  async onFailedOrExpired(tx, id, reason) {
    const status = unpaidTopUpStatus(reason);
    const ended = await queryRows(
      tx,
      sql`update top_up_transactions set status = ${status}, updated_at = now() where id = ${id} and status = 'waiting' returning id`,
    );
    return ended.length > 0;
  },
  async retake(tx, id) {
    // Nothing was held: a late payment revives the purchase (onPaid then makes it due).
    await tx.execute(
      sql`update top_up_transactions set status = 'waiting', updated_at = now() where id = ${id} and status in ('declined', 'expired')`,
    );
    return true;
  },
  async receipt(db, id): Promise<Receipt | undefined> {
    const row = await load(db, id);
    if (!row) return undefined;
    const { t, product } = row;
    const lang: Lang = t.lang === "en" ? "en" : "id";
    const price = t.total - t.adminFee;
    const lines = [{ name: product.productName, qty: 1, amount: price }];
    if (t.adminFee > 0) lines.push({ name: adminFeeName(lang), qty: 1, amount: t.adminFee });
    return {
      kind: TOP_UP_KIND,
      purchaseId: t.id,
      orderId: t.refId,
      lang,
      issuedAt: t.updatedAt,
      state: "paid",
      guest: { name: t.buyerName, email: t.email, phone: t.phoneNumber ?? "", memberId: t.userId },
      merchant: { name: lang === "en" ? "Top Up & Bills" : "Top Up & Tagihan", address: "", city: "" },
      lines,
      subTotal: t.total,
      adjustments: [],
      total: t.total,
      due: 0,
      payments: [],
      links: { detail: `/top-up/result?order_id=${encodeURIComponent(t.refId)}` },
      mailboxKey: t.mailboxKey,
    };
  },
};
