// The request's language and its catalogues. One translation runtime instance per language, made
// once: a render only reads them (decision 034).
import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { resources } from "#core/locales/resources.ts";
import { defaultNamespace, fallbackLanguage, type Language, supportedLanguages } from "./config.ts";
import { I18n } from "./runtime.ts";

/** The language choice: set by the flags (a form), by `?lng=` on any page, read on every request. */
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true",
  maxAge: 60 * 60 * 24 * 365,
});

function catalogueFor(lng: Language): I18n {
  return new I18n().init({ lng, resources, defaultNS: defaultNamespace });
}

const instances: Record<Language, I18n> = { id: catalogueFor("id"), en: catalogueFor("en") };

/** The catalogues of a language, shared by every request in it. */
export function i18nFor(lng: Language): I18n {
  return instances[lng];
}

/**
 * A supported language in a language value ("en", "EN", "en-US", "fr,en;q=0.8"), or null: an
 * exact tag first, then a tag's language alone, by quality (the rule of remix-i18next, which the
 * app used before decision 034).
 */
export function supportedLanguageOf(value: string | null | undefined): Language | null {
  if (!value) return null;
  const tags = value
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.split(";").map((s) => s.trim());
      const q = parameters.map((p) => /^q\s*=\s*([01](?:\.\d+)?)$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.toLowerCase(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag }) => /^[a-z]+(-[a-z0-9]+){0,2}$/.test(tag))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const supported = supportedLanguages as readonly string[];
  const exact = tags.find(({ tag }) => supported.includes(tag));
  if (exact) return exact.tag as Language;
  const loose = tags.find(({ tag }) => supported.includes(tag.split("-")[0]!));
  return loose ? (loose.tag.split("-")[0] as Language) : null;
}

/** Indonesian is the default whatever the browser prefers; only an explicit choice changes it. */
async function detectLanguage(request: Request): Promise<Language> {
  const url = new URL(request.url);
  if (url.searchParams.has("lng")) {
    const chosen = supportedLanguageOf(url.searchParams.get("lng"));
    if (chosen) return chosen;
  }
  const cookie: unknown = await localeCookie.parse(request.headers.get("Cookie"));
  return (typeof cookie === "string" && supportedLanguageOf(cookie)) || fallbackLanguage;
}

// The fallback language when the middleware did not run (another middleware answered first).
const localeContext = createContext<Language>(fallbackLanguage);

/** First in root's middleware: the request's language, for loaders, actions and the render. */
export const languageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(localeContext, await detectLanguage(request));
  return next();
};

export function getLocale(context: Readonly<RouterContextProvider>): Language {
  return context.get(localeContext);
}

/** The request's catalogues (`getI18n(context).getFixedT("ns")` in actions). */
export function getI18n(context: Readonly<RouterContextProvider>): I18n {
  return i18nFor(getLocale(context));
}
