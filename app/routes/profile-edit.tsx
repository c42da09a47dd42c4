// /profile/edit (seed 001 section 5): name and phone with the country-code picker (default +62);
// PUT /v1/users-by-email/{id}; success: 'successedit' and back to /profile.
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Form, Link, useNavigation } from "react-router";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { AccountMessages } from "#app/components/account/account-messages.tsx";
import { FormErrors, SubmitButton } from "#app/components/form/field.tsx";
import { InputField } from "#app/components/form/input-fields.tsx";
import { PhoneField } from "#app/components/form/phone-field.tsx";
import { useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { NAME_MAX } from "#core/rules/contact.ts";
import { profileSchema } from "#app/components/account/profile-schema.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { loadAccountUser } from "#app/lib/account.server.ts";
import { api, apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import { updateSessionUser } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/profile-edit";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["account", "auth", "shell"] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await loadAccountUser(request, getLocale(context) === "en" ? "en" : "id");
  return { user: { name: user.name, code: user.code, phone: user.phone } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const { user, token } = await loadAccountUser(request, lang);
  const submission = parseWithZod(await request.formData(), { schema: profileSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { name, code, phone } = submission.value;
  try {
    const answer = await api.updateProfile(
      { params: { id: user.id }, body: { name, code, phone } },
      apiCall(request, { lang, token }),
    );
    const cookie = await updateSessionUser(request, answer.data);
    return redirectWithToast(
      "/profile",
      { type: "success", description: answer.message },
      { headers: { "Set-Cookie": cookie } },
    );
  } catch (error) {
    const message = error instanceof ApiRequestError ? (error.body?.message ?? error.message) : "noInternet";
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 });
  }
}

export default function ProfileEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(profileSchema, {
    id: "profile-edit",
    lastResult: actionData?.result,
    defaultValue: loaderData.user,
  });
  return (
    <AccountLayout title={t("editTitle")}>
      <AccountMessages>
        <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="max-w-md">
          <FormErrors errors={form.errors} />
          <InputField label={t("name")} meta={fields.name} autoComplete="name" maxLength={NAME_MAX} />
          <PhoneField label={t("phone")} codeLabel={t("areaCode")} code={fields.code} number={fields.phone} />
          <SubmitButton busy={navigation.state === "submitting"} label={t("save")} busyLabel={t("sending")} />
          <Link to="/profile" className="mt-3 block text-center text-sm text-neutral-700 hover:underline">
            {t("cancel")}
          </Link>
        </Form>
      </AccountMessages>
    </AccountLayout>
  );
}
