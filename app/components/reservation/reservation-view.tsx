// The reservation form's screen. Uncontrolled inputs carry the typed values (so nothing is lost on
// any submission); a little state drives the live parts with JavaScript: the room choice, the
// payment options it allows, the special-request counter and the price estimate.
import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { ActionResult } from "../../routes/reservation-form.tsx";
import type { Route } from "../../routes/+types/reservation-form";
import { formatLongDate } from "../../lib/dates.ts";
import { formatMoney } from "../../lib/money.ts";
import { computeReservationPrice, maxPointsFor, REFERRAL_PROMO_CAP_PERCENT } from "../../lib/pricing.ts";
import { useHydrated } from "../search/use-hydrated.ts";
import { hotelImageSources } from "../ui/images.ts";
import { AREA_CODES, SPECIAL_REQUEST_MAX } from "./reservation-constants.ts";
import { fieldErrors, readValues, type FormValues } from "./reservation-schema.ts";
import {
  effectiveOption,
  maxRoomsPerNight,
  notAvailable,
  paymentOptionVisibility,
  priceNights,
  qtyField,
  setQty,
  unitsOn,
  type NightSelection,
} from "./room-selection.ts";

type LoaderData = Route.ComponentProps["loaderData"];
type OkData = Extract<LoaderData, { kind: "ok" }>;

export function ReservationView({ loaderData, actionData }: { loaderData: LoaderData; actionData: ActionResult | undefined }) {
  const { t } = useTranslation(["reservation", "common"]);
  if (loaderData.kind === "failed") {
    const f = loaderData.failure;
    const message = f.kind === "notFound" ? t("errors.propertyNotFound") : f.kind === "network" ? t("errors.connection") : f.message;
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

const LOW_UNITS = 5;

function ReservationPage({ d, result }: { d: OkData; result: ActionResult | undefined }) {
  const { t } = useTranslation(["reservation", "common"]);
  const lang = d.lang === "en" ? "en" : "id";
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const values: FormValues = result?.values ?? d.defaults;
  const [selection, setSelection] = useState<NightSelection[]>(result?.selection ?? d.defaultSelection);
  const [optionPay, setOptionPay] = useState(Number(values.optionPay) || 0);
  const [points, setPoints] = useState(values.points);
  const [requestLength, setRequestLength] = useState(values.specialRequest.length);
  const [promoIds, setPromoIds] = useState<string[]>(values.referrerPromos);
  const [clientErrors, setClientErrors] = useState<Partial<Record<string, string>>>({});
  const loggedIn = d.user !== null;

  const visible = paymentOptionVisibility({ payAtVilla: d.hotel.payAtVilla, maxRooms: maxRoomsPerNight(selection), loggedIn });
  const option = effectiveOption(optionPay, visible);
  const blocked = notAvailable(selection, d.hotel.rooms);
  const referrerPercent = d.referrerPromos.filter((p) => promoIds.includes(String(p.id))).reduce((s, p) => s + p.percent, 0);
  const voucherPercent = Number(values.voucherPercent) || 0;
  const voucherAmount = Number(values.voucherAmount) || 0;
  const price = useMemo(
    () =>
      computeReservationPrice({
        nights: priceNights(selection, d.hotel.rooms),
        feePercent: 0,
        promoPercent: d.promoPercent,
        voucher: voucherPercent || voucherAmount ? { percent: voucherPercent, amount: voucherAmount } : null,
        referralPercent: Number(values.referralPercent) || 0,
        referrerPromoPercent: referrerPercent,
        points: /^[1-9]\d*$/.test(points) ? Math.min(Number(points), d.points) : 0,
        uniqueCode: Number(values.uniqueCode) || 0,
        dpPercent: d.hotel.dpPercent,
        paymentOption: option,
      }),
    [selection, d, voucherPercent, voucherAmount, values.referralPercent, values.uniqueCode, referrerPercent, points, option],
  );

  const errors = { ...(result?.errors ?? {}), ...clientErrors };
  const message = (field: string): string | undefined => {
    const key = errors[field];
    if (key) return t(`errors.${key}`, { max: SPECIAL_REQUEST_MAX, points: maxPointsFor(price.subTotal) });
    return result?.serverErrors[field];
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "reserve") return;
    const found: Partial<Record<string, string>> = { ...fieldErrors(readValues(new FormData(event.currentTarget), d.defaults)) };
    if (blocked) found.rooms = "cannotBook";
    if (referrerPercent > REFERRAL_PROMO_CAP_PERCENT) found.referrerPromos = "referralPromoMax";
    if (/^[1-9]\d*$/.test(points) && Number(points) > maxPointsFor(price.subTotal)) found.points = "pointsOverHalf";
    setClientErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"], #field-${first}`)?.focus();
    }
  }

  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reserve";
  const formError = result?.serverErrors.form;

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4">
      <title>{`${t("title")} · ${d.hotel.name} · ${t("common:brand")}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm">
        <Link to={`/detail-villas?villas=${d.villas}&guest=${d.stay.guest}&arrival=${d.stay.arrivalUrl}&departure=${d.stay.departureUrl}&duration=${d.stay.nights}`} className="text-brand-dark underline">
          ‹ {t("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("title")}</h1>

      {result?.notice ? (
        <p role="status" className="mt-3 rounded-lg border border-green-200 bg-green-50 px-4 py-2 text-sm text-green-900">
          {result.notice.key ? t(result.notice.key, result.notice.values) : result.notice.text}
        </p>
      ) : null}
      {formError ? (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{formError}</p>
          {result?.contactCs ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {d.csPhones.map((phone, i) => (
                <a key={phone} href={`https://wa.me/${phone}`} target="_blank" rel="noopener noreferrer" className="rounded-lg bg-green-600 px-3 py-1.5 font-semibold text-white">
                  {t("csButton", { n: i + 1 })}
                </a>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}

      <Form method="post" noValidate onSubmit={onSubmit} className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <input type="hidden" name="idempotencyKey" value={values.idempotencyKey} />
        <input type="hidden" name="uniqueCode" value={values.uniqueCode} />
        <input type="hidden" name="voucherPercent" value={values.voucherPercent} />
        <input type="hidden" name="voucherAmount" value={values.voucherAmount} />
        <input type="hidden" name="referralPercent" value={values.referralPercent} />
        {/* The default button: Enter in a text field reserves. */}
        <div className="min-w-0 space-y-6">
          <Card title={t("guest.title")} id="guest">
            {d.user ? <GuestIsUser hydrated={hydrated} user={d.user} /> : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <Field name="guestName" label={t("guest.name")} defaultValue={values.guestName} error={message("guestName")} required autoComplete="name" />
              <Field name="guestIdNumber" label={t("guest.idNumber")} defaultValue={values.guestIdNumber} error={message("guestIdNumber")} />
              <div>
                <label htmlFor="field-guestNoTelp" className="mb-1 block text-sm font-medium">
                  {t("guest.phone")} <span className="text-red-700">*</span>
                </label>
                <div className="flex gap-2">
                  <select name="areaCode" defaultValue={values.areaCode} aria-label={t("guest.areaCode")} className="h-11 rounded-lg border border-neutral-300 bg-white px-2 text-sm">
                    {AREA_CODES.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </select>
                  <input
                    id="field-guestNoTelp"
                    name="guestNoTelp"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    defaultValue={values.guestNoTelp}
                    aria-invalid={message("guestNoTelp") ? true : undefined}
                    aria-describedby={message("guestNoTelp") ? "error-guestNoTelp" : undefined}
                    className={inputClass(Boolean(message("guestNoTelp")))}
                  />
                </div>
                <FieldError id="error-guestNoTelp" text={message("guestNoTelp") ?? message("areaCode")} />
              </div>
              <Field name="guestEmail" type="email" label={t("guest.email")} defaultValue={values.guestEmail} error={message("guestEmail")} required autoComplete="email" />
              <div className="sm:col-span-2">
                <Field name="guestAddress" label={t("guest.address")} defaultValue={values.guestAddress} error={message("guestAddress")} autoComplete="street-address" />
              </div>
            </div>
          </Card>

          <Card title={t("request.title")} id="request">
            <details open={values.specialRequest !== "" || Boolean(message("specialRequest"))}>
              <summary className="cursor-pointer text-sm font-semibold text-brand-dark">{t("request.toggle")}</summary>
              <label htmlFor="field-specialRequest" className="sr-only">
                {t("request.title")}
              </label>
              <textarea
                id="field-specialRequest"
                name="specialRequest"
                rows={4}
                defaultValue={values.specialRequest}
                onChange={(e) => setRequestLength(e.target.value.length)}
                aria-invalid={message("specialRequest") ? true : undefined}
                aria-describedby="request-counter error-specialRequest"
                className={`${inputClass(Boolean(message("specialRequest")))} mt-2 h-auto py-2`}
              />
              <p id="request-counter" className={`text-end text-xs ${requestLength > SPECIAL_REQUEST_MAX ? "font-semibold text-red-700" : "text-neutral-500"}`} aria-live="polite">
                {hydrated ? `${requestLength} / ${SPECIAL_REQUEST_MAX}` : t("request.max", { max: SPECIAL_REQUEST_MAX })}
              </p>
              <FieldError id="error-specialRequest" text={message("specialRequest")} />
            </details>
          </Card>

          <Card title={t("rooms.title")} id="rooms">
            <p className="mb-3 text-sm text-neutral-600">{t("rooms.hint")}</p>
            <div className="space-y-4" id="field-rooms" tabIndex={-1}>
              {selection.map((night) => (
                <fieldset key={night.date} className="rounded-lg border border-neutral-200 p-3">
                  <legend className="px-1 text-sm font-semibold">{formatLongDate(night.date, lang)}</legend>
                  <ul className="divide-y divide-neutral-100">
                    {d.hotel.rooms.map((room) => {
                      const units = unitsOn(room, night.date);
                      const rate = room.rates.find((r) => r.rateDate === night.date);
                      const chosen = night.rooms.find((r) => r.roomId === room.id)?.qty ?? 0;
                      const promo = room.is_promo ? room.promo.promo_percent : 0;
                      const shown = rate ? rate.fix_price - Math.floor((rate.fix_price * promo) / 100) : 0;
                      return (
                        <li key={room.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                          <div className="min-w-0">
                            <p className="text-sm font-medium">{room.name}</p>
                            <p className="text-xs text-neutral-600">
                              {rate ? (
                                <>
                                  {promo > 0 ? <s className="me-1">{formatMoney(rate.fix_price, lang)}</s> : null}
                                  <span className="font-semibold text-ink">{formatMoney(shown, lang)}</span>
                                  {promo > 0 ? <span className="ms-1 text-green-700">-{promo}% {room.promo.promo_name}</span> : null}
                                  {" · "}
                                  {t("rooms.capacity", { count: room.capacity })}
                                </>
                              ) : null}
                            </p>
                            <p className={`text-xs ${units <= 0 ? "text-red-700" : units <= LOW_UNITS ? "font-semibold text-amber-800" : "text-neutral-500"}`}>
                              {units <= 0 ? t("rooms.notAvailable") : t("rooms.unitsLeft", { count: units })}
                            </p>
                          </div>
                          <label className="flex items-center gap-2 text-sm">
                            <span className="sr-only">{t("rooms.qtyFor", { room: room.name, date: formatLongDate(night.date, lang) })}</span>
                            <select
                              name={qtyField(night.date, room.id)}
                              value={String(chosen)}
                              onChange={(e) => setSelection((s) => setQty(s, night.date, room.id, Number(e.target.value)))}
                              className="h-9 rounded-lg border border-neutral-300 bg-white px-2"
                            >
                              {Array.from({ length: Math.max(Math.min(units, 20), chosen) + 1 }, (_, n) => (
                                <option key={n} value={n}>
                                  {n}
                                </option>
                              ))}
                            </select>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              ))}
            </div>
            <FieldError id="error-rooms" text={message("rooms")} />
            {!hydrated ? (
              <button type="submit" name="intent" value="recalc" className="btn-secondary mt-3 text-sm">
                {t("rooms.update")}
              </button>
            ) : null}
          </Card>

          <Card title={t("payment.title")} id="payment" action={<InfoPopup label={t("payment.info")}>{t("payment.infoBody")}</InfoPopup>}>
            <div role="radiogroup" aria-labelledby="payment" className="space-y-2" id="field-optionPay">
              <OptionRadio value={0} checked={option === 0} onChange={setOptionPay} label={t("payment.full")} note={t("payment.fullNote")} />
              {visible.payAtProperty ? (
                <OptionRadio value={1} checked={option === 1} onChange={setOptionPay} label={t("payment.atProperty")} note={t("payment.atPropertyNote")}>
                  {option === 1 || !hydrated ? (
                    <label className="mt-2 flex items-center gap-2 text-sm">
                      {t("payment.arrivalHour")}
                      <select name="hourArrival" defaultValue={values.hourArrival} className="h-9 rounded-lg border border-neutral-300 bg-white px-2">
                        {d.arrivalHours.map((h) => (
                          <option key={h} value={h}>
                            {h}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                  <FieldError id="error-hourArrival" text={message("hourArrival")} />
                </OptionRadio>
              ) : null}
              {visible.dp ? (
                <OptionRadio value={2} checked={option === 2} onChange={setOptionPay} label={t("payment.dp", { percent: d.hotel.dpPercent })} note={t("payment.dpNote", { amount: formatMoney(Math.floor((price.total * d.hotel.dpPercent) / 100), lang) })} />
              ) : null}
              <OptionRadio value={3} checked={option === 3} onChange={setOptionPay} label={t("payment.kredivo")} note={loggedIn ? t("payment.kredivoNote") : t("errors.kredivoLogin")} disabled={!loggedIn} />
            </div>
            <FieldError id="error-optionPay" text={message("optionPay")} />
          </Card>

          <Card title={t("promo.title")} id="promo" action={<InfoPopup label={t("promo.info")}><PromoInfo links={d.storeLinks} /></InfoPopup>}>
            <div className="space-y-4">
              <InlineApply name="kodeVoucher" label={t("promo.voucher")} defaultValue={values.kodeVoucher} intent="apply-voucher" button={t("promo.apply")} error={message("kodeVoucher")} />
              {values.voucherPercent || values.voucherAmount ? (
                <p className="text-sm text-green-800">{Number(values.voucherPercent) > 0 ? t("promo.voucherPercent", { percent: values.voucherPercent }) : t("promo.voucherAmount", { amount: formatMoney(Number(values.voucherAmount), lang) })}</p>
              ) : null}
              {d.hotel.isReferral ? (
                <InlineApply name="referralCode" label={t("promo.referral")} defaultValue={values.referralCode} intent="check-referral" button={t("promo.check")} error={message("referralCode")} />
              ) : null}
              {loggedIn ? (
                <div>
                  <label htmlFor="field-points" className="mb-1 block text-sm font-medium">
                    {t("promo.points", { points: d.points })}
                  </label>
                  <input
                    id="field-points"
                    name="points"
                    inputMode="numeric"
                    value={points}
                    onChange={(e) => {
                      const v = e.target.value.replace(/\D/g, "");
                      setClientErrors((c) => ({ ...c, points: /^0\d*/.test(v) ? "zeroFirst" : undefined }));
                      setPoints(v.replace(/^0+/, ""));
                    }}
                    className={inputClass(Boolean(message("points")))}
                    aria-describedby="points-hint error-points"
                  />
                  <p id="points-hint" className="mt-1 text-xs text-neutral-500">
                    {t("promo.pointsMax", { max: formatMoney(Math.min(maxPointsFor(price.subTotal), d.points), lang) })}
                  </p>
                  <FieldError id="error-points" text={message("points")} />
                </div>
              ) : null}
              {loggedIn && d.referrerPromos.length > 0 ? (
                <fieldset>
                  <legend className="mb-1 text-sm font-medium">{t("promo.referrerPromos")}</legend>
                  {d.referrerPromos.map((p) => (
                    <label key={p.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="referrerPromo"
                        value={p.id}
                        checked={promoIds.includes(String(p.id))}
                        onChange={(e) => setPromoIds((ids) => (e.target.checked ? [...ids, String(p.id)] : ids.filter((x) => x !== String(p.id))))}
                      />
                      {t("promo.referrerPromo", { percent: p.percent })}
                    </label>
                  ))}
                  <FieldError id="error-referrerPromos" text={referrerPercent > REFERRAL_PROMO_CAP_PERCENT ? t("errors.referralPromoMax") : message("referrerPromos")} />
                </fieldset>
              ) : null}
            </div>
          </Card>
        </div>

        <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <Summary d={d} lang={lang} />
          <div className="rounded-xl border border-neutral-200 bg-white p-4">
            <h2 className="mb-2 font-bold">{t("price.title")}</h2>
            <dl className="space-y-1 text-sm" data-price-breakdown="">
              <Row label={t("price.subtotal", { count: d.stay.nights })} value={formatMoney(price.subTotal, lang)} />
              {price.promoAmount > 0 ? <Row label={t("price.promo", { percent: price.promoPercent })} value={`-${formatMoney(price.promoAmount, lang)}`} /> : null}
              {price.voucherAmount > 0 ? <Row label={t("price.voucher")} value={`-${formatMoney(price.voucherAmount, lang)}`} /> : null}
              {price.referralAmount > 0 ? <Row label={t("price.referral", { percent: price.referralPercent })} value={`-${formatMoney(price.referralAmount, lang)}`} /> : null}
              {price.referrerPromoAmount > 0 ? <Row label={t("price.referrerPromo", { percent: price.referrerPromoPercent })} value={`-${formatMoney(price.referrerPromoAmount, lang)}`} /> : null}
              {price.pointsUsed > 0 ? <Row label={t("price.points")} value={`-${formatMoney(price.pointsUsed, lang)}`} /> : null}
              <Row label={t("price.uniqueCode")} value={`+${formatMoney(price.uniqueCode, lang)}`} />
              <div className="flex justify-between border-t border-neutral-200 pt-2 text-base font-bold">
                <dt>{t("price.total")}</dt>
                <dd>{formatMoney(price.total, lang)}</dd>
              </div>
              {option === 2 ? <Row label={t("price.payNowDp", { percent: price.dpPercent })} value={formatMoney(price.dpAmount, lang)} /> : null}
              {price.payAtProperty > 0 ? <Row label={t("price.payAtProperty")} value={formatMoney(price.payAtProperty, lang)} /> : null}
            </dl>
            <p className="mt-2 text-xs text-neutral-500">{t("price.estimateNote")}</p>
            <button type="submit" name="intent" value="reserve" disabled={blocked || busy} className="btn-primary mt-4 w-full">
              {blocked ? t("cannotBook") : busy ? t("reserving") : t("reserve")}
            </button>
          </div>
        </aside>
      </Form>
    </main>
  );
}

function inputClass(invalid: boolean) {
  return `h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-sm outline-none focus:border-brand ${invalid ? "border-red-600" : "border-neutral-300"}`;
}

function Card({ title, id, children, action }: { title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-neutral-200 bg-white p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700" data-field-error="">
      {text}
    </p>
  ) : null;
}

function Field(props: { name: string; label: string; defaultValue: string; error: string | undefined; required?: boolean; type?: string; autoComplete?: string }) {
  const id = `field-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {props.label} {props.required ? <span className="text-red-700">*</span> : null}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `error-${props.name}` : undefined}
        className={inputClass(Boolean(props.error))}
      />
      <FieldError id={`error-${props.name}`} text={props.error} />
    </div>
  );
}

function InlineApply(props: { name: string; label: string; defaultValue: string; intent: string; button: string; error: string | undefined }) {
  const id = `field-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {props.label}
      </label>
      <div className="flex gap-2">
        <input id={id} name={props.name} defaultValue={props.defaultValue} autoCapitalize="characters" aria-describedby={`error-${props.name}`} className={inputClass(Boolean(props.error))} />
        <button type="submit" name="intent" value={props.intent} className="btn-secondary shrink-0 text-sm">
          {props.button}
        </button>
      </div>
      <FieldError id={`error-${props.name}`} text={props.error} />
    </div>
  );
}

function OptionRadio(props: { value: number; checked: boolean; onChange: (v: number) => void; label: string; note: string; disabled?: boolean; children?: ReactNode }) {
  return (
    <div className={`rounded-lg border p-3 ${props.checked ? "border-brand bg-brand-soft/50" : "border-neutral-200"} ${props.disabled ? "opacity-60" : ""}`}>
      <label className="flex cursor-pointer items-start gap-2">
        <input type="radio" name="optionPay" value={props.value} checked={props.checked} disabled={props.disabled} onChange={() => props.onChange(props.value)} className="mt-1 accent-[#FA5900]" />
        <span>
          <span className="block text-sm font-semibold">{props.label}</span>
          <span className="block text-xs text-neutral-600">{props.note}</span>
        </span>
      </label>
      {props.children}
    </div>
  );
}

function InfoPopup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="relative">
      <summary className="menu-summary cursor-pointer text-sm font-semibold text-brand-dark underline">{label}</summary>
      <div className="absolute end-0 z-20 mt-2 w-72 rounded-xl border border-neutral-200 bg-white p-3 text-sm shadow-xl">{children}</div>
    </details>
  );
}

function PromoInfo({ links }: { links: { play: string; app: string } }) {
  const { t } = useTranslation("reservation");
  return (
    <div>
      <p>{t("promo.infoBody")}</p>
      <div className="mt-2 flex gap-2">
        <a href={links.play} target="_blank" rel="noopener noreferrer" className="rounded-lg bg-ink px-3 py-1.5 text-xs font-semibold text-white">
          Google Play
        </a>
        <a href={links.app} target="_blank" rel="noopener noreferrer" className="rounded-lg bg-ink px-3 py-1.5 text-xs font-semibold text-white">
          App Store
        </a>
      </div>
    </div>
  );
}

function GuestIsUser({ hydrated, user }: { hydrated: boolean; user: NonNullable<OkData["user"]> }) {
  const { t } = useTranslation("reservation");
  if (!hydrated) {
    return (
      <button type="submit" name="intent" value="copy-user" className="btn-secondary mb-3 text-sm">
        {t("guest.isUser")}
      </button>
    );
  }
  return (
    <label className="mb-3 flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        onChange={(e) => {
          const form = e.currentTarget.form;
          if (!form) return;
          const set = (name: string, value: string) => {
            const input = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
            if (input) input.value = value;
          };
          const on = e.currentTarget.checked;
          set("guestName", on ? user.name : "");
          set("guestEmail", on ? user.email : "");
          set("guestNoTelp", on ? user.phone : "");
          set("areaCode", on ? user.code || "+62" : "+62");
          set("guestIdNumber", on ? user.idNumber : "");
          set("guestAddress", on ? user.address : "");
        }}
      />
      {t("guest.isUser")}
    </label>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="text-end">{value}</dd>
    </div>
  );
}

function Summary({ d, lang }: { d: OkData; lang: "id" | "en" }) {
  const { t } = useTranslation("reservation");
  const cover = d.hotel.cover ? hotelImageSources(d.hotel.cover) : null;
  return (
    <section aria-labelledby="summary" className="rounded-xl border border-neutral-200 bg-white p-4">
      <h2 id="summary" className="mb-2 font-bold">
        {t("summary.title")}
      </h2>
      <div className="flex gap-3">
        {cover ? <img src={cover.srcSet ? cover.src.replace(/\.webp$/, "-480.webp") : cover.src} width={96} height={64} alt="" loading="lazy" className="h-16 w-24 shrink-0 rounded-lg object-cover" /> : null}
        <div className="min-w-0">
          <p className="font-semibold leading-snug">{d.hotel.name}</p>
          <p className="text-xs text-neutral-600">{d.hotel.category_name}</p>
        </div>
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <Row label={t("summary.checkIn")} value={formatLongDate(d.stay.arrival, lang)} />
        <Row label={t("summary.checkOut")} value={formatLongDate(d.stay.departure, lang)} />
        <Row label={t("summary.nights")} value={t("summary.nightsValue", { count: d.stay.nights })} />
        <Row label={t("summary.guests")} value={t("summary.guestsValue", { count: d.stay.guest })} />
      </dl>
    </section>
  );
}
