// The form kit's common inputs: a labelled text input of any type, and the account forms' email and
// password fields (one place for their autocomplete and input modes).
import type { FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { type ControlProps, Field, INPUT_CLASS } from "./field.tsx";

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, keyof ControlProps | "className" | "children">;

/** A Field around a plain input: the attributes go onto the input. */
export function InputField({
  label,
  meta,
  ...input
}: { label: ReactNode; meta: FieldMetadata<unknown> } & InputAttributes) {
  return (
    <Field label={label} meta={meta}>
      {(control) => <input {...control} type="text" {...input} className={INPUT_CLASS} />}
    </Field>
  );
}

export function EmailField({
  label,
  meta,
  pattern,
}: {
  label: ReactNode;
  meta: FieldMetadata<unknown>;
  pattern?: string;
}) {
  return <InputField label={label} meta={meta} type="email" autoComplete="email" inputMode="email" pattern={pattern} />;
}

/** A password; "current-password" for the one the user has, "new-password" for one being chosen. */
export function PasswordField({
  label,
  meta,
  autoComplete,
}: {
  label: ReactNode;
  meta: FieldMetadata<unknown>;
  autoComplete: "current-password" | "new-password";
}) {
  return <InputField label={label} meta={meta} type="password" autoComplete={autoComplete} />;
}

/** A new password and its repetition (register, reset, change password). */
export function NewPasswordFields({
  labels,
  password,
  repeatPassword,
}: {
  labels: { password: ReactNode; repeat: ReactNode };
  password: FieldMetadata<unknown>;
  repeatPassword: FieldMetadata<unknown>;
}) {
  return (
    <>
      <PasswordField label={labels.password} meta={password} autoComplete="new-password" />
      <PasswordField label={labels.repeat} meta={repeatPassword} autoComplete="new-password" />
    </>
  );
}
