// The exact dates of a long stay (issue 11, "beyond the anchors"): the check-out day and the first
// day of every billing period, so "a month" is never a guess (a month here is 30 nights).
import { useTranslation } from "react-i18next";
import { formatLongDate } from "#core/dates.ts";
import { billingPeriodStarts, longStayCheckOut, longStayNights, type LongStayType } from "#core/long-stay.ts";

export function StayDates({ type, checkIn, length, per, lang }: { type: LongStayType; checkIn: string; length: number; per: number; lang: "id" | "en" }) {
  const { t } = useTranslation("longstay");
  const starts = billingPeriodStarts(checkIn, type, length, per);
  return (
    <div className="space-y-2 text-sm" data-stay-dates="">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-neutral-600">{t("checkout.checkIn")}</dt>
        <dd className="text-end font-medium" data-check-in={checkIn}>
          {formatLongDate(checkIn, lang)}
        </dd>
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
        <div>
          <p className="font-medium text-neutral-700">{t("checkout.periodStarts")}</p>
          <ol className="mt-1 space-y-0.5 text-neutral-600" data-period-starts="">
            {starts.map((start, i) => (
              <li key={start}>{t("checkout.periodStart", { n: i + 1, date: formatLongDate(start, lang) })}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
