import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import type { PaymentReturn } from "#app/lib/payment-return.ts";
import { Modal } from "./modal.tsx";
import { StrokeIcon } from "./stroke-icon.tsx";

export interface PaymentResultModalProps {
  /** readPaymentReturn(searchParams) from app/lib/payment-return.ts; render this only when it is not null. */
  result: PaymentReturn;
  /** Where closing goes: "/" on home (seed 000 section 2.4); the page without the gateway's parameters elsewhere. */
  closeHref: string;
  /** The booking detail, when the order was found. */
  bookingHref?: string | null;
  /** The app's deep link, offered on phones when the order was found. */
  appHref?: string | null;
  /** The text of the last button, which goes to closeHref; "Back to home" by default. */
  closeLabel?: string;
}

const ICONS = {
  paid: { tone: "bg-green-100 text-green-700", path: "M6 12.5l4 4 8-9" },
  dpPaid: { tone: "bg-green-100 text-green-700", path: "M6 12.5l4 4 8-9" },
  pending: { tone: "bg-amber-100 text-amber-700", path: "M12 7v5l3 2" },
  declined: { tone: "bg-red-100 text-red-700", path: "M8 8l8 8M16 8l-8 8" },
  expired: { tone: "bg-neutral-100 text-neutral-700", path: "M12 7v5l3 2" },
  failed: { tone: "bg-red-100 text-red-700", path: "M8 8l8 8M16 8l-8 8" },
  unknown: { tone: "bg-sky-100 text-sky-700", path: "M12 11v6M12 7.5v.5" },
  notFound: { tone: "bg-neutral-100 text-neutral-700", path: "M12 11v6M12 7.5v.5" },
} as const;

/** The payment-result popup: the order id and a message by status. */
export function PaymentResultModal({ result, closeHref, bookingHref, appHref, closeLabel }: PaymentResultModalProps) {
  const { t } = useTranslation("payment");
  const icon = ICONS[result.outcome];
  return (
    <Modal title={t("title")} closeHref={closeHref} size="sm">
      <div className="flex flex-col items-center text-center" data-payment-outcome={result.outcome}>
        <span className={`grid size-14 place-items-center rounded-full ${icon.tone}`} aria-hidden="true">
          <StrokeIcon box={24} size={28} strokeWidth={2.2}>
            {result.outcome === "pending" || result.outcome === "expired" ? <circle cx="12" cy="12" r="8" /> : null}
            <path d={icon.path} />
          </StrokeIcon>
        </span>
        <p className="mt-3 text-sm text-neutral-600">{t("orderId")}</p>
        <p className="font-mono text-base font-semibold break-all">{result.orderId}</p>
        <p className="mt-3 text-neutral-800">{t(result.outcome)}</p>
        <div className="mt-5 flex w-full flex-col gap-2">
          {appHref ? (
            <a href={appHref} className="rounded-lg bg-brand-dark px-4 py-2.5 font-semibold text-white hover:bg-ink">
              {t("openApp")}
            </a>
          ) : null}
          {bookingHref ? (
            <Link
              to={bookingHref}
              className="rounded-lg border border-brand-dark px-4 py-2.5 font-semibold text-brand-dark hover:bg-brand-soft"
            >
              {t("seeBooking")}
            </Link>
          ) : null}
          <Link
            to={closeHref}
            replace
            className="rounded-lg px-4 py-2.5 font-semibold text-neutral-700 hover:bg-neutral-100"
          >
            {closeLabel ?? t("backHome")}
          </Link>
        </div>
      </div>
    </Modal>
  );
}
