// The data saver's switch (footer) and the notice at the top of a page served with it on. A plain
// form, not React Router's: turning it on must load the page again as a document without scripts.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocation } from "react-router";

export function DataSaverSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation("shell");
  const location = useLocation();
  return (
    <form method="post" action="/resources/data-saver" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <input type="hidden" name="saver" value={on ? "off" : "on"} />
      <span className="font-semibold text-ink">{t("dataSaver.label")}</span>
      <button
        type="submit"
        aria-pressed={on}
        className="tap-target inline-flex items-center gap-2 rounded-full border border-neutral-300 bg-white px-3 py-1 text-sm hover:border-brand"
        data-data-saver-switch={on ? "on" : "off"}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-2.5 rounded-full ${on ? "bg-green-600" : "bg-neutral-400"}`}
        />
        {on ? t("dataSaver.stateOn") : t("dataSaver.stateOff")}
        <span className="sr-only">: {on ? t("dataSaver.turnOff") : t("dataSaver.turnOn")}</span>
      </button>
    </form>
  );
}

/** Said at the top of every page served with the saver on (server-rendered only: such a page has no scripts). */
export function DataSaverNotice() {
  const { t } = useTranslation("shell");
  return (
    <div className="border-b border-green-200 bg-green-50 px-4 py-2 text-sm text-green-900" data-data-saver-notice="">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
        <p>{t("dataSaver.notice")}</p>
        <DataSaverSwitch on />
      </div>
    </div>
  );
}
