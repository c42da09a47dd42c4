import { useTranslation } from "#app/i18n/react.tsx";
import { fallbackLanguage, isLanguage, type Language } from "#app/i18n/config.ts";

/** The page's language (root set it from ?lng= or the cookie; the browser's instance holds only it). */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : fallbackLanguage;
}
