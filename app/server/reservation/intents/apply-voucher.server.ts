// Apply a voucher code (seed 001 sections 4 and 8): its percent or amount comes back in hidden
// fields for the estimate; the server recomputes it at reservation.
import { checkVoucher } from "#app/server/reservation/reservation.server.ts";
import { answer, refuse, type IntentContext } from "./intent-context.server.ts";

export async function applyVoucher(context: IntentContext) {
  const { values, page } = context;
  values.voucherPercent = "";
  values.voucherAmount = "";
  const code = values.kodeVoucher.trim();
  if (!code) {
    refuse(context, "kodeVoucher", "voucherRequired");
    return answer(context, 400);
  }
  const voucher = await checkVoucher(code, page.auth?.user.id ?? 0, page.call, page.auth?.token);
  if (!voucher.ok) {
    refuse(context, "kodeVoucher", voucher.messageKey);
    return answer(context, 400);
  }
  values.voucherPercent = String(voucher.percent);
  values.voucherAmount = String(voucher.amount);
  context.notice = { type: "success", key: "promo.voucherApplied" };
  return answer(context);
}
