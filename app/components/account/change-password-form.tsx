// /change-password's form (old, new and confirm), in its own chunk with the form kit and zod: the
// route renders it in place on the server and it hydrates when the chunk arrives.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { AccountMessages } from "#app/components/account/account-messages.tsx";
import { FormErrors, SubmitButton } from "#app/components/form/field.tsx";
import { NewPasswordFields, PasswordField } from "#app/components/form/input-fields.tsx";
import { type SchemaFormOptions, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { changePasswordSchema } from "./change-password-schema.ts";

export function ChangePasswordForm({
  lastResult,
  busy,
}: {
  lastResult: SchemaFormOptions<Record<string, unknown>>["lastResult"];
  busy: boolean;
}) {
  const { t } = useTranslation("account");
  const [form, fields] = useSchemaForm(changePasswordSchema, { id: "change-password", lastResult });
  return (
    <AccountMessages>
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="max-w-md">
        <FormErrors errors={form.errors} />
        <PasswordField label={t("oldPassword")} meta={fields.oldPassword} autoComplete="current-password" />
        <NewPasswordFields
          labels={{ password: t("newPassword"), repeat: t("repeatPassword") }}
          password={fields.password}
          repeatPassword={fields.repeatPassword}
        />
        <SubmitButton busy={busy} label={t("save")} busyLabel={t("sending")} />
      </Form>
    </AccountMessages>
  );
}
