// /reservation-check (seed 001 sections 2.4, 4, 5, 8): order id and email, both required ('Order
// ID required', 'Email required'); the summary with its payment state ('Failed' when there is no
// payment relation, 'Waiting Payment' while waiting); a wrong pair says only 'reservation not
// found'. The form posts (the email stays out of URLs and history); the e-ticket mail's link for a
// guest booking carries ?order_id&email and is checked by the loader. Works without JavaScript.
// /v1 rate limits the check per visitor; its 429 message is shown as it comes.
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Form, useNavigation } from "react-router";
import { VoucherDownload } from "#app/components/bookings/booking-parts.tsx";
import { LongStayBill, LongStayStateBadge, useLongStayLength } from "#app/components/bookings/long-stay-parts.tsx";
import {
  askCancellationLink,
  checkReservation,
  type ReservationSummary,
} from "#app/server/bookings/bookings.server.ts";
import { reservationCheckSchema } from "#app/components/bookings/reservation-check-schema.ts";
import { useLang } from "#app/components/ui/use-lang.ts";
import type { Language } from "#app/i18n/config.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { bookingStatusView, isLongStayActive } from "#core/booking-status.ts";
import { formatLongDate } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import type { Route } from "./+types/reservation-check";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import type { RouterContextProvider } from "react-router";
import { keepOffline, voucherPath } from "#app/lib/offline.server.ts";
import { keepUntilAfter } from "#core/offline/protocol.ts";
import { OfflineNotice } from "#app/components/offline/offline-notice.tsx";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";

export const handle = { i18n: ["bookings"] } satisfies I18nHandle;

/**
 * The form works as plain HTML (a post the action checks), so its form kit and zod stay out of the
 * first-load JavaScript: the server renders it in place and it hydrates from its own chunk
 * (app/components/ui/deferred.tsx, docs/decisions/032-first-load-js.md).
 */
const checkForm = deferred(() =>
  import("#app/components/bookings/reservation-check-form.tsx").then((m) => m.ReservationCheckForm),
);

/** A client-side navigation here loads the form's chunk beside the data. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, [checkForm]);

/** Add to calendar and Share (issue 24): plain HTML first, hydrated from its own chunk. */
const bookingTrip = deferred(() => import("#app/components/bookings/booking-trip.tsx").then((m) => m.BookingTrip));

type Outcome =
  | { kind: "idle" | "invalid" | "notFound" }
  | { kind: "found"; summary: ReservationSummary; email: string; keptAt: number }
  | { kind: "failed" | "limited"; message?: string };

/** The check of one order id and email (a form post, or the e-ticket mail's link). */
async function check(
  request: Request,
  context: Readonly<RouterContextProvider>,
  lang: Language,
  payload: FormData | URLSearchParams,
  linkSent: "sent" | "failed" | null = null,
) {
  const submission = parseWithZod(payload, { schema: reservationCheckSchema });
  await checkForm.preload();
  const answer = (outcome: Outcome, status: number) =>
    data({ outcome, result: submission.reply(), linkSent }, { status });
  if (submission.status !== "success") return answer({ kind: "invalid" }, 400);
  const { order_id: orderId, email } = submission.value;
  const result = await checkReservation(request, orderId, email, lang);
  if (result.kind === "found") {
    // The guest's phone keeps the booking (this check as a link, and its voucher) until 30 days
    // after the stay (decision 058).
    const page = `/reservation-check?${new URLSearchParams({ order_id: orderId, email: email.toLowerCase() }).toString()}`;
    const voucher = result.summary.voucher_download && result.summary.guest_booking;
    keepOffline(context, keepUntilAfter(result.summary.departure.slice(0, 10)), [
      page,
      ...(voucher ? [voucherPath(orderId, email)] : []),
    ]);
    await bookingTrip.preload();
    return answer({ kind: "found", summary: result.summary, email, keptAt: Date.now() }, 200);
  }
  if (result.kind === "notFound") return answer({ kind: "notFound" }, 404);
  if (result.kind === "limited") return answer({ kind: "limited", message: result.message }, 429);
  return answer({ kind: "failed", message: result.message }, 502);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const params = new URL(request.url).searchParams;
  await checkForm.preload();
  if (!params.has("order_id") && !params.has("email")) return { outcome: { kind: "idle" } as Outcome, result: null };
  // The payment popup's link for a guest: the order id filled in, the email still to type.
  if (!params.has("email"))
    return { outcome: { kind: "idle" } as Outcome, result: null, orderId: params.get("order_id")!.trim().slice(0, 64) };
  return check(request, context, lang, params);
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const form = await request.formData();
  // 'Cancel this booking' on a found booking: the link goes to the booking's email (decision 055).
  if (form.get("intent") === "cancel-link") {
    const sent = await askCancellationLink(
      request,
      lang,
      String(form.get("order_id") ?? ""),
      String(form.get("email") ?? ""),
    );
    return check(request, context, lang, form, sent ? "sent" : "failed");
  }
  return check(request, context, lang, form);
}

export default function ReservationCheck({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("bookings");
  const navigation = useNavigation();
  const answer = actionData ?? loaderData;
  const outcome: Outcome = answer.outcome;
  const prefilled = loaderData && "orderId" in loaderData ? loaderData.orderId : undefined;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${t("check.title")} · Inap`}</title>
      <h1 className="text-2xl font-bold">{t("check.title")}</h1>
      <p className="mt-1 text-neutral-600">{t("check.intro")}</p>
      <checkForm.Component lastResult={answer.result} prefilled={prefilled} busy={navigation.state === "submitting"} />
      <div aria-live="polite" className="mt-6">
        {outcome.kind === "notFound" ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800" data-check-result="notFound">
            {t("check.notFound")}
          </p>
        ) : outcome.kind === "limited" || outcome.kind === "failed" ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800" data-check-result={outcome.kind}>
            {outcome.message || t("nointernet")}
          </p>
        ) : outcome.kind === "found" ? (
          <>
            <OfflineNotice
              keptAt={outcome.keptAt}
              label={`${t("check.title")} · ${outcome.summary.hotelName} · ${outcome.summary.order_id}`}
            />
            <Summary
              summary={outcome.summary}
              email={outcome.email}
              linkSent={"linkSent" in answer ? (answer.linkSent ?? null) : null}
            />
          </>
        ) : null}
      </div>
    </main>
  );
}

function Summary({
  summary: s,
  email,
  linkSent,
}: {
  summary: ReservationSummary;
  email: string;
  linkSent: "sent" | "failed" | null;
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
            <bookingTrip.Component
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
