// The app's react-i18next, in the browser and on the server: useTranslation over the i18next-lite
// instance of the nearest I18nextProvider (the server's one per language, the browser's one), or
// the default instance. A language change is a full document load in this app, so nothing needs
// to re-render on one.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import i18next, { type I18nLite, type TFunction } from "./i18next-lite.ts";

export const initReactI18next = { type: "3rdParty", init() {} };

const I18nContext = createContext<I18nLite>(i18next);

export function I18nextProvider({ i18n, children }: { i18n: I18nLite; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18nLite; ready: true } {
  const i18n = useContext(I18nContext);
  const key = typeof ns === "string" ? ns : (ns ?? []).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ns` is often a new array literal each render; `key` is its stable identity
  const t = useMemo(() => i18n.getFixedT(null, ns), [i18n, key]);
  return { t, i18n, ready: true };
}
