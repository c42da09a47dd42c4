import type { FieldMetadata } from "@conform-to/react";
import { PhoneField } from "#app/components/form/phone-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

/** The guest's phone on both booking forms (a stay and a long stay): required, with the same labels and ids. */
export function GuestPhoneField({ code, number }: { code: FieldMetadata<unknown>; number: FieldMetadata<unknown> }) {
  const { t } = useTranslation("reservation");
  return (
    <PhoneField
      label={t("guest.phone")}
      codeLabel={t("guest.areaCode")}
      code={code}
      number={number}
      required
      id="field-guestNoTelp"
      errorId="error-guestNoTelp"
    />
  );
}
