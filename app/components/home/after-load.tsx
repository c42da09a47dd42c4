import { useEffect, useState, type ReactNode } from "react";

/**
 * Children that must not compete with the page's first paint (the home's popup promo, decision
 * 033): with JavaScript they appear once the page has loaded and the browser is idle, so they are
 * never the largest paint nor in its way; without JavaScript the server's HTML has them in a
 * <noscript>, which such a browser shows at once (and a browser with JavaScript never parses).
 */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const show = () => {
      idle =
        typeof window.requestIdleCallback === "function"
          ? window.requestIdleCallback(() => setLoaded(true), { timeout: 1000 })
          : window.setTimeout(() => setLoaded(true), 0);
    };
    if (document.readyState === "complete") show();
    else window.addEventListener("load", show, { once: true });
    return () => {
      window.removeEventListener("load", show);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return loaded ? children : <noscript>{children}</noscript>;
}
