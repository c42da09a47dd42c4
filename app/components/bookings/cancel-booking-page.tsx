// /cancel-booking's page (what cancelling does now, the confirm form, the refunds after it): its own
// chunk with the bookings catalogue (app/components/ui/deferred.tsx, decision 074).
import { useTranslation } from "#app/i18n/react.tsx";
import { bookingPageUrl } from "#app/lib/booking-page-url.ts";
import { Link, useActionData, useNavigation } from "react-router";
import { BookingActionFrame, BookingSummary, ConfirmForm } from "#app/components/bookings/booking-action-frame.tsx";
import {
  BankAccountForm,
  GivenBack,
  PolicyLines,
  RefundLines,
  RefundStates,
} from "#app/components/bookings/cancellation-parts.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import type { CancellationView } from "#core/contract/index.ts";
import { formatLongDate, todayInJakarta } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import type { Route } from "../../routes/+types/cancel-booking";

type CancelBookingPageProps = Pick<Route.ComponentProps, "loaderData">;

export function CancelBookingPage({ loaderData }: CancelBookingPageProps) {
  return (
    <BookingActionFrame marker="cancel" found={loaderData.kind === "found"}>
      {loaderData.kind === "found" ? <CancellationPage view={loaderData.view} link={loaderData.link} /> : null}
    </BookingActionFrame>
  );
}

function CancellationPage({ view, link }: { view: CancellationView; link: { email?: string; token?: string } }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const navigation = useNavigation();
  const actionData = useActionData<Route.ComponentProps["actionData"]>();
  const busy = navigation.state === "submitting";
  const cancelled = view.state === "cancelled";
  const waitingForAccount = view.refunds.some((r) => r.status === "needs_bank_account");
  return (
    <div className="mt-4 grid gap-5" data-cancel-state={view.state}>
      <BookingSummary
        orderId={view.order_id}
        propertyName={view.property_name}
        stay={`${formatLongDate(view.check_in, lang)} – ${formatLongDate(view.check_out, lang)}`}
      />

      {actionData && "error" in actionData && actionData.error !== "invalid" ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800" data-cancel-error="">
          {("message" in actionData && actionData.message) || t("cancel.failed")}
        </p>
      ) : null}

      {cancelled ? (
        <>
          <section aria-labelledby="cancel-done" className="rounded-xl bg-neutral-50 p-4">
            <h2 id="cancel-done" className="text-lg font-bold text-red-800">
              {t("cancel.cancelled")}
            </h2>
            {view.cancelled_at ? (
              <p className="text-sm text-neutral-700">
                {t("cancel.cancelledOn", { date: formatLongDate(todayInJakarta(new Date(view.cancelled_at)), lang) })}
              </p>
            ) : null}
            <h3 className="mt-3 font-semibold">{t("cancel.refundStateTitle")}</h3>
            <div className="mt-2">
              <RefundStates view={view} />
            </div>
            <GivenBack view={view} />
          </section>
          {waitingForAccount ? (
            <BankAccountForm
              busy={busy}
              errors={actionData && "fieldErrors" in actionData ? actionData.fieldErrors : undefined}
              values={actionData && "values" in actionData ? actionData.values : undefined}
            />
          ) : null}
        </>
      ) : (
        <>
          <section aria-labelledby="cancel-policy">
            <h2 id="cancel-policy" className="mb-2 text-lg font-bold">
              {t("cancel.policy")}
            </h2>
            <PolicyLines view={view} />
          </section>
          {view.cancellable ? (
            <>
              <p>{t("cancel.intro")}</p>
              <section aria-labelledby="cancel-refund" className="rounded-xl border border-neutral-200 p-4">
                <h2 id="cancel-refund" className="mb-2 text-lg font-bold">
                  {t("cancel.refundTitle")}
                </h2>
                <RefundLines view={view} />
                <GivenBack view={view} />
              </section>
              <ConfirmForm
                marker="cancel"
                fields={{ intent: "cancel" }}
                note={t("cancel.confirmNote")}
                buttonClassName="justify-self-start rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
              >
                {t("cancel.confirm")}
                {view.refund.amount > 0 ? ` · ${formatMoney(view.refund.amount, lang)}` : ""}
              </ConfirmForm>
            </>
          ) : (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900" data-cancel-refusal={view.refusal}>
              {t(`cancel.refusal.${view.refusal ?? "ended"}`, {
                date: view.policy.last_day ? formatLongDate(view.policy.last_day, lang) : "",
              })}
            </p>
          )}
        </>
      )}
      {!cancelled && view.kind === "reservation" && view.cancellable && view.refund.paid > 0 ? (
        <Link
          to={bookingPageUrl("/change-booking", { orderId: view.order_id, ...link })}
          className="btn-secondary justify-self-start"
          data-change-link=""
        >
          {t("change.detailLink")}
        </Link>
      ) : null}
      {view.guest ? null : (
        <Link
          to={view.kind === "long_stay" ? "/my-booking?tab=longstay" : "/my-booking"}
          className="text-sm font-semibold text-brand-dark hover:underline"
        >
          ← {t("cancel.back")}
        </Link>
      )}
    </div>
  );
}
