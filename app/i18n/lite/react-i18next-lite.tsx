// The browser's react-i18next: useTranslation over the one i18next-lite instance. A language
// change is a full document load in this app, so nothing needs to re-render on one.
import { useMemo, type ReactNode } from "react";
import i18next, { type TFunction } from "./i18next-lite.ts";

export const initReactI18next = { type: "3rdParty", init() {} };

export function I18nextProvider({ children }: { i18n: unknown; children?: ReactNode }) {
  return children;
}

export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: typeof i18next; ready: true } {
  const key = typeof ns === "string" ? ns : (ns ?? []).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ns` is often a new array literal each render; `key` is its stable identity
  const t = useMemo(() => i18next.getFixedT(null, ns), [key]);
  return { t, i18n: i18next, ready: true };
}
