// The notice of a page the phone keeps (decision 058), rendered hidden with the time the page was
// made: the service worker shows it when it answers the page from the phone, without the network.
// Its label names the page in the offline page's list of what is kept.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { formatKeptAt } from "#core/offline/kept-at.ts";

export function OfflineNotice({ keptAt, label }: { keptAt: number; label: string }) {
  const { t } = useTranslation("bookings");
  const lang = useLang();
  return (
    <div
      hidden
      data-offline-notice=""
      data-offline-label={label}
      role="status"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-semibold">{t("offline.keptNotice")}</p>
      <p>
        {t("offline.lastUpdated")} <time dateTime={new Date(keptAt).toISOString()}>{formatKeptAt(keptAt, lang)}</time>
      </p>
    </div>
  );
}
