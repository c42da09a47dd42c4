// /profile/edit (seed 001 section 5): name and phone with the country-code picker (default +62);
// PUT /v1/users-by-email/{id}; success: 'successedit' and back to /profile.
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import type { UserView } from "../../api/auth/user-view.ts";
import { AccountLayout } from "../components/account/account-layout.tsx";
import { Field, FormAlert, PhoneField, SubmitButton, TextInput } from "../components/account/form-parts.tsx";
import { profileSchema } from "../components/account/profile-schema.ts";
import { getLocale } from "../i18n/i18n.server.ts";
import { loadAccountUser } from "../lib/account.server.ts";
import { ApiRequestError, apiPut } from "../lib/api.server.ts";
import { updateSessionUser } from "../lib/session.server.ts";
import { redirectWithToast } from "../lib/toast.server.ts";
import type { Route } from "./+types/profile-edit";

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
    const answer = await apiPut<{ message: string; data: UserView }>(`/users-by-email/${user.id}`, { name, code, phone }, { lang, token });
    const cookie = await updateSessionUser(request, answer.data);
    return redirectWithToast("/profile", { type: "success", description: answer.message }, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    const message = error instanceof ApiRequestError ? (error.body?.message ?? error.message) : "noInternet";
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 });
  }
}

export default function ProfileEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const [form, fields] = useForm<{ name: string; code: string; phone: string }>({ id: "profile-edit", lastResult: actionData?.result, defaultValue: loaderData.user, shouldValidate: "onSubmit" });
  return (
    <AccountLayout title={t("editTitle")}>
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} className="max-w-md">
        <FormAlert errors={form.errors} />
        <Field label={t("name")} meta={fields.name}>
          <TextInput meta={fields.name} autoComplete="name" maxLength={100} />
        </Field>
        <PhoneField label={t("phone")} codeLabel={t("areaCode")} code={fields.code} phone={fields.phone} />
        <SubmitButton busy={navigation.state === "submitting"} label={t("save")} busyLabel={t("sending")} />
        <Link to="/profile" className="mt-3 block text-center text-sm text-neutral-700 hover:underline">
          {t("cancel")}
        </Link>
      </Form>
    </AccountLayout>
  );
}
