// /change-booking's page (the new dates' form, the quote, the confirm and what happened): its own
// chunk with the bookings catalogue (app/components/ui/deferred.tsx, decision 074).
import { useTranslation } from "#app/i18n/react.tsx";
import type { ReactNode } from "react";
import type { TFunction } from "#app/i18n/runtime.ts";
import { Form, Link, useActionData } from "react-router";
import {
  BookingActionFrame,
  BookingSummary,
  ConfirmForm,
  SummaryLine,
} from "#app/components/bookings/booking-action-frame.tsx";
import { INPUT_CLASS } from "#app/components/form/field.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import type { DateChangeQuoteView, DateChangeView } from "#core/contract/index.ts";
import { addDays, formatLongDate, todayInJakarta } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import type { Route } from "../../routes/+types/change-booking";

type ChangeBookingPageProps = Pick<Route.ComponentProps, "loaderData">;

export function ChangeBookingPage({ loaderData }: ChangeBookingPageProps) {
  return (
    <BookingActionFrame marker="change" found={loaderData.kind === "found"}>
      {loaderData.kind === "found" ? <ChangePage {...loaderData} /> : null}
    </BookingActionFrame>
  );
}

const NOTICE_TONES = {
  done: "rounded-xl bg-green-50 p-4 text-green-900",
  pending: "rounded-xl bg-amber-50 p-4 text-amber-900",
} as const;

/** The change just done, or the one waiting for its payment (`data-change-{state}` for the tests). */
function ChangeNotice({
  state,
  title,
  children,
  action,
}: {
  state: keyof typeof NOTICE_TONES;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = `change-${state}`;
  return (
    <section aria-labelledby={id} className={NOTICE_TONES[state]} {...{ [`data-${id}`]: "" }}>
      <h2 id={id} className="font-bold">
        {title}
      </h2>
      <p className="text-sm">{children}</p>
      {action}
    </section>
  );
}

const LINE = "flex justify-between gap-3 py-1 text-sm [&>dd]:shrink-0 [&>dd]:whitespace-nowrap";

type QuoteLine = [amount: string, term: string, value: string, weight?: "font-semibold" | "text-base font-bold"];

/** The quote's sum, line by line (`data-amount` names each for the tests): what is shown of it. */
function quoteLines(quote: DateChangeQuoteView, t: TFunction, money: (n: number) => string): QuoteLine[] {
  const lines: Array<QuoteLine | false> = [
    ["subTotal", t("change.subTotal"), money(quote.sub_total)],
    quote.discounts > 0 && ["discounts", t("change.discounts"), `−${money(quote.discounts)}`],
    ["uniqueCode", t("change.uniqueCode"), money(quote.unique_code)],
    ["newTotal", t("change.newTotal"), money(quote.new_total), "font-semibold"],
    ["oldTotal", t("change.oldTotal"), `−${money(quote.old_total)}`],
    ["fee", t("change.fee"), money(quote.fee)],
    ["difference", t("change.difference"), money(quote.difference), "font-semibold"],
    quote.to_pay > 0
      ? ["toPay", t("change.toPay"), money(quote.to_pay), "text-base font-bold"]
      : quote.difference < 0 && [
          "refund",
          t("change.refund", { percent: quote.refund_percent }),
          money(quote.refund),
          "text-base font-bold",
        ],
  ];
  return lines.filter((line) => line !== false);
}

function ChangePage({
  view,
  asked,
  quoteError,
  payUrl,
  backTo,
  link,
}: {
  link: { email?: string; token?: string };
  view: DateChangeView;
  asked: { arrival?: string; departure?: string };
  quoteError: string | undefined;
  payUrl: string | null;
  backTo: string | null;
}) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const actionData = useActionData<Route.ComponentProps["actionData"]>();
  const range = (a: string, b: string) => `${formatLongDate(a, lang)} – ${formatLongDate(b, lang)}`;
  const pending = view.pending;
  const last = view.last_change;
  return (
    <div className="mt-4 grid gap-5" data-change-state={pending ? "pending" : view.changeable ? "open" : "closed"}>
      <BookingSummary
        orderId={view.order_id}
        propertyName={view.property_name}
        stay={range(view.check_in, view.check_out)}
        stayProps={{ "data-change-current": "" }}
      >
        <SummaryLine term={t("change.rooms")}>
          {view.rooms.map((r) => t("change.roomLine", { qty: r.qty, name: r.name })).join(", ")}
        </SummaryLine>
        <SummaryLine term={t("change.oldTotal")}>{formatMoney(view.total, lang)}</SummaryLine>
      </BookingSummary>

      {actionData && "error" in actionData ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800" data-change-error="">
          {actionData.message || t("change.failed")}
        </p>
      ) : null}

      {last && !pending ? (
        <ChangeNotice state="done" title={t("change.doneTitle")}>
          {t("change.done", {
            from: range(last.from.arrival, last.from.departure),
            to: range(last.to.arrival, last.to.departure),
          })}
        </ChangeNotice>
      ) : null}

      {pending ? (
        <ChangeNotice
          state="pending"
          title={t("change.pendingTitle")}
          action={
            payUrl ? (
              <a href={payUrl} className="btn-primary mt-3 inline-block" data-change-pay="">
                {t("change.payNow")}
              </a>
            ) : null
          }
        >
          {t("change.pending", {
            from: formatLongDate(pending.to.arrival, lang),
            to: formatLongDate(pending.to.departure, lang),
            amount: formatMoney(pending.difference, lang),
            time: pending.expires_at
              ? new Date(pending.expires_at).toLocaleTimeString(lang === "en" ? "en-GB" : "id-ID", {
                  timeZone: "Asia/Jakarta",
                  hour: "2-digit",
                  minute: "2-digit",
                })
              : "",
          })}
        </ChangeNotice>
      ) : view.changeable ? (
        <>
          <p>{t("change.intro")}</p>
          <p className="text-sm text-neutral-700">{t("change.policyNote")}</p>
          <DatesForm view={view} asked={asked} link={link} />
          {quoteError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800" data-change-error="">
              {quoteError}
            </p>
          ) : null}
          {view.quote ? <QuoteSection view={view} quote={view.quote} /> : null}
        </>
      ) : (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900" data-change-refusal={view.refusal ?? ""}>
          {t(`change.refusal.${view.refusal ?? "ended"}`, {
            date: view.policy.last_day ? formatLongDate(view.policy.last_day, lang) : "",
          })}
        </p>
      )}

      <Link
        to={backTo ?? `/detail-booking?id=${view.id}`}
        className="text-sm font-semibold text-brand-dark hover:underline"
      >
        ← {t("change.back")}
      </Link>
    </div>
  );
}

function DatesForm({
  view,
  asked,
  link,
}: {
  view: DateChangeView;
  asked: { arrival?: string; departure?: string };
  link: { email?: string; token?: string };
}) {
  const { t } = useTranslation("bookings");
  const today = todayInJakarta();
  return (
    <Form method="get" className="grid gap-3 rounded-xl border border-neutral-200 p-4" data-change-dates="">
      <h2 className="text-lg font-bold">{t("change.newDates")}</h2>
      <input type="hidden" name="order_id" value={view.order_id} />
      {link.email ? <input type="hidden" name="email" value={link.email} /> : null}
      {link.token ? <input type="hidden" name="token" value={link.token} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="grid gap-1 text-sm font-medium">
          {t("change.arrival")}
          <input
            type="date"
            name="arrival"
            required
            min={today}
            defaultValue={asked.arrival ?? ""}
            className={INPUT_CLASS}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("change.departure")}
          <input
            type="date"
            name="departure"
            required
            min={addDays(today, 1)}
            defaultValue={asked.departure ?? ""}
            className={INPUT_CLASS}
          />
        </label>
      </div>
      <button type="submit" className="btn-secondary justify-self-start">
        {t("change.check")}
      </button>
    </Form>
  );
}

function QuoteSection({ view, quote }: { view: DateChangeView; quote: DateChangeQuoteView }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const money = (n: number) => formatMoney(n, lang);
  return (
    <section
      aria-labelledby="change-price"
      className="grid gap-3 rounded-xl border border-neutral-200 p-4"
      data-change-quote=""
    >
      <h2 id="change-price" className="text-lg font-bold">
        {t("change.priceTitle")} · {formatLongDate(quote.arrival, lang)} – {formatLongDate(quote.departure, lang)} (
        {t("change.nights", { count: quote.nights })})
      </h2>
      {quote.available ? (
        <p className="text-sm text-green-800" data-change-available="">
          {t("change.available")}
        </p>
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800" data-change-unavailable="">
          {t("change.unavailable", { dates: quote.unavailable_dates.map((d) => formatLongDate(d, lang)).join(", ") })}
        </p>
      )}
      <dl className="divide-y divide-neutral-100">
        {quoteLines(quote, t, money).map(([amount, term, value, weight]) => (
          <div key={amount} className={weight ? `${LINE} ${weight}` : LINE} data-amount={amount}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {quote.difference < 0 && quote.refund === 0 ? <p className="text-sm">{t("change.noRefund")}</p> : null}
      <p className="text-xs text-neutral-600">{t("change.rulesNote")}</p>
      {quote.available ? (
        <ConfirmForm
          marker="change"
          fields={{
            arrival: quote.arrival,
            departure: quote.departure,
            from_arrival: view.check_in,
            from_departure: view.check_out,
          }}
          note={t("change.confirmNote")}
          buttonClassName="btn-primary justify-self-start"
        >
          {quote.to_pay > 0 ? t("change.confirmPay", { amount: money(quote.to_pay) }) : t("change.confirm")}
        </ConfirmForm>
      ) : null}
    </section>
  );
}
