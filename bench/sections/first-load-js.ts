// First-load JavaScript of a page, gzip level 9, as the production server serves it: every module
// the HTML names (<script type="module" src>, <link rel="modulepreload">, the inline module's
// imports) plus whatever those import statically, and the page's inline scripts (React Router's
// context and route modules, the translations). Dynamic import() is not first load. Also the HTML's
// own size per page, raw and gzip.
import { gzipSync } from "node:zlib";
import { apiDateToUrl, addDays } from "#core/dates.ts";
import { buildDetailLink, buildVillasSearch } from "#app/lib/search-params.ts";
import { demoSessionCookie } from "../lib/session.ts";
import type { BenchContext, Measure, Section } from "../lib/types.ts";

export interface PageSpec {
  /** Measure id suffix, e.g. "home". */
  id: string;
  /** Path to load, with a query where the page needs one (may ask the server first). */
  path: (ctx: BenchContext) => string | Promise<string>;
  /** Shown in the table, e.g. "/villas". */
  label: string;
  /** Extra request headers (a member's page: the session cookie). */
  headers?: (ctx: BenchContext) => Promise<Record<string, string>>;
}

interface Chunk {
  url: string;
  raw: number;
  gzip: number;
  /** How this file was found: "html" (named by the page) or "import" (a static import of one). */
  via: "html" | "import";
}

/** DESIGN.md section 8: module files and inline scripts together. */
const BUDGET_KB = 120;
/** DESIGN.md section 8: the HTML of these pages (issue 25 item 2), gzip. */
const HTML_BUDGET_KB = 15;
const HTML_BUDGETED = new Set(["home", "villas", "detail"]);
/** 1 KB = 1000 bytes (as Vite's build report counts). */
const KB = 1000;
/** More distinct files than a page could sensibly load: a guard, not a limit we expect to reach. */
const MAX_FILES = 400;

/** The stay every dated page is opened for: two guests, two nights, two weeks from today. */
const stayOf = (ctx: BenchContext) => {
  const arrival = addDays(ctx.today, 14);
  return { arrival, departure: addDays(arrival, 2) };
};

export const PAGES: PageSpec[] = [
  { id: "home", label: "/", path: () => "/" },
  {
    id: "villas",
    label: "/villas",
    path: (ctx) => {
      const { arrival, departure } = stayOf(ctx);
      return (
        "/villas" +
        buildVillasSearch({ guest: 2, arrival: apiDateToUrl(arrival), departure: apiDateToUrl(departure), duration: 2 })
      );
    },
  },
  {
    id: "detail",
    label: "/detail-villas",
    // A real property of the bench data set: the first one /v1/hotels lists for that stay (the
    // database itself may be PGlite, which only the server can open).
    path: async (ctx) => {
      const { arrival, departure } = stayOf(ctx);
      const query = new URLSearchParams({ guest: "2", arrival, departure, page: "1" });
      const response = await fetch(`${ctx.baseUrl}/v1/hotels?${query.toString()}`, {
        headers: { "app-key": ctx.appKey, accept: "application/json" },
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => null)) as { hotels?: { id?: unknown }[] } | null;
      const id = body?.hotels?.[0]?.id;
      if (!response.ok || typeof id !== "number")
        throw new Error(`GET /v1/hotels found no property for ${arrival} to ${departure} (${response.status})`);
      return buildDetailLink(id, {
        guest: 2,
        arrival: apiDateToUrl(arrival),
        departure: apiDateToUrl(departure),
        duration: 2,
      });
    },
  },
  { id: "stayMonthly", label: "/stay-monthly", path: () => "/stay-monthly" },
  {
    id: "topUp",
    label: "/top-up/credits",
    path: () => "/top-up/credits",
    headers: async (ctx) => ({ cookie: await demoSessionCookie(ctx) }),
  },
  { id: "promos", label: "/promo/all", path: () => "/promo/all" },
];

/** The page's HTML as a phone's browser gets it (the page's headers, a mobile user agent). */
export async function fetchPage(ctx: BenchContext, page: PageSpec): Promise<{ url: URL; html: string }> {
  const url = new URL(await page.path(ctx), ctx.baseUrl);
  const response = await fetch(url, {
    headers: { accept: "text/html", "user-agent": MOBILE_UA, ...(await page.headers?.(ctx)) },
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url.pathname}${url.search}: ${response.status}`);
  return { url, html };
}

export const MOBILE_UA =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

/** The text of every inline <script> (no src) of the document, in order. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attributes(match[1]!).src !== undefined) continue;
    if (match[2]!.trim()) found.push(match[2]!);
  }
  return found;
}

export function firstLoadJs(pages: PageSpec[] = PAGES): Section {
  return {
    id: "js",
    name: "first-load JavaScript",
    async run(ctx) {
      const fetchJs = jsFetcher();

      const measures: Measure[] = [];
      const perPage: Record<string, unknown> = {};
      const allChunks = new Map<string, Chunk & { pages: string[] }>();

      for (const page of pages) {
        const { url: pageUrl, html } = await fetchPage(ctx, page);

        const { list, filesGzip, inline, inlineGzip, gzip, htmlBytes, htmlGzip, raw } = await pageFirstLoad(
          page,
          pageUrl,
          html,
          fetchJs,
        );
        const notPreloaded = list.filter((c) => c.via === "import").map((c) => shortName(c.url));
        for (const c of list) {
          const known = allChunks.get(c.url) ?? { ...c, pages: [] };
          known.pages.push(page.label);
          allChunks.set(c.url, known);
        }
        ctx.log(
          `first-load JS ${page.label}: ${list.length} files, ${(filesGzip / KB).toFixed(1)} KB gzip (${(raw / KB).toFixed(1)} KB raw) + inline ${(inlineGzip / KB).toFixed(1)} KB gzip (${(inline.length / KB).toFixed(1)} KB raw); HTML ${(htmlBytes / KB).toFixed(1)} KB (${(htmlGzip / KB).toFixed(1)} KB gzip)` +
            (notPreloaded.length ? `; reached only through imports (not preloaded): ${notPreloaded.join(", ")}` : ""),
        );
        perPage[page.id] = {
          path: pageUrl.pathname + pageUrl.search,
          files: list.length,
          gzipBytes: gzip,
          filesGzipBytes: filesGzip,
          inlineGzipBytes: inlineGzip,
          inlineRawBytes: inline.length,
          rawBytes: raw,
          htmlBytes,
          htmlGzipBytes: htmlGzip,
          notPreloaded,
          chunks: list.map((c) => ({ file: shortName(c.url), gzipBytes: c.gzip, rawBytes: c.raw, via: c.via })),
        };
        const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
        measures.push(
          {
            id: `firstLoadJs.${page.id}.files`,
            label: `first-load JS ${page.label}: files, gzip`,
            value: kb(filesGzip),
            unit: "KB",
          },
          {
            id: `firstLoadJs.${page.id}.inline`,
            label: `first-load JS ${page.label}: inline, gzip`,
            value: kb(inlineGzip),
            unit: "KB",
          },
          {
            id: `firstLoadJs.${page.id}`,
            label: `first-load JS ${page.label}: all, gzip`,
            value: kb(gzip),
            unit: "KB",
            budget: { max: BUDGET_KB, inclusive: true },
          },
          { id: `html.${page.id}`, label: `HTML ${page.label}`, value: kb(htmlBytes), unit: "KB" },
          {
            id: `html.${page.id}.gzip`,
            label: `HTML ${page.label}, gzip`,
            value: kb(htmlGzip),
            unit: "KB",
            ...(HTML_BUDGETED.has(page.id) ? { budget: { max: HTML_BUDGET_KB, inclusive: true } } : {}),
          },
        );
      }

      const top = [...allChunks.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 12);
      ctx.log("largest first-load chunks (gzip -9):");
      const width = Math.max(...top.map((c) => shortName(c.url).length));
      for (const c of top) {
        ctx.log(
          `  ${shortName(c.url).padEnd(width)}  ${(c.gzip / KB).toFixed(1).padStart(6)} KB  (${(c.raw / KB).toFixed(1)} KB raw)  ${c.pages.join(" ")}`,
        );
      }
      return {
        measures,
        details: {
          firstLoadJs: {
            kb: "1 KB = 1000 bytes; gzip level 9 of each distinct file, plus the page's inline scripts gzipped together; summed per page",
            pages: perPage,
            topChunks: top.map((c) => ({ file: shortName(c.url), gzipBytes: c.gzip, rawBytes: c.raw, pages: c.pages })),
          },
        },
      };
    },
  };
}

type JsFetcher = (url: string) => Promise<{ text: string; raw: number; gzip: number }>;

/** Fetches each module once per run (as served, without content encoding) with its gzip -9 size. */
export function jsFetcher(): JsFetcher {
  const fetched = new Map<string, Promise<{ text: string; raw: number; gzip: number }>>();
  return (url: string) => {
    let entry = fetched.get(url);
    if (!entry) {
      entry = (async () => {
        const response = await fetch(url, {
          headers: { "accept-encoding": "identity" },
          signal: AbortSignal.timeout(15_000),
        });
        if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        return { text: bytes.toString("utf8"), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      })();
      fetched.set(url, entry);
    }
    return entry;
  };
}

/** A page's first-load JavaScript (files and inline scripts) and its HTML's size, from its document. */
export async function pageFirstLoad(page: PageSpec, pageUrl: URL, html: string, fetchJs: JsFetcher) {
  // Breadth-first over the module graph: the page's modules, then their static imports.
  const chunks = new Map<string, Chunk>();
  const queue: { url: string; via: Chunk["via"] }[] = modulesInHtml(html, pageUrl).map((url) => ({
    url,
    via: "html" as const,
  }));
  while (queue.length > 0) {
    if (chunks.size >= MAX_FILES) throw new Error(`${page.label}: more than ${MAX_FILES} modules; stopping`);
    const { url, via } = queue.shift()!;
    if (chunks.has(url)) continue;
    const file = await fetchJs(url);
    chunks.set(url, { url, raw: file.raw, gzip: file.gzip, via });
    for (const imported of staticImports(file.text, new URL(url))) {
      if (!chunks.has(imported)) queue.push({ url: imported, via: "import" });
    }
  }

  const list = [...chunks.values()].sort((a, b) => b.gzip - a.gzip);
  const filesGzip = list.reduce((sum, c) => sum + c.gzip, 0);
  // The inline scripts as one stream (they arrive in one compressed document).
  const inline = Buffer.from(inlineScripts(html).join("\n"));
  const inlineGzip = gzipSync(inline, { level: 9 }).length;
  const gzip = filesGzip + inlineGzip;
  const htmlBytes = Buffer.byteLength(html);
  const htmlGzip = gzipSync(Buffer.from(html), { level: 9 }).length;
  const raw = list.reduce((sum, c) => sum + c.raw, 0);
  return { list, filesGzip, inline, inlineGzip, gzip, htmlBytes, htmlGzip, raw };
}

function shortName(url: string): string {
  return new URL(url).pathname;
}

/** Same-origin module URLs the document names. */
export function modulesInHtml(html: string, pageUrl: URL): string[] {
  const found: string[] = [];
  const add = (ref: string | undefined) => {
    if (!ref) return;
    const url = new URL(decodeEntities(ref), pageUrl);
    if (url.origin === pageUrl.origin && !found.includes(url.href)) found.push(url.href);
  };
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const tag = match[1]!.toLowerCase();
    const attrs = attributes(match[2]!);
    if (tag === "link" && (attrs.rel ?? "").toLowerCase().split(/\s+/).includes("modulepreload")) add(attrs.href);
    if (tag === "script" && (attrs.type ?? "").toLowerCase() === "module" && attrs.src) add(attrs.src);
  }
  // Inline modules: `import "..."`, `import * as x from "..."`, `import("...")`.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(match[1]!);
    if ((attrs.type ?? "").toLowerCase() !== "module" || attrs.src) continue;
    for (const spec of match[2]!.matchAll(/\bimport\s*(?:\(\s*)?(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g))
      add(spec[1]);
  }
  return found;
}

/** Static `import ... from "x"` / `import "x"` / `export ... from "x"` of a (minified) module. */
export function staticImports(code: string, fileUrl: URL): string[] {
  const found = new Set<string>();
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const match of code.matchAll(pattern)) {
    const url = new URL(match[1]!, fileUrl);
    if (url.origin === fileUrl.origin) found.add(url.href);
  }
  return [...found];
}

function attributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of text.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  }
  return attrs;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}
