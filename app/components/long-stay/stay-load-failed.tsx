import { FailedPage } from "#app/components/ui/failed-page.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

/** A long-stay page whose stay could not be loaded: not found, offline, or the server failed. */
export function StayLoadFailed({
  type,
  notFound,
  offline,
  retry = false,
}: {
  type: string;
  notFound: boolean;
  offline: boolean;
  /** Offer "try again" when the stay may load on a second try (the route must load the detail namespace). */
  retry?: boolean;
}) {
  const { t } = useTranslation(["longstay", "detail", "common"]);
  const message = notFound
    ? t("errors.notFound", { period: t(`period.${type}`).toLowerCase() })
    : offline
      ? t("errors.connection")
      : t("common:errors.serverTitle");
  return (
    <FailedPage
      message={message}
      brand={t("common:brand")}
      retryLabel={retry && !notFound ? t("detail:errors.retry") : undefined}
      onward={{ href: `/stay-${type}`, label: t("errors.browse") }}
    />
  );
}
