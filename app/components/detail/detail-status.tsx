// The detail page's rare states (seed 001 section 2.1 and its error catalogue): no property chosen
// (home after a second) and a property that could not be loaded. Deferred parts of the route with
// the detail catalogue, in their own small chunk.
import { useEffect } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { FailedPage } from "#app/components/ui/failed-page.tsx";

/** Seed 001 section 2.1: without villas, home after 1 second. */
export const MISSING_REDIRECT_SECONDS = 1;

export type LoadFailure =
  | { kind: "notFound" }
  | { kind: "error"; status: number; message: string }
  | { kind: "network" };

/** Seed 001 section 2.1: no villas → home after 1 second (meta refresh, and a timer with JavaScript). */
export function MissingProperty() {
  const { t } = useTranslation(["detail", "common"]);
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign("/"), MISSING_REDIRECT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{`${t("missing.title")} · ${t("common:brand")}`}</title>
      <meta httpEquiv="refresh" content={`${MISSING_REDIRECT_SECONDS};url=/`} />
      <h1 className="text-xl font-bold">{t("missing.title")}</h1>
      <p className="mt-2 text-neutral-600">{t("missing.body")}</p>
      <Link to="/" className="btn-primary mt-6 inline-block">
        {t("common:errors.backHome")}
      </Link>
    </main>
  );
}

export function LoadFailed({ failure }: { failure: LoadFailure }) {
  const { t } = useTranslation(["detail", "common"]);
  const message =
    failure.kind === "notFound"
      ? t("errors.notFound")
      : failure.kind === "network"
        ? t("errors.connection")
        : failure.message || t("errors.server");
  return (
    <FailedPage
      message={message}
      brand={t("common:brand")}
      retryLabel={failure.kind === "notFound" ? undefined : t("errors.retry")}
      onward={{ href: "/villas", label: t("errors.browse") }}
    />
  );
}
