// /login: the login form as a page, for links in mails and redirects (`?redirectTo=/path`, kept
// to this site). The path is stored as the seed's `redirect` and cleared by the next login.
import { useTranslation } from "#app/i18n/react.tsx";
import { data, redirect, useRouteLoaderData } from "react-router";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { safeRedirectPath } from "#app/lib/account-rules.ts";
import { getAuth, storeRedirectPath } from "#app/lib/session.server.ts";
import type { loader as shellLoader } from "./shell.tsx";
import type { Route } from "./+types/login";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["account", "auth"] } satisfies I18nHandle;

/**
 * The form works as plain HTML (a post to the account action), so its form kit and zod stay out of
 * the first-load JavaScript: the server renders it in place and it hydrates from its own chunk.
 */
const loginForm = deferred(() => import("#app/components/account/account-forms.tsx").then((m) => m.LoginForm));

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, [loginForm]);

export async function loader({ request }: Route.LoaderArgs) {
  await loginForm.preload();
  const raw = new URL(request.url).searchParams.get("redirectTo");
  const redirectTo = raw ? safeRedirectPath(raw, "/") : null;
  if (await getAuth(request)) throw redirect(redirectTo ?? "/");
  const headers = redirectTo ? { "Set-Cookie": await storeRedirectPath(request, redirectTo) } : undefined;
  return data({ redirectTo }, { headers });
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const shell = useRouteLoaderData<typeof shellLoader>("routes/shell");
  return (
    <main id="main" className="mx-auto max-w-sm px-4 py-10">
      <title>{`${t("loginTitle")} · Inap`}</title>
      <h1 className="mb-5 text-2xl font-bold">{t("loginPageTitle")}</h1>
      <loginForm.Component
        place="page"
        flash={shell?.account.flash ?? null}
        redirectTo={loaderData.redirectTo}
        promoLogin={shell?.account.promoLogin ?? 0}
        googleClientId={shell?.account.googleClientId ?? null}
      />
    </main>
  );
}
