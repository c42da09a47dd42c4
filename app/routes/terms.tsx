// /terms-and-conditions (seed 001 section 2.5): 16 numbered clauses, in the visitor's language.
import { useTranslation } from "#app/i18n/react.tsx";
import { StaticDocumentPage } from "#app/components/static/static-document.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { termsDocument } from "#core/static-pages/terms.ts";
import type { Route } from "./+types/terms";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["pages"] } satisfies I18nHandle;

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export function loader({ context }: Route.LoaderArgs) {
  return { document: termsDocument(getLocale(context) === "en" ? "en" : "id") };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  return <StaticDocumentPage title={t("terms")} document={loaderData.document} name="terms" />;
}
