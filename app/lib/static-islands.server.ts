// The server's side of static islands (app/components/ui/static-island.tsx, decision 094): each
// island's HTML rendered once per key and kept for the process's life. Keys come from a small set
// (languages, configured links, a page's section), so the cache stays small; it is bounded anyway,
// dropping the oldest entry, in case a caller ever keys on something unbounded.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const MAX_ENTRIES = 256;
const rendered = new Map<string, string>();

export function staticIslandHtml(name: string, cacheKey: string, render: () => ReactNode): string {
  const key = `${name}\u0000${cacheKey}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(render());
    if (rendered.size >= MAX_ENTRIES) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, html);
  }
  return html;
}
