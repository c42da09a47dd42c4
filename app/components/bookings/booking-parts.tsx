// Small pieces of the bookings pages: the status badge, the progress trio, the voucher button.
import { useState, type MouseEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { bookingStatusView, progressStep, type BookingStatusInput } from "#core/booking-status.ts";

const BADGE: Record<string, string> = {
  paid: "bg-green-100 text-green-800",
  payAtProperty: "bg-sky-100 text-sky-900",
  waitingPayment: "bg-amber-100 text-amber-900",
  pending: "bg-amber-100 text-amber-900",
  cancelled: "bg-neutral-200 text-neutral-700",
  checkedOut: "bg-sky-100 text-sky-900",
  unknown: "bg-neutral-200 text-neutral-700",
};

export function StatusBadge({ booking }: { booking: BookingStatusInput }) {
  const { t } = useTranslation("bookings");
  const { label } = bookingStatusView(booking);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[label]}`}
      data-status={label}
    >
      {t(`status.${label}`)}
    </span>
  );
}

/**
 * 'Pay now' (issue 10): back to the gateway's payment page of a booking still waiting for its
 * payment (the API answers the link only while it can be paid). A plain link: works without JavaScript.
 */
export function PayNowLink({
  url,
  orderId,
  className = "btn-primary",
}: {
  url: string;
  orderId: string;
  className?: string;
}) {
  const { t } = useTranslation("bookings");
  return (
    <a href={url} className={className} data-pay-now="">
      {t("payNow")} <span className="sr-only">{orderId}</span>
    </a>
  );
}

/** Pending → paid → check-out, the reached steps marked (seed 001 section 4). */
export function ProgressTrio({ booking }: { booking: BookingStatusInput }) {
  const { t } = useTranslation("bookings");
  const step = progressStep(booking);
  // Pay at property reaches the second step as 'confirmed' (nothing was paid yet).
  const order = ["pending", step === "confirmed" ? "confirmed" : "paid", "checkout"] as const;
  const reached = step === "none" ? -1 : order.indexOf(step);
  return (
    <ol aria-label={t("detail.progress.label")} className="flex items-center gap-2" data-progress={step}>
      {order.map((s, i) => {
        const done = i <= reached;
        const current = i === reached;
        return (
          // Phones: each step's label under its number (three labels side by side outgrew a 360 px card).
          <li
            key={s}
            className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-left"
            aria-current={current ? "step" : undefined}
          >
            <span
              aria-hidden="true"
              className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${done ? "bg-brand-dark text-white" : "bg-neutral-200 text-neutral-500"}`}
            >
              {done ? "✓" : i + 1}
            </span>
            <span
              className={`max-w-full text-xs wrap-break-word sm:text-sm ${done ? "font-semibold text-ink" : "text-neutral-500"}`}
            >
              {t(`detail.progress.${s}`)}
            </span>
            {i < order.length - 1 ? (
              <span
                aria-hidden="true"
                className={`hidden h-0.5 flex-1 sm:block ${i < reached ? "bg-brand" : "bg-neutral-200"}`}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Decodes the base64 PDF and downloads it through a Blob (the seed's page behaviour). */
function saveBase64Pdf(base64: string, name: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The voucher download. Without JavaScript: a GET link (owner) or a POST form (order id and email)
 * to /resources/download, which answers the PDF as an attachment. With JavaScript: the same call
 * with format=json, then the base64 is decoded and saved.
 */
export function VoucherDownload({ orderId, email }: { orderId: string; email?: string }) {
  const { t } = useTranslation("bookings");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const run = async (event: MouseEvent | React.FormEvent) => {
    // Without a network the plain link or form goes on: the phone's kept voucher answers it (decision 058).
    if (!navigator.onLine) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError("");
    try {
      const response = email
        ? await fetch("/resources/download", {
            method: "POST",
            body: new URLSearchParams({ order_id: orderId, email, format: "json" }),
          })
        : await fetch(`/resources/download?order_id=${encodeURIComponent(orderId)}&format=json`);
      const body = (await response.json().catch(() => null)) as {
        data?: { base64: string; pdfName: string };
        message?: string;
      } | null;
      if (!response.ok || !body?.data) throw new Error(body?.message || t("detail.downloadFailed"));
      saveBase64Pdf(body.data.base64, body.data.pdfName);
    } catch (e) {
      setError(e instanceof TypeError ? t("nointernet") : e instanceof Error ? e.message : t("detail.downloadFailed"));
    } finally {
      setBusy(false);
    }
  };
  const label = busy ? t("detail.downloading") : t("detail.downloadVoucher");
  return (
    <div>
      {email ? (
        <form method="post" action="/resources/download" onSubmit={run} data-offline-ok="">
          <input type="hidden" name="order_id" value={orderId} />
          <input type="hidden" name="email" value={email} />
          <button type="submit" className="btn-primary" disabled={busy} data-voucher-download="">
            {label}
          </button>
        </form>
      ) : (
        <a
          href={`/resources/download?order_id=${encodeURIComponent(orderId)}`}
          download
          className="btn-primary inline-block"
          onClick={run}
          data-voucher-download=""
          aria-disabled={busy || undefined}
        >
          {label}
        </a>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The way to the cancellation page of a booking, or to its cancellation once asked for. */
export function CancelBookingLink({ orderId, cancelled }: { orderId: string; cancelled: boolean }) {
  const { t } = useTranslation("bookings");
  return (
    <Link to={`/cancel-booking?order_id=${encodeURIComponent(orderId)}`} className="btn-secondary" data-cancel-link="">
      {t(cancelled ? "cancel.detailLinkCancelled" : "cancel.detailLink")}
    </Link>
  );
}
