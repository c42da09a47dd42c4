import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n, getLocale, i18nFor, languageMiddleware, localeCookie, supportedLanguageOf } from "./i18n.server.ts";

describe("supportedLanguageOf", () => {
  it.each([
    ["en", "en"],
    ["ID", "id"],
    ["en-US", "en"],
    ["fr,en;q=0.8", "en"],
    ["en;q=0.5,id", "id"],
    ["en-GB,id", "id"], // an exact tag before a tag's language
    ["fr", null],
    ["", null],
    [null, null],
    ["<script>", null],
  ])("reads %j as %j: an exact tag first, then a tag's language, by quality", (tag, lang) => {
    expect(supportedLanguageOf(tag)).toBe(lang);
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
  it.each([
    ["http://x/villas", undefined, "id"],
    ["http://x/villas?lng=en", undefined, "en"],
    ["http://x/villas", "en", "en"],
    ["http://x/villas?lng=id", "en", "id"],
    ["http://x/villas?lng=fr", "en", "en"],
    ["http://x/villas", "fr", "id"],
  ])("takes ?lng= first, then the cookie, else Indonesian: %s with the cookie %j is %s", async (url, cookie, lang) => {
    expect(await localeOf(url, cookie)).toBe(lang);
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
