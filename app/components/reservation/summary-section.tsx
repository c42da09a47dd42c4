// The aside: the stay (property, dates, nights, guests), the price estimate in the seed's order
// and the reserve button (disabled while a night has no room).
import { useTranslation } from "#app/i18n/react.tsx";
import { hotelImageUrl } from "#app/components/ui/images.ts";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { formatLongDate } from "#core/dates.ts";
import { formatMoney } from "#core/money.ts";
import type { PaymentOption, ReservationPrice } from "#core/pricing.ts";
import type { BlockedReason } from "./room-selection.ts";
import type { Lang, OkData } from "./view-types.ts";

export function SummarySection({
  d,
  lang,
  price,
  option,
  blocked,
  pricedNights,
  busy,
}: {
  d: OkData;
  lang: Lang;
  price: ReservationPrice;
  option: PaymentOption;
  blocked: BlockedReason | null;
  /** Nights with a room chosen: the subtotal is for these. */
  pricedNights: number;
  busy: boolean;
}) {
  const { t } = useTranslation("reservation");
  return (
    <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
      <StaySummary d={d} lang={lang} />
      <div className="rounded-xl border border-neutral-200 bg-white p-4">
        <h2 className="mb-2 font-bold">{t("price.title")}</h2>
        <dl className="space-y-1 text-sm" data-price-breakdown="">
          <Row label={t("price.subtotal", { count: pricedNights })} value={formatMoney(price.subTotal, lang)} />
          {price.promoAmount > 0 ? (
            <Row
              label={t("price.promo", { percent: price.promoPercent })}
              value={`-${formatMoney(price.promoAmount, lang)}`}
            />
          ) : null}
          {price.voucherAmount > 0 ? (
            <Row label={t("price.voucher")} value={`-${formatMoney(price.voucherAmount, lang)}`} />
          ) : null}
          {price.referralAmount > 0 ? (
            <Row
              label={t("price.referral", { percent: price.referralPercent })}
              value={`-${formatMoney(price.referralAmount, lang)}`}
            />
          ) : null}
          {price.referrerPromoAmount > 0 ? (
            <Row
              label={t("price.referrerPromo", { percent: price.referrerPromoPercent })}
              value={`-${formatMoney(price.referrerPromoAmount, lang)}`}
            />
          ) : null}
          {price.pointsUsed > 0 ? (
            <Row label={t("price.points")} value={`-${formatMoney(price.pointsUsed, lang)}`} />
          ) : null}
          <Row label={t("price.uniqueCode")} value={`+${formatMoney(price.uniqueCode, lang)}`} />
          <div className="flex justify-between border-t border-neutral-200 pt-2 text-base font-bold">
            <dt>{t("price.total")}</dt>
            <dd>{formatMoney(price.total, lang)}</dd>
          </div>
          {option === 2 ? (
            <Row label={t("price.payNowDp", { percent: price.dpPercent })} value={formatMoney(price.dpAmount, lang)} />
          ) : null}
          {price.payAtProperty > 0 ? (
            <Row label={t("price.payAtProperty")} value={formatMoney(price.payAtProperty, lang)} />
          ) : null}
        </dl>
        <p className="mt-2 text-xs text-neutral-500">{t("price.estimateNote")}</p>
        <button
          type="submit"
          name="intent"
          value="reserve"
          disabled={blocked !== null || busy}
          aria-describedby={blocked ? "reserve-blocked" : undefined}
          className="btn-primary mt-4 w-full"
        >
          {blocked ? t("cannotBook") : busy ? t("reserving") : t("reserve")}
        </button>
        {blocked ? (
          <p
            id="reserve-blocked"
            role="status"
            data-blocked-reason=""
            className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <BlockedText reason={blocked} lang={lang} />
          </p>
        ) : null}
      </div>
    </aside>
  );
}

/** Why the reserve button is disabled, in words (issue 10: a disabled button with no reason). */
function BlockedText({ reason, lang }: { reason: BlockedReason; lang: Lang }) {
  const { t } = useTranslation("reservation");
  if (reason.kind === "noNights") return t("blockedReason.noNights");
  const date = formatLongDate(reason.date, lang);
  if (reason.kind === "noRoom") return t("blockedReason.noRoom", { date });
  if (reason.free <= 0) return t("blockedReason.soldOut", { room: reason.room, date });
  return t("blockedReason.tooFew", { room: reason.room, date, count: reason.free });
}

function StaySummary({ d, lang }: { d: OkData; lang: Lang }) {
  const { t } = useTranslation("reservation");
  return (
    <section aria-labelledby="summary" className="rounded-xl border border-neutral-200 bg-white p-4">
      <h2 id="summary" className="mb-2 font-bold">
        {t("summary.title")}
      </h2>
      <div className="flex gap-3">
        {d.hotel.cover ? (
          <StoredImage
            src={hotelImageUrl(d.hotel.cover)}
            copy={480}
            width={96}
            height={64}
            alt=""
            loading="lazy"
            decoding="auto"
            className="h-16 w-24 shrink-0 rounded-lg object-cover"
          />
        ) : null}
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

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="text-end">{value}</dd>
    </div>
  );
}
