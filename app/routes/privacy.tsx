// /privacy-policy (seed 001 section 2.5): 10 sections, in the visitor's language.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { siteLinks } from "#app/server/shell/site.server.ts";
import { StaticDocumentPage } from "#app/components/static/static-document.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { privacyDocument } from "#core/static-pages/privacy.ts";
import type { Route } from "./+types/privacy";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["pages"] } satisfies I18nHandle;

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export function loader({ context }: Route.LoaderArgs) {
  return { document: privacyDocument(getLocale(context) === "en" ? "en" : "id", siteLinks().csEmail) };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  return (
    <StaticDocumentPage title={t("privacy")} document={loaderData.document} name="privacy">
      <p className="mt-8">
        <Link to="/delete-account" className="font-semibold text-brand-dark underline">
          {t("deleteAccount")}
        </Link>
      </p>
    </StaticDocumentPage>
  );
}
