// Promo codes and points (seed 001 sections 4 and 5): a voucher and a referral code, each checked
// by its own intent; a member's points (at most half the subtotal and the balance, kept as typed:
// a wrong number is refused with its reason, never rewritten) and referrer promos (at most 50%
// together).
import { useTranslation } from "#app/i18n/react.tsx";
import { ErrorList, Field, firstError, FormSection, INPUT_CLASS } from "#app/components/form/field.tsx";
import { formatMoney, formatPoints } from "#core/money.ts";
import { REFERRAL_PROMO_CAP_PERCENT } from "#core/pricing.ts";
import type { PointsAllowance } from "#core/rules/reservation.ts";
import type { FormValues } from "./reservation-schema.ts";
import { InfoPopup } from "./info-popup.tsx";
import type { Fieldset, Lang, OkData } from "./view-types.ts";

export interface PromoState {
  points: string;
  setPoints: (points: string) => void;
  /** The most points this stay may use and what sets it (the hint names it). */
  allowance: PointsAllowance;
  promoIds: string[];
  setPromoIds: (update: (ids: string[]) => string[]) => void;
  referrerPercent: number;
}

export function PromoSection({
  d,
  lang,
  fields,
  values,
  promo,
}: {
  d: OkData;
  lang: Lang;
  fields: Fieldset;
  values: FormValues;
  promo: PromoState;
}) {
  const { t } = useTranslation("reservation");
  const loggedIn = d.user !== null;
  return (
    <FormSection
      title={t("promo.title")}
      id="promo"
      action={
        <InfoPopup label={t("promo.info")}>
          <PromoInfo links={d.storeLinks} />
        </InfoPopup>
      }
    >
      <div className="space-y-4">
        <InlineApply
          meta={fields.kodeVoucher}
          label={t("promo.voucher")}
          intent="apply-voucher"
          button={t("promo.apply")}
        />
        {values.voucherPercent || values.voucherAmount ? (
          <p className="text-sm text-green-800">
            {Number(values.voucherPercent) > 0
              ? t("promo.voucherPercent", { percent: values.voucherPercent })
              : t("promo.voucherAmount", { amount: formatMoney(Number(values.voucherAmount), lang) })}
          </p>
        ) : null}
        {d.hotel.isReferral ? (
          <InlineApply
            meta={fields.referralCode}
            label={t("promo.referral")}
            intent="check-referral"
            button={t("promo.check")}
          />
        ) : null}
        {loggedIn ? (
          <Field
            meta={fields.points}
            label={t("promo.points", { points: formatPoints(d.points, lang) })}
            id="field-points"
            errorId="error-points"
            className=""
            hint={t(promo.allowance.limit === "balance" ? "promo.pointsMaxBalance" : "promo.pointsMax", {
              max: formatPoints(promo.allowance.max, lang),
            })}
          >
            {(control) => (
              <input
                {...control}
                defaultValue={undefined}
                inputMode="numeric"
                value={promo.points}
                onChange={(e) => promo.setPoints(e.target.value)}
                className={INPUT_CLASS}
              />
            )}
          </Field>
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
                  checked={promo.promoIds.includes(String(p.id))}
                  onChange={(e) =>
                    promo.setPromoIds((ids) =>
                      e.target.checked ? [...ids, String(p.id)] : ids.filter((x) => x !== String(p.id)),
                    )
                  }
                />
                {t("promo.referrerPromo", { percent: p.percent })}
              </label>
            ))}
            <ErrorList
              id="error-referrerPromos"
              name="referrerPromos"
              errors={
                promo.referrerPercent > REFERRAL_PROMO_CAP_PERCENT
                  ? ["referralPromoMax"]
                  : firstError(fields.referrerPromos.errors)
              }
            />
          </fieldset>
        ) : null}
      </div>
    </FormSection>
  );
}

function InlineApply({
  meta,
  label,
  intent,
  button,
}: {
  meta: Fieldset["kodeVoucher"];
  label: string;
  intent: string;
  button: string;
}) {
  return (
    <Field meta={meta} label={label} id={`field-${meta.name}`} errorId={`error-${meta.name}`} className="">
      {(control) => (
        <div className="flex gap-2">
          <input {...control} autoCapitalize="characters" className={INPUT_CLASS} />
          <button type="submit" name="intent" value={intent} className="btn-secondary shrink-0 text-sm">
            {button}
          </button>
        </div>
      )}
    </Field>
  );
}

function PromoInfo({ links }: { links: { play: string; app: string } }) {
  const { t } = useTranslation("reservation");
  return (
    <div>
      <p>{t("promo.infoBody")}</p>
      <div className="mt-2 flex gap-2">
        <a
          href={links.play}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg bg-ink px-3 py-1.5 text-xs font-semibold text-white"
        >
          Google Play
        </a>
        <a
          href={links.app}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg bg-ink px-3 py-1.5 text-xs font-semibold text-white"
        >
          App Store
        </a>
      </div>
    </div>
  );
}
