// The reservation form's screen: the sections (guest, request, rooms, payment, promo, summary) in
// one conform form checked by the action's schema. Inputs are uncontrolled and re-mount with the
// server's values after every answer (nothing typed is lost); a little state drives the live parts
// with JavaScript: the room choice, the payment options it allows, the points and the estimate.
import { type Ref, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, Link, useNavigation } from "react-router";
import { FormMessages, useFormMessage } from "#app/components/form/messages.tsx";
import { useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { useHydrated } from "remix-utils/use-hydrated";
import { computeReservationPrice } from "#core/pricing.ts";
import { effectiveOption, paymentOptionVisibility } from "#core/rules/payment-options.ts";
import { pointsAllowance, pointsOverAllowance, pointsProblem, SPECIAL_REQUEST_MAX } from "#core/rules/reservation.ts";
import { formatPoints } from "#core/money.ts";
import { GuestSection, RequestSection } from "./guest-section.tsx";
import { PaymentSection } from "./payment-section.tsx";
import { PromoSection } from "./promo-section.tsx";
import type { ActionResult } from "./reservation-result.ts";
import { reservationSchema, type FormValues } from "./reservation-schema.ts";
import { RoomsSection } from "./rooms-section.tsx";
import {
  blockedReason,
  maxRoomsPerNight,
  priceNights,
  pricedNightCount,
  type NightSelection,
} from "./room-selection.ts";
import { SummarySection } from "./summary-section.tsx";
import type { Fieldset, LoaderData, OkData } from "./view-types.ts";

export function ReservationView({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData;
  actionData: ActionResult | undefined;
}) {
  const { t } = useTranslation(["reservation", "common"]);
  if (loaderData.kind === "failed") {
    const f = loaderData.failure;
    const message =
      f.kind === "notFound" ? t("errors.propertyNotFound") : f.kind === "network" ? t("errors.connection") : f.message;
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 role="alert" className="text-xl font-bold">
          {message}
        </h1>
        <Link to="/villas" className="btn-primary mt-6 inline-block">
          {t("errors.browse")}
        </Link>
      </main>
    );
  }
  return <ReservationPage key={actionData?.renderId ?? "initial"} d={loaderData} result={actionData} />;
}

const MESSAGE_SCOPES = ["reservation:errors."];

function ReservationPage({ d, result }: { d: OkData; result: ActionResult | undefined }) {
  const { t } = useTranslation(["reservation", "common"]);
  const lang = d.lang === "en" ? "en" : "id";
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const values: FormValues = result?.values ?? d.defaults;
  const [selection, setSelection] = useState<NightSelection[]>(result?.selection ?? d.defaultSelection);
  const [optionPay, setOptionPay] = useState(Number(values.optionPay) || 0);
  const [points, setPoints] = useState(values.points);
  const [promoIds, setPromoIds] = useState<string[]>(values.referrerPromos);

  const payment = { payAtVilla: d.hotel.payAtVilla, maxRooms: maxRoomsPerNight(selection), loggedIn: d.user !== null };
  const visible = paymentOptionVisibility(payment);
  const option = effectiveOption(optionPay, visible);
  const blockedBy = blockedReason(selection, d.hotel.rooms);
  const blocked = blockedBy !== null;
  const referrerPercent = d.referrerPromos
    .filter((p) => promoIds.includes(String(p.id)))
    .reduce((s, p) => s + p.percent, 0);
  const voucherPercent = Number(values.voucherPercent) || 0;
  const voucherAmount = Number(values.voucherAmount) || 0;
  const { price, allowance } = useMemo(() => {
    const input = {
      nights: priceNights(selection, d.hotel.rooms),
      feePercent: 0,
      promoPercent: d.promoPercent,
      voucher: voucherPercent || voucherAmount ? { percent: voucherPercent, amount: voucherAmount } : null,
      referralPercent: Number(values.referralPercent) || 0,
      referrerPromoPercent: referrerPercent,
      points: 0,
      uniqueCode: Number(values.uniqueCode) || 0,
      dpPercent: d.hotel.dpPercent,
      paymentOption: option,
    };
    const withoutPoints = computeReservationPrice(input);
    const allowance = pointsAllowance(withoutPoints.subTotal, d.points);
    // Points count only as typed and allowed; otherwise the field says why (never clamped).
    const usable =
      pointsProblem(points) === null && points.trim() !== "" && pointsOverAllowance(Number(points), allowance) === null;
    return { price: usable ? computeReservationPrice({ ...input, points: Number(points) }) : withoutPoints, allowance };
  }, [
    selection,
    d,
    voucherPercent,
    voucherAmount,
    values.referralPercent,
    values.uniqueCode,
    referrerPercent,
    points,
    option,
  ]);

  // The same schema the action parses, with what this page knows of the stay.
  const schema = useMemo(
    () =>
      reservationSchema({
        payment: { payAtVilla: d.hotel.payAtVilla, maxRooms: payment.maxRooms, loggedIn: payment.loggedIn },
        blocked,
        points: allowance,
        referrerPromoPercent: referrerPercent,
      }),
    [d.hotel.payAtVilla, payment.maxRooms, payment.loggedIn, blocked, allowance, referrerPercent],
  );
  // A fresh form starts from the page's defaults (a ?reff= share link's referral code, 14:00, +62);
  // after an intent, the server's reply carries the values back.
  const defaultValue = useMemo(() => {
    const { referrerPromos, ...text } = d.defaults;
    return { ...text, referrerPromo: referrerPromos };
  }, [d.defaults]);
  // The schema is a union by intent, whose fields intersect to `never` for conform's DefaultValue type.
  const [form, allFields] = useSchemaForm(schema, {
    id: "reservation",
    lastResult: result?.reply,
    defaultValue: defaultValue as never,
  });
  const fields = allFields as unknown as Fieldset;

  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reserve";

  // The server's refusal (a form message, or a field's such as the rooms' 'at most 5 guests') may
  // sit a screen away from the button (issue 10: 700 px): a summary at the top lists them with
  // links to each field's message, and with JavaScript it is brought into view and focused.
  // Without JavaScript the answer is a new page that opens at its top, where the summary is.
  const refusalRef = useRef<HTMLDivElement>(null);
  // Only a refused 'Reserve': a voucher's or referral's answer stays beside its own field.
  const fieldErrors = result?.reserveRefused ? serverFieldErrors(result) : [];
  const refusalCount = (form.errors?.length ?? 0) + fieldErrors.length;
  useEffect(() => {
    if (!result?.reserveRefused || refusalCount === 0) return;
    refusalRef.current?.scrollIntoView({ block: "center" });
    refusalRef.current?.focus({ preventScroll: true });
  }, [result?.reserveRefused, refusalCount]);

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4">
      <title>{`${t("title")} · ${d.hotel.name} · ${t("common:brand")}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm">
        <Link
          to={`/detail-villas?villas=${d.villas}&guest=${d.stay.guest}&arrival=${d.stay.arrivalUrl}&departure=${d.stay.departureUrl}&duration=${d.stay.nights}`}
          className="text-brand-dark underline"
        >
          ‹ {t("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("title")}</h1>

      {result?.notice ? (
        <p
          role="status"
          className="mt-3 rounded-lg border border-green-200 bg-green-50 px-4 py-2 text-sm text-green-900"
        >
          {result.notice.key ? t(result.notice.key, result.notice.values) : result.notice.text}
        </p>
      ) : null}
      <FormMessages
        scopes={MESSAGE_SCOPES}
        values={{ max: SPECIAL_REQUEST_MAX, points: formatPoints(allowance.max, lang) }}
      >
        {refusalCount > 0 ? (
          <RefusalSummary
            ref={refusalRef}
            formErrors={form.errors ?? []}
            fieldErrors={fieldErrors}
            cs={result?.contactCs ? d.csPhones : null}
            csLabel={(n) => t("csButton", { n })}
            title={t("refusal.title")}
            payHeld={result?.held ? { formId: form.id, label: t("payHeld") } : null}
          />
        ) : null}
      </FormMessages>

      <FormMessages
        scopes={MESSAGE_SCOPES}
        values={{ max: SPECIAL_REQUEST_MAX, points: formatPoints(allowance.max, lang) }}
      >
        <Form
          method="post"
          id={form.id}
          noValidate
          onSubmit={form.onSubmit}
          className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]"
        >
          <input type="hidden" name="idempotencyKey" value={values.idempotencyKey} />
          <input type="hidden" name="uniqueCode" value={values.uniqueCode} />
          <input type="hidden" name="voucherPercent" value={values.voucherPercent} />
          <input type="hidden" name="voucherAmount" value={values.voucherAmount} />
          <input type="hidden" name="referralPercent" value={values.referralPercent} />
          {result?.held ? <input type="hidden" name="heldOrderId" value={result.held.orderId} /> : null}
          <div className="min-w-0 space-y-6">
            <GuestSection fields={fields} user={d.user} hydrated={hydrated} />
            <RequestSection fields={fields} hydrated={hydrated} />
            <RoomsSection
              d={d}
              lang={lang}
              selection={selection}
              setSelection={setSelection}
              fields={fields}
              hydrated={hydrated}
            />
            <PaymentSection
              d={d}
              lang={lang}
              fields={fields}
              visible={visible}
              option={option}
              onOption={setOptionPay}
              total={price.total}
              hydrated={hydrated}
            />
            <PromoSection
              d={d}
              lang={lang}
              fields={fields}
              values={values}
              promo={{
                points,
                setPoints,
                allowance,
                promoIds,
                setPromoIds,
                referrerPercent,
              }}
            />
          </div>
          <SummarySection
            d={d}
            lang={lang}
            price={price}
            option={option}
            blocked={blockedBy}
            pricedNights={pricedNightCount(selection)}
            busy={busy}
          />
        </Form>
      </FormMessages>
    </main>
  );
}

/** The fields the server refused, with the first message of each (the form-level ones apart). */
function serverFieldErrors(result: ActionResult | undefined): { name: string; message: string }[] {
  const errors = result?.reply.error ?? {};
  return Object.entries(errors).flatMap(([name, messages]) =>
    name !== "" && messages?.[0] ? [{ name, message: messages[0] }] : [],
  );
}

function RefusalSummary({
  ref,
  formErrors,
  fieldErrors,
  cs,
  csLabel,
  title,
  payHeld,
}: {
  ref: Ref<HTMLDivElement>;
  formErrors: readonly string[];
  fieldErrors: { name: string; message: string }[];
  cs: readonly string[] | null;
  csLabel: (n: number) => string;
  title: string;
  /** A booking made without its payment page: the button that makes it (submits the form as 'pay-now'). */
  payHeld: { formId: string; label: string } | null;
}) {
  const resolve = useFormMessage();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-form-refusal=""
      className="mt-3 scroll-mt-20 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {formErrors.map((error) => (
        <p key={error}>{error}</p>
      ))}
      {payHeld ? (
        <button
          type="submit"
          form={payHeld.formId}
          name="intent"
          value="pay-now"
          formNoValidate
          className="btn-primary mt-2"
          data-pay-held=""
        >
          {payHeld.label}
        </button>
      ) : null}
      {fieldErrors.length > 0 ? (
        <>
          <p className="font-semibold">{title}</p>
          <ul className="mt-1 list-disc ps-5">
            {fieldErrors.map((error) => (
              <li key={error.name}>
                <a href={`#error-${error.name}`} className="underline">
                  {resolve(error.message)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {cs ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {cs.map((phone, i) => (
            <a
              key={phone}
              href={`https://wa.me/${phone}`}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg bg-green-600 px-3 py-1.5 font-semibold text-white"
            >
              {csLabel(i + 1)}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}
