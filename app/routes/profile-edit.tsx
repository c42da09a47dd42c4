// /profile/edit (seed 001 section 5): name and phone with the country-code picker (default +62);
// PUT /v1/users-by-email/{id}; success: 'successedit' and back to /profile.
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, useNavigation } from "react-router";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { profileSchema } from "#app/components/account/profile-schema.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { loadAccountUser } from "#app/lib/account.server.ts";
import { api, apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import { updateSessionUser } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/profile-edit";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["account", "auth", "shell"] } satisfies I18nHandle;

/**
 * The form works as plain HTML (a post the action checks), so its form kit and zod stay out of the
 * first-load JavaScript: the server renders it in place and it hydrates from its own chunk.
 */
const editForm = deferred(() => import("#app/components/account/profile-edit-form.tsx").then((m) => m.ProfileEditForm));

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, [editForm]);

export async function loader({ request, context }: Route.LoaderArgs) {
  await editForm.preload();
  const { user } = await loadAccountUser(request, getLocale(context) === "en" ? "en" : "id");
  return { user: { name: user.name, code: user.code, phone: user.phone } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const { user, token } = await loadAccountUser(request, lang);
  await editForm.preload();
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
  return (
    <AccountLayout title={t("editTitle")}>
      <editForm.Component
        lastResult={actionData?.result}
        user={loaderData.user}
        busy={navigation.state === "submitting"}
      />
    </AccountLayout>
  );
}
