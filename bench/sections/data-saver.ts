// The data saver's effect (issue 24 item 5, DESIGN.md section 8: "Save-Data: on at least halves
// the bytes of /"): `/`, `/villas` and a detail page loaded in Chromium as a phone (Lighthouse's
// mobile screen: 412 x 823 CSS px at 1.75 device pixels per px) with an empty cache, once as is and
// once with the `Save-Data: on` request header; every response's bytes on the wire (headers and
// compressed body, Chromium's encodedDataLength) summed until the network has been idle for
// 500 ms, so the chunks and pictures the page asks for after its load are counted too. Pictures
// below the first screen that load lazily are not asked for in either run.
import { chromiumApplies, launchChromium } from "../lib/browser.ts";
import type { Measure, Section } from "../lib/types.ts";
import { PAGES, type PageSpec } from "./first-load-js.ts";

const KB = 1000;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** DESIGN.md section 8: with the saver, at most half the bytes of `/`. */
const HOME_RATIO_BUDGET = 0.5;

type Bytes = { total: number; byType: Record<string, number> };

async function pageBytes(browser: import("@playwright/test").Browser, url: string, saveData: boolean): Promise<Bytes> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: saveData ? { "Save-Data": "on" } : {} });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const types = new Map<string, string>();
    const byType: Record<string, number> = {};
    cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
    cdp.on("Network.loadingFinished", (e) => {
      const type = types.get(e.requestId) ?? "Other";
      byType[type] = (byType[type] ?? 0) + e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    return { total: Object.values(byType).reduce((a, b) => a + b, 0), byType };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
const breakdown = (b: Bytes) =>
  Object.entries(b.byType)
    .sort((x, y) => y[1] - x[1])
    .map(([type, bytes]) => `${type} ${kb(bytes)}`)
    .join(", ");

export function dataSaverSection(
  pages: PageSpec[] = PAGES.filter((p) => ["home", "villas", "detail"].includes(p.id)),
): Section {
  return {
    id: "saver",
    name: "data saver (page bytes)",
    applies: chromiumApplies,
    async run(ctx) {
      const browser = await launchChromium();
      const measures: Measure[] = [];
      const perPage: Record<string, unknown> = {};
      try {
        for (const page of pages) {
          const url = new URL(await page.path(ctx), ctx.baseUrl).href;
          const normal = await pageBytes(browser, url, false);
          const saving = await pageBytes(browser, url, true);
          const ratio = Math.round((saving.total / normal.total) * 100) / 100;
          ctx.log(
            `page bytes ${page.label}: ${kb(normal.total)} KB (${breakdown(normal)}); Save-Data: on ${kb(saving.total)} KB (${breakdown(saving)}): ${ratio}x`,
          );
          perPage[page.id] = { url, normal, saveData: saving, ratio };
          measures.push(
            { id: `pageBytes.${page.id}`, label: `page bytes ${page.label}`, value: kb(normal.total), unit: "KB" },
            {
              id: `pageBytes.${page.id}.saveData`,
              label: `page bytes ${page.label}, Save-Data: on`,
              value: kb(saving.total),
              unit: "KB",
            },
            {
              id: `pageBytes.${page.id}.ratio`,
              label: `page bytes ${page.label}, Save-Data: on / as is`,
              value: ratio,
              unit: "ratio",
              ...(page.id === "home" && { budget: { max: HOME_RATIO_BUDGET, inclusive: true } }),
            },
          );
        }
      } finally {
        await browser.close();
      }
      return {
        measures,
        details: { pageBytes: { kb: "1 KB = 1000 bytes, on the wire", phone: PHONE, pages: perPage } },
      };
    },
  };
}
