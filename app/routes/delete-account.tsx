// /delete-account (seed 001 section 2.5): how to ask for an account's deletion: an email to
// customer service with a subject, giving name, email, phone number and reason; links to the terms
// and the privacy policy. The mail link opens the visitor's mail app with all of it filled in.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { siteLinks } from "#app/server/shell/site.server.ts";
import type { Route } from "./+types/delete-account";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["discover", "pages"] } satisfies I18nHandle;

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export function loader() {
  return { csEmail: siteLinks().csEmail };
}

const FIELDS = ["name", "email", "phone", "reason"] as const;

export default function DeleteAccount({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["discover", "pages"]);
  const { csEmail } = loaderData;
  const subject = t("static.deleteSubject");
  const mailto = `mailto:${csEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(t("static.deleteBody"))}`;
  const link = "font-semibold text-brand-dark underline";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8" data-static-page="delete-account">
      <title>{`${t("pages:deleteAccount")} · Inap`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{t("pages:deleteAccount")}</h1>
      <p className="mt-3 leading-relaxed text-neutral-700">{t("static.deleteIntro")}</p>
      <ol className="mt-5 list-decimal space-y-2 pl-6 text-neutral-700">
        <li>
          {t("static.deleteStep1")}{" "}
          <a href={`mailto:${csEmail}`} className={link} data-delete-email="">
            {csEmail}
          </a>
        </li>
        <li>
          {t("static.deleteStep2")} <strong data-delete-subject="">{subject}</strong>
        </li>
        <li>
          {t("static.deleteStep3")}
          <ul className="mt-1 list-disc pl-6" data-delete-fields="">
            {FIELDS.map((field) => (
              <li key={field}>{t(`static.deleteFields.${field}`)}</li>
            ))}
          </ul>
        </li>
      </ol>
      <a href={mailto} className="btn-primary mt-6 inline-block" data-delete-mail="">
        {t("static.deleteCompose")}
      </a>
      <p className="mt-6 leading-relaxed text-neutral-700">{t("static.deleteAfter")}</p>
      <p className="mt-3 text-neutral-700">
        {t("static.seeAlso")}{" "}
        <Link to="/terms-and-conditions" className={link}>
          {t("pages:terms")}
        </Link>
        {" · "}
        <Link to="/privacy-policy" className={link}>
          {t("pages:privacy")}
        </Link>
      </p>
    </main>
  );
}
