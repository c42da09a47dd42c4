// /profile/edit's form (name and phone), in its own chunk with the form kit and zod: the route
// renders it in place on the server and it hydrates when the chunk arrives.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, Link } from "react-router";
import { AccountMessages } from "#app/components/account/account-messages.tsx";
import { FormErrors, SubmitButton } from "#app/components/form/field.tsx";
import { InputField } from "#app/components/form/input-fields.tsx";
import { PhoneField } from "#app/components/form/phone-field.tsx";
import { type SchemaFormOptions, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { NAME_MAX } from "#core/rules/contact.ts";
import { profileSchema } from "./profile-schema.ts";

export function ProfileEditForm({
  lastResult,
  user,
  busy,
}: {
  lastResult: SchemaFormOptions<Record<string, unknown>>["lastResult"];
  user: { name: string; code: string; phone: string };
  busy: boolean;
}) {
  const { t } = useTranslation("account");
  const [form, fields] = useSchemaForm(profileSchema, { id: "profile-edit", lastResult, defaultValue: user });
  return (
    <AccountMessages>
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="max-w-md">
        <FormErrors errors={form.errors} />
        <InputField label={t("name")} meta={fields.name} autoComplete="name" maxLength={NAME_MAX} />
        <PhoneField label={t("phone")} codeLabel={t("areaCode")} code={fields.code} number={fields.phone} />
        <SubmitButton busy={busy} label={t("save")} busyLabel={t("sending")} />
        <Link to="/profile" className="mt-3 block text-center text-sm text-neutral-700 hover:underline">
          {t("cancel")}
        </Link>
      </Form>
    </AccountMessages>
  );
}
