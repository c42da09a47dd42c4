// /change-password (seed 001 sections 5 and 8): old, new and confirm; /v1 verifies the old one.
// Messages: 'notwrong' (mismatch), 'incorrectpassword' (wrong old), 'passwordOke' (success).
// Only accounts registered by email (statusRegister 0) have it.
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, redirect, useNavigation } from "react-router";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { changePasswordSchema } from "#app/components/account/change-password-schema.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { loadAccountUser } from "#app/lib/account.server.ts";
import { api, apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/change-password";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["account", "auth", "shell"] } satisfies I18nHandle;

const HIDDEN = ["oldPassword", "password", "repeatPassword"];
const FIELDS = new Set(HIDDEN);

/**
 * The form works as plain HTML (a post the action checks), so its form kit and zod stay out of the
 * first-load JavaScript: the server renders it in place and it hydrates from its own chunk.
 */
const passwordForm = deferred(() =>
  import("#app/components/account/change-password-form.tsx").then((m) => m.ChangePasswordForm),
);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [passwordForm]);

export async function loader({ request, context }: Route.LoaderArgs) {
  await passwordForm.preload();
  const { user } = await loadAccountUser(request, getLocale(context) === "en" ? "en" : "id");
  if (user.statusRegister !== 0) throw redirect("/profile");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const { user, token } = await loadAccountUser(request, lang);
  await passwordForm.preload();
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  const { oldPassword, password, repeatPassword } = submission.value;
  try {
    const answer = await api.changePassword(
      { body: { id: String(user.id), oldPassword, password, repeatPassword } },
      apiCall(request, { lang, token }),
    );
    return redirectWithToast("/profile", { type: "success", description: answer.message });
  } catch (error) {
    if (error instanceof ApiRequestError) {
      // The first field /v1 names (oldPassword for 'incorrectpassword'), else the message on the form.
      const [field, messages] = Object.entries(error.body?.errors ?? {}).find(([name]) => FIELDS.has(name)) ?? [];
      const message = messages?.[0] ?? error.body?.message ?? error.message;
      const reply = field
        ? submission.reply({ fieldErrors: { [field]: [message] }, hideFields: HIDDEN })
        : submission.reply({ formErrors: [message], hideFields: HIDDEN });
      return data({ result: reply }, { status: 400 });
    }
    return data({ result: submission.reply({ formErrors: ["noInternet"], hideFields: HIDDEN }) }, { status: 400 });
  }
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  return (
    <AccountLayout title={t("changePasswordTitle")}>
      <passwordForm.Component lastResult={actionData?.result} busy={navigation.state === "submitting"} />
    </AccountLayout>
  );
}
