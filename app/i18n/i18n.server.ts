import { createCookie } from "react-router";
import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next";
import { resources } from "#core/locales/resources.ts";
import { defaultNamespace, fallbackLanguage, supportedLanguages } from "./config.ts";

/** The language choice: set by the flags (a form), by `?lng=` on any page, read on every request. */
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true",
  maxAge: 60 * 60 * 24 * 365,
});

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: localeCookie,
    // Indonesian is the default whatever the browser prefers; only an explicit choice changes it.
    order: ["searchParams", "cookie"],
  },
  i18next: { resources, defaultNS: defaultNamespace, interpolation: { escapeValue: false } },
  plugins: [initReactI18next],
});
