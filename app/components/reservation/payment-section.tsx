// The payment options (seed 001 section 4): full payment always; pay at property (with the arrival
// hour) and the down payment only where the room choice allows them; Kredivo for members.
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { ErrorList, firstError, FormSection, SELECT_CLASS } from "#app/components/form/field.tsx";
import { formatMoney } from "#core/money.ts";
import type { PaymentOption } from "#core/pricing.ts";
import type { OptionVisibility } from "#core/rules/payment-options.ts";
import { InfoPopup } from "./info-popup.tsx";
import type { Fieldset, Lang, OkData } from "./view-types.ts";

export function PaymentSection(props: {
  d: OkData;
  lang: Lang;
  fields: Fieldset;
  visible: OptionVisibility;
  option: PaymentOption;
  onOption: (option: number) => void;
  total: number;
  hydrated: boolean;
}) {
  const { d, lang, fields, visible, option, onOption, total, hydrated } = props;
  const { t } = useTranslation("reservation");
  const loggedIn = d.user !== null;
  const hour = fields.hourArrival;
  return (
    <FormSection
      title={t("payment.title")}
      id="payment"
      action={<InfoPopup label={t("payment.info")}>{t("payment.infoBody")}</InfoPopup>}
    >
      <div role="radiogroup" aria-labelledby="payment" className="space-y-2" id="field-optionPay">
        <OptionRadio
          value={0}
          checked={option === 0}
          onChange={onOption}
          label={t("payment.full")}
          note={t("payment.fullNote")}
        />
        {visible.payAtProperty ? (
          <OptionRadio
            value={1}
            checked={option === 1}
            onChange={onOption}
            label={t("payment.atProperty")}
            note={t("payment.atPropertyNote")}
          >
            {option === 1 || !hydrated ? (
              <label className="mt-2 flex items-center gap-2 text-sm">
                {t("payment.arrivalHour")}
                <select
                  name={hour.name}
                  defaultValue={typeof hour.initialValue === "string" ? hour.initialValue : undefined}
                  aria-invalid={hour.errors?.length ? true : undefined}
                  aria-describedby={hour.errors?.length ? "error-hourArrival" : undefined}
                  className={`${SELECT_CLASS} h-9`}
                >
                  {d.arrivalHours.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <ErrorList id="error-hourArrival" name={hour.name} errors={firstError(hour.errors)} />
          </OptionRadio>
        ) : null}
        {visible.dp ? (
          <OptionRadio
            value={2}
            checked={option === 2}
            onChange={onOption}
            label={t("payment.dp", { percent: d.hotel.dpPercent })}
            note={t("payment.dpNote", { amount: formatMoney(Math.floor((total * d.hotel.dpPercent) / 100), lang) })}
          />
        ) : null}
        <OptionRadio
          value={3}
          checked={option === 3}
          onChange={onOption}
          label={t("payment.kredivo")}
          note={loggedIn ? t("payment.kredivoNote") : t("errors.kredivoLogin")}
          disabled={!loggedIn}
        />
      </div>
      <ErrorList id="error-optionPay" name="optionPay" errors={firstError(fields.optionPay.errors)} />
    </FormSection>
  );
}

function OptionRadio(props: {
  value: number;
  checked: boolean;
  onChange: (v: number) => void;
  label: string;
  note: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={`rounded-lg border p-3 ${props.checked ? "border-brand bg-brand-soft/50" : "border-neutral-200"} ${props.disabled ? "opacity-60" : ""}`}
    >
      <label className="flex cursor-pointer items-start gap-2">
        <input
          type="radio"
          name="optionPay"
          value={props.value}
          checked={props.checked}
          disabled={props.disabled}
          onChange={() => props.onChange(props.value)}
          className="mt-1 accent-[#FA5900]"
        />
        <span>
          <span className="block text-sm font-semibold">{props.label}</span>
          <span className="block text-xs text-neutral-600">{props.note}</span>
        </span>
      </label>
      {props.children}
    </div>
  );
}
