// The login, register, forgot-password and reset-password forms (seed 000 sections 2.4, 4, 5, 8).
// Each posts to the resource route /resources/auth with an `intent`. Without JavaScript that is a
// plain post: the action redirects back with the modal open and the reply in a flash cookie.
// With JavaScript it is a fetcher (`js=1`): errors show in place; success redirects.
// This module (with conform) loads only when an account form is on screen (React.lazy in the
// shell), so the shell's first-load JavaScript stays small.
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useFetcher, useLocation } from "react-router";
import type { ModalName } from "#app/lib/modal.ts";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FormErrors, SubmitButton } from "#app/components/form/field.tsx";
import { EmailField, InputField, NewPasswordFields, PasswordField } from "#app/components/form/input-fields.tsx";
import { PhoneField } from "#app/components/form/phone-field.tsx";
import { useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { useHydrated } from "remix-utils/use-hydrated";
import { ModalLink } from "#app/components/ui/modal.tsx";
import { EMAIL_INPUT_PATTERN, NAME_MAX } from "#core/rules/contact.ts";
import { AccountMessages } from "./account-messages.tsx";
import { forgotSchema } from "./forgot-schema.ts";
import { GoogleSignIn } from "./google-sign-in.tsx";
import { loginSchema } from "./login-schema.ts";
import { registerSchema } from "./register-schema.ts";
import { resetSchema } from "./reset-schema.ts";
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

/**
 * One account form's state: the fetcher posting `intent`, the reply to show (the fetcher's answer,
 * else the flash) and the schema form reading it.
 */
function useAccountForm<Schema extends z.ZodType>(
  intent: AccountIntent,
  schema: Schema,
  { flash, place }: AccountFormProps,
) {
  const fetcher = useFetcher<ActionData>({ key: `account-${intent}` });
  const fromFetcher = fetcher.data?.form === intent ? fetcher.data.result : undefined;
  const lastResult = fromFetcher ?? (flash?.form === intent ? flash.reply : undefined);
  const [form, fields] = useSchemaForm(schema, { id: `${intent}-${place}`, lastResult });
  return { fetcher, lastResult, busy: fetcher.state !== "idle", form, fields };
}

function HiddenFields({ intent, modal, place }: { intent: AccountIntent; modal: ModalName; place: "modal" | "page" }) {
  const location = useLocation();
  const hydrated = useHydrated();
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

/** The frame of an account form: its messages, an intro, the form posting `intent`, and links below. */
function AccountForm({
  intent,
  place,
  state,
  intro,
  after,
  children,
}: {
  intent: AccountIntent & ModalName;
  place: AccountFormProps["place"];
  state: ReturnType<typeof useAccountForm>;
  intro?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { fetcher, form } = state;
  return (
    <AccountMessages>
      <div data-account-form={intent}>
        {intro}
        <fetcher.Form method="post" action={AUTH_ACTION} id={form.id} noValidate onSubmit={form.onSubmit}>
          <HiddenFields intent={intent} modal={intent} place={place} />
          {children}
        </fetcher.Form>
        {after}
      </div>
    </AccountMessages>
  );
}

/** The form's errors; a social account (status 1 or 2) is told to reset its password: the way there. */
function AccountErrors({ state }: { state: ReturnType<typeof useAccountForm> }) {
  const { t } = useTranslation("account");
  const social = state.lastResult?.error?.[""]?.some((m: string) => /Facebook|Google/.test(m));
  return (
    <FormErrors errors={state.form.errors}>
      {social ? (
        <ModalLink modal="forgot" className={`${LINK} mt-1 inline-block`}>
          {t("toReset")}
        </ModalLink>
      ) : null}
    </FormErrors>
  );
}

/** A line under a form leading to another account form. */
function SwitchLink({
  question,
  modal,
  label,
  className = "mt-4 text-center text-sm text-neutral-700",
}: {
  question?: string;
  modal: ModalName;
  label: string;
  className?: string;
}) {
  return (
    <p className={className}>
      {question ? `${question} ` : null}
      <ModalLink modal={modal} className={LINK}>
        {label}
      </ModalLink>
    </p>
  );
}

export function LoginForm({
  redirectTo,
  promoLogin,
  googleClientId,
  ...props
}: AccountFormProps & { redirectTo?: string | null; promoLogin?: number; googleClientId?: string | null }) {
  const { t } = useTranslation("account");
  const state = useAccountForm("login", loginSchema, props);
  const { fields } = state;
  const intro =
    promoLogin && promoLogin > 0 ? (
      <p className="mb-3 rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand-ink">
        {t("promoLogin", { percent: promoLogin })}
      </p>
    ) : null;
  const after = (
    <>
      {googleClientId ? <GoogleSignIn clientId={googleClientId} place={props.place} /> : null}
      <p className="mt-4 text-center text-sm">
        <ModalLink modal="forgot" className="text-neutral-700 underline-offset-2 hover:underline">
          {t("toForgot")}
        </ModalLink>
      </p>
      <SwitchLink
        question={t("noAccount")}
        modal="register"
        label={t("toRegister")}
        className="mt-2 text-center text-sm text-neutral-700"
      />
    </>
  );
  return (
    <AccountForm intent="login" place={props.place} state={state} intro={intro} after={after}>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <AccountErrors state={state} />
      <EmailField label={t("email")} meta={fields.email} />
      <PasswordField label={t("password")} meta={fields.password} autoComplete="current-password" />
      <SubmitButton busy={state.busy} label={t("loginButton")} busyLabel={t("sending")} />
    </AccountForm>
  );
}

export function RegisterForm(props: AccountFormProps) {
  const { t } = useTranslation("account");
  const state = useAccountForm("register", registerSchema, props);
  const { fields } = state;
  return (
    <AccountForm
      intent="register"
      place={props.place}
      state={state}
      after={<SwitchLink question={t("haveAccount")} modal="login" label={t("toLogin")} />}
    >
      <AccountErrors state={state} />
      <InputField label={t("name")} meta={fields.name} autoComplete="name" maxLength={NAME_MAX} />
      <EmailField label={t("email")} meta={fields.email} pattern={EMAIL_INPUT_PATTERN} />
      <PhoneField label={t("phone")} codeLabel={t("areaCode")} code={fields.code} number={fields.phone} />
      <NewPasswordFields
        labels={{ password: t("password"), repeat: t("repeatPassword") }}
        password={fields.password}
        repeatPassword={fields.repeatPassword}
      />
      <SubmitButton busy={state.busy} label={t("registerButton")} busyLabel={t("sending")} />
    </AccountForm>
  );
}

export function ForgotForm(props: AccountFormProps) {
  const { t } = useTranslation("account");
  const state = useAccountForm("forgot", forgotSchema, props);
  const intro = <p className="mb-3 text-sm text-neutral-700">{t("forgotIntro")}</p>;
  return (
    <AccountForm
      intent="forgot"
      place={props.place}
      state={state}
      intro={intro}
      after={<SwitchLink modal="login" label={t("toLogin")} className="mt-4 text-center text-sm" />}
    >
      <FormErrors errors={state.form.errors} />
      <EmailField label={t("email")} meta={state.fields.email} />
      <SubmitButton busy={state.busy} label={t("forgotButton")} busyLabel={t("sending")} />
    </AccountForm>
  );
}

export function ResetForm({ token, ...props }: AccountFormProps & { token: string | null }) {
  const { t } = useTranslation("account");
  const state = useAccountForm("reset", resetSchema, props);
  const { fields } = state;
  const intro = <p className="mb-3 text-sm text-neutral-700">{t("resetIntro")}</p>;
  return (
    <AccountForm intent="reset" place={props.place} state={state} intro={intro}>
      <FormErrors errors={state.form.errors} />
      {token ? (
        <input type="hidden" name="token" value={token} />
      ) : (
        <InputField label={t("token")} meta={fields.token} autoComplete="one-time-code" spellCheck={false} />
      )}
      <NewPasswordFields
        labels={{ password: t("newPassword"), repeat: t("repeatPassword") }}
        password={fields.password}
        repeatPassword={fields.repeatPassword}
      />
      <SubmitButton busy={state.busy} label={t("resetButton")} busyLabel={t("sending")} />
    </AccountForm>
  );
}
