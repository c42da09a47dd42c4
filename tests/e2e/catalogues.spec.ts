// Issue 15 (docs/decisions/030-speed.md): a page embeds only the catalogues its route declares in
// handle.i18n. A catalogue the route forgets shows in the browser as a hydration mismatch (the
// server has every catalogue, the browser only the embedded ones) and as raw keys once hydrated:
// every screen, JavaScript on, id and en, visitor and member, and a client-side navigation that
// needs a catalogue the first page did not embed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { logInDemo, SCREENS, screenRefs, screenUrl } from "./support/screens.ts";
import { horizontalOverflow } from "./support/usable.ts";

const localesDir = path.resolve(import.meta.dirname, "..", "..", "core", "locales");
const NAMESPACES = readdirSync(path.join(localesDir, "en")).map((f) => f.replace(/\.json$/, ""));
const catalogue = (lang: "id" | "en", ns: string) =>
  JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), "utf8")) as Record<string, unknown>;

/** Every key path of every catalogue ("static.aboutTitle"; plural forms under their base key too). */
const KEYS = (() => {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (node !== null && typeof node === "object")
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    else if (prefix.includes(".")) {
      keys.add(prefix);
      keys.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ""));
    }
  };
  for (const ns of NAMESPACES) walk(catalogue("en", ns), "");
  return [...keys];
})();
/** A key with its catalogue's name, as a forgotten "validation:..." or "booking:..." key would show. */
const NAMESPACED_KEY = new RegExp(`\\b(?:${NAMESPACES.join("|")}):[a-zA-Z]+\\.[a-zA-Z.]+\\b`);

/** Visible texts (and labels a person or a screen reader meets) that are raw translation keys. */
async function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ keys, namespaced }) => {
      const known = new Set(keys);
      const pattern = new RegExp(namespaced);
      const looksRaw = (text: string) => pattern.test(text) || known.has(text.trim());
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, noscript, template") || !parent.checkVisibility()) continue;
        const text = node.textContent ?? "";
        if (looksRaw(text)) found.push(text.trim());
      }
      for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
        if (!element.checkVisibility()) continue;
        for (const name of ["aria-label", "placeholder", "title", "alt"]) {
          const value = element.getAttribute(name);
          if (value && looksRaw(value)) found.push(`${name}="${value}"`);
        }
      }
      const title = document.title;
      if (looksRaw(title)) found.push(`<title>${title}`);
      return found;
    },
    { keys: KEYS, namespaced: NAMESPACED_KEY.source },
  );
}

/** Hydrated: React owns the body and no request (a catalogue, a lazy module) is still on its way. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith("__reactFiber$")));
  await page.waitForLoadState("networkidle");
}

/** The page's document or its route data (`/path.data`). */
function ownRequest(page: Page, url: string): boolean {
  const own = new URL(page.url()).pathname.replace(/\/$/, "");
  const { pathname } = new URL(url, page.url());
  return pathname === (own || "/") || pathname === `${own || "/_root"}.data`;
}

/** Console errors, hydration warnings and uncaught errors of the page, each with the screen it was on. */
function watchConsole(page: Page, where: () => string): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    // A screen that answers 404 or 400 on purpose (not-found, a bad activation link, whose token the
    // page posts once hydrated): the 4xx of the page's own document or route data, nothing else.
    if (
      message.type() === "error" &&
      /^Failed to load resource: .* status of 4\d\d/.test(text) &&
      ownRequest(page, message.location().url)
    )
      return;
    if (message.type() === "error" || /hydrat/i.test(text))
      problems.push(`${where()}: console ${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`${where()}: uncaught ${error.message}`));
  return problems;
}

// The catalogues do not depend on the viewport; the sweep runs on the phone, where it also
// measures the overflow of every hydrated screen (overflow.spec.ts sweeps them without JavaScript).
test.describe("every screen, JavaScript on, at 360 px", { tag: "@phone" }, () => {
  for (const member of [false, true]) {
    test(`hydrates without a console error, shows no raw translation key and fits 360 px, ${member ? "member" : "visitor"}, id and en`, async ({
      page,
      request,
    }) => {
      test.setTimeout(480_000);
      const refs = await screenRefs(request);
      let where = "";
      const problems = watchConsole(page, () => where);
      if (member) {
        where = "demo login";
        await logInDemo(page);
      }
      for (const lang of ["id", "en"] as const) {
        for (const screen of SCREENS.filter((s) => Boolean(s.member) === member)) {
          where = `${screen.name} (${lang}${member ? ", member" : ""})`;
          await page.goto(screenUrl(screen, lang, refs));
          await hydrated(page);
          for (const raw of await rawKeys(page)) problems.push(`${where}: raw key ${raw}`);
          const { excess, widest } = await horizontalOverflow(page);
          if (excess > 0) problems.push(`${where}: ${excess} px wider than 360: ${widest}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe("translation catalogues per route", { tag: "@desktop" }, () => {
  for (const lang of ["id", "en"] as const) {
    test(`a client-side navigation to a page with other catalogues shows it translated (${lang})`, async ({ page }) => {
      const problems = watchConsole(page, () => page.url());
      const about = catalogue(lang, "discover") as { static: { aboutTitle: string; aboutP1: string } };
      // The terms page embeds only the shell's catalogues; /about needs "discover" and "detail".
      await page.goto(`/terms-and-conditions?lng=${lang}`);
      await hydrated(page);
      const embedded = JSON.parse((await page.locator("#i18n-resources").textContent()) ?? "{}") as Record<
        string,
        unknown
      >;
      expect(Object.keys(embedded)).not.toContain("discover");
      await page.evaluate(() => {
        (window as unknown as { stillHere: boolean }).stillHere = true;
      });
      const catalogues = page.waitForRequest(
        (r) => r.url().includes("/resources/locales") && r.url().includes("discover"),
      );
      await page.locator('footer a[href="/about"]').click();
      await catalogues;
      await expect(page.locator("h1")).toHaveText(about.static.aboutTitle);
      await expect(page.getByText(about.static.aboutP1)).toBeVisible();
      await hydrated(page);
      // The same document: the navigation happened in the browser.
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      expect(await rawKeys(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
