import { lazy, Suspense, useState, type ComponentType } from "react";
import { browserI18n } from "#app/i18n/browser.ts";
import { loadNamespaces, missingNamespaces } from "#app/i18n/embed.ts";

/**
 * A component kept out of the first-load JavaScript (progressive hydration): the server renders it
 * in place, so the HTML is complete and its links and forms work as plain HTML; in the browser its
 * chunk loads while the rest of the page hydrates, and React keeps the server's HTML until it arrives.
 * For content below the fold and parts that work without JavaScript anyway.
 *
 *   const footer = deferred(() => import("./footer.tsx").then((m) => m.Footer));
 *   // in the route's loader (server): await footer.preload();
 *   // in the component: <footer.Component links={site} />
 *   // for client-side navigations: a clientLoader with withDeferredParts (below)
 *
 * `i18n` names catalogues only the part uses (a search form's messages, say): the page does not
 * embed them; in the browser they load with the part's chunk, before it hydrates or renders.
 * app/i18n/namespaces.test.ts reads these declarations; docs/decisions/032-first-load-js.md.
 */
export function deferred<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
  options: { i18n?: readonly string[] } = {},
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const load = async (): Promise<ComponentType<P>> => {
    const missing = options.i18n ? missingNamespaces(browserI18n, options.i18n) : null;
    const [component] = await Promise.all([importPart(), missing ? loadNamespaces(browserI18n, missing) : undefined]);
    return component;
  };
  const Lazy = lazy(() => load().then((component) => ({ default: component })));

  /**
   * Loads the component before it renders: on the server so the HTML holds the content (not a
   * fallback); in the browser from a route's clientLoader, so that a client-side navigation shows
   * it with the page instead of a moment after. A failed load may be tried again.
   */
  function preload(): Promise<void> {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  // biome-ignore lint/correctness/noComponentHookFactories: deferred() runs once per module, at import, never during a render
  function Component(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the part.
    const [Loaded] = useState(() => loaded);
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }

  return { Component, preload };
}

/**
 * For a route's clientLoader, on pages with deferred parts: a client-side navigation loads the
 * parts' chunks beside the data, so the page appears whole (on the first load the server's HTML is
 * there and the parts hydrate as they arrive: no clientLoader runs then). A chunk that fails to
 * load is left to React.lazy at render.
 *
 *   export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, [footer]);
 */
export async function withDeferredParts<T>(
  serverLoader: () => Promise<T>,
  parts: readonly { preload: () => Promise<void> }[],
): Promise<T> {
  const [data] = await Promise.all([serverLoader(), ...parts.map((part) => part.preload().catch(() => undefined))]);
  return data;
}
