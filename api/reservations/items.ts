import type { PaymentOption, ReservationPrice } from "#core/pricing.ts";
import { itemName, type GatewayItem } from "../payments/gateway.ts";

/** What the items need of a price: the computed one at creation, or one read back from the booking. */
export type ChargedPrice = Pick<
  ReservationPrice,
  | "dpAmount"
  | "dpPercent"
  | "promoAmount"
  | "promoPercent"
  | "voucherAmount"
  | "referralAmount"
  | "referralPercent"
  | "referrerPromoAmount"
  | "referrerPromoPercent"
  | "pointsUsed"
  | "uniqueCode"
> & { nights: readonly { roomId: number; date: string; qty: number; unitPrice: number }[] };

/**
 * Midtrans item_details of a reservation: they sum exactly to the amount charged now. Full
 * payment: one item per room and night, each discount as a negative item, the unique code. A DP:
 * one item, the DP (the rest is paid at the property).
 */
export function reservationItems(
  orderId: string,
  price: ChargedPrice,
  option: PaymentOption,
  roomNames: ReadonlyMap<number, string>,
  lang: "id" | "en",
): GatewayItem[] {
  if (option === 2) {
    return [
      {
        id: "dp",
        price: price.dpAmount,
        quantity: 1,
        name: itemName(`${lang === "en" ? "Down payment" : "Uang muka"} ${price.dpPercent}% ${orderId}`),
      },
    ];
  }
  const items: GatewayItem[] = price.nights.map((n) => ({
    id: `room-${n.roomId}-${n.date}`,
    price: n.unitPrice,
    quantity: n.qty,
    name: itemName(`${roomNames.get(n.roomId) ?? "Room"} ${n.date}`),
  }));
  const discount = (id: string, amount: number, name: string) => {
    if (amount > 0) items.push({ id, price: -amount, quantity: 1, name });
  };
  discount("promo", price.promoAmount, `Promo ${price.promoPercent}%`);
  discount("voucher", price.voucherAmount, "Voucher");
  discount("referral", price.referralAmount, `Referral ${price.referralPercent}%`);
  discount("referrer-promo", price.referrerPromoAmount, `Referral promo ${price.referrerPromoPercent}%`);
  discount("points", price.pointsUsed, lang === "en" ? "Points" : "Poin");
  if (price.uniqueCode > 0)
    items.push({
      id: "unique-code",
      price: price.uniqueCode,
      quantity: 1,
      name: lang === "en" ? "Unique code" : "Kode unik",
    });
  return items;
}
