// /offline: the page the service worker answers, without the network, for any page the phone has
// not kept (decision 058). The worker fetches it once per deploy in each language, as a visitor, and
// fills its list with the pages the phone keeps (their links open the kept copies); after a form
// sent without a network it also shows the "not sent" words. The server renders both hidden or empty.
import { useTranslation } from "#app/i18n/react.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";

export const handle = { i18n: ["offline"] } satisfies I18nHandle;

export default function Offline() {
  const { t } = useTranslation("offline");
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10" data-offline-page="">
      <title>{`${t("title")} · Inap`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p hidden data-offline-not-sent="" role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">
        {t("notSent")}
      </p>
      <p className="mt-3 text-neutral-700">{t("body")}</p>
      <h2 className="mt-6 text-lg font-bold">{t("keptHeading")}</h2>
      <ul data-offline-kept="" className="mt-2 grid gap-1">
        <li className="text-neutral-600" data-offline-none="">
          {t("none")}
        </li>
      </ul>
    </main>
  );
}
