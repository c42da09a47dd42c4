// /cancel-booking?order_id=[&email&token] (issue 26, decisions 055 and 057): what cancelling a
// nightly booking or a long stay does now (the policy, days before arrival, each line of the refund, or why it cannot be
// cancelled), the confirm button, and after it the cancellation with each refund's state and, for a
// bank transfer, the form for the account. The booking's owner opens it from the booking detail;
// a guest through the link mailed from the reservation check (email and token in the URL). Forms
// post to this route's action and come back here (post/redirect/get): no JavaScript needed.
import { useTranslation } from "#app/i18n/react.tsx";
import { bookingPageUrl } from "#app/lib/booking-page-url.ts";
import { data, Link, redirect, useActionData, useNavigation } from "react-router";
import { BookingActionFrame, BookingSummary, ConfirmForm } from "#app/components/bookings/booking-action-frame.tsx";
import {
  BankAccountForm,
  type BankFormErrors,
  GivenBack,
  PolicyLines,
  RefundLines,
  RefundStates,
} from "#app/components/bookings/cancellation-parts.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import {
  api,
  ApiRequestError,
  bookingCall,
  bookingLinkOf,
  isGone as isGoneAnswer,
} from "#app/server/bookings/booking-link.server.ts";
import type { CancellationView } from "#core/contract/index.ts";
import { formatLongDate, todayInJakarta } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import type { Route } from "./+types/cancel-booking";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["bookings"] } satisfies I18nHandle;

const linkOf = bookingLinkOf;
const callOf = bookingCall;
const notFound = () => data({ kind: "notFound" as const }, { status: 404 });
const isGone = (error: unknown) => isGoneAnswer(error, [401, 403, 404, 422]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const link = linkOf(request);
  if (!link.valid) return notFound();
  try {
    const answer = await api.cancellationPreview(
      { params: { orderId: link.orderId }, query: { email: link.email, token: link.token } },
      await callOf(request, lang),
    );
    return { kind: "found" as const, view: answer.data, link: { email: link.email, token: link.token } };
  } catch (error) {
    if (isGone(error)) return notFound();
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const link = linkOf(request);
  if (!link.valid) return data({ error: "notFound" as const }, { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");
  // Back to this page's own URL (the action's request URL is the data request's with JavaScript).
  const back = bookingPageUrl("/cancel-booking", link);
  const call = await callOf(request, lang);
  const params = { orderId: link.orderId };
  try {
    if (intent === "cancel") {
      await api.cancelBooking({ params, body: { email: link.email, token: link.token } }, call);
      return redirect(back);
    }
    if (intent === "refund-account") {
      const values = {
        bank_name: String(form.get("bank_name") ?? ""),
        account_number: String(form.get("account_number") ?? ""),
        account_holder: String(form.get("account_holder") ?? ""),
      };
      try {
        await api.refundAccount({ params, body: { email: link.email, token: link.token, ...values } }, call);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 422)
          return data(
            { error: "invalid" as const, fieldErrors: (error.body?.errors ?? {}) as BankFormErrors, values },
            { status: 422 },
          );
        throw error;
      }
      return redirect(back);
    }
    return data({ error: "failed" as const, message: undefined }, { status: 400 });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409)
      return data({ error: "failed" as const, message: error.body?.message }, { status: 409 });
    if (isGone(error)) return data({ error: "notFound" as const }, { status: 404 });
    throw error;
  }
}

export default function CancelBooking({ loaderData }: Route.ComponentProps) {
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
  const actionData = useActionData<typeof action>();
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
