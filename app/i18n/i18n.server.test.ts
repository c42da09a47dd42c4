import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n, getLocale, i18nFor, languageMiddleware, localeCookie, supportedLanguageOf } from "./i18n.server.ts";

describe("supportedLanguageOf", () => {
  it("reads a language tag: an exact tag first, then a tag's language, by quality", () => {
    expect(supportedLanguageOf("en")).toBe("en");
    expect(supportedLanguageOf("ID")).toBe("id");
    expect(supportedLanguageOf("en-US")).toBe("en");
    expect(supportedLanguageOf("fr,en;q=0.8")).toBe("en");
    expect(supportedLanguageOf("en;q=0.5,id")).toBe("id");
    expect(supportedLanguageOf("en-GB,id")).toBe("id"); // an exact tag before a tag's language
    expect(supportedLanguageOf("fr")).toBeNull();
    expect(supportedLanguageOf("")).toBeNull();
    expect(supportedLanguageOf(null)).toBeNull();
    expect(supportedLanguageOf("<script>")).toBeNull();
  });
});

async function localeOf(url: string, lng?: string) {
  const context = new RouterContextProvider();
  const cookie = lng ? (await localeCookie.serialize(lng)).split(";")[0] : undefined;
  const request = new Request(url, { headers: cookie ? { cookie } : {} });
  await languageMiddleware(
    { request, context, params: {}, url: new URL(url), pattern: "/" } as never,
    async () => new Response(),
  );
  return getLocale(context);
}

describe("languageMiddleware", () => {
  it("takes ?lng= first, then the cookie, else Indonesian whatever the browser prefers", async () => {
    expect(await localeOf("http://x/villas")).toBe("id");
    expect(await localeOf("http://x/villas?lng=en")).toBe("en");
    expect(await localeOf("http://x/villas", "en")).toBe("en");
    expect(await localeOf("http://x/villas?lng=id", "en")).toBe("id");
    expect(await localeOf("http://x/villas?lng=fr", "en")).toBe("en");
    expect(await localeOf("http://x/villas", "fr")).toBe("id");
  });

  it("gives the fallback language's catalogues when it did not run", () => {
    const context = new RouterContextProvider();
    expect(getLocale(context)).toBe("id");
    expect(getI18n(context)).toBe(i18nFor("id"));
  });
});

describe("i18nFor", () => {
  it("is one instance per language, reading that language", () => {
    expect(i18nFor("en")).toBe(i18nFor("en"));
    expect(i18nFor("en").language).toBe("en");
    expect(i18nFor("id").language).toBe("id");
    expect(i18nFor("en").getFixedT("villas")("card.perNight")).not.toBe(
      i18nFor("id").getFixedT("villas")("card.perNight"),
    );
  });
});
