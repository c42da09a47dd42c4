// A top-up's status as a coloured badge (result page and the Top Up & Bills tab): Paid,
// Processing, Success, Failed, Refunded (and waiting, declined, expired), words from the topup catalogue.
import { useTranslation } from "#app/i18n/react.tsx";
import { isTopUpStatus, type TopUpStatus } from "#core/rules/top-up.ts";

const TONE: Record<TopUpStatus, string> = {
  waiting: "bg-amber-50 text-amber-800",
  paid: "bg-sky-50 text-sky-800",
  processing: "bg-sky-50 text-sky-800",
  success: "bg-green-50 text-green-800",
  failed: "bg-red-50 text-red-800",
  refunded: "bg-neutral-100 text-neutral-800",
  declined: "bg-red-50 text-red-800",
  expired: "bg-neutral-100 text-neutral-700",
};

export function TopUpStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("topup");
  const tone = isTopUpStatus(status) ? TONE[status] : TONE.expired;
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
      data-status-badge={status}
    >
      {isTopUpStatus(status) ? t(`status.${status}`) : status}
    </span>
  );
}
