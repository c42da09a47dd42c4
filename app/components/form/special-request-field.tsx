import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { SPECIAL_REQUEST_MAX } from "#core/rules/reservation.ts";
import { Field, INPUT_CLASS } from "./field.tsx";

/**
 * The special request of a booking: the limit in words, and once hydrated and typed in, a live
 * 'n / 670' counter (the server refuses a longer text either way). The words stay until the first
 * keystroke: a counter swapped in at hydration moved the right-aligned line (a layout shift).
 */
export function SpecialRequestField({
  meta,
  hydrated,
  rows,
  textareaClassName = "",
}: {
  meta: FieldMetadata<unknown>;
  hydrated: boolean;
  rows: number;
  textareaClassName?: string;
}) {
  const { t } = useTranslation("reservation");
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const [length, setLength] = useState(initial.length);
  return (
    <Field
      meta={meta}
      label={t("request.title")}
      labelHidden
      id="field-specialRequest"
      errorId="error-specialRequest"
      className=""
      hint={
        <span
          id="request-counter"
          className={`block text-end ${length > SPECIAL_REQUEST_MAX ? "font-semibold text-red-700" : ""}`}
          aria-live="polite"
        >
          {hydrated && length > 0
            ? `${length} / ${SPECIAL_REQUEST_MAX}`
            : t("request.max", { max: SPECIAL_REQUEST_MAX })}
        </span>
      }
    >
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          onChange={(e) => setLength(e.target.value.length)}
          className={`${INPUT_CLASS} h-auto py-2 ${textareaClassName}`}
        />
      )}
    </Field>
  );
}
