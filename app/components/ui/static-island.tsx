import { createContext, type MouseEvent, type ReactNode, useContext, useState } from "react";
import { useNavigate } from "react-router";
import { followRouterLink } from "./follow-router-link.ts";

// A static island (decision 094): markup with no behaviour of its own that depends on a few values
// only (the language, the configured links, which section the page is in), such as the footer's
// columns or the header's menus. The server renders it once per key and writes the same HTML into
// every page (app/lib/static-islands.server.ts); the browser keeps the server's HTML and never
// renders it, until a client-side navigation changes the key.
//
//   <StaticIsland name="footer-columns" cacheKey={lang}>{() => <FooterColumns t={t} />}</StaticIsland>
//
// `name` is unique on the page. `render` must name in `cacheKey` everything its markup depends on,
// and must not use hooks or context: the server renders it apart from the page (React's
// renderToStaticMarkup). Its router links are plain anchors marked `data-discover`, which the
// island's one click handler follows in the page as a <Link> would
// (app/components/ui/follow-router-link.ts).

/** The server's cached render, provided by app/entry.server.tsx. */
export type StaticHtml = (name: string, cacheKey: string, render: () => ReactNode) => string;
const StaticHtmlContext = createContext<StaticHtml | null>(null);
export const StaticHtmlProvider = StaticHtmlContext.Provider;

const selector = (name: string) => `[data-static-island="${name}"]`;

export function StaticIsland({
  name,
  cacheKey,
  children: render,
}: {
  name: string;
  cacheKey: string;
  children: () => ReactNode;
}) {
  const staticHtml = useContext(StaticHtmlContext);
  const navigate = useNavigate();
  // Read once, as hydration starts, before React owns the element: its HTML is the server's, for this key.
  const [hydrated] = useState(() => {
    if (typeof document === "undefined") return null;
    const html = document.querySelector(selector(name))?.innerHTML;
    return html === undefined ? null : { cacheKey, html };
  });
  const followLink = (event: MouseEvent<HTMLDivElement>) => followRouterLink(event, navigate);
  const html = staticHtml ? staticHtml(name, cacheKey, render) : hydrated?.cacheKey === cacheKey ? hydrated.html : null;
  if (html === null)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: delegates its links' clicks (they stay links for the keyboard)
      // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click
      <div data-static-island={name} className="contents" onClick={followLink}>
        {render()}
      </div>
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates its links' clicks (they stay links for the keyboard)
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click
    <div
      data-static-island={name}
      className="contents"
      onClick={followLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's render of this element for this key (cached, or read back from the document)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
