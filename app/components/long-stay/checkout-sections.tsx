// The long-stay checkout's sections: the guest (prefilled for a member), the special request with
// its counter (670), the room types with their long-stay prices (each a link: the room is URL
// state), the payment option with every amount due and its date, and the order summary.
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { ErrorList, Field, FormSection, INPUT_CLASS } from "#app/components/form/field.tsx";
import { GuestPhoneField } from "#app/components/reservation/guest-phone-field.tsx";
import { SpecialRequestField } from "#app/components/form/special-request-field.tsx";
import { hotelImageUrl } from "#app/components/ui/images.ts";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { formatLongDate } from "#core/dates.ts";
import {
  LONG_STAY_PAYMENT_OPTIONS,
  longStayDues,
  type LongStayPaymentOption,
  type LongStayType,
} from "#core/long-stay.ts";
import { formatMoney } from "#core/money.ts";
import type { RoomOffer } from "./rooms.ts";
import { StayDates } from "./stay-dates.tsx";

type Lang = "id" | "en";
export type CheckoutFields = Record<
  "guestName" | "areaCode" | "guestNoTelp" | "guestEmail" | "specialRequest" | "payment" | "room",
  FieldMetadata<unknown>
>;

export function GuestFields({ fields }: { fields: CheckoutFields }) {
  const { t } = useTranslation("reservation");
  return (
    <FormSection title={t("guest.title")} id="guest">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          meta={fields.guestName}
          label={t("guest.name")}
          required
          id="field-guestName"
          errorId="error-guestName"
          className=""
        >
          {(control) => <input {...control} type="text" autoComplete="name" className={INPUT_CLASS} />}
        </Field>
        <Field
          meta={fields.guestEmail}
          label={t("guest.email")}
          required
          id="field-guestEmail"
          errorId="error-guestEmail"
          className=""
        >
          {(control) => <input {...control} type="email" autoComplete="email" className={INPUT_CLASS} />}
        </Field>
        <div className="sm:col-span-2">
          <GuestPhoneField code={fields.areaCode} number={fields.guestNoTelp} />
        </div>
      </div>
    </FormSection>
  );
}

export function SpecialRequest({ meta, hydrated }: { meta: FieldMetadata<unknown>; hydrated: boolean }) {
  const { t } = useTranslation("reservation");
  return (
    <FormSection title={t("request.title")} id="request">
      <SpecialRequestField meta={meta} hydrated={hydrated} rows={3} />
    </FormSection>
  );
}

export function RoomList({
  offers,
  chosen,
  type,
  length,
  roomHref,
  roomMeta,
  lang,
}: {
  offers: readonly RoomOffer[];
  chosen: number | null;
  type: LongStayType;
  length: number;
  roomHref: (id: number) => string;
  roomMeta: FieldMetadata<unknown>;
  lang: Lang;
}) {
  const { t } = useTranslation("longstay");
  const unit = t(`unitName.${type}`);
  return (
    <FormSection title={t("checkout.rooms")} id="rooms">
      {chosen === null ? (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("checkout.noRoom")}
        </p>
      ) : null}
      <ErrorList id="error-room" name="room" errors={roomMeta.errors} />
      <ul className="space-y-3">
        {offers.map(({ room, price, block }) => {
          const m = room.stayMonthly;
          const image = room.images[0]?.image_url;
          const isChosen = room.id === chosen;
          return (
            <li
              key={room.id}
              data-room={room.id}
              data-chosen={isChosen ? "" : undefined}
              className={`flex gap-3 rounded-lg border p-3 ${isChosen ? "border-brand bg-orange-50/40" : "border-neutral-200"}`}
            >
              {image ? (
                <StoredImage
                  src={hotelImageUrl(image)}
                  width={96}
                  height={64}
                  alt=""
                  loading="lazy"
                  decoding="auto"
                  className="h-16 w-24 shrink-0 rounded-md object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">{room.name}</p>
                <p className="text-neutral-700">
                  {t("checkout.roomPrice", {
                    price: formatMoney(m.price, lang),
                    period: m.per === 1 ? unit : t(`unit.${type}`, { count: m.per }),
                  })}
                </p>
                <p className="text-xs text-neutral-600">
                  {t("checkout.dpPercent", { percent: m.dp_percent })}
                  {m.promo_name && m.promo_idr > 0
                    ? ` · ${t("checkout.promo", { name: m.promo_name, amount: formatMoney(m.promo_idr, lang) })}`
                    : null}
                </p>
                {block === null ? (
                  <p className="mt-1 font-semibold text-brand-dark">
                    {t(`unit.${type}`, { count: length })}: {formatMoney(price.subTotal, lang)}
                  </p>
                ) : (
                  <p className="mt-1 text-red-700">
                    {block === "taken"
                      ? t("checkout.notAvailable")
                      : block === "length"
                        ? t("checkout.lengthNotOffered", { length: t(`unit.${type}`, { count: length }) })
                        : t("notice.guestsMax", { capacity: room.capacity })}
                  </p>
                )}
              </div>
              <div className="shrink-0 self-center">
                {isChosen ? (
                  <span className="rounded-full bg-brand-dark px-3 py-1 text-xs font-semibold text-white">
                    {t("checkout.chosen")}
                  </span>
                ) : block === null ? (
                  <Link
                    to={roomHref(room.id)}
                    replace
                    preventScrollReset
                    className="btn-secondary inline-block px-3 py-1.5 text-sm"
                    aria-label={`${t("checkout.choose")}: ${room.name}`}
                  >
                    {t("checkout.choose")}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </FormSection>
  );
}

export function PaymentOptions({
  offer,
  checkIn,
  option,
  onOption,
  meta,
  infoHref,
  lang,
}: {
  offer: RoomOffer | null;
  checkIn: string;
  option: LongStayPaymentOption;
  onOption: (option: LongStayPaymentOption) => void;
  meta: FieldMetadata<unknown>;
  infoHref: string;
  lang: Lang;
}) {
  const { t } = useTranslation("longstay");
  return (
    <FormSection
      title={t("checkout.payment")}
      id="payment"
      action={
        <Link
          to={infoHref}
          replace
          preventScrollReset
          className="inline-block py-1 text-sm font-semibold text-brand-dark underline"
          data-payment-info=""
        >
          {t("checkout.paymentInfo")}
        </Link>
      }
    >
      <fieldset>
        <legend className="sr-only">{t("checkout.payment")}</legend>
        <div className="space-y-2">
          {LONG_STAY_PAYMENT_OPTIONS.map((value) => {
            const dues = offer ? longStayDues(offer.price, value, checkIn) : [];
            const id = `payment-${value === "Transfer" ? "dp" : "full"}`;
            return (
              <label
                key={value}
                htmlFor={id}
                className="flex cursor-pointer gap-3 rounded-lg border border-neutral-200 p-3 has-[:checked]:border-brand has-[:checked]:bg-orange-50/40"
              >
                <input
                  id={id}
                  type="radio"
                  name={meta.name}
                  value={value}
                  checked={option === value}
                  onChange={() => onOption(value)}
                  className="mt-1 size-5 shrink-0 accent-brand"
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-semibold">
                    {value === "Transfer" ? t("checkout.transfer") : t("checkout.transferFull")}
                  </span>
                  {dues.map((due) => (
                    <span key={due.kind} className="block text-neutral-700">
                      {due.kind === "now"
                        ? t("checkout.payNow", { amount: formatMoney(due.amount, lang) })
                        : t("checkout.balanceBy", {
                            amount: formatMoney(due.amount, lang),
                            date: formatLongDate(due.date, lang),
                          })}
                    </span>
                  ))}
                  {value === "Transfer Full" ? (
                    <span className="block text-xs text-neutral-500">{t("checkout.fullOnce")}</span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <ErrorList id="error-payment" name="payment" errors={meta.errors} />
    </FormSection>
  );
}

export function OrderSummary({
  propertyName,
  type,
  stay,
  offer,
  option,
  uniqueCode,
  lang,
  busy,
  disabled,
}: {
  uniqueCode: number;
  propertyName: string;
  type: LongStayType;
  stay: { checkIn: string; length: number; guest: number };
  offer: RoomOffer | null;
  option: LongStayPaymentOption;
  lang: Lang;
  busy: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation("longstay");
  const dues = offer ? longStayDues(offer.price, option, stay.checkIn) : [];
  return (
    <aside className="lg:sticky lg:top-20 lg:self-start" aria-labelledby="summary-title">
      <div className="rounded-xl border border-neutral-200 bg-white p-4" data-summary="">
        <h2 id="summary-title" className="font-bold">
          {t("checkout.summary")}
        </h2>
        <p className="mt-1 text-sm font-semibold">{propertyName}</p>
        {offer ? (
          <p className="text-sm text-neutral-600">
            {t("checkout.room")}: {offer.room.name} · {t("checkout.guests")}: {stay.guest}
          </p>
        ) : null}
        <div className="mt-3 border-t border-neutral-100 pt-3">
          <StayDates
            type={type}
            checkIn={stay.checkIn}
            length={stay.length}
            per={offer?.room.stayMonthly.per ?? 1}
            lang={lang}
          />
        </div>
        {offer ? (
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-neutral-100 pt-3 text-sm">
            <dt>{t("checkout.subTotal")}</dt>
            <dd className="text-end" data-sub-total={offer.price.subTotal}>
              {formatMoney(offer.price.subTotal, lang)}
            </dd>
            {offer.price.promo > 0 ? (
              <>
                <dt>
                  {t("checkout.promoLine", { name: offer.room.stayMonthly.promo_name || t("checkout.promoDefault") })}
                </dt>
                <dd className="text-end text-green-700">- {formatMoney(offer.price.promo, lang)}</dd>
              </>
            ) : null}
            <dt>{t("checkout.uniqueCode")}</dt>
            <dd className="text-end" data-unique-code={uniqueCode}>
              {formatMoney(uniqueCode, lang)}
            </dd>
          </dl>
        ) : null}
        {dues.length > 0 ? (
          <div className="mt-3 border-t border-neutral-100 pt-3">
            <h3 className="text-sm font-bold">{t("checkout.schedule")}</h3>
            <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm" data-dues="">
              {dues.map((due) => (
                <div key={due.kind} className="contents" data-due={due.kind}>
                  <dt className="text-neutral-700">
                    {due.kind === "now"
                      ? t("checkout.scheduleNow")
                      : t("checkout.scheduleBalance", { date: formatLongDate(due.date, lang) })}
                  </dt>
                  <dd className="text-end font-semibold" data-amount={due.amount}>
                    {formatMoney(due.amount, lang)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-xs text-neutral-500">{t("checkout.uniqueCodeNote")}</p>
          </div>
        ) : null}
        <button
          type="submit"
          className="btn-primary mt-4 w-full"
          disabled={disabled || busy}
          aria-busy={busy || undefined}
        >
          {busy ? t("checkout.reserving") : t("checkout.reserve")}
        </button>
      </div>
    </aside>
  );
}

export function PaymentInfo({ dpPercent }: { dpPercent: number }) {
  const { t } = useTranslation("longstay");
  return (
    <div className="space-y-3 text-sm" data-payment-info-body="">
      <p>{t("checkout.infoTransfer", { percent: dpPercent })}</p>
      <p>{t("checkout.infoFull")}</p>
      <p className="text-neutral-600">{t("checkout.infoCode")}</p>
    </div>
  );
}
