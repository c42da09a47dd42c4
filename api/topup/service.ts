// Creating a top-up purchase: the destination checked by its kind's rule (seed 002 section 5), the
// product open and sold by the biller, an operator's product only for that operator's numbers, a
// PLN token only for a meter the biller knows (the account check again, whatever the client
// checked before), one purchase row with a unique ref_id and its payment in one transaction, then
// the gateway's link (api/payments/start.ts).
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  checkDestination,
  checkPlnForInquiry,
  DESTINATION_OF,
  isBuyable,
  operatorFits,
  topUpTotal,
  type TopUpType,
} from "#core/rules/top-up.ts";
import type { UserRow } from "../auth/user-view.ts";
import type { Db } from "../db/client.ts";
import { topUpProducts, topUpProviders, topUpTransactions } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { type Lang, translate } from "../http/messages.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import type { PurchaseKinds } from "../payments/kinds.ts";
import { openPayment, startPayment } from "../payments/start.ts";
import { type Biller, BillerUnavailable } from "./biller/biller.ts";
import { TOP_UP_KIND } from "./purchase.ts";

export interface TopUpOrder {
  type: TopUpType;
  productId: number;
  destination: unknown;
  /** The wire field the destination came in (for the 422's errors). */
  field: string;
}

/** "TU" + Jakarta date + 10 random characters: unique, and the payment's order id too. */
export function newRefId(now = new Date()): string {
  const day = new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10).replaceAll("-", "");
  return `TU${day}${randomBytes(8).toString("base64url").replace(/[-_]/g, "").slice(0, 10).toUpperCase().padEnd(10, "0")}`;
}

const DESTINATION_COLUMN = {
  phone: "phoneNumber",
  ewalletNumber: "phoneNumber",
  ticketDestination: "phoneNumber",
  plnNumber: "plnNumber",
  emoneyCard: "emoneyAccount",
  gameId: "gameId",
} as const;

/** A PLN token is sold only for a meter whose account the biller finds (the number may have changed since the check). */
async function requirePlnAccount(biller: Biller, number: string, lang: Lang, field: string): Promise<void> {
  const refuse = (key: string) => {
    const message = translate(lang, key);
    return new ApiError(422, message, { code: "pln_not_found", errors: { [field]: [message] } });
  };
  if (!checkPlnForInquiry(number).ok) throw refuse("plnNotFound");
  try {
    if (!(await biller.inquiryPln(number))) throw refuse("plnNotFound");
  } catch (error) {
    if (error instanceof BillerUnavailable)
      throw new ApiError(503, translate(lang, "serviceUnavailable"), { code: "biller_unavailable" });
    throw error;
  }
}

export async function createTopUp(
  db: Db,
  gateway: PaymentGateway,
  biller: Biller,
  order: TopUpOrder,
  buyer: { user: UserRow; lang: Lang; mailboxKey: string | null },
  options: { finishUrl: string; expiryMinutes: number; kinds: PurchaseKinds },
): Promise<{ refId: string; redirectUrl: string; token: string }> {
  const { lang } = buyer;
  const destination = DESTINATION_OF[order.type];
  const checked = checkDestination(destination, order.destination);
  if (!checked.ok) {
    const message = translate(lang, checked.message);
    throw new ApiError(422, message, { errors: { [order.field]: [message] } });
  }
  const [found] = await db
    .select({ product: topUpProducts, operator: topUpProviders.providerName })
    .from(topUpProducts)
    .leftJoin(topUpProviders, eq(topUpProviders.id, topUpProducts.providerId))
    .where(and(eq(topUpProducts.id, order.productId), eq(topUpProducts.category, order.type)));
  if (!found) throw new ApiError(404, translate(lang, "productNotFound"), { code: "product_not_found" });
  const { product } = found;
  if (!isBuyable(product.status) || !product.skuCode)
    throw new ApiError(409, translate(lang, "productDisrupted"), { code: "product_disrupted" });
  if (found.operator) {
    const fits = operatorFits(checked.value, found.operator);
    if (!fits.ok) {
      const message = translate(lang, "operatorMismatch", { operator: fits.operator });
      throw new ApiError(422, message, { code: "operator_mismatch", errors: { [order.field]: [message] } });
    }
  }
  if (order.type === "pln_token") await requirePlnAccount(biller, checked.value, lang, order.field);

  const refId = newRefId();
  const total = topUpTotal(product);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .insert(topUpTransactions)
      .values({
        refId,
        userId: buyer.user.id,
        email: buyer.user.email,
        buyerName: buyer.user.name,
        productId: product.id,
        category: order.type,
        [DESTINATION_COLUMN[destination]]: checked.value,
        adminFee: product.adminFee,
        total,
        status: "waiting",
        lang,
        mailboxKey: buyer.mailboxKey,
      })
      .returning({ id: topUpTransactions.id });
    await openPayment(tx, {
      kind: TOP_UP_KIND,
      purchaseId: row!.id,
      orderId: refId,
      gateway: gateway.name,
      amount: total,
      expiresAt: new Date(Date.now() + options.expiryMinutes * 60_000),
    });
  });
  const created = await startPayment(db, gateway, options.kinds, refId, options);
  return { refId, redirectUrl: created.redirectUrl, token: created.token };
}
