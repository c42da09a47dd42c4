// The login, register, forgot-password and reset-password forms (seed 000 sections 2.4, 4, 5, 8).
// Each posts to the resource route /resources/auth with an `intent`. Without JavaScript that is a
// plain post: the action redirects back with the modal open and the reply in a flash cookie.
// With JavaScript it is a fetcher (`js=1`): errors show in place; success redirects.
// This module (with conform) loads only when an account form is on screen (React.lazy in the
// shell), so the shell's first-load JavaScript stays small.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import type { ModalName } from "../../lib/modal.ts";
import { ModalLink } from "../ui/modal.tsx";
import { Field, FormAlert, PhoneField, SubmitButton, TextInput, useHydratedFlag } from "./form-parts.tsx";
import { GoogleSignIn } from "./google-sign-in.tsx";
import type { AccountIntent } from "./schema-helpers.ts";

export const AUTH_ACTION = "/resources/auth";

/** A form's reply carried over a redirect (no JavaScript), from the shell's loader. */
export interface FormFlashData {
  form: string;
  reply: SubmissionResult<string[]>;
}

export interface AccountFormProps {
  flash: FormFlashData | null;
  /** "modal": errors come back with `?modal=<name>`; "page": on the /login page itself. */
  place: "modal" | "page";
}

interface ActionData {
  form: string;
  result: SubmissionResult<string[]>;
}

/** The fetcher of one form and the reply to show: the fetcher's answer, else the flash. */
function useAccountSubmission(intent: AccountIntent, flash: FormFlashData | null) {
  const fetcher = useFetcher<ActionData>({ key: `account-${intent}` });
  const fromFetcher = fetcher.data?.form === intent ? fetcher.data.result : undefined;
  const lastResult = fromFetcher ?? (flash?.form === intent ? flash.reply : undefined);
  return { fetcher, lastResult, busy: fetcher.state !== "idle" };
}

function HiddenFields({ intent, modal, place }: { intent: AccountIntent; modal: ModalName; place: "modal" | "page" }) {
  const location = useLocation();
  const hydrated = useHydratedFlag();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="modal" value={place === "modal" ? modal : ""} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
    </>
  );
}

const LINK = "font-semibold text-brand-dark underline-offset-2 hover:underline";

export function LoginForm({ flash, place, redirectTo, promoLogin, googleClientId }: AccountFormProps & { redirectTo?: string | null; promoLogin?: number; googleClientId?: string | null }) {
  const { t } = useTranslation("account");
  const { fetcher, lastResult, busy } = useAccountSubmission("login", flash);
  const [form, fields] = useForm<{ email: string; password: string }>({ id: `login-${place}`, lastResult, shouldValidate: "onSubmit" });
  // A social account (status 1 or 2) is told to reset its password: offer the way there.
  const social = lastResult?.error?.[""]?.some((m) => /Facebook|Google/.test(m));
  return (
    <div data-account-form="login">
      {promoLogin && promoLogin > 0 ? <p className="mb-3 rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand-ink">{t("promoLogin", { percent: promoLogin })}</p> : null}
      <fetcher.Form method="post" action={AUTH_ACTION} id={form.id} noValidate onSubmit={form.onSubmit}>
        <HiddenFields intent="login" modal="login" place={place} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormAlert errors={form.errors}>
          {social ? (
            <ModalLink modal="forgot" className={`${LINK} mt-1 inline-block`}>
              {t("toReset")}
            </ModalLink>
          ) : null}
        </FormAlert>
        <Field label={t("email")} meta={fields.email}>
          <TextInput meta={fields.email} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field label={t("password")} meta={fields.password}>
          <TextInput meta={fields.password} type="password" autoComplete="current-password" />
        </Field>
        <SubmitButton busy={busy} label={t("loginButton")} busyLabel={t("sending")} />
      </fetcher.Form>
      {googleClientId ? <GoogleSignIn clientId={googleClientId} place={place} /> : null}
      <p className="mt-4 text-center text-sm">
        <ModalLink modal="forgot" className="text-neutral-700 underline-offset-2 hover:underline">
          {t("toForgot")}
        </ModalLink>
      </p>
      <p className="mt-2 text-center text-sm text-neutral-700">
        {t("noAccount")}{" "}
        <ModalLink modal="register" className={LINK}>
          {t("toRegister")}
        </ModalLink>
      </p>
    </div>
  );
}

export function RegisterForm({ flash, place }: AccountFormProps) {
  const { t } = useTranslation("account");
  const { fetcher, lastResult, busy } = useAccountSubmission("register", flash);
  const [form, fields] = useForm<{ name: string; email: string; code: string; phone: string; password: string; repeatPassword: string }>({ id: `register-${place}`, lastResult, shouldValidate: "onSubmit" });
  return (
    <div data-account-form="register">
      <fetcher.Form method="post" action={AUTH_ACTION} id={form.id} noValidate onSubmit={form.onSubmit}>
        <HiddenFields intent="register" modal="register" place={place} />
        <FormAlert errors={form.errors}>
          {lastResult?.error?.[""]?.some((m) => /Facebook|Google/.test(m)) ? (
            <ModalLink modal="forgot" className={`${LINK} mt-1 inline-block`}>
              {t("toReset")}
            </ModalLink>
          ) : null}
        </FormAlert>
        <Field label={t("name")} meta={fields.name}>
          <TextInput meta={fields.name} autoComplete="name" maxLength={100} />
        </Field>
        <Field label={t("email")} meta={fields.email}>
          <TextInput meta={fields.email} type="email" autoComplete="email" inputMode="email" pattern="[a-z0-9._%+\-]+@[a-z0-9.\-]+\.[a-z]{2,3}" />
        </Field>
        <PhoneField label={t("phone")} codeLabel={t("areaCode")} code={fields.code} phone={fields.phone} />
        <Field label={t("password")} meta={fields.password}>
          <TextInput meta={fields.password} type="password" autoComplete="new-password" />
        </Field>
        <Field label={t("repeatPassword")} meta={fields.repeatPassword}>
          <TextInput meta={fields.repeatPassword} type="password" autoComplete="new-password" />
        </Field>
        <SubmitButton busy={busy} label={t("registerButton")} busyLabel={t("sending")} />
      </fetcher.Form>
      <p className="mt-4 text-center text-sm text-neutral-700">
        {t("haveAccount")}{" "}
        <ModalLink modal="login" className={LINK}>
          {t("toLogin")}
        </ModalLink>
      </p>
    </div>
  );
}

export function ForgotForm({ flash, place }: AccountFormProps) {
  const { t } = useTranslation("account");
  const { fetcher, lastResult, busy } = useAccountSubmission("forgot", flash);
  const [form, fields] = useForm<{ email: string }>({ id: `forgot-${place}`, lastResult, shouldValidate: "onSubmit" });
  return (
    <div data-account-form="forgot">
      <p className="mb-3 text-sm text-neutral-700">{t("forgotIntro")}</p>
      <fetcher.Form method="post" action={AUTH_ACTION} id={form.id} noValidate onSubmit={form.onSubmit}>
        <HiddenFields intent="forgot" modal="forgot" place={place} />
        <FormAlert errors={form.errors} />
        <Field label={t("email")} meta={fields.email}>
          <TextInput meta={fields.email} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <SubmitButton busy={busy} label={t("forgotButton")} busyLabel={t("sending")} />
      </fetcher.Form>
      <p className="mt-4 text-center text-sm">
        <ModalLink modal="login" className={LINK}>
          {t("toLogin")}
        </ModalLink>
      </p>
    </div>
  );
}

export function ResetForm({ flash, place, token }: AccountFormProps & { token: string | null }) {
  const { t } = useTranslation("account");
  const { fetcher, lastResult, busy } = useAccountSubmission("reset", flash);
  const [form, fields] = useForm<{ token: string; password: string; repeatPassword: string }>({ id: `reset-${place}`, lastResult, shouldValidate: "onSubmit" });
  return (
    <div data-account-form="reset">
      <p className="mb-3 text-sm text-neutral-700">{t("resetIntro")}</p>
      <fetcher.Form method="post" action={AUTH_ACTION} id={form.id} noValidate onSubmit={form.onSubmit}>
        <HiddenFields intent="reset" modal="reset" place={place} />
        <FormAlert errors={form.errors} />
        {token ? (
          <input type="hidden" name="token" value={token} />
        ) : (
          <Field label={t("token")} meta={fields.token}>
            <TextInput meta={fields.token} autoComplete="one-time-code" spellCheck={false} />
          </Field>
        )}
        <Field label={t("newPassword")} meta={fields.password}>
          <TextInput meta={fields.password} type="password" autoComplete="new-password" />
        </Field>
        <Field label={t("repeatPassword")} meta={fields.repeatPassword}>
          <TextInput meta={fields.repeatPassword} type="password" autoComplete="new-password" />
        </Field>
        <SubmitButton busy={busy} label={t("resetButton")} busyLabel={t("sending")} />
      </fetcher.Form>
    </div>
  );
}
