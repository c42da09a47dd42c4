// Which payment options a stay may use (seed 001 section 4), for the form that shows them and the
// API that refuses the others: pay at property only where the property allows it and with at most
// one room on every night; a down payment only when some night has more than one room; Kredivo
// only for a member. Full payment is always allowed.
import type { PaymentOption } from "#core/pricing.ts";

export interface PaymentOptionContext {
  payAtVilla: boolean;
  /** The most rooms taken on any one night. */
  maxRooms: number;
  loggedIn: boolean;
}

export type PaymentOptionRefusal =
  | "payAtPropertyNotAllowed"
  | "payAtPropertySingleRoom"
  | "dpMultiRoomOnly"
  | "kredivoLogin";

/** Why `option` is not allowed for this stay (a message key), or null when it is. */
export function paymentOptionRefusal(
  option: PaymentOption,
  { payAtVilla, maxRooms, loggedIn }: PaymentOptionContext,
): PaymentOptionRefusal | null {
  if (option === 1 && !payAtVilla) return "payAtPropertyNotAllowed";
  if (option === 1 && maxRooms > 1) return "payAtPropertySingleRoom";
  if (option === 2 && maxRooms <= 1) return "dpMultiRoomOnly";
  if (option === 3 && !loggedIn) return "kredivoLogin";
  return null;
}

export interface OptionVisibility {
  /** 1: only with payAtVilla and at most one room on every night. */
  payAtProperty: boolean;
  /** 2: only when some night has more than one room. */
  dp: boolean;
  /** 3: shown always, usable only when logged in. */
  kredivo: boolean;
}

export function paymentOptionVisibility(context: PaymentOptionContext): OptionVisibility {
  return {
    payAtProperty: paymentOptionRefusal(1, context) === null,
    dp: paymentOptionRefusal(2, context) === null,
    kredivo: paymentOptionRefusal(3, context) === null,
  };
}

/** The chosen option if it is allowed, else 0 (full payment, the default). */
export function effectiveOption(chosen: number, visible: OptionVisibility): PaymentOption {
  if (chosen === 1 && visible.payAtProperty) return 1;
  if (chosen === 2 && visible.dp) return 2;
  if (chosen === 3 && visible.kredivo) return 3;
  return 0;
}

/** payment_method stored with each option (seed 001 section 4). */
export const PAYMENT_METHODS: Record<PaymentOption, string> = {
  0: "transfer",
  1: "pay_at_property",
  2: "transfer_dp",
  3: "kredivo:3_months",
};
