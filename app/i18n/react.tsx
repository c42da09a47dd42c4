// The translation runtime in React, on the server and in the browser: useTranslation reads the
// instance of the nearest I18nProvider (entry.server's for the request's language, entry.client's
// browser one). Outside any provider (a unit test rendering one component) keys read as themselves.
// A language change is a full document load in this app, so nothing needs to re-render on one.
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { I18n, type TFunction } from "./runtime.ts";

const I18nContext = createContext<I18n>(new I18n());

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** `t` looking in `ns` (in order, else the default namespace), and the instance itself. */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  const key = typeof ns === "string" ? ns : (ns ?? []).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ns` is often a new array literal each render; `key` is its stable identity
  const t = useMemo(() => i18n.getFixedT(ns), [i18n, key]);
  return { t, i18n };
}
