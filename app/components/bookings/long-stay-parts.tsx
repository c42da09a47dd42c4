// A long stay's state badge and its bill, as My bookings, the booking detail and the reservation
// check show them: the state from core's longStayStatusView ("DP paid, balance due by {date}" is
// its own state), every line of the bill from core's longStayBill (the API answers both).
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import type { LongStayLabel } from "#core/booking-status.ts";
import type { LongStayBillLine } from "#core/long-stay.ts";
import { formatLongDate } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";

const BADGE: Record<LongStayLabel, string> = {
  waitingPayment: "bg-amber-100 text-amber-900",
  dpPaid: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-800",
  cancelled: "bg-neutral-200 text-neutral-700",
  expired: "bg-neutral-200 text-neutral-700",
  checkedOut: "bg-sky-100 text-sky-900",
  unknown: "bg-neutral-200 text-neutral-700",
};

export function LongStayStateBadge({ state, dueBy }: { state: LongStayLabel; dueBy?: string | null }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[state]}`}
      data-long-stay-state={state}
    >
      {t(`longStayState.${state}`, { date: dueBy ? formatLongDate(dueBy, lang) : "" })}
    </span>
  );
}

/** "2 bulan" / "2 months". */
export function useLongStayLength() {
  const { t } = useTranslation("bookings");
  return (type: string, count: number) => t(`longStayLength.${type}`, { count, defaultValue: String(count) });
}

export function LongStayBill({
  lines,
  dpPercent,
  promoName,
  dueBy,
}: {
  lines: LongStayBillLine[];
  dpPercent: number;
  promoName: string | null;
  dueBy: string | null | undefined;
}) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const label = (line: LongStayBillLine) => {
    if (line.key === "promo") return promoName || t("longStayBill.promo");
    if (line.key === "downPayment") return t("longStayBill.downPayment", { percent: dpPercent });
    if (line.key === "balance") return t("longStayBill.balance", { date: dueBy ? formatLongDate(dueBy, lang) : "" });
    return t(`longStayBill.${line.key}`);
  };
  const strong = (key: LongStayBillLine["key"]) => key === "total" || key === "balance";
  return (
    <dl className="rounded-xl bg-neutral-50 p-4" data-long-stay-bill="">
      {lines.map((line) => (
        <div
          key={line.key}
          className={`flex justify-between gap-3 py-1 ${strong(line.key) ? "text-base font-bold" : "text-sm"} ${line.key === "total" || line.key === "downPayment" ? "border-t border-neutral-200 pt-2" : ""}`}
          data-amount={line.key}
        >
          <dt className="min-w-0 break-words">{label(line)}</dt>
          <dd className="shrink-0 tabular-nums">
            {line.amount < 0 ? "- " : line.key === "uniqueCode" ? "+ " : ""}
            {formatMoney(Math.abs(line.amount), lang)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
