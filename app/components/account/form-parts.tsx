// Small building blocks of the account forms: a labelled field with its message, the messages
// translated (a schema message is a key of the `auth` catalogue; an API message is already text).
import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "./country-codes.ts";

export function useMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation(["auth", "account"]);
  return (message) => {
    if (message === undefined) return undefined;
    for (const ns of ["auth", "account"]) if (i18n.exists(`${ns}:${message}`)) return t(`${ns}:${message}`);
    return message;
  };
}

/** True after hydration: the forms then say so (`js=1`) and expect answers in place. */
export function useHydratedFlag(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export const INPUT =
  "block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-neutral-400 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600";

export function Field({
  label,
  meta,
  children,
}: {
  label: string;
  meta: FieldMetadata<unknown>;
  children: ReactNode;
}) {
  const message = useMessage();
  const error = meta.errors?.[0];
  return (
    <div className="mb-3">
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-700" data-field-error={meta.name}>
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({ meta, type = "text", ...rest }: { meta: FieldMetadata<unknown>; type?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const error = meta.errors?.[0];
  return (
    <input
      id={meta.id}
      name={meta.name}
      type={type}
      defaultValue={type === "password" ? undefined : (meta.initialValue as string | undefined)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? meta.errorId : undefined}
      className={INPUT}
      {...rest}
    />
  );
}

/** Phone with its country-code picker (default +62); stored by /v1 as "code-number". */
export function PhoneField({ label, codeLabel, code, phone }: { label: string; codeLabel: string; code: FieldMetadata<unknown>; phone: FieldMetadata<unknown> }) {
  const message = useMessage();
  const error = phone.errors?.[0] ?? code.errors?.[0];
  return (
    <div className="mb-3">
      <label htmlFor={phone.id} className="mb-1 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          id={code.id}
          name={code.name}
          aria-label={codeLabel}
          defaultValue={(code.initialValue as string | undefined) || DEFAULT_COUNTRY_CODE}
          className={`${INPUT} w-28 shrink-0`}
        >
          {COUNTRY_CODES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.country} {c.code}
            </option>
          ))}
        </select>
        <div className="min-w-0 flex-1">
          <TextInput meta={phone} type="tel" inputMode="numeric" pattern="[0-9]*" autoComplete="tel-national" aria-describedby={error ? phone.errorId : undefined} aria-invalid={error ? true : undefined} />
        </div>
      </div>
      {error ? (
        <p id={phone.errorId} className="mt-1 text-sm text-red-700" data-field-error={phone.errors?.[0] ? phone.name : code.name}>
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({ errors, children }: { errors: string[] | undefined; children?: ReactNode }) {
  const message = useMessage();
  if (!errors?.length) return null;
  return (
    <div role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-form-error="">
      {errors.map((e) => (
        <p key={e}>{message(e)}</p>
      ))}
      {children}
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn-primary mt-1 w-full" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
