// The service worker (decision 058): our own, about 3 KB, no library. vite.config.ts bundles it into
// build/client/sw.js; the server serves it at /sw.js with its build's version in place of
// VERSION_PLACEHOLDER (api/http/service-worker.ts), so every deploy installs a new worker.
//   - Pages go to the network first. An answer the server marks (x-inap-keep) is kept in the phone,
//     with what it names beside it (the voucher PDF); an answer for another owner than the kept
//     pages' (a logout, another member's login) first forgets everything kept.
//   - Without the network: a kept page (scripts removed, its "Last updated" notice shown), a kept
//     file, or the offline page of this deploy listing what is kept; a form says it was not sent.
//   - Data requests of React Router that fail make the page load as a document, so the rules above apply.
// The decisions are plain functions in core/offline (unit-tested); this file only moves bytes.
import {
  asOfflineCopy,
  documentPathOf,
  isDataRequest,
  isStillKept,
  keptKeyOf,
  linkedStylesheetsOf,
  offlineLabelOf,
  offlineLanguageOf,
  ownerChanged,
  postedKeyOf,
  SHELL_CACHE_PREFIX,
  staleShellCaches,
  withKeptList,
  withNotSentNotice,
  withStylesheetsInlined,
  type KeptPage,
} from "#core/offline/kept-pages.ts";
import { KEEP_ALSO_HEADER, KEEP_HEADER, OWNER_HEADER, parseKeep, parseKeepAlso } from "#core/offline/protocol.ts";

// The few worker types used here (the project's TypeScript library is the DOM's, not the worker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const VERSION = "VERSION_PLACEHOLDER";
/** This deploy's offline page, in each language; earlier deploys' are deleted on activation. */
const SHELL = `${SHELL_CACHE_PREFIX}${VERSION}`;
/** What the phone keeps for its owner; never deploy-versioned (a deploy must not lose a traveller's voucher). */
const KEPT = "inap-kept-v1";
/** Who the kept pages belong to, and the language of the last page: not personal. */
const STATE = "inap-state-v1";
const OWNER_KEY = "/__offline/owner";
const LANGUAGE_KEY = "/__offline/language";
const KEPT_UNTIL = "x-inap-kept-until";
const KEPT_LABEL = "x-inap-kept-label";
const offlinePageOf = (lang: string) => `/offline?lng=${lang}`;
const origin = worker.location.origin;

worker.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      // As a visitor: the offline page carries nothing personal.
      for (const lang of ["id", "en"]) {
        const response = await fetch(offlinePageOf(lang), { credentials: "omit", cache: "no-store" });
        if (!response.ok) throw new Error(`offline page ${lang}: ${response.status}`);
        const headers = withoutEncoding(response.headers);
        await shell.put(offlinePageOf(lang), new Response(await whole(await response.text()), { headers }));
      }
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of staleShellCaches(await caches.keys(), SHELL)) await caches.delete(name);
      await forgetExpired();
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname === "/sw.js") return;
  if (request.method === "POST") {
    if (request.mode === "navigate" || isDataRequest(url)) event.respondWith(posted(event, url));
    return;
  }
  if (request.method !== "GET") return;
  if (request.mode === "navigate") event.respondWith(page(event, url));
  else if (isDataRequest(url)) event.respondWith(data(event, url));
  else if (keptKeyOf(url)) event.respondWith(file(event, url));
});

/** A page: the network's, learnt from; else the kept copy; else the offline page. */
async function page(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = await fetch(event.request);
    event.waitUntil(learn(response.clone(), url, true));
    return response;
  } catch {
    return (await keptAnswer(keptKeyOf(url))) ?? offlinePage(false);
  }
}

/** React Router's data request: without the network, the page loads as a document instead. */
async function data(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = await fetch(event.request);
    event.waitUntil(learn(response.clone(), url, false));
    return response;
  } catch {
    return new Response(null, {
      status: 204,
      headers: { "X-Remix-Redirect": documentPathOf(url), "X-Remix-Status": "302", "X-Remix-Reload-Document": "true" },
    });
  }
}

/** A kept kind of file (the voucher PDF): the network's, else the kept one. */
async function file(event: FetchEvent, url: URL): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch {
    return (await keptAnswer(keptKeyOf(url))) ?? Response.error();
  }
}

/** A form: sent as it is; a logout forgets what is kept first. Without the network it is never kept to send later. */
async function posted(event: FetchEvent, url: URL): Promise<Response> {
  const path = url.pathname.replace(/\.data$/, "");
  if (path === "/logout") await forgetKept();
  const body = await event.request
    .clone()
    .text()
    .catch(() => "");
  try {
    const response = await fetch(event.request);
    event.waitUntil(learn(response.clone(), url, false));
    return response;
  } catch {
    if (event.request.mode !== "navigate") return Response.error();
    // The reservation check or a guest's voucher the phone keeps; else "not sent" (the typed
    // words stay in the page the browser goes back to).
    return (await keptAnswer(postedKeyOf(path, new URLSearchParams(body)))) ?? offlinePage(true);
  }
}

/** What an answer of the network teaches: its owner, its language, and what to keep. */
async function learn(response: Response, url: URL, isDocument: boolean): Promise<void> {
  const owner = response.headers.get(OWNER_HEADER);
  if (!owner) return;
  await settleOwner(owner);
  if (isDocument) await putState(LANGUAGE_KEY, offlineLanguageOf(response.headers.get("content-language")));
  const until = parseKeep(response.headers.get(KEEP_HEADER), Date.now());
  if (until === null || response.status !== 200) return;
  const own = isDocument ? keptKeyOf(url) : null;
  if (own) await keepFor(owner, own, response, until);
  const wanted = parseKeepAlso(response.headers.get(KEEP_ALSO_HEADER));
  // A page reached through its data request: the document is fetched to be kept.
  if (!isDocument && keptKeyOf(url)) wanted.unshift(documentPathOf(url));
  for (const path of wanted) {
    const key = keptKeyOf(new URL(path, origin));
    if (!key || key === own) continue;
    const extra = await fetch(path, { credentials: "same-origin" }).catch(() => null);
    // Kept only while the owner is still the one this answer was for.
    if (extra?.ok && extra.headers.get(OWNER_HEADER) === owner) await keepFor(owner, key, extra, until);
  }
  await forgetExpired();
}

/**
 * Kept only while `owner` is still the phone's: a logout or another login while the answer was
 * being fetched or stored (the voucher PDF fetched after its page) forgets it, whichever finished first.
 */
async function keepFor(owner: string, key: string, response: Response, until: number): Promise<void> {
  if ((await getState(OWNER_KEY)) !== owner) return;
  await keep(key, response, until);
  if ((await getState(OWNER_KEY)) !== owner) await (await caches.open(KEPT)).delete(origin + key);
}

async function keep(key: string, response: Response, until: number): Promise<void> {
  const headers = withoutEncoding(response.headers);
  headers.set(KEPT_UNTIL, String(until));
  let body: BodyInit;
  if ((headers.get("content-type") ?? "").includes("text/html")) {
    const html = await response.text();
    headers.set(KEPT_LABEL, encodeURIComponent(offlineLabelOf(html) ?? key));
    body = await whole(html);
  } else {
    body = await response.arrayBuffer();
  }
  await (await caches.open(KEPT)).put(origin + key, new Response(body, { status: 200, headers }));
}

/** A page with the stylesheet it links written in (usually from the browser's cache): whole offline, whatever the deploy. */
async function whole(html: string): Promise<string> {
  const texts = new Map<string, string>();
  for (const href of linkedStylesheetsOf(html)) {
    const response = await fetch(href).catch(() => null);
    if (response?.ok) texts.set(href, await response.text());
  }
  return withStylesheetsInlined(html, texts);
}

/** The headers of an answer whose body is stored decoded. */
function withoutEncoding(original: Headers): Headers {
  const headers = new Headers(original);
  headers.delete("content-encoding");
  headers.delete("content-length");
  return headers;
}

/** The kept copy of a page or file, while it has not expired. */
async function keptAnswer(key: string | null): Promise<Response | null> {
  if (!key) return null;
  const kept = await (await caches.open(KEPT)).match(origin + key);
  if (!kept || !isStillKept(kept.headers.get(KEPT_UNTIL), Date.now())) return null;
  if (!(kept.headers.get("content-type") ?? "").includes("text/html")) return kept;
  return new Response(asOfflineCopy(await kept.text()), { status: 200, headers: kept.headers });
}

async function offlinePage(notSent: boolean): Promise<Response> {
  const shell = await caches.open(SHELL);
  const lang = (await getState(LANGUAGE_KEY)) ?? "id";
  const stored = (await shell.match(offlinePageOf(lang))) ?? (await shell.match(offlinePageOf("id")));
  if (!stored) return Response.error();
  let html = withKeptList(asOfflineCopy(await stored.text()), await keptPages());
  if (notSent) html = withNotSentNotice(html);
  return new Response(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(KEPT);
  const pages: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    if (!kept || !isStillKept(kept.headers.get(KEPT_UNTIL), Date.now())) continue;
    const url = new URL(request.url);
    const key = url.pathname + url.search;
    pages.push({ key, label: decodeURIComponent(kept.headers.get(KEPT_LABEL) ?? key) });
  }
  return pages;
}

/** A new owner (a visitor after a logout, another member): everything kept for the last one goes. */
async function settleOwner(owner: string): Promise<void> {
  const kept = await getState(OWNER_KEY);
  if (kept === owner) return;
  if (ownerChanged(kept, owner)) await forgetKept();
  await putState(OWNER_KEY, owner);
}

async function forgetKept(): Promise<void> {
  await caches.delete(KEPT);
}

async function forgetExpired(): Promise<void> {
  const cache = await caches.open(KEPT);
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    if (!kept || !isStillKept(kept.headers.get(KEPT_UNTIL), Date.now())) await cache.delete(request);
  }
}

async function getState(key: string): Promise<string | null> {
  const stored = await (await caches.open(STATE)).match(origin + key);
  return stored ? stored.text() : null;
}

async function putState(key: string, value: string): Promise<void> {
  await (await caches.open(STATE)).put(origin + key, new Response(value));
}
