// /activate?token=…: the activation mail's link. The page asks for one press (a mail scanner that
// follows links does not activate anything); with JavaScript it presses itself. /v1 activates once:
// a used or unknown token says so.
import { useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Form, Link, useNavigation, useSubmit } from "react-router";
import { deferredPartsHydrated } from "#app/components/ui/deferred.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import type { Route } from "./+types/activate";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["account"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.trim() ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const token = String((await request.formData()).get("token") ?? "").trim();
  try {
    const answer = await api.activate({ body: { token } }, apiCall(request, { lang }));
    return { ok: true, message: answer.message };
  } catch (error) {
    const message = error instanceof ApiRequestError ? (error.body?.message ?? error.message) : null;
    return data({ ok: false, message }, { status: error instanceof ApiRequestError && error.status < 500 ? 400 : 502 });
  }
}

export default function Activate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  /** The visitor pressed the button before the page pressed it. */
  const pressed = useRef(false);
  const { token } = loaderData;

  useEffect(() => {
    if (!token || actionData || submitted.current || !formRef.current) return;
    submitted.current = true;
    // Once the shell's parts have hydrated: the submission's router updates would otherwise drop
    // their server HTML until their chunks arrive (the header and footer vanishing and coming back).
    void deferredPartsHydrated().then(() => {
      if (formRef.current && !pressed.current) void submit(formRef.current, { method: "post", replace: true });
    });
  }, [token, actionData, submit]);

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12 text-center">
      <title>{`${t("activateTitle")} · Inap`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{t("activateTitle")}</h1>
      {/* Room for the answer (a two-line message and its link at 360 px): the page presses itself,
          and the answer replacing the form must not push the footer down (a layout shift). */}
      <div className="mt-5 min-h-34">
        {actionData ? (
          <div data-activation={actionData.ok ? "ok" : "failed"}>
            <p
              role="status"
              className={`rounded-lg px-4 py-3 ${actionData.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
            >
              {actionData.message ?? t("somethingWrong")}
            </p>
            <Link to="/?modal=login" className="btn-primary mt-5 inline-block">
              {t("activateLogin")}
            </Link>
          </div>
        ) : token ? (
          <Form
            method="post"
            ref={formRef}
            onSubmit={() => {
              pressed.current = true;
            }}
          >
            <p className="text-neutral-700">{t("activateIntro")}</p>
            <input type="hidden" name="token" value={token} />
            {/* Both labels in one cell: the button keeps its width while it waits. */}
            <button type="submit" className="btn-primary mt-5 inline-grid" disabled={navigation.state !== "idle"}>
              <span className={`col-start-1 row-start-1 ${navigation.state !== "idle" ? "invisible" : ""}`}>
                {t("activateButton")}
              </span>
              <span className={`col-start-1 row-start-1 ${navigation.state !== "idle" ? "" : "invisible"}`}>
                {t("sending")}
              </span>
            </button>
          </Form>
        ) : (
          <p role="status" className="rounded-lg bg-red-50 px-4 py-3 text-red-800" data-activation="failed">
            {t("activateMissing")}
          </p>
        )}
      </div>
    </main>
  );
}
