import { createContext, type MouseEvent, type ReactNode, useContext, useState } from "react";
import { useLocation } from "react-router";
import { onlyDetailUiChanged } from "./detail-ui.ts";

/**
 * The detail pages' URL state (?modal=, the gallery's category and photo) as the visitor last
 * asked for it. On the first page React holds a client-side navigation until every
 * server-rendered part the router's location reaches has hydrated, and the shell's parts load
 * after the page's own: under slow 4G a third of a second or more after the booking box could
 * have opened (decision 087). So a link click the router takes in the page, changing only these
 * parameters, shows its state at once from this part's own state; the URL catches up when the
 * navigation lands (a new location key, and the URL is read again). Without JavaScript the links
 * load the page, as before.
 */
export function ShownSearch({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [shown, setShown] = useState<{ key: string; search: string } | null>(null);
  const search = shown?.key === location.key ? shown.search : location.search;
  // After the link's own handler: a click the router took as a client-side navigation is default-prevented.
  const showAtOnce = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!event.defaultPrevented || !(anchor instanceof HTMLAnchorElement)) return;
    const base = window.location.origin;
    if (anchor.origin !== base || anchor.pathname !== location.pathname) return;
    if (!onlyDetailUiChanged(new URL(`${location.pathname}${search}`, base), new URL(anchor.href))) return;
    setShown({ key: location.key, search: anchor.search });
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hears its links' clicks after them (they stay links for the keyboard)
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click
    <div className="contents" onClick={showAtOnce}>
      <ShownSearchContext value={{ pathname: location.pathname, search }}>{children}</ShownSearchContext>
    </div>
  );
}

const ShownSearchContext = createContext<{ pathname: string; search: string } | null>(null);

/** The page's pathname and the query it shows (inside ShownSearch), else the router's location. */
export function useShownLocation(): { pathname: string; search: string } {
  const location = useLocation();
  return useContext(ShownSearchContext) ?? location;
}
