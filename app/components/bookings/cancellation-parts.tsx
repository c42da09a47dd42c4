// The parts of the cancellation page (/cancel-booking): the policy, each line of the refund, the
// refunds' states and the bank account form for a bank transfer's refund. Plain server-rendered
// markup and forms: everything works without JavaScript.
import { Form } from "react-router";
import type { CancellationView, RefundState } from "#core/contract/index.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { INPUT_CLASS } from "#app/components/form/field.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { formatLongDate } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";

const LINE = "flex justify-between gap-3 py-1 text-sm";

export function PolicyLines({ view }: { view: CancellationView }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const { day_cancel, refund_percent, last_day } = view.policy;
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm" data-cancel-policy="">
      <li>
        {day_cancel === null
          ? t("cancel.policyNone")
          : day_cancel === 0
            ? t("cancel.policyArrivalDay")
            : t("cancel.policyDays", { count: day_cancel })}
      </li>
      <li>{refund_percent ? t("cancel.refundPercent", { percent: refund_percent }) : t("cancel.refundNone")}</li>
      {last_day ? (
        <li>
          {t("cancel.lastDay")}: <strong>{formatLongDate(last_day, lang)}</strong> ·{" "}
          {view.days_before_arrival > 0
            ? t("cancel.daysBefore", { count: view.days_before_arrival })
            : t("cancel.today")}
        </li>
      ) : null}
    </ul>
  );
}

/** Paid − unique code = refundable; the policy's percent of it is the refund. */
export function RefundLines({ view }: { view: CancellationView }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const r = view.refund;
  if (r.paid === 0)
    return (
      <p className="text-sm" data-refund-nothing-paid="">
        {t("cancel.nothingPaid")}
      </p>
    );
  return (
    <dl className="divide-y divide-neutral-100" data-refund-lines="">
      <div className={LINE} data-amount="paid">
        <dt>{t("cancel.paid")}</dt>
        <dd>{formatMoney(r.paid, lang)}</dd>
      </div>
      <div className={LINE} data-amount="uniqueCode">
        <dt>{t("cancel.uniqueCode")}</dt>
        <dd>−{formatMoney(r.unique_code_kept, lang)}</dd>
      </div>
      <div className={LINE} data-amount="refundable">
        <dt>{t("cancel.refundable")}</dt>
        <dd>{formatMoney(r.refundable, lang)}</dd>
      </div>
      <div className={LINE} data-amount="percent">
        <dt>{t("cancel.percent")}</dt>
        <dd>{r.percent}%</dd>
      </div>
      <div className={`${LINE} text-base font-bold`} data-amount="refund">
        <dt>{t("cancel.refund")}</dt>
        <dd>{formatMoney(r.amount, lang)}</dd>
      </div>
    </dl>
  );
}

export function GivenBack({ view }: { view: CancellationView }) {
  const { t } = useTranslation("bookings");
  const { points, voucher_code } = view.given_back;
  return (
    <ul className="mt-2 space-y-1 text-sm text-neutral-700">
      {points > 0 ? <li data-given-back="points">{t("cancel.pointsBack", { points })}</li> : null}
      {voucher_code ? <li data-given-back="voucher">{t("cancel.voucherBack", { code: voucher_code })}</li> : null}
      {view.refund.paid > 0 ? <li>{t("cancel.discountsNote")}</li> : null}
    </ul>
  );
}

const STATE_CLASS: Record<RefundState, string> = {
  requested: "bg-amber-50 text-amber-900",
  done: "bg-emerald-50 text-emerald-900",
  failed: "bg-red-50 text-red-800",
  needs_bank_account: "bg-amber-50 text-amber-900",
};

export function RefundStates({ view }: { view: CancellationView }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  if (view.refunds.length === 0) return <p data-refund-state="none">{t("cancel.noRefund")}</p>;
  return (
    <ul className="space-y-2">
      {view.refunds.map((refund, i) => (
        <li
          // Refunds have no id of their own on the page; their order is fixed (one per payment).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          className={`flex flex-wrap justify-between gap-2 rounded-lg p-3 ${STATE_CLASS[refund.status]}`}
          data-refund-state={refund.status}
        >
          <span className="font-semibold">{t(`cancel.refundState.${refund.status}`)}</span>
          <span>{formatMoney(refund.amount, lang)}</span>
        </li>
      ))}
    </ul>
  );
}

export interface BankFormErrors {
  bank_name?: string[];
  account_number?: string[];
  account_holder?: string[];
}

export function BankAccountForm({
  errors = {},
  values = {},
  busy,
}: {
  errors?: BankFormErrors;
  values?: Record<string, string>;
  busy: boolean;
}) {
  const { t } = useTranslation("bookings");
  const field = (name: keyof BankFormErrors, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => {
    const id = `refund-${name}`;
    const error = errors[name]?.[0];
    return (
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          name={name}
          required
          defaultValue={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={INPUT_CLASS}
          {...props}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <section aria-labelledby="refund-bank" className="rounded-xl border border-amber-300 p-4" data-refund-bank="">
      <h2 id="refund-bank" className="text-lg font-bold">
        {t("cancel.bank.title")}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">{t("cancel.bank.intro")}</p>
      <Form method="post" className="mt-3 grid gap-3" noValidate>
        <input type="hidden" name="intent" value="refund-account" />
        {field("bank_name", t("cancel.bank.name"), { maxLength: 60, autoComplete: "off" })}
        {field("account_number", t("cancel.bank.number"), { inputMode: "numeric", maxLength: 30, autoComplete: "off" })}
        {field("account_holder", t("cancel.bank.holder"), { maxLength: 100, autoComplete: "name" })}
        <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
          {t("cancel.bank.submit")}
        </button>
      </Form>
    </section>
  );
}
