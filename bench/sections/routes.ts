// Every page route of app/routes.ts (issue 25 item 1): each opened with real ids of the bench data
// set (the first property /v1/hotels lists for the bench's stay, the first long-stay property /v1
// lists per period, a waiting booking and a declined top-up the section makes for the demo member,
// the deterministic demo seed's content ids), the member's pages as the demo member, the checkout
// forms for a stay /v1 says is free, /review with the check-out mail's link of a stay the section
// ends. Per page: first-load JavaScript (inline included, as first-load-js.ts counts it), the HTML's
// gzip size, and Lighthouse mobile (BENCH_LIGHTHOUSE_RUNS runs, median), BENCH_ROUTES_PARALLEL
// Lighthouse processes at a time; BENCH_ROUTES_ONLY names the routes to measure (a re-measure). The
// resource routes (no page), /logout (an action) and `*` (a 404 document, which Lighthouse refuses
// to audit: its first-load JavaScript is measured) are the routes without a Lighthouse row.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_USER } from "#api/db/seed/demo-user.ts";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "#app/routes.ts";
import { addDays, apiDateToUrl } from "#core/dates.ts";
import { LENGTH_PRESETS } from "#core/long-stay.ts";
import { demoSessionCookie } from "../lib/session.ts";
import type { BenchContext, Measure, Section } from "../lib/types.ts";
import { jsFetcher, MOBILE_UA, pageFirstLoad } from "./first-load-js.ts";
import { CHROMIUM, measureUnstalled, median, type Run, runLabel, STALL_RETRIES } from "./lighthouse.ts";

/** 0: first-load JavaScript and HTML only (seconds instead of half an hour, for work on the sizes). */
const RUNS = Math.max(0, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/**
 * One at a time by default: Lighthouse's simulated throttling scales the main-thread time it
 * observes, so two runs sharing two cores (each a browser, a renderer and Lighthouse itself) slow
 * each other's observed tasks and lower the scores (decision 082).
 */
const PARALLEL = Math.max(1, Number(process.env.BENCH_ROUTES_PARALLEL ?? 1) || 1);
/** Route ids as app/routes.ts writes them ("login,stay-monthly/:propertyId"): only those pages, for a re-measure. */
const ONLY = (process.env.BENCH_ROUTES_ONLY ?? "")
  .split(",")
  .map((id) => id.trim())
  .filter(Boolean);
/** DESIGN.md section 8 and issue 25. */
const BUDGET = { score: 95, lcpMs: 2500, cls: 0, jsKb: 120 };
const KB = 1000;
const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), "routes-lighthouse-run.ts");

interface Route {
  /** The route as app/routes.ts writes it. */
  route: string;
  path: string;
  member?: boolean;
  /** Lighthouse audits 2xx documents only. */
  status?: number;
}

/** What the section asks /v1 and the server once, for the routes' real ids. */
interface Refs {
  stay: { arrival: string; departure: string };
  propertyId: number;
  longStay: Record<"weekly" | "monthly" | "yearly", number>;
  longStayCheckIn: string;
  orderId: string;
  /** Where /my-booking?order_id= sends the member for that booking. */
  detailBookingPath: string;
  topUpRef: string;
  /** The review mail in the demo member's browser's mailbox (`__mailbox` cookie): /dev/mailbox/:id. */
  mailId: string;
  /** The review mail's link of a stay the section books as a guest, pays and checks out (demo mode). */
  reviewPath: string;
}

async function v1<T>(
  ctx: BenchContext,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${ctx.baseUrl}/v1${url}`, {
    method,
    headers: {
      ...extraHeaders,
      "app-key": ctx.appKey,
      accept: "application/json",
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${method} /v1${url}: ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

/** Two nights for two guests, `daysAhead` from the bench's today, and the first property /v1/hotels lists for them. */
async function firstPropertyFor(ctx: BenchContext, daysAhead: number, what: string) {
  const arrival = addDays(ctx.today, daysAhead);
  const stay = { arrival, departure: addDays(arrival, 2) };
  const hotels = await v1<{ hotels: { id: number }[] }>(
    ctx,
    "GET",
    `/hotels?${new URLSearchParams({ guest: "2", ...stay, page: "1" })}`,
  );
  const propertyId = hotels.hotels[0]?.id;
  if (typeof propertyId !== "number") throw new Error(`GET /v1/hotels listed no property for ${what}`);
  return { stay, propertyId };
}

/** A room of the property for two with a unit every night of the stay (earlier runs' holds may have taken another room's last unit). */
async function roomFreeEveryNight(
  ctx: BenchContext,
  propertyId: number,
  stay: { arrival: string; departure: string },
): Promise<number> {
  const detail = await v1<{
    data: { hotel: { rooms: { id: number; capacity: number; rates: { unit: number }[] }[] } };
  }>(ctx, "GET", `/hotels/${propertyId}?${new URLSearchParams({ guest: "2", ...stay })}`);
  const roomId = detail.data.hotel.rooms.find(
    (room) => room.capacity >= 2 && room.rates.every((rate) => rate.unit > 0),
  )?.id;
  if (!roomId) throw new Error(`GET /v1/hotels/${propertyId}: no room for two free every night`);
  return roomId;
}

async function findRefs(ctx: BenchContext): Promise<Refs> {
  const { stay, propertyId } = await firstPropertyFor(ctx, 14, "the bench's stay");
  const longStay = { weekly: 0, monthly: 0, yearly: 0 };
  for (const period of ["weekly", "monthly", "yearly"] as const) {
    const list = await v1<{ data: { data: { id: number }[] } }>(ctx, "GET", `/properties/long-stay/${period}`);
    const id = list.data.data[0]?.id;
    if (typeof id !== "number") throw new Error(`GET /v1/properties/long-stay/${period} listed nothing`);
    longStay[period] = id;
  }
  const login = await v1<{ data: { token: string; user: { id: number; phone: string; code: string } } }>(
    ctx,
    "POST",
    "/login",
    { email: DEMO_USER.email, password: DEMO_USER.password },
  );
  const { token, user } = login.data;
  // A waiting booking of the member, on a stay /v1 lists as free (an unpaid hold: its room comes
  // back when it expires).
  const roomId = await roomFreeEveryNight(ctx, propertyId, stay);
  const reservation = await v1<{ data: { order_id: string } }>(
    ctx,
    "POST",
    "/reservations/single",
    {
      ...stay,
      guest: 2,
      propertyId,
      roomId,
      payment_option: 0,
      name: "Demo Inap",
      phone: `${user.code}-${user.phone}`,
      email: DEMO_USER.email,
      user_Id: user.id,
    },
    token,
  );
  // A declined phone credit of the member: /top-up/result's page.
  const providers = await v1<{ data: { credits: { id: number; status: string }[] }[] }>(
    ctx,
    "GET",
    "/credit/providers/all",
    undefined,
    token,
  );
  const credit = providers.data.flatMap((p) => p.credits).find((c) => c.status === "Open");
  if (!credit) throw new Error("GET /v1/credit/providers/all: no open credit");
  const bought = await v1<{ data: { ref_id: string; midtrans: { redirect_url: string } } }>(
    ctx,
    "POST",
    "/credit/transactions",
    { credit_id: credit.id, phone_number: "081234567890" },
    token,
  );
  await fetch(new URL(bought.data.midtrans.redirect_url, ctx.baseUrl), {
    method: "POST",
    body: new URLSearchParams({ action: "deny" }),
    headers: { origin: ctx.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const myBooking = await fetch(`${ctx.baseUrl}/my-booking?order_id=${reservation.data.order_id}`, {
    headers: { cookie: await demoSessionCookie(ctx) },
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const detailBookingPath = myBooking.headers.get("location");
  if (!detailBookingPath?.startsWith("/detail-booking"))
    throw new Error(`GET /my-booking?order_id=: ${myBooking.status} to ${detailBookingPath}, not a booking's detail`);
  const review = await finishedStayReviewPath(ctx);
  return {
    stay,
    propertyId,
    longStay,
    longStayCheckIn: apiDateToUrl(addDays(ctx.today, 30)) ?? "",
    orderId: reservation.data.order_id,
    detailBookingPath,
    topUpRef: bought.data.ref_id,
    mailId: review.mailId,
    reviewPath: review.path,
  };
}

/**
 * The link of a check-out mail, as a guest gets it (tests/e2e/review.spec.ts does the same in a
 * browser): a guest's booking made for the demo member's browser (its mailbox id, from the
 * session's `__mailbox` cookie), paid in the sandbox, its stay ended now by demo mode's
 * /v1/dev/check-out (what the check-out sweep does at the departure), then the review mail's link
 * read from that browser's /dev/mailbox (with the mail's id there, for /dev/mailbox/:id).
 */
async function finishedStayReviewPath(ctx: BenchContext): Promise<{ path: string; mailId: string }> {
  const cookie = await demoSessionCookie(ctx);
  const mailbox = /(?:^|; )__mailbox=([\w-]+)\./.exec(cookie)?.[1];
  if (!mailbox) throw new Error("the demo session has no __mailbox cookie: no mailbox for the review mail");
  const email = `bench-review-${Date.now().toString(36)}@example.com`;
  // Its own two nights (the shortest stay), three weeks ahead: not the member's stay, whose room
  // the hold may have taken.
  const { stay, propertyId } = await firstPropertyFor(ctx, 21, "the review stay");
  const roomId = await roomFreeEveryNight(ctx, propertyId, stay);
  const booked = await v1<{
    data: { order_id: string; midtrans: { response_from_midtrans: { redirect_url: string } } };
  }>(
    ctx,
    "POST",
    "/reservations/single",
    { ...stay, guest: 2, propertyId, roomId, payment_option: 0, name: "Rina Wati", phone: "+62-81234567890", email },
    undefined,
    { "x-inap-mailbox": mailbox },
  );
  const paid = await fetch(new URL(booked.data.midtrans.response_from_midtrans.redirect_url, ctx.baseUrl), {
    method: "POST",
    body: new URLSearchParams({ action: "settlement" }),
    headers: { origin: ctx.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  if (paid.status >= 400) throw new Error(`sandbox settlement of ${booked.data.order_id}: ${paid.status}`);
  await v1(ctx, "POST", "/dev/check-out", { order_id: booked.data.order_id }, undefined, { "x-inap-mailbox": mailbox });
  // The review mail is queued in the check-out's transaction: the mailbox lists it at once.
  for (let attempt = 0; attempt < 10; attempt++) {
    const html = await fetch(`${ctx.baseUrl}/dev/mailbox`, {
      headers: { cookie },
      signal: AbortSignal.timeout(15_000),
    }).then((r) => r.text());
    for (const id of html.matchAll(/href="\/dev\/mailbox\/(\d+)"/g)) {
      const mail = await fetch(`${ctx.baseUrl}/dev/mailbox/${id[1]}`, {
        headers: { cookie },
        signal: AbortSignal.timeout(15_000),
      }).then((r) => r.text());
      const link = /href="[^"]*?(\/review\?[^"]+)"/.exec(mail)?.[1]?.replaceAll("&amp;", "&");
      if (link?.includes(`order_id=${booked.data.order_id}`)) return { path: link, mailId: id[1]! };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no review mail for ${booked.data.order_id} in the demo member's mailbox`);
}

/** The page routes app/routes.ts declares, as their ids here: a module ending `.tsx` (resource routes are `.ts`). */
function pageRouteIds(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.file.endsWith(".tsx") && (entry.path || entry.index) ? [entry.index ? "(index)" : entry.path!] : []),
    ...pageRouteIds(entry.children ?? []),
  ]);
}

/** A page added to app/routes.ts without a row here fails the section rather than going unmeasured. */
function assertEveryPageRoute(routes: readonly Route[]): void {
  const unmeasured = pageRouteIds(routeConfig).filter((id) => !routes.some((r) => r.route === id));
  if (unmeasured.length)
    throw new Error(`routes: app/routes.ts has pages the bench does not open: ${unmeasured.join(", ")}`);
}

function routesOf(refs: Refs): Route[] {
  const { arrival, departure } = refs.stay;
  const stay = `guest=2&arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(departure)}&duration=2`;
  const longStay = (["weekly", "monthly", "yearly"] as const).flatMap((period): Route[] => [
    { route: `stay-${period}`, path: `/stay-${period}` },
    { route: `stay-${period}/:propertyId`, path: `/stay-${period}/${refs.longStay[period]}` },
    {
      route: `stay-${period}/checkout/reservation-form`,
      path: `/stay-${period}/checkout/reservation-form?propertyId=${refs.longStay[period]}&checkIn=${refs.longStayCheckIn}&length=${LENGTH_PRESETS[period][0]}&guest=1`,
      member: true,
    },
  ]);
  return [
    { route: "map", path: `/map?villas=${refs.propertyId}` },
    { route: "restaurants/detail/:productId", path: "/restaurants/detail/1?outlet=2&marketplace=4" },
    { route: "restaurants/type/:restaurantId/:typeId", path: "/restaurants/type/2/6" },
    { route: "restaurants/:slug", path: "/restaurants/nusa-cafe" },
    { route: "voucher-event/:eventType", path: "/voucher-event/lebaran", member: true },
    { route: "top-up/credits", path: "/top-up/credits", member: true },
    { route: "top-up/result", path: `/top-up/result?order_id=${refs.topUpRef}`, member: true },
    // The check-out mail's link of a stay the section ended: the open form.
    { route: "review", path: refs.reviewPath },
    { route: "detail-villas", path: `/detail-villas?villas=${refs.propertyId}&${stay}` },
    { route: "detail-villa", path: `/detail-villa?villas=${refs.propertyId}&${stay}` },
    { route: "events", path: "/events" },
    { route: "detail-booking", path: refs.detailBookingPath, member: true },
    { route: "cancel-booking", path: `/cancel-booking?order_id=${refs.orderId}`, member: true },
    { route: "change-booking", path: `/change-booking?order_id=${refs.orderId}`, member: true },
    { route: "villas", path: `/villas?${stay}` },
    { route: "hotelall", path: "/hotelall" },
    { route: "reservation-form", path: `/reservation-form?villas=${refs.propertyId}&${stay}`, member: true },
    { route: "terms-and-conditions", path: "/terms-and-conditions" },
    { route: "privacy-policy", path: "/privacy-policy" },
    { route: "delete-account", path: "/delete-account" },
    { route: "about", path: "/about" },
    { route: "profile/edit", path: "/profile/edit", member: true },
    { route: "profile", path: "/profile", member: true },
    { route: "change-password", path: "/change-password", member: true },
    { route: "my-booking", path: "/my-booking", member: true },
    { route: "reservation-check", path: "/reservation-check" },
    { route: "how-to-reserve", path: "/how-to-reserve" },
    ...longStay,
    { route: "properties/by-type/:propertyType", path: "/properties/by-type/syariah" },
    { route: "promo/all", path: "/promo/all" },
    { route: "promo/:promoId", path: "/promo/2" },
    { route: "give-away/all", path: "/give-away/all" },
    { route: "give-away-detail/:id", path: "/give-away-detail/1" },
    { route: "tourist-attractions/:id", path: "/tourist-attractions/1" },
    { route: "tourist-attractions-all", path: "/tourist-attractions-all" },
    { route: "login", path: "/login" },
    { route: "activate", path: "/activate?token=nope" },
    // The mailbox of the demo member's browser (its session's `__mailbox` cookie): the mails the bench's stays sent.
    { route: "dev/mailbox", path: "/dev/mailbox", member: true },
    { route: "dev/mailbox/:id", path: `/dev/mailbox/${refs.mailId}`, member: true },
    { route: "offline", path: "/offline" },
    { route: "(index)", path: "/" },
    { route: "*", path: "/no-such-page", status: 404 },
  ];
}

interface Row {
  route: string;
  path: string;
  member: boolean;
  jsKb: number;
  htmlGzipKb: number;
  /** What the first load is made of: the inline scripts and each file (gzip bytes), largest first. */
  firstLoad?: { inlineGzip: number; files: { file: string; gzip: number }[] };
  runs: Run[];
  /** Lighthouse runs whose first paint stalled (Run.stalled), the ones run again included. */
  stalls: number;
  score: number | null;
  lcpMs: number | null;
  cls: number | null;
  /**
   * Script files the browser fetched during the Lighthouse load (transfer size, median): first-load
   * JavaScript plus the deferred parts' chunks it asks for while hydrating. No budget; it shows what
   * the deferred parts (decisions 032 and 074) move after hydration's start rather than remove.
   */
  scriptsLoadedKb: number | null;
  tbtMs: number | null;
  error?: string;
}

function lighthouseInChild(url: string, headers: Record<string, string>, reportFile: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [WORKER, url, JSON.stringify(headers), reportFile],
      { timeout: 180_000, maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`${error.message} ${stderr.slice(-300)}`));
        try {
          resolve(JSON.parse(stdout.trim().split("\n").pop()!) as Run);
        } catch {
          reject(new Error(`lighthouse run gave no figures: ${stderr.slice(-300)}`));
        }
      },
    );
  });
}

/** Runs `tasks` with at most `limit` at a time, in order of start. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

const ok = (pass: boolean | null) => (pass === null ? "n/a" : pass ? "ok" : "OVER");

/** Worst first: the lowest score, then the longest LCP, then the most JavaScript. */
function worstFirst(a: Row, b: Row): number {
  return (a.score ?? 101) - (b.score ?? 101) || (b.lcpMs ?? 0) - (a.lcpMs ?? 0) || b.jsKb - a.jsKb;
}

export function renderRoutesTable(rows: Row[]): string {
  const header = [
    "route",
    "score (runs)",
    "",
    "LCP",
    "",
    "CLS",
    "",
    "first-load JS",
    "",
    "scripts loaded",
    "HTML gz",
    "member",
  ];
  const cells = rows.map((r) => [
    r.route,
    r.score === null ? (r.error ? "failed" : "-") : `${r.score} (${r.runs.map(runLabel).join(", ")})`,
    ok(r.score === null ? null : r.score >= BUDGET.score),
    r.lcpMs === null ? "-" : `${(r.lcpMs / 1000).toFixed(2)} s`,
    ok(r.lcpMs === null ? null : r.lcpMs <= BUDGET.lcpMs),
    r.cls === null ? "-" : String(r.cls),
    ok(r.cls === null ? null : r.cls <= BUDGET.cls),
    `${r.jsKb.toFixed(1)} KB`,
    ok(r.jsKb <= BUDGET.jsKb),
    r.scriptsLoadedKb === null ? "-" : `${r.scriptsLoadedKb.toFixed(1)} KB`,
    `${r.htmlGzipKb.toFixed(1)} KB`,
    r.member ? "yes" : "",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [
    `budgets: score >= ${BUDGET.score}, LCP <= ${BUDGET.lcpMs / 1000} s, CLS ${BUDGET.cls}, first-load JS <= ${BUDGET.jsKb} KB gzip`,
    line(header),
    ...cells.map(line),
  ].join("\n");
}

export function routesSection(): Section {
  return {
    id: "routes",
    name: "every route (first-load JS, Lighthouse mobile)",
    applies: () => (existsSync(CHROMIUM) ? true : `no Chromium at ${CHROMIUM} (set BENCH_CHROMIUM)`),
    async run(ctx) {
      const refs = await findRefs(ctx);
      const all = routesOf(refs);
      assertEveryPageRoute(all);
      const unknown = ONLY.filter((id) => !all.some((r) => r.route === id));
      if (unknown.length)
        throw new Error(
          `BENCH_ROUTES_ONLY: unknown route ${unknown.join(", ")} (known: ${all.map((r) => r.route).join(", ")})`,
        );
      const routes = ONLY.length ? all.filter((r) => ONLY.includes(r.route)) : all;
      const memberCookie = await demoSessionCookie(ctx);
      const fetchJs = jsFetcher();
      const reportDir = path.join(ctx.root, "bench", "results", "routes");
      mkdirSync(reportDir, { recursive: true });
      const started = Date.now();

      // First-load JavaScript and HTML of every page (and its status), in turn.
      const rows: Row[] = [];
      for (const r of routes) {
        const url = new URL(r.path, ctx.baseUrl);
        const headers: Record<string, string> = r.member ? { cookie: memberCookie } : {};
        const row: Row = {
          route: r.route,
          path: r.path,
          member: r.member ?? false,
          jsKb: NaN,
          htmlGzipKb: NaN,
          runs: [],
          stalls: 0,
          score: null,
          lcpMs: null,
          cls: null,
          tbtMs: null,
          scriptsLoadedKb: null,
        };
        rows.push(row);
        const response = await fetch(url, {
          headers: { ...headers, accept: "text/html", "user-agent": MOBILE_UA },
          redirect: "manual",
          signal: AbortSignal.timeout(30_000),
        });
        const html = await response.text();
        if (response.status !== (r.status ?? 200)) {
          row.error = `GET ${r.path}: ${response.status}${response.headers.get("location") ? ` to ${response.headers.get("location")}` : ""}`;
          continue;
        }
        const load = await pageFirstLoad({ id: r.route, label: r.route, path: () => r.path }, url, html, fetchJs);
        row.jsKb = Math.round((load.gzip / KB) * 10) / 10;
        row.htmlGzipKb = Math.round((load.htmlGzip / KB) * 10) / 10;
        row.firstLoad = {
          inlineGzip: load.inlineGzip,
          files: load.list.map((c) => ({ file: new URL(c.url).pathname, gzip: c.gzip })),
        };
      }

      // Lighthouse, RUNS per page, PARALLEL processes at a time.
      const tasks = rows
        .filter((row) => !row.error && (routes.find((r) => r.route === row.route)?.status ?? 200) === 200)
        .flatMap((row) =>
          Array.from({ length: RUNS }, (_, i) => async () => {
            const headers: Record<string, string> = row.member ? { cookie: memberCookie } : {};
            // Each run's report is kept (bench/results/routes/, gitignored): the median's run is among them.
            const file = path.join(reportDir, `${row.route.replace(/[^\w-]+/g, "_")}.${i + 1}.json`);
            try {
              const { run, stalls } = await measureUnstalled(() =>
                lighthouseInChild(new URL(row.path, ctx.baseUrl).href, headers, file),
              );
              row.stalls += stalls;
              row.runs.push(run);
            } catch (error) {
              row.error = `lighthouse run ${i + 1}: ${error instanceof Error ? error.message : String(error)}`;
            }
          }),
        );
      ctx.log(
        `routes: ${rows.length} pages, ${tasks.length} Lighthouse runs, ${PARALLEL} at a time (load ${os.loadavg()[0]!.toFixed(1)})`,
      );
      await pool(tasks, PARALLEL);
      for (const row of rows) {
        if (row.runs.length === 0) continue;
        const m = (key: "score" | "lcp" | "cls" | "tbt" | "scriptBytes") => median(row.runs.map((r) => r[key]));
        row.score = m("score");
        row.lcpMs = Math.round(m("lcp"));
        row.cls = Math.round(m("cls") * 1000) / 1000;
        row.tbtMs = Math.round(m("tbt"));
        row.scriptsLoadedKb = Math.round(m("scriptBytes") / 100) / 10;
      }
      rows.sort(worstFirst);
      ctx.log(
        `routes: ${((Date.now() - started) / 1000).toFixed(0)} s, load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(" ")} at the end; ${rows.reduce((n, r) => n + r.stalls, 0)} runs' first paint stalled ` +
          `(run again up to ${STALL_RETRIES} times; "s" marks a kept one); every route, worst first:\n${renderRoutesTable(rows)}`,
      );
      for (const row of rows.filter((r) => r.error)) ctx.log(`routes: ${row.route}: ${row.error}`);

      const measures: Measure[] = [];
      for (const row of rows) {
        const label = `route ${row.route}`;
        const id = `routes.${row.route}`;
        if (row.score !== null)
          measures.push(
            {
              id: `${id}.score`,
              label: `${label} Lighthouse`,
              value: row.score,
              unit: "score",
              budget: { max: BUDGET.score, inclusive: true, atLeast: true },
            },
            {
              id: `${id}.lcp`,
              label: `${label} LCP`,
              value: row.lcpMs!,
              unit: "ms",
              budget: { max: BUDGET.lcpMs, inclusive: true },
            },
            {
              id: `${id}.cls`,
              label: `${label} CLS`,
              value: row.cls!,
              unit: "score",
              budget: { max: 0, inclusive: true },
            },
          );
        measures.push({
          id: `${id}.js`,
          label: `${label} first-load JS, gzip`,
          value: row.jsKb,
          unit: "KB",
          budget: { max: BUDGET.jsKb, inclusive: true },
        });
        if (row.error && row.score === null)
          measures.push({
            id: `${id}.failed`,
            label: `${label}: not measured`,
            value: NaN,
            unit: "count",
            budget: { max: 0, inclusive: true },
          });
      }
      return {
        measures,
        details: { routes: { runsPerPage: RUNS, parallel: PARALLEL, budget: BUDGET, refs, rows } },
      };
    },
  };
}
