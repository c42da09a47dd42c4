import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component kept out of the first-load JavaScript (progressive hydration): the server renders it
 * in place, so the HTML is complete and its links and forms work as plain HTML; in the browser its
 * chunk loads while the rest of the page hydrates, and React keeps the server's HTML until it arrives.
 * For content below the fold and parts that work without JavaScript anyway.
 *
 *   const footer = deferred(() => import("./footer.tsx").then((m) => m.Footer));
 *   // in the route's loader (server): await footer.preload();
 *   // in the component: <footer.Component links={site} />
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let serverComponent: ComponentType<P> | null = null;
  const Lazy = lazy(() => load().then((component) => ({ default: component })));

  /** Server side: load the module before rendering, so the HTML holds the content (not a fallback). */
  async function preload(): Promise<void> {
    if (typeof document === "undefined") serverComponent ??= await load();
  }

  // biome-ignore lint/correctness/noComponentHookFactories: deferred() runs once per module, at import, never during a render
  function Component(props: P) {
    const Loaded = typeof document === "undefined" ? serverComponent : null;
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }

  return { Component, preload };
}
