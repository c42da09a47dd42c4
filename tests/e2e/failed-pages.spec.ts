// A property page whose record does not exist (app/components/ui/failed-page.tsx): 404, the reason
// as an announced heading and as the title, no retry (it cannot help) and a way on to the list, in
// id and en, JavaScript on and off, readable at 360 px.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { VARIANTS } from "./support/matrix.ts";

type Catalogue = Record<string, Record<string, string>> & { brand: string };
const catalogue = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../core/locales/${lang}/${ns}.json`, import.meta.url), "utf8")) as Catalogue;

for (const { lang, javaScriptEnabled, tag } of VARIANTS) {
  test.describe(`a property that does not exist (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, {
    tag,
  }, () => {
    test.use({ javaScriptEnabled });
    const common = catalogue(lang, "common");
    const detail = catalogue(lang, "detail");
    const longStay = catalogue(lang, "longstay");
    const cases = [
      {
        path: "/detail-villas?villas=99999999",
        message: detail.errors!.notFound!,
        retry: detail.errors!.retry!,
        onward: [detail.errors!.browse!, "/villas"],
      },
      {
        path: "/stay-monthly/99999999",
        message: longStay.errors!.notFound!.replace("{{period}}", longStay.period!.monthly!.toLowerCase()),
        retry: detail.errors!.retry!,
        onward: [longStay.errors!.browse!, "/stay-monthly"],
      },
    ];
    for (const { path, message, retry, onward } of cases) {
      test(path, async ({ page }) => {
        const url = new URL(path, "http://localhost");
        url.searchParams.set("lng", lang);
        const response = await page.goto(url.pathname + url.search);
        expect(response!.status()).toBe(404);
        const main = page.locator("main#main");
        await expect(main.getByRole("alert")).toHaveText(message);
        await expect(page).toHaveTitle(`${message} · ${common.brand}`);
        await expect(main.getByRole("link", { name: retry })).toHaveCount(0);
        const way = main.getByRole("link", { name: onward[0] });
        await expect(way).toBeVisible();
        await expect(way).toHaveAttribute("href", onward[1]!);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });
    }
  });
}
