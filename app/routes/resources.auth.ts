// POST /resources/auth: the shell's account modals and the /login page post here, told apart by
// `intent` (login, register, forgot, reset, google). Each calls /v1 (seed 000 sections 4 and 8).
// Without JavaScript a failure redirects back to the page with the modal open and the reply in a
// flash cookie; with JavaScript (`js=1`, a fetcher) it answers the reply (400) in place.
// Success always redirects (a fetcher follows it, and every loader runs again).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { forgotSchema } from "#app/components/account/forgot-schema.ts";
import { loginSchema } from "#app/components/account/login-schema.ts";
import { registerSchema } from "#app/components/account/register-schema.ts";
import { resetSchema } from "#app/components/account/reset-schema.ts";
import { ACCOUNT_INTENTS, type AccountIntent } from "#app/components/account/schema-helpers.ts";
import { getLocale, getI18n } from "#app/i18n/i18n.server.ts";
import { safeRedirectPath } from "#app/lib/account-rules.ts";
import { api, apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import { assertSameOrigin } from "#app/lib/csrf.server.ts";
import { formFlashHeader } from "#app/lib/form-flash.server.ts";
import { hrefWithModal, hrefWithout, isModalName, type ModalName, REDIRECT_PARAM } from "#app/lib/modal.ts";
import { getRedirectPath, startSession } from "#app/lib/session.server.ts";
import { createToastHeaders, redirectWithToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/resources.auth";

const HIDDEN = ["password", "repeatPassword", "token"];

export async function loader() {
  // Only an action lives here; a GET (a stale link) goes home.
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const lang = getLocale(context) === "en" ? "en" : "id";
  const t = getI18n(context).getFixedT("account");
  const formData = await request.formData();
  const intentValue = String(formData.get("intent") ?? "");
  if (!(ACCOUNT_INTENTS as readonly string[]).includes(intentValue)) throw data("Unknown intent", { status: 400 });
  const intent = intentValue as AccountIntent;

  const js = formData.get("js") === "1";
  const returnTo = safeRedirectPath(formData.get("returnTo"), "/");
  const modalValue = formData.get("modal");
  const modal: ModalName | null = isModalName(modalValue) ? modalValue : null;
  const back = parsePath(returnTo);
  const call = apiCall(request, { lang });

  /** The page the form was on, without the modal (and a reset link's token). */
  const pageWithoutModal = () => {
    const path = hrefWithout(back, ["modal", "message", "toast", "token", REDIRECT_PARAM]);
    return back.pathname === "/login" ? "/" : path;
  };

  /** A failure: in place with JavaScript, else back to the form with the reply in a flash cookie. */
  async function fail(reply: SubmissionResult<string[]>) {
    if (js) return data({ form: intent === "google" ? "login" : intent, result: reply }, { status: 400 });
    // A reset link's token and a login's destination (a home top-up shortcut's page) stay with the reopened modal.
    const to = modal ? hrefWithModal(back, modal, { ...keep(back, "token"), ...keep(back, REDIRECT_PARAM) }) : returnTo;
    return redirect(to, {
      headers: { "Set-Cookie": await formFlashHeader({ form: intent === "google" ? "login" : intent, reply }) },
    });
  }

  /** The message of a /v1 refusal, or the seed's no-response texts. */
  function apiMessage(error: unknown, fallback: string): string {
    if (error instanceof ApiRequestError) return error.body?.message ?? fallback;
    return t("noInternet");
  }

  switch (intent) {
    case "login": {
      const submission = parseWithZod(formData, { schema: loginSchema });
      if (submission.status !== "success") return fail(submission.reply({ hideFields: HIDDEN }));
      const { email, password, redirectTo } = submission.value;
      try {
        const answer = await api.login({ body: { email, password } }, call);
        if (answer.status !== "success") {
          // Registered through Facebook or Google: told to reset the password (seed 000 section 8).
          return fail(submission.reply({ formErrors: [answer.message], hideFields: HIDDEN }));
        }
        const signIn = answer;
        const stored = await getRedirectPath(request);
        const target = safeRedirectPath(redirectTo ?? stored, pageWithoutModal());
        return startSession(signIn.data, target);
      } catch (error) {
        return fail(submission.reply({ formErrors: [apiMessage(error, t("somethingWrong"))], hideFields: HIDDEN }));
      }
    }

    case "register": {
      const submission = parseWithZod(formData, { schema: registerSchema });
      if (submission.status !== "success") return fail(submission.reply({ hideFields: HIDDEN }));
      const { name, email, code, phone, password, repeatPassword } = submission.value;
      try {
        const answer = await api.register(
          { body: { name, email, code, phone, password, repeatPassword: repeatPassword ?? "" } },
          call,
        );
        // Seed 000 section 4: the success message, and the login modal opens (email filled in).
        const headers = await createToastHeaders({ type: "success", description: answer.message });
        headers.append("Set-Cookie", await formFlashHeader({ form: "login", reply: { initialValue: { email } } }));
        return redirect(hrefWithModal(back, "login"), { headers });
      } catch (error) {
        // 409: a Facebook/Google account (status 1/2) or 'Account has been registered'.
        const message =
          error instanceof ApiRequestError ? (error.body?.message ?? t("somethingWrong")) : t("somethingWrong");
        return fail(submission.reply({ formErrors: [message], hideFields: HIDDEN }));
      }
    }

    case "forgot": {
      const submission = parseWithZod(formData, { schema: forgotSchema });
      if (submission.status !== "success") return fail(submission.reply({ hideFields: HIDDEN }));
      try {
        const answer = await api.forgotPassword({ body: { email: submission.value.email } }, call);
        // Seed 000 section 4: forgot-password success opens the reset modal.
        return redirectWithToast(hrefWithModal(back, "reset"), { type: "success", description: answer.message });
      } catch (error) {
        return fail(submission.reply({ formErrors: [apiMessage(error, t("somethingWrong"))], hideFields: HIDDEN }));
      }
    }

    case "reset": {
      const submission = parseWithZod(formData, { schema: resetSchema });
      if (submission.status !== "success") return fail(submission.reply({ hideFields: HIDDEN }));
      const { token, password, repeatPassword } = submission.value;
      try {
        const answer = await api.resetPassword({ body: { token: token.trim(), password, repeatPassword } }, call);
        // 'Password successfully changed', and the returned user is signed in.
        const headers = await createToastHeaders({ type: "success", description: answer.message });
        return startSession(answer.data, pageWithoutModal(), headers);
      } catch (error) {
        return fail(submission.reply({ formErrors: [apiMessage(error, t("somethingWrong"))], hideFields: HIDDEN }));
      }
    }

    case "google": {
      const credential = String(formData.get("credential") ?? "");
      try {
        const answer = await api.googleSignIn({ body: { statusRegister: 2, idToken: credential } }, call);
        const stored = await getRedirectPath(request);
        return startSession(answer.data, safeRedirectPath(stored, pageWithoutModal()));
      } catch (error) {
        return fail({ status: "error", error: { "": [apiMessage(error, t("somethingWrong"))] } });
      }
    }
  }
}

function parsePath(path: string): { pathname: string; search: string } {
  const url = new URL(path, "http://local");
  return { pathname: url.pathname, search: url.search };
}

function keep(location: { search: string }, name: string): Record<string, string> {
  const value = new URLSearchParams(location.search).get(name);
  return value ? { [name]: value } : {};
}
