// The exact dates of a long stay (issue 11, "beyond the anchors"): the check-out day and the first
// day of every billing period, so "a month" is never a guess (a month here is 30 nights).
import { useTranslation } from "#app/i18n/react.tsx";
import { formatLongDate } from "#core/dates.ts";
import { billingPeriodStarts, longStayCheckOut, longStayNights, type LongStayType } from "#core/long-stay.ts";

/** `compact` (the booking box): no check-in row (the input shows it) and the periods folded away. */
export function StayDates({
  type,
  checkIn,
  length,
  per,
  lang,
  compact = false,
}: {
  type: LongStayType;
  checkIn: string;
  length: number;
  per: number;
  lang: "id" | "en";
  compact?: boolean;
}) {
  const { t } = useTranslation("longstay");
  const starts = billingPeriodStarts(checkIn, type, length, per);
  return (
    <div className="space-y-2 text-sm" data-stay-dates="">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {compact ? null : (
          <>
            <dt className="text-neutral-600">{t("checkout.checkIn")}</dt>
            <dd className="text-end font-medium" data-check-in={checkIn}>
              {formatLongDate(checkIn, lang)}
            </dd>
          </>
        )}
        <dt className="text-neutral-600">{t("checkout.checkOut")}</dt>
        <dd className="text-end font-medium" data-check-out={longStayCheckOut(checkIn, type, length)}>
          {formatLongDate(longStayCheckOut(checkIn, type, length), lang)}
        </dd>
        <dt className="text-neutral-600">{t("checkout.length")}</dt>
        <dd className="text-end">
          {t(`unit.${type}`, { count: length })} · {t("checkout.nights", { count: longStayNights(type, length) })}
        </dd>
      </dl>
      {starts.length > 1 ? (
        compact ? (
          <details>
            <summary className="cursor-pointer font-medium text-brand-dark">{t("checkout.periodStarts")}</summary>
            <PeriodStarts starts={starts} lang={lang} />
          </details>
        ) : (
          <div>
            <p className="font-medium text-neutral-700">{t("checkout.periodStarts")}</p>
            <PeriodStarts starts={starts} lang={lang} />
          </div>
        )
      ) : null}
    </div>
  );
}

function PeriodStarts({ starts, lang }: { starts: readonly string[]; lang: "id" | "en" }) {
  const { t } = useTranslation("longstay");
  return (
    <ol className="mt-1 space-y-0.5 text-neutral-600" data-period-starts="">
      {starts.map((start, i) => (
        <li key={start}>{t("checkout.periodStart", { n: i + 1, date: formatLongDate(start, lang) })}</li>
      ))}
    </ol>
  );
}
