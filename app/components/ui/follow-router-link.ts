import type { MouseEvent } from "react";
import type { NavigateFunction } from "react-router";

/**
 * For an island's delegated click handler: its router links (anchors marked `data-discover`, as
 * React Router's <Link> writes them) navigate in the page, as a hydrated <Link> would; a modified
 * click, another target, a download or a plain link is the browser's.
 */
export function followRouterLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return;
  const anchor = (event.target as Element | null)?.closest?.("a[href][data-discover]");
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  if (anchor.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
}
