// /how-to-reserve (seed 000 section 2.1): the steps of a nightly booking, in the visitor's language.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { StaticDocumentPage } from "#app/components/static/static-document.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { howToReserveDocument } from "#core/static-pages/how-to-reserve.ts";
import type { Route } from "./+types/how-to-reserve";
import { skipRevalidationForUiParams } from "#app/lib/modal.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["discover", "pages"] } satisfies I18nHandle;

// Opening or closing a modal or a toast changes only the UI: no new data.
export const shouldRevalidate = skipRevalidationForUiParams;

export function loader({ context }: Route.LoaderArgs) {
  return { document: howToReserveDocument(getLocale(context) === "en" ? "en" : "id") };
}

export default function HowToReserve({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["pages", "discover"]);
  return (
    <StaticDocumentPage title={t("howToReserve")} document={loaderData.document} name="how-to-reserve">
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/villas" className="btn-primary">
          {t("discover:static.findStay")}
        </Link>
        <Link to="/reservation-check" className="btn-secondary">
          {t("reservationCheck")}
        </Link>
      </div>
    </StaticDocumentPage>
  );
}
