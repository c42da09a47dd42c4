// Logout as a form (works without JavaScript). With JavaScript the seed's 0.5 s delay runs first,
// then the post; the action ends the session and goes to /.
import { useRef, type FormEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useSubmit } from "react-router";
import { LOGOUT_DELAY_MS } from "#app/lib/account-rules.ts";

export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation("shell");
  const submit = useSubmit();
  const pending = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current) return;
    pending.current = true;
    const form = event.currentTarget;
    setTimeout(() => void submit(form, { method: "post", action: "/logout" }), LOGOUT_DELAY_MS);
  };
  return (
    <Form method="post" action="/logout" onSubmit={onSubmit} data-logout="">
      <button type="submit" className={className}>
        {t("nav.logout")}
      </button>
    </Form>
  );
}
