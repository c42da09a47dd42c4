import { FailedPage } from "#app/components/ui/failed-page.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

/** A long-stay page whose stay could not be loaded: not found, or offline / the server failed (try again). */
export function StayLoadFailed({ type, notFound, offline }: { type: string; notFound: boolean; offline: boolean }) {
  const { t } = useTranslation(["longstay", "common"]);
  const message = notFound
    ? t("errors.notFound", { period: t(`period.${type}`).toLowerCase() })
    : offline
      ? t("errors.connection")
      : t("common:errors.serverTitle");
  return (
    <FailedPage
      message={message}
      brand={t("common:brand")}
      retryLabel={notFound ? undefined : t("common:errors.tryAgain")}
      onward={{ href: `/stay-${type}`, label: t("errors.browse") }}
    />
  );
}
