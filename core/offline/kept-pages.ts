// The service worker's decisions, as plain functions (the worker itself only moves bytes between the
// network and the caches): which address a kept page or file is stored under, how a kept page is
// shown offline, and the offline page's list of what is kept. Decision 058.

/** The pages and files the phone may keep, and the query parameters that tell one from another. */
const KEPT: Record<string, readonly string[]> = {
  "/my-booking": ["tab"],
  "/detail-booking": ["id", "isMonthly"],
  "/top-up/result": ["order_id"],
  "/reservation-check": ["order_id", "email"],
  "/resources/download": ["order_id", "email"],
};
/** What must be there for the address to name one thing. */
const REQUIRED: Record<string, readonly string[]> = {
  "/detail-booking": ["id"],
  "/top-up/result": ["order_id"],
  "/reservation-check": ["order_id", "email"],
  "/resources/download": ["order_id"],
};
const MY_BOOKING_TABS = ["daily", "longstay", "topup"];

/** React Router's data request for a page: `/my-booking.data?…` (and `/_.data` for `/`). */
export function isDataRequest(url: URL): boolean {
  return url.pathname.endsWith(".data");
}

/** The page a data request (or a page request) is about, as a path with its query. */
export function documentPathOf(url: URL): string {
  const path = url.pathname === "/_.data" ? "/" : url.pathname.replace(/\.data$/, "");
  const query = new URLSearchParams(url.search);
  query.delete("_routes");
  query.delete("index");
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The address a kept page or file is stored under: its path and only the parameters that name it,
 * in a fixed order (`?lng=en`, the `.data` suffix and React Router's own parameters dropped), or
 * null when the address is not one the phone keeps.
 */
export function keptKeyOf(url: URL): string | null {
  const path = url.pathname.replace(/\.data$/, "");
  const names = KEPT[path];
  if (!names) return null;
  const params = url.searchParams;
  if ((REQUIRED[path] ?? []).some((name) => !params.get(name)?.trim())) return null;
  const kept = new URLSearchParams();
  for (const name of names) {
    let value = params.get(name)?.trim() ?? "";
    if (name === "tab") value = value === "top-up" ? "topup" : MY_BOOKING_TABS.includes(value) ? value : "daily";
    if (name === "isMonthly" && value !== "true") value = "";
    if (name === "email") value = value.toLowerCase();
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** The kept address a form posted to `pathname` asks for (the reservation check, a guest's voucher). */
export function postedKeyOf(pathname: string, form: URLSearchParams): string | null {
  const path = pathname.replace(/\.data$/, "");
  if (path !== "/reservation-check" && path !== "/resources/download") return null;
  const url = new URL(path, "https://kept.invalid");
  for (const name of ["order_id", "email"]) {
    const value = form.get(name);
    if (value) url.searchParams.set(name, value);
  }
  return keptKeyOf(url);
}

/** A kept file, not a page: it opens from a page's link and is not listed by itself. */
export function isKeptFile(key: string): boolean {
  return key.startsWith("/resources/download");
}

/**
 * A kept page as it is shown offline: without its scripts (the page works without JavaScript, and
 * its scripts would navigate through the network it does not have) or a self-refresh (a top-up
 * still moving), and with its offline notice ("Last updated …", rendered hidden by the server with
 * the time it was made) shown.
 */
export function asOfflineCopy(html: string): string {
  return reveal(
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
      .replace(/<meta\b[^>]*\bhttp-equiv="refresh"[^>]*>/gi, ""),
    "data-offline-notice",
  );
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const hrefOf = (link: string) => /\shref="(\/[^"/][^"]*)"/.exec(link)?.[1] ?? null;

/** The same-origin stylesheets a page links (the app's one hashed file), in order. */
export function linkedStylesheetsOf(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((match) => hrefOf(match[0])).filter((href) => href !== null);
}

/**
 * A page to keep with the stylesheets it links written into it (`texts`: each one's CSS by its
 * address): offline, a kept page is whole whatever deploy it came from, when the browser's cache
 * no longer has that deploy's file (decision 089). A link without its text stays as it is.
 */
export function withStylesheetsInlined(html: string, texts: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const css = texts.get(hrefOf(link) ?? "");
    // "</style" inside the text would end the element early; `\/` is the same character in CSS.
    return css === undefined ? link : `<style>${css.replace(/<\/(style)/gi, "<\\/$1")}</style>`;
  });
}

/** The offline page answering a form sent without a network: its "not sent" words shown. */
export function withNotSentNotice(html: string): string {
  return reveal(html, "data-offline-not-sent");
}

/** Removes `hidden` from the element carrying `attribute` (the server renders it hidden). */
export function reveal(html: string, attribute: string): string {
  const tag = new RegExp(`<[a-z][a-z0-9]*\\b[^>]*\\s${attribute}(?:="[^"]*")?[^>]*>`, "i");
  return html.replace(tag, (found) => found.replace(/\shidden(?:="[^"]*")?(?=[\s>/])/i, ""));
}

/** The words a kept page names itself by in the offline page's list (its notice's label). */
export function offlineLabelOf(html: string): string | null {
  const match = /\sdata-offline-label="([^"]*)"/.exec(html);
  return match ? decodeEntities(match[1]!).trim() || null : null;
}

export interface KeptPage {
  key: string;
  label: string;
}

/** The offline page with its list of kept pages filled in (the server renders the empty list). */
export function withKeptList(html: string, pages: readonly KeptPage[]): string {
  const listed = pages
    .filter((page) => !isKeptFile(page.key))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.label.localeCompare(b.label));
  if (listed.length === 0) return html;
  const items = listed
    .map(
      (page) =>
        `<li><a class="inline-flex min-h-11 items-center font-semibold text-brand-dark hover:underline" href="${escapeHtml(page.key)}" data-offline-link="">${escapeHtml(page.label)}</a></li>`,
    )
    .join("");
  return html.replace(/(<ul\b[^>]*\sdata-offline-kept(?:="[^"]*")?[^>]*>)[\s\S]*?(<\/ul>)/i, `$1${items}$2`);
}

/** My bookings first (its tabs in order), then each booking. */
function rank(key: string): number {
  const tab = /^\/my-booking\?tab=(\w+)/.exec(key)?.[1];
  return tab ? MY_BOOKING_TABS.indexOf(tab) : MY_BOOKING_TABS.length;
}

/** The language of the offline page to show: the last page's, Indonesian by default. */
export function offlineLanguageOf(contentLanguage: string | null | undefined): "id" | "en" {
  return contentLanguage?.trim().toLowerCase().startsWith("en") ? "en" : "id";
}

/** Caches of the offline page from earlier deploys (`inap-shell-<version>`): deleted when this deploy's worker activates. */
export function staleShellCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== current);
}
export const SHELL_CACHE_PREFIX = "inap-shell-";

/** A kept copy is shown until its time (the x-inap-kept-until it was stored with), then forgotten. */
export function isStillKept(keptUntil: string | null, now: number): boolean {
  return Number(keptUntil) > now;
}

/** True when a kept owner and the owner of a new answer differ: everything kept is forgotten first. */
export function ownerChanged(kept: string | null, seen: string | null): boolean {
  return kept !== null && seen !== null && kept !== seen;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
