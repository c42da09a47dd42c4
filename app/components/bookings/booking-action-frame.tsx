// The frame of a page acting on one booking (/cancel-booking, /change-booking): its title, kept out
// of search engines, and either the page or the "no such booking" message; the summary of the booking.
import type { HTMLAttributes, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";

export function BookingActionFrame({
  marker,
  found,
  children,
}: {
  /** The page's keys (`{marker}.title`, `{marker}.notFound`) and `data-{marker}-not-found` on the message. */
  marker: "cancel" | "change";
  /** False when the link is not valid or the booking not the caller's: the message instead of the page. */
  found: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("bookings");
  const title = t(`${marker}.title`);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${title} · Inap`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{title}</h1>
      {found ? (
        children
      ) : (
        <p className="mt-4 rounded-lg bg-red-50 p-3 text-red-800" {...{ [`data-${marker}-not-found`]: "" }}>
          {t(`${marker}.notFound`)}
        </p>
      )}
    </main>
  );
}

/** One line of the booking's summary: what, then its value (`valueProps` on the value, e.g. a test marker). */
export function SummaryLine({
  term,
  children,
  valueProps,
}: {
  term: ReactNode;
  children: ReactNode;
  valueProps?: HTMLAttributes<HTMLElement> & Record<`data-${string}`, string>;
}) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <dt className="text-neutral-600">{term}</dt>
      <dd {...valueProps}>{children}</dd>
    </div>
  );
}

/** The booking acted on: its order id, its property and stay, then the page's own lines. */
export function BookingSummary({
  orderId,
  propertyName,
  stay,
  stayProps,
  children,
}: {
  orderId: string;
  propertyName: string;
  /** The stay's dates, written out. */
  stay: string;
  stayProps?: Record<`data-${string}`, string>;
  children?: ReactNode;
}) {
  const { t } = useTranslation("bookings");
  return (
    <dl className="grid gap-1 rounded-xl border border-neutral-200 p-4 text-sm">
      <SummaryLine term={t("cancel.orderId")} valueProps={{ className: "font-mono font-medium" }}>
        {orderId}
      </SummaryLine>
      <SummaryLine term={propertyName} valueProps={{ className: "font-medium", ...stayProps }}>
        {stay}
      </SummaryLine>
      {children}
    </dl>
  );
}

/** The form that confirms the page's action: its hidden fields, a note, the button (busy while it submits). */
export function ConfirmForm({
  marker,
  fields,
  note,
  buttonClassName,
  children,
}: {
  /** `data-{marker}-confirm` on the form, for the tests. */
  marker: "cancel" | "change";
  fields: Record<string, string>;
  note: string;
  buttonClassName: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="grid gap-2" {...{ [`data-${marker}-confirm`]: "" }}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-sm text-neutral-700">{note}</p>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClassName}>
        {children}
      </button>
    </Form>
  );
}
