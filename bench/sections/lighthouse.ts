// Lighthouse 13 (the npm package, driving Debian's Chromium: nothing downloads a browser) on the
// main pages, mobile preset (its default: simulated slow 4G, 4x CPU slowdown), performance only.
// Each page runs BENCH_LIGHTHOUSE_RUNS times (3) in a fresh headless Chromium; the table shows the
// median of each figure. Lighthouse simulates the network and CPU, but its CPU estimate scales with
// the real main-thread time measured here, so a busy machine still shifts the figures: compare
// runs made in the same conditions.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Measure, Section } from "../lib/types.ts";
import { PAGES, type PageSpec } from "./first-load-js.ts";

export const CHROMIUM = process.env.BENCH_CHROMIUM || "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);
/** How many times a stalled run is run again before it is kept (marked "s" in the tables). */
export const STALL_RETRIES = Math.max(0, Number(process.env.BENCH_STALL_RETRIES ?? 2));
/**
 * A first paint this long after the last render-blocking request ended is the headless stall
 * (decision 091): measured here, the stalled runs' gap was 1,050-1,190 ms, the others' 75-203 ms (27 runs).
 */
const STALL_GAP_MS = 600;

/** DESIGN.md section 8 and issue 15. */
const BUDGETS: Record<string, { score: number; lcpMs: number }> = {
  detail: { score: 97, lcpMs: 2500 },
};
const DEFAULT_BUDGET = { score: 95, lcpMs: 2500 };

export interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  bytes: number;
  imageBytes: number;
  scriptBytes: number;
  lcpElement: string | null;
  renderBlockingMs: number;
  /** Observed first contentful paint after the end of the last render-blocking request (the document, its stylesheets). */
  paintGapMs: number;
  /**
   * Headless Chromium held its first frame although everything the frame needs had arrived
   * (GoogleChrome/lighthouse#17148, decisions 082 and 091): Lantern then counts the hold toward FCP
   * and LCP, 10-20 points off the same page and build.
   */
  stalled: boolean;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function lighthouseSection(pages: PageSpec[] = PAGES): Section {
  return {
    id: "lighthouse",
    name: "Lighthouse (mobile)",
    applies: () => (existsSync(CHROMIUM) ? true : `no Chromium at ${CHROMIUM} (set BENCH_CHROMIUM)`),
    async run(ctx) {
      const measures: Measure[] = [];
      const perPage: Record<string, unknown> = {};
      for (const page of pages) {
        const url = new URL(await page.path(ctx), ctx.baseUrl).href;
        const extraHeaders = (await page.headers?.(ctx)) ?? {};
        // A production server has served the page before: two untimed requests first, so the first
        // run does not measure the server's cold start (its first render of a route).
        for (let i = 0; i < 2; i++) {
          const warm = await fetch(url, {
            headers: { ...extraHeaders, accept: "text/html" },
            signal: AbortSignal.timeout(30_000),
          });
          await warm.arrayBuffer();
        }
        const runs: Run[] = [];
        // The last run's full report is kept for a closer look (bench/results/, gitignored).
        const reportFile = path.join(ctx.root, "bench", "results", `lighthouse-${page.id}.json`);
        mkdirSync(path.dirname(reportFile), { recursive: true });
        let stalls = 0;
        for (let i = 0; i < RUNS; i++) {
          const measured = await measureUnstalled(() => runOnce(url, extraHeaders, reportFile));
          stalls += measured.stalls;
          runs.push(measured.run);
        }
        const m = (key: keyof Omit<Run, "lcpElement" | "stalled">) => median(runs.map((r) => r[key]));
        const budget = BUDGETS[page.id] ?? DEFAULT_BUDGET;
        const summary = {
          score: m("score"),
          fcpMs: Math.round(m("fcp")),
          lcpMs: Math.round(m("lcp")),
          tbtMs: Math.round(m("tbt")),
          cls: Math.round(m("cls") * 1000) / 1000,
          speedIndexMs: Math.round(m("speedIndex")),
          bytes: Math.round(m("bytes")),
          imageBytes: Math.round(m("imageBytes")),
          scriptBytes: Math.round(m("scriptBytes")),
          renderBlockingMs: Math.round(m("renderBlockingMs")),
        };
        ctx.log(
          `lighthouse ${page.label}: score ${summary.score} (runs ${runs.map(runLabel).join(", ")}; ${stalls} stalled), FCP ${summary.fcpMs} ms, LCP ${summary.lcpMs} ms, ` +
            `TBT ${summary.tbtMs} ms, CLS ${summary.cls}, ${(summary.bytes / 1000).toFixed(0)} KB (images ${(summary.imageBytes / 1000).toFixed(0)} KB, ` +
            `scripts ${(summary.scriptBytes / 1000).toFixed(0)} KB), render-blocking ${summary.renderBlockingMs} ms; LCP element: ${runs[0]?.lcpElement ?? "?"}`,
        );
        perPage[page.id] = { url, ...summary, runs };
        const id = `lighthouse.${page.id}`;
        const label = `Lighthouse ${page.label}`;
        measures.push(
          {
            id: `${id}.score`,
            label: `${label} performance`,
            value: summary.score,
            unit: "score",
            budget: { max: budget.score, inclusive: true, atLeast: true },
          },
          { id: `${id}.fcp`, label: `${label} FCP`, value: summary.fcpMs, unit: "ms" },
          {
            id: `${id}.lcp`,
            label: `${label} LCP`,
            value: summary.lcpMs,
            unit: "ms",
            budget: { max: budget.lcpMs, inclusive: true },
          },
          { id: `${id}.tbt`, label: `${label} TBT`, value: summary.tbtMs, unit: "ms" },
          {
            id: `${id}.cls`,
            label: `${label} CLS`,
            value: summary.cls,
            unit: "score",
            budget: { max: 0, inclusive: true },
          },
          { id: `${id}.bytes`, label: `${label} bytes`, value: Math.round(summary.bytes / 100) / 10, unit: "KB" },
        );
      }
      return { measures, details: { lighthouse: { runsPerPage: RUNS, chromium: CHROMIUM, pages: perPage } } };
    },
  };
}

/** The first page element a Lighthouse details tree names (the LCP element, in the LCP breakdown). */
function firstNodeSnippet(details: unknown): string | null {
  if (details === null || typeof details !== "object") return null;
  const node = details as { type?: unknown; snippet?: unknown };
  if (node.type === "node" && typeof node.snippet === "string") return node.snippet;
  for (const value of Object.values(details)) {
    const found = firstNodeSnippet(value);
    if (found) return found;
  }
  return null;
}

/** A run's score, "s" after it when its first paint stalled. */
export const runLabel = (run: Run) => `${run.score}${run.stalled ? "s" : ""}`;

/**
 * Runs `measure` again while its first paint stalled, up to STALL_RETRIES times, and keeps the last
 * run: a page whose own work holds its first paint stalls every time and keeps its low score.
 */
export async function measureUnstalled(measure: () => Promise<Run>): Promise<{ run: Run; stalls: number }> {
  let run = await measure();
  let stalls = Number(run.stalled);
  for (let retry = 0; run.stalled && retry < STALL_RETRIES; retry++) {
    run = await measure();
    stalls += Number(run.stalled);
  }
  return { run, stalls };
}

interface NetworkRequests {
  items?: { resourceType?: string; networkEndTime?: number }[];
  debugData?: { networkStartTimeTs?: number };
}

/**
 * Milliseconds from the end of the last render-blocking request (the document and its stylesheets,
 * Lighthouse's `network-requests` audit) to the observed first contentful paint (its `metrics` audit).
 * Both audits' timestamps are trace microseconds.
 */
function firstPaintGap(networkDetails: unknown, metricsDetails: unknown): number {
  const network = networkDetails as NetworkRequests | undefined;
  const fcpTs = (metricsDetails as { items?: { observedFirstContentfulPaintTs?: number }[] } | undefined)?.items?.[0]
    ?.observedFirstContentfulPaintTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  const ends = (network?.items ?? [])
    .filter((r) => r.resourceType === "Document" || r.resourceType === "Stylesheet")
    .map((r) => r.networkEndTime ?? Number.NaN);
  if (fcpTs === undefined || startTs === undefined || ends.length === 0) return Number.NaN;
  return (fcpTs - (startTs + Math.max(...ends) * 1000)) / 1000;
}

export async function runOnce(url: string, extraHeaders: Record<string, string>, reportFile: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--disable-extensions",
    ],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders,
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const num = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
    const resources =
      (
        lhr.audits["resource-summary"]?.details as
          | { items?: { resourceType: string; transferSize: number }[] }
          | undefined
      )?.items ?? [];
    const size = (type: string) => resources.find((r) => r.resourceType === type)?.transferSize ?? 0;
    const snippet = firstNodeSnippet(lhr.audits["lcp-breakdown-insight"]?.details);
    writeFileSync(reportFile, JSON.stringify(lhr));
    const paintGapMs = firstPaintGap(lhr.audits["network-requests"]?.details, lhr.audits.metrics?.details);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: num("first-contentful-paint"),
      lcp: num("largest-contentful-paint"),
      tbt: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
      speedIndex: num("speed-index"),
      bytes: num("total-byte-weight"),
      imageBytes: size("image"),
      scriptBytes: size("script"),
      // The render-blocking requests' own durations (the insight's estimated FCP saving is often 0).
      renderBlockingMs: (
        (lhr.audits["render-blocking-insight"]?.details as { items?: { wastedMs?: number }[] } | undefined)?.items ?? []
      ).reduce((sum, item) => sum + (item.wastedMs ?? 0), 0),
      lcpElement: snippet ? snippet.slice(0, 160) : null,
      paintGapMs: Math.round(paintGapMs),
      stalled: paintGapMs > STALL_GAP_MS,
    };
  } finally {
    chrome.kill();
  }
}
