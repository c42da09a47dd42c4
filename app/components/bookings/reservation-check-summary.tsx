// /reservation-check's answer for a found booking (its summary, a long stay's bill, the voucher,
// Add to calendar and Share, the cancel link), in its own chunk: the idle form page does not load it.
import type { ComponentType } from "react";
import { Form } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { VoucherDownload } from "#app/components/bookings/booking-parts.tsx";
import { LongStayBill, LongStayStateBadge, useLongStayLength } from "#app/components/bookings/long-stay-parts.tsx";
import { OfflineNotice } from "#app/components/offline/offline-notice.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import type { ReservationSummary } from "#core/contract/index.ts";
import { bookingStatusView, isLongStayActive } from "#core/booking-status.ts";
import { formatLongDate } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";

/** Add to calendar and Share: the route's deferred part, passed in (the route preloads it). */
type Trip = ComponentType<{
  orderId: string;
  email: string;
  property: { name: string };
  checkIn: string;
  checkOut: string;
}>;

export function CheckSummary({
  summary,
  email,
  keptAt,
  linkSent,
  trip,
}: {
  summary: ReservationSummary;
  email: string;
  keptAt: number;
  linkSent: "sent" | "failed" | null;
  trip: Trip;
}) {
  const { t } = useTranslation("bookings");
  return (
    <>
      <OfflineNotice keptAt={keptAt} label={`${t("check.title")} · ${summary.hotelName} · ${summary.order_id}`} />
      <Summary summary={summary} email={email} linkSent={linkSent} Trip={trip} />
    </>
  );
}

function Summary({
  summary: s,
  email,
  linkSent,
  Trip,
}: {
  summary: ReservationSummary;
  email: string;
  linkSent: "sent" | "failed" | null;
  Trip: Trip;
}) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const state = s.Transaction.payment_relation?.status ?? "Failed";
  // A long stay: its own state ("DP paid, balance due by …") and its whole bill.
  const stay = s.long_stay;
  const length = useLongStayLength();
  const row = (label: string, value: React.ReactNode, name: string) => (
    <div className="grid gap-1 border-b border-neutral-100 py-2 sm:grid-cols-[10rem_1fr]" data-row={name}>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
  return (
    <section
      aria-labelledby="rc-summary"
      className="rounded-xl border border-neutral-200 p-4"
      data-check-result="found"
      data-state={state}
    >
      <h2 id="rc-summary" className="mb-2 text-lg font-bold">
        {t("check.summary")}
      </h2>
      <dl>
        {row(t("orderId"), <span className="font-mono">{s.order_id}</span>, "orderId")}
        {row(t("check.name"), s.name, "name")}
        {row(t("check.email"), s.email, "email")}
        {row(t("check.phone"), s.phone.replace("-", " "), "phone")}
        {row(t("check.hotelName"), s.hotelName, "hotelName")}
        {stay
          ? row(
              t("room"),
              `${stay.room_name} · ${t(`longStayType.${stay.reservation_type}`, { defaultValue: stay.reservation_type })} · ${length(stay.reservation_type, stay.duration)}`,
              "room",
            )
          : null}
        {row(t("check.arrival"), formatLongDate(s.arrival, lang), "arrival")}
        {row(t("check.departure"), formatLongDate(s.departure, lang), "departure")}
        {stay ? null : row(t("total"), formatMoney(s.total, lang), "total")}
        {row(
          t("check.payment"),
          stay ? (
            <LongStayStateBadge state={stay.state} dueBy={stay.balance?.due_by} />
          ) : (
            <span data-payment-state={state}>{t(`check.state.${state}`, { defaultValue: state })}</span>
          ),
          "payment",
        )}
      </dl>
      {stay ? (
        <div className="mt-3">
          <LongStayBill
            lines={stay.bill}
            dpPercent={stay.dp_percent}
            promoName={stay.promo_name}
            dueBy={stay.balance?.due_by}
          />
        </div>
      ) : null}
      {s.voucher_download && s.guest_booking ? (
        <div className="mt-4">
          <VoucherDownload orderId={s.order_id} email={email} />
          <div className="mt-3">
            <Trip
              orderId={s.order_id}
              email={email}
              property={{ name: s.hotelName }}
              checkIn={s.arrival}
              checkOut={s.departure}
            />
          </div>
        </div>
      ) : null}
      {(s.kind === "long_stay" && stay && isLongStayActive(stay.state)) ||
      (s.kind === "reservation" && bookingStatusView(s).active) ? (
        <CancelLinkForm orderId={s.order_id} email={email} sent={linkSent} />
      ) : null}
    </section>
  );
}

/** Asks /v1 to mail the cancellation link to the booking's email; the page says where it went. */
function CancelLinkForm({ orderId, email, sent }: { orderId: string; email: string; sent: "sent" | "failed" | null }) {
  const { t } = useTranslation("bookings");
  if (sent === "sent")
    return (
      <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-3 text-emerald-900" data-cancel-link-sent="">
        {t("cancel.askSent", { email })}
      </p>
    );
  return (
    <Form method="post" className="mt-4 grid gap-2 border-t border-neutral-100 pt-4" data-cancel-ask="">
      <input type="hidden" name="intent" value="cancel-link" />
      <input type="hidden" name="order_id" value={orderId} />
      <input type="hidden" name="email" value={email} />
      <p className="text-sm text-neutral-700">{t("cancel.askNote", { email })}</p>
      {sent === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {t("cancel.failed")}
        </p>
      ) : null}
      <button type="submit" className="btn-secondary justify-self-start">
        {t("cancel.askSubmit")}
      </button>
    </Form>
  );
}
