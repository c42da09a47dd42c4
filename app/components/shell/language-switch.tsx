import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useLocation } from "react-router";
import { supportedLanguages, type Language } from "#app/i18n/config.ts";
import { Flag } from "./flags.tsx";

/**
 * The language flags: one small form per language, posting to /resources/locale, which sets the
 * cookie and sends the visitor back to this page. A full document load (reloadDocument), with or
 * without JavaScript, because each page embeds only its language's catalogues.
 */
export function LanguageSwitch({ current }: { current: Language }) {
  const { t } = useTranslation("shell");
  const location = useLocation();
  const back = location.pathname + location.search;
  const labels: Record<Language, string> = { id: t("nav.languageId"), en: t("nav.languageEn") };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the group holds one form per language, and a fieldset belongs inside one form
    <div role="group" aria-label={t("nav.language")} className="flex items-center gap-0.5">
      {supportedLanguages.map((lng) => (
        <Form key={lng} method="post" action="/resources/locale" reloadDocument>
          <input type="hidden" name="lng" value={lng} />
          <input type="hidden" name="redirectTo" value={back} />
          <button
            type="submit"
            lang={lng}
            aria-pressed={current === lng}
            title={labels[lng]}
            data-lng={lng}
            className={`grid h-9 w-10 place-items-center rounded-md transition-opacity hover:bg-neutral-100 ${current === lng ? "opacity-100" : "opacity-55 hover:opacity-100"}`}
          >
            <Flag lng={lng} />
            <span className="sr-only">{labels[lng]}</span>
          </button>
        </Form>
      ))}
    </div>
  );
}
