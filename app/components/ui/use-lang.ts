import { useTranslation } from "react-i18next";
import { fallbackLanguage, isLanguage, type Language } from "#app/i18n/config.ts";

/** The page's language (root set it from ?lng= or the cookie; the client i18next holds only that one). */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : fallbackLanguage;
}
