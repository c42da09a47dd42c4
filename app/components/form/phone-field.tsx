// A phone as the seeds ask for it: the area-code picker (default +62) and the number, one label,
// one message line (the number's first, else the area code's). Leaving the number shows it as it
// will be kept ("0812…" with +62 becomes "812…", the same rule the schemas apply); without
// JavaScript the server does the same.
import type { FieldMetadata } from "@conform-to/react";
import type { FocusEvent } from "react";
import { AREA_CODES, DEFAULT_AREA_CODE, normalizePhoneNumber } from "#core/rules/contact.ts";
import { Field, INPUT_CLASS, SELECT_CLASS } from "./field.tsx";

/** The typed number as the schemas will read it; an input event lets the form see the change. */
function showNormalized(event: FocusEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const code = input.parentElement?.querySelector("select")?.value ?? DEFAULT_AREA_CODE;
  const next = normalizePhoneNumber(input.value, code);
  if (next === input.value) return;
  input.value = next;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

export function PhoneField({
  label,
  codeLabel,
  code,
  number,
  required,
  id,
  errorId,
}: {
  label: string;
  codeLabel: string;
  code: FieldMetadata<unknown>;
  number: FieldMetadata<unknown>;
  required?: boolean;
  id?: string;
  errorId?: string;
}) {
  return (
    <Field meta={number} label={label} required={required} errors={code.errors} id={id} errorId={errorId}>
      {(control) => (
        <div className="flex gap-2">
          <select
            id={code.id}
            name={code.name}
            aria-label={codeLabel}
            defaultValue={(code.initialValue as string | undefined) || DEFAULT_AREA_CODE}
            className={`${SELECT_CLASS} w-28 shrink-0`}
          >
            {AREA_CODES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.country} {c.code}
              </option>
            ))}
          </select>
          <input
            {...control}
            type="tel"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="tel-national"
            onBlur={showNormalized}
            className={INPUT_CLASS}
          />
        </div>
      )}
    </Field>
  );
}
