// /reservation-check (seed 001 sections 2.4, 4, 5, 8): order id and email, both required ('Order
// ID required', 'Email required'); the summary with its payment state ('Failed' when there is no
// payment relation, 'Waiting Payment' while waiting); a wrong pair says only 'reservation not
// found'. The form posts (the email stays out of URLs and history); the e-ticket mail's link for a
// guest booking carries ?order_id&email and is checked by the loader. Works without JavaScript.
// /v1 rate limits the check per visitor; its 429 message is shown as it comes.
import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import { VoucherDownload } from "../components/bookings/booking-parts.tsx";
import { checkReservation, type ReservationSummary } from "../components/bookings/bookings.server.ts";
import { useLang } from "../components/ui/use-lang.ts";
import type { Language } from "../i18n/config.ts";
import { getLocale } from "../i18n/i18n.server.ts";
import { formatLongDate } from "../lib/dates.ts";
import { formatMoney } from "../lib/money.ts";
import type { Route } from "./+types/reservation-check";

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

type Outcome =
  | { kind: "idle"; values: { orderId: string; email: string } }
  | { kind: "invalid"; values: { orderId: string; email: string }; errors: { orderId?: string; email?: string } }
  | { kind: "found"; values: { orderId: string; email: string }; summary: ReservationSummary }
  | { kind: "notFound" | "failed" | "limited"; values: { orderId: string; email: string }; message?: string };

async function check(request: Request, lang: Language, rawOrderId: unknown, rawEmail: unknown): Promise<{ outcome: Outcome; status: number }> {
  const values = { orderId: typeof rawOrderId === "string" ? rawOrderId.trim().slice(0, 64) : "", email: typeof rawEmail === "string" ? rawEmail.trim().slice(0, 254) : "" };
  const errors: { orderId?: string; email?: string } = {};
  if (!values.orderId) errors.orderId = "check.orderIdRequired";
  if (!values.email) errors.email = "check.emailRequired";
  else if (!EMAIL.test(values.email)) errors.email = "check.emailInvalid";
  if (errors.orderId || errors.email) return { outcome: { kind: "invalid", values, errors }, status: 400 };
  const result = await checkReservation(request, values.orderId, values.email.toLowerCase(), lang);
  if (result.kind === "found") return { outcome: { kind: "found", values, summary: result.summary }, status: 200 };
  if (result.kind === "notFound") return { outcome: { kind: "notFound", values }, status: 404 };
  if (result.kind === "limited") return { outcome: { kind: "limited", values, message: result.message }, status: 429 };
  return { outcome: { kind: "failed", values, message: result.message }, status: 502 };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const params = new URL(request.url).searchParams;
  if (!params.has("order_id") && !params.has("email")) return { outcome: { kind: "idle", values: { orderId: "", email: "" } } as Outcome };
  const { outcome, status } = await check(request, lang, params.get("order_id"), params.get("email"));
  return data({ outcome }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const form = await request.formData();
  const { outcome, status } = await check(request, lang, form.get("order_id"), form.get("email"));
  return data({ outcome }, { status });
}

export default function ReservationCheck({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("bookings");
  const navigation = useNavigation();
  const outcome: Outcome = actionData?.outcome ?? loaderData.outcome;
  const errors = outcome.kind === "invalid" ? outcome.errors : {};
  const busy = navigation.state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${t("check.title")} · Inap`}</title>
      <h1 className="text-2xl font-bold">{t("check.title")}</h1>
      <p className="mt-1 text-neutral-600">{t("check.intro")}</p>
      <Form method="post" noValidate className="mt-5 grid gap-4 rounded-xl border border-neutral-200 p-4" data-reservation-check="">
        <div>
          <label htmlFor="rc-order" className="mb-1 block text-sm font-semibold">
            {t("check.orderId")}
          </label>
          <input
            id="rc-order"
            name="order_id"
            required
            maxLength={64}
            autoComplete="off"
            defaultValue={outcome.values.orderId}
            aria-invalid={errors.orderId ? true : undefined}
            aria-describedby={errors.orderId ? "rc-order-error" : undefined}
            className="w-full rounded-lg border border-neutral-300 px-3 py-2"
          />
          {errors.orderId ? (
            <p id="rc-order-error" role="alert" className="mt-1 text-sm text-red-700">
              {t(errors.orderId)}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="rc-email" className="mb-1 block text-sm font-semibold">
            {t("check.email")}
          </label>
          <input
            id="rc-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={outcome.values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "rc-email-error" : undefined}
            className="w-full rounded-lg border border-neutral-300 px-3 py-2"
          />
          {errors.email ? (
            <p id="rc-email-error" role="alert" className="mt-1 text-sm text-red-700">
              {t(errors.email)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
          {t("check.submit")}
        </button>
      </Form>
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
          <Summary summary={outcome.summary} email={outcome.values.email.toLowerCase()} />
        ) : null}
      </div>
    </main>
  );
}

function Summary({ summary: s, email }: { summary: ReservationSummary; email: string }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  const state = s.Transaction.payment_relation?.status ?? "Failed";
  const row = (label: string, value: React.ReactNode, name: string) => (
    <div className="grid gap-1 border-b border-neutral-100 py-2 sm:grid-cols-[10rem_1fr]" data-row={name}>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="rc-summary" className="rounded-xl border border-neutral-200 p-4" data-check-result="found" data-state={state}>
      <h2 id="rc-summary" className="mb-2 text-lg font-bold">
        {t("check.summary")}
      </h2>
      <dl>
        {row(t("orderId"), <span className="font-mono">{s.order_id}</span>, "orderId")}
        {row(t("check.name"), s.name, "name")}
        {row(t("check.email"), s.email, "email")}
        {row(t("check.phone"), s.phone.replace("-", " "), "phone")}
        {row(t("check.hotelName"), s.hotelName, "hotelName")}
        {row(t("check.arrival"), formatLongDate(s.arrival, lang), "arrival")}
        {row(t("check.departure"), formatLongDate(s.departure, lang), "departure")}
        {row(t("total"), formatMoney(s.total, lang), "total")}
        {row(t("check.payment"), <span data-payment-state={state}>{t(`check.state.${state}`, { defaultValue: state })}</span>, "payment")}
      </dl>
      {s.voucher_download && s.guest_booking ? (
        <div className="mt-4">
          <VoucherDownload orderId={s.order_id} email={email} />
        </div>
      ) : null}
    </section>
  );
}
