// The form kit's building blocks: a labelled field around any control (input, select, textarea),
// its error list and hint wired with aria-invalid and aria-describedby, the form's own errors, a
// section card and a submit button. Fields take conform's metadata; ids default to conform's and
// may be fixed by a page (links and tests name them).
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { TitledSection } from "#app/components/ui/titled-section.tsx";
import { useFormMessage } from "./messages.tsx";

export const INPUT_CLASS =
  "block h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-base text-ink placeholder:text-neutral-400 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600";
export const SELECT_CLASS =
  "h-11 rounded-lg border border-neutral-300 bg-white px-2 text-base focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";

/** What a control needs from its field: spread it onto the input, select or textarea. */
export interface ControlProps {
  id: string;
  name: string;
  defaultValue: string | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldIds {
  id: string;
  errorId: string;
  hintId: string;
}

/** The ids of a field: conform's, unless the page fixes them. */
export function fieldIds(
  meta: Pick<FieldMetadata<unknown>, "id" | "errorId" | "descriptionId">,
  fixed?: { id?: string; errorId?: string },
): FieldIds {
  const id = fixed?.id ?? meta.id;
  return {
    id,
    errorId: fixed?.errorId ?? (fixed?.id ? `${fixed.id}-error` : meta.errorId),
    hintId: fixed?.id ? `${fixed.id}-hint` : meta.descriptionId,
  };
}

/** The first message of a field: the seed shows one message at a time. */
export function firstError(errors: readonly string[] | undefined): string[] {
  return errors && errors.length > 0 ? [errors[0]!] : [];
}

export function controlProps(
  meta: Pick<FieldMetadata<unknown>, "name" | "initialValue">,
  ids: FieldIds,
  { errors, hint }: { errors: readonly string[]; hint: boolean },
): ControlProps {
  const describedBy = [errors.length > 0 ? ids.errorId : null, hint ? ids.hintId : null].filter(Boolean).join(" ");
  return {
    id: ids.id,
    name: meta.name,
    defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined,
    "aria-invalid": errors.length > 0 ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

export interface FieldProps {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  /** The control, given the props that wire it to the label, the errors and the hint. */
  children: (control: ControlProps) => ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The label is read by screen readers only (the section's title says it on screen). */
  labelHidden?: boolean;
  /** Other messages shown on this field's line (a phone's area code). */
  errors?: readonly string[];
  id?: string;
  errorId?: string;
  className?: string;
}

export function Field({
  meta,
  label,
  children,
  hint,
  required,
  labelHidden,
  errors: extra,
  id,
  errorId,
  className,
}: FieldProps) {
  const ids = fieldIds(meta, { id, errorId });
  const errors = firstError([...(meta.errors ?? []), ...(extra ?? [])]);
  return (
    <div className={className ?? "mb-3"}>
      <label htmlFor={ids.id} className={labelHidden ? "sr-only" : "mb-1 block text-sm font-medium text-neutral-800"}>
        {label} {required ? <span className="text-red-700">*</span> : null}
      </label>
      {children(controlProps(meta, ids, { errors, hint: hint !== undefined }))}
      {hint !== undefined ? (
        <p id={ids.hintId} className="mt-1 text-xs text-neutral-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={ids.errorId} name={meta.name} errors={errors} />
    </div>
  );
}

/** A field's messages (keys or text), or nothing. */
export function ErrorList({ id, name, errors }: { id: string; name?: string; errors: readonly string[] | undefined }) {
  const message = useFormMessage();
  if (!errors?.length) return null;
  return (
    <div id={id} className="mt-1 text-sm text-red-700" data-field-error={name ?? ""}>
      {errors.map((error) => (
        <p key={error}>{message(error)}</p>
      ))}
    </div>
  );
}

/** The form's own errors (not of one field), as an alert above the fields. */
export function FormErrors({ errors, children }: { errors: readonly string[] | undefined; children?: ReactNode }) {
  const message = useFormMessage();
  if (!errors?.length) return null;
  return (
    <div
      role="alert"
      className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
      data-form-error=""
    >
      {errors.map((error) => (
        <p key={error}>{message(error)}</p>
      ))}
      {children}
    </div>
  );
}

/** A titled card of a long form; `id` labels the section. */
export function FormSection(props: { title: string; id: string; action?: ReactNode; children: ReactNode }) {
  return (
    <TitledSection
      {...props}
      className="rounded-xl border border-neutral-200 bg-white p-4"
      headerClassName="mb-3 flex items-center justify-between gap-2"
      titleClassName="font-bold"
    />
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = "btn-primary mt-1 w-full",
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
