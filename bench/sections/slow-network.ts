// A real slow network (issue 25 item 3): `/`, `/villas`, `/detail-villas` and `/stay-monthly`
// loaded in Chromium as a phone (412 x 823 at 1.75, empty cache, no service worker), straight from
// the app (HTTP/1.1) and through nginx terminating TLS as README's deployment does (HTTP/2,
// decision 088), under applied
// throttling: DevTools network emulation at Lighthouse's slow-4G figures (150 ms round trip,
// 1.6 Mbps down, 750 Kbps up, on every request) and 4x CPU slowdown (Emulation.setCPUThrottlingRate).
// Observed, not simulated: the largest contentful paint (PerformanceObserver, the last entry
// before the first input) and the time from navigation start until the page's main form answers a
// click: the control's hydrated form is clicked as soon as React owns it, and the time is taken in
// the page when the frame showing the JavaScript-only reaction has been painted (the search's
// calendar open, the detail's booking box opened without a document load, a long-stay period
// changed without a document load), not when a poll from outside first sees it. The
// visitor has closed the home's popup promo today (it opens after load and would take the tap).
// Budget: both at most 3 s. Each page BENCH_SLOW_RUNS (5) times (one load varies by ±0.4 s); the median is reported.
import os from "node:os";
import type { Browser } from "@playwright/test";
import { DISMISSALS } from "#app/lib/ui-cookies.ts";
import { chromiumApplies, launchChromium } from "../lib/browser.ts";
import { startTlsProxy } from "../lib/tls-proxy.ts";
import type { BenchContext, Measure, Section } from "../lib/types.ts";
import { PAGES } from "./first-load-js.ts";
import { median } from "./lighthouse.ts";

const RUNS = Math.max(1, Number(process.env.BENCH_SLOW_RUNS ?? 5) || 5);
const BUDGET_MS = 3000;
/** Lighthouse's mobile slow 4G, applied to every request by Chromium's network emulation. */
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1e6) / 8, uploadThroughput: (750 * 1e3) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** What the page shows once the click has had its JavaScript-only effect (checked in the page: watchAnswer). */
type Answer = "calendar" | "bookingBox" | "weeklyPage";

interface Probe {
  id: string;
  label: string;
  /** The control a person clicks, in its hydrated form. */
  control: string;
  answer: Answer;
  path: (ctx: BenchContext) => string | Promise<string>;
}

const pagePath = (id: string) => PAGES.find((p) => p.id === id)!.path;

const PROBES: Probe[] = [
  { id: "home", label: "/", control: "button#search-arrival", answer: "calendar", path: pagePath("home") },
  { id: "villas", label: "/villas", control: "button#villas-arrival", answer: "calendar", path: pagePath("villas") },
  {
    id: "detail",
    label: "/detail-villas",
    // The phone's bottom bar opens the booking box as a modal.
    control: 'a[href*="modal=booking"]',
    answer: "bookingBox",
    path: pagePath("detail"),
  },
  {
    id: "stayMonthly",
    label: "/stay-monthly",
    control: 'main nav a[href^="/stay-weekly"]',
    answer: "weeklyPage",
    path: pagePath("stayMonthly"),
  },
];

interface Load {
  lcpMs: number;
  /** The first frame painted with the answer on screen (the figure). */
  answeredMs: number;
  /** When the answer entered the DOM, and when a poll from outside the page first saw it. */
  answerInDomMs: number;
  answerSeenMs: number;
  lcpElement: string;
}

interface Watched {
  lcp?: { time: number; element: string };
  answer?: { inDom: number; painted?: number };
}

/**
 * Runs in the page before its own scripts: the largest contentful paint, and the moment the
 * answer appears (a mutation observer) and the frame showing it has been painted (the task after
 * that frame's requestAnimationFrame). Only in the document the run loaded (the runner marks it
 * `__benchDocument` right after navigating): an answer that is a new document load does not count.
 */
function watchInPage(answer: Answer) {
  const w = window as unknown as { __bench: Watched; __benchDocument?: boolean };
  w.__bench = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
      w.__bench.lcp = { time: entry.startTime, element: entry.element?.outerHTML.slice(0, 100) ?? "?" };
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const shown = (selector: string) => document.querySelector(selector)?.checkVisibility() === true;
  const answered = () => {
    if (answer === "calendar") return shown('[role="dialog"] button[data-day]');
    if (answer === "bookingBox") return shown('[role="dialog"] #booking-modal-arrival');
    return location.pathname === "/stay-weekly";
  };
  const observer = new MutationObserver(() => {
    if (w.__benchDocument !== true || !answered()) return;
    observer.disconnect();
    const seen: { inDom: number; painted?: number } = { inDom: performance.now() };
    w.__bench.answer = seen;
    requestAnimationFrame(() =>
      setTimeout(() => {
        seen.painted = performance.now();
      }),
    );
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

async function loadOnce(browser: Browser, url: string, probe: Probe, transport: Transport): Promise<Load> {
  // The proxy's certificate is made for the run: no authority vouches for it.
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block", ignoreHTTPSErrors: true });
  try {
    // The home's once-a-day popup promo opens after load and would take the tap: this visitor has
    // closed it today (its own cookie, app/lib/ui-cookies.ts).
    await context.addCookies([{ name: DISMISSALS["popup-promo"].cookie, value: "1", url }]);
    const page = await context.newPage();
    await page.addInitScript(watchInPage, probe.answer);
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
    const watched = () =>
      page.evaluate(() => ({ ...(window as unknown as { __bench?: Watched }).__bench, now: performance.now() }));
    const deadline = Date.now() + 30_000;
    let seen = await watched();
    let seenMs = seen.answer ? seen.now : null;
    while (seen.answer?.painted === undefined) {
      if (Date.now() > deadline)
        throw new Error(`${probe.label}: no answer to the click on ${probe.control} in the document loaded`);
      await page.waitForTimeout(20);
      seen = await watched();
      if (seen.answer && seenMs === null) seenMs = seen.now;
    }
    const { lcp, answer } = seen;
    if (!lcp) throw new Error(`${probe.label}: no largest-contentful-paint entry`);
    const protocol = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol,
    );
    if (protocol !== transport.protocol)
      throw new Error(`${probe.label}: the page came over ${protocol}, not ${transport.protocol} (${transport.label})`);
    return {
      lcpMs: lcp.time,
      answeredMs: answer.painted!,
      answerInDomMs: answer.inDom,
      answerSeenMs: seenMs ?? answer.painted!,
      lcpElement: lcp.element,
    };
  } finally {
    await context.close();
  }
}

interface Transport {
  /** Measure id infix: "" for the app direct (the ids before decision 088), ".h2" through the proxy. */
  id: string;
  label: string;
  origin: string;
  /** What the document's navigation entry must say it was fetched with. */
  protocol: string;
}

export function slowNetworkSection(): Section {
  return {
    id: "slow",
    name: "slow network (applied slow 4G, 4x CPU)",
    applies: chromiumApplies,
    async run(ctx) {
      const transports: Transport[] = [
        { id: "", label: "HTTP/1.1, the app direct", origin: ctx.baseUrl, protocol: "http/1.1" },
      ];
      const proxy = await startTlsProxy(ctx.baseUrl, ctx.log).catch((error: unknown) => {
        ctx.log(`slow 4G through nginx with TLS (HTTP/2) not measured: ${(error as Error).message}`);
        return null;
      });
      if (proxy) transports.push({ id: ".h2", label: "HTTP/2, nginx with TLS", origin: proxy.origin, protocol: "h2" });
      const browser = await launchChromium();
      const measures: Measure[] = [];
      const perPage: Record<string, unknown> = {};
      try {
        for (const probe of PROBES) {
          const path = await probe.path(ctx);
          const loads = new Map<Transport, Load[]>(transports.map((t) => [t, []]));
          // Alternately, so that a change in the machine's load falls on both.
          for (let i = 0; i < RUNS; i++)
            for (const transport of transports)
              loads
                .get(transport)!
                .push(await loadOnce(browser, new URL(path, transport.origin).href, probe, transport));
          for (const [transport, done] of loads) {
            const lcpMs = Math.round(median(done.map((l) => l.lcpMs)));
            const answeredMs = Math.round(median(done.map((l) => l.answeredMs)));
            const runs = (pick: (load: Load) => number) => done.map((l) => Math.round(pick(l))).join(", ");
            ctx.log(
              `slow 4G ${probe.label} (${transport.label}): LCP ${lcpMs} ms (runs ${runs((l) => l.lcpMs)}), ` +
                `answers a click at ${answeredMs} ms (runs ${runs((l) => l.answeredMs)}; in the DOM at ` +
                `${runs((l) => l.answerInDomMs)}, seen from outside at ${runs((l) => l.answerSeenMs)}); ` +
                `LCP element ${done[0]?.lcpElement}; load average ${os.loadavg()[0]!.toFixed(1)}`,
            );
            perPage[`${probe.id}${transport.id}`] = {
              path,
              transport: transport.label,
              lcpMs,
              answeredMs,
              loads: done,
            };
            const over = transport.id ? ` (${transport.label})` : "";
            measures.push(
              {
                id: `slow.${probe.id}${transport.id}.lcp`,
                label: `slow 4G ${probe.label} LCP (observed)${over}`,
                value: lcpMs,
                unit: "ms",
                budget: { max: BUDGET_MS, inclusive: true },
              },
              {
                id: `slow.${probe.id}${transport.id}.answer`,
                label: `slow 4G ${probe.label} main form answers a click${over}`,
                value: answeredMs,
                unit: "ms",
                budget: { max: BUDGET_MS, inclusive: true },
              },
            );
          }
        }
      } finally {
        await browser.close();
        await proxy?.stop();
      }
      return {
        measures,
        details: {
          slowNetwork: {
            network: SLOW_4G,
            cpuSlowdown: CPU_SLOWDOWN,
            phone: PHONE,
            runs: RUNS,
            transports: transports.map((t) => t.label),
            pages: perPage,
          },
        },
      };
    },
  };
}
