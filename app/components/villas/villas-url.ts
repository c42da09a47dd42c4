// The /villas URL's canonical form. The list's GET form, submitted without JavaScript, sends
// the native date inputs' YYYY-MM-DD, empty fields and no duration; the app's URLs carry
// MM-DD-YYYY dates, the nights as `duration`, and no empty parameters (DESIGN.md section 1).
import { apiDateToUrl, isApiDate } from "#core/dates.ts";
import { parseVillasQuery } from "#app/lib/search-params.ts";

/** The parameters of the list; others (lng, the payment return's) pass through untouched. */
const LIST_PARAMS = new Set(["guest", "arrival", "departure", "duration", "city", "propertyName", "popular", "page"]);

/**
 * The canonical search string ("?guest=2&arrival=11-21-2026&...", or "" for none) when the given
 * one is not canonical; null when it already is. Idempotent: the answer, given back, is null.
 */
export function canonicalVillasSearch(params: URLSearchParams, today: string): string | null {
  const out = new URLSearchParams();
  for (const [name, raw] of params) {
    if (!LIST_PARAMS.has(name)) {
      out.append(name, raw);
      continue;
    }
    const value = raw.trim();
    if (value === "" || out.has(name)) continue; // empty fields and repeats are dropped
    if (name === "arrival" || name === "departure") out.set(name, isApiDate(value) ? apiDateToUrl(value)! : value);
    else if (name === "popular") {
      if (value === "true" || value === "1" || value === "on") out.set(name, "true");
    } else if (name === "page") {
      if (value !== "0") out.set(name, value);
    } else out.set(name, value);
  }
  // The nights follow from valid dates; the URL's own duration is not trusted.
  const parsed = parseVillasQuery(out, today);
  if (parsed.duration !== null) {
    if (out.get("duration") !== String(parsed.duration)) out.set("duration", String(parsed.duration));
  } else if (out.has("duration") && !out.has("arrival") && !out.has("departure")) {
    out.delete("duration");
  }
  const canonical = out.toString();
  const current = params.toString();
  return canonical === current ? null : canonical === "" ? "" : `?${canonical}`;
}

/** "/villas?a=1&page=3" for page 3 (0-based), the other parameters kept; page 0 drops the parameter. */
export function pageHref(search: string, page: number, basePath = "/villas"): string {
  const params = new URLSearchParams(search);
  if (page > 0) params.set("page", String(page));
  else params.delete("page");
  const text = params.toString();
  return `${basePath}${text ? `?${text}` : ""}`;
}
