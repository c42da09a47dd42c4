// A real slow network (issue 25 item 3): `/`, `/villas`, `/detail-villas` and `/stay-monthly`
// loaded in Chromium as a phone (412 x 823 at 1.75, empty cache, no service worker) under applied
// throttling: DevTools network emulation at Lighthouse's slow-4G figures (150 ms round trip,
// 1.6 Mbps down, 750 Kbps up, on every request) and 4x CPU slowdown (Emulation.setCPUThrottlingRate).
// Observed, not simulated: the largest contentful paint (PerformanceObserver, the last entry
// before the first input) and the time from navigation start until the page's main form answers a
// click: the control's hydrated form is clicked as soon as React owns it, and the time is taken
// when the JavaScript-only reaction is on screen (the search's calendar open, the detail's booking
// box opened without a document load, a long-stay period changed without a document load). The
// visitor has closed the home's popup promo today (it opens after load and would take the tap).
// Budget: both at most 3 s. Each page BENCH_SLOW_RUNS (3) times; the median is reported.
import os from "node:os";
import type { Browser, Page } from "@playwright/test";
import { DISMISSALS } from "#app/lib/ui-cookies.ts";
import { chromiumApplies, launchChromium } from "../lib/browser.ts";
import type { BenchContext, Measure, Section } from "../lib/types.ts";
import { PAGES } from "./first-load-js.ts";
import { median } from "./lighthouse.ts";

const RUNS = Math.max(1, Number(process.env.BENCH_SLOW_RUNS ?? 3) || 3);
const BUDGET_MS = 3000;
/** Lighthouse's mobile slow 4G, applied to every request by Chromium's network emulation. */
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1e6) / 8, uploadThroughput: (750 * 1e3) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface Probe {
  id: string;
  label: string;
  /** The control a person clicks, in its hydrated form. */
  control: string;
  /** True in the page once the click has had its JavaScript-only effect. */
  answered: (page: Page) => Promise<boolean>;
  path: (ctx: BenchContext) => string | Promise<string>;
}

const pagePath = (id: string) => PAGES.find((p) => p.id === id)!.path;
/** The page is still the document the run loaded (a client-side navigation, not a new load). */
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __benchDocument?: boolean }).__benchDocument === true);
const calendarOpen = async (page: Page) =>
  (await page.locator('[role="dialog"] button[data-day]').first().isVisible()) && sameDocument(page);

const PROBES: Probe[] = [
  { id: "home", label: "/", control: "button#search-arrival", answered: calendarOpen, path: pagePath("home") },
  {
    id: "villas",
    label: "/villas",
    control: "button#villas-arrival",
    answered: calendarOpen,
    path: pagePath("villas"),
  },
  {
    id: "detail",
    label: "/detail-villas",
    // The phone's bottom bar opens the booking box as a modal.
    control: 'a[href*="modal=booking"]',
    answered: async (page) =>
      (await page.locator('[role="dialog"] #booking-modal-arrival').isVisible()) && sameDocument(page),
    path: pagePath("detail"),
  },
  {
    id: "stayMonthly",
    label: "/stay-monthly",
    control: 'main nav a[href^="/stay-weekly"]',
    answered: async (page) => new URL(page.url()).pathname === "/stay-weekly" && sameDocument(page),
    path: pagePath("stayMonthly"),
  },
];

interface Load {
  lcpMs: number;
  answeredMs: number;
  lcpElement: string;
}

async function loadOnce(browser: Browser, url: string, probe: Probe): Promise<Load> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  try {
    // The home's once-a-day popup promo opens after load and would take the tap: this visitor has
    // closed it today (its own cookie, app/lib/ui-cookies.ts).
    await context.addCookies([{ name: DISMISSALS["popup-promo"].cookie, value: "1", url }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as { __benchLcp?: { time: number; element: string } };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
          w.__benchLcp = { time: entry.startTime, element: entry.element?.outerHTML.slice(0, 100) ?? "?" };
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    await page.evaluate(() => {
      (window as { __benchDocument?: boolean }).__benchDocument = true;
    });
    // React owns the control once its props are on the element: click it then, and wait for the answer.
    const control = page.locator(probe.control).first();
    await control.waitFor({ state: "visible", timeout: 60_000 });
    await page.waitForFunction(
      (selector) => {
        const el = document.querySelector(selector);
        return el !== null && Object.keys(el).some((key) => key.startsWith("__reactProps$"));
      },
      probe.control,
      { timeout: 60_000, polling: 20 },
    );
    await control.click();
    const deadline = Date.now() + 30_000;
    while (!(await probe.answered(page))) {
      if (Date.now() > deadline) throw new Error(`${probe.label}: no answer to the click on ${probe.control}`);
      await page.waitForTimeout(20);
    }
    const answeredMs = await page.evaluate(() => performance.now());
    const lcp = await page.evaluate(() => (window as { __benchLcp?: { time: number; element: string } }).__benchLcp);
    if (!lcp) throw new Error(`${probe.label}: no largest-contentful-paint entry`);
    return { lcpMs: lcp.time, answeredMs, lcpElement: lcp.element };
  } finally {
    await context.close();
  }
}

export function slowNetworkSection(): Section {
  return {
    id: "slow",
    name: "slow network (applied slow 4G, 4x CPU)",
    applies: chromiumApplies,
    async run(ctx) {
      const browser = await launchChromium();
      const measures: Measure[] = [];
      const perPage: Record<string, unknown> = {};
      try {
        for (const probe of PROBES) {
          const url = new URL(await probe.path(ctx), ctx.baseUrl).href;
          const loads: Load[] = [];
          for (let i = 0; i < RUNS; i++) loads.push(await loadOnce(browser, url, probe));
          const lcpMs = Math.round(median(loads.map((l) => l.lcpMs)));
          const answeredMs = Math.round(median(loads.map((l) => l.answeredMs)));
          ctx.log(
            `slow 4G ${probe.label}: LCP ${lcpMs} ms (runs ${loads.map((l) => Math.round(l.lcpMs)).join(", ")}), ` +
              `answers a click at ${answeredMs} ms (runs ${loads.map((l) => Math.round(l.answeredMs)).join(", ")}); ` +
              `LCP element ${loads[0]?.lcpElement}; load average ${os.loadavg()[0]!.toFixed(1)}`,
          );
          perPage[probe.id] = { url, control: probe.control, lcpMs, answeredMs, loads };
          measures.push(
            {
              id: `slow.${probe.id}.lcp`,
              label: `slow 4G ${probe.label} LCP (observed)`,
              value: lcpMs,
              unit: "ms",
              budget: { max: BUDGET_MS, inclusive: true },
            },
            {
              id: `slow.${probe.id}.answer`,
              label: `slow 4G ${probe.label} main form answers a click`,
              value: answeredMs,
              unit: "ms",
              budget: { max: BUDGET_MS, inclusive: true },
            },
          );
        }
      } finally {
        await browser.close();
      }
      return {
        measures,
        details: {
          slowNetwork: { network: SLOW_4G, cpuSlowdown: CPU_SLOWDOWN, phone: PHONE, runs: RUNS, pages: perPage },
        },
      };
    },
  };
}
