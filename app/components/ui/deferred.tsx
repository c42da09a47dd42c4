import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
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
 * A page whose whole body is one part (decision 074) exports the part's Component as the route's:
 *
 *   const aboutPage = deferred(() => import("#app/components/static/about-page.tsx").then((m) => m.AboutPage));
 *   export default aboutPage.Component; // it gets the route's props (loaderData) as they are
 *
 * `i18n` names catalogues only the part uses (a search form's messages, say): the page does not
 * embed them; in the browser they load with the part's chunk, before it hydrates or renders.
 * app/i18n/namespaces.test.ts reads these declarations; docs/decisions/032-first-load-js.md.
 *
 * `main` marks the part holding the page's main form (decision 076): in the browser its chunk is
 * asked for as soon as the route's module runs (before hydration starts), and on the first page
 * the other parts wait for it, so on a slow network the form is not sharing the line with the
 * footer's and the header's chunks.
 */
export function deferred<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
  options: { i18n?: readonly string[]; main?: boolean } = {},
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const load = async (): Promise<ComponentType<P>> => {
    if (!options.main) await mainPartsLoaded();
    const missing = options.i18n ? missingNamespaces(browserI18n, options.i18n) : null;
    const [component] = await Promise.all([importPart(), missing ? loadNamespaces(browserI18n, missing) : undefined]);
    return component;
  };
  // Settled once the part's server HTML has hydrated (or its chunk failed): see deferredPartsHydrated.
  let hydration: { done: Promise<void>; settle: () => void } | null = null;
  const settleHydration = () => hydration?.settle();
  const Lazy = lazy(() =>
    load().then(
      (Part) => ({
        default: function Hydrated(props: P) {
          useEffect(settleHydration, []);
          return <Part {...props} />;
        },
      }),
      (error: unknown) => {
        settleHydration();
        throw error;
      },
    ),
  );

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
  if (options.main) loadWithMainParts(preload);

  // biome-ignore lint/correctness/noComponentHookFactories: deferred() runs once per module, at import, never during a render
  function Component(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the part.
    const [Loaded] = useState(() => {
      // In the browser without its chunk: the server's HTML waits for it (the first page's parts).
      if (!loaded && typeof document !== "undefined" && !hydration) {
        let settle = () => {};
        const done = new Promise<void>((resolve) => {
          settle = resolve;
        });
        hydration = { done, settle };
        waitingParts.add(done);
        void done.then(() => waitingParts.delete(done));
      }
      return loaded;
    });
    // A part unmounted before its chunk arrived never hydrates: it stops being waited for.
    useEffect(() => settleHydration, []);
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

// The parts rendered in the browser before their chunk had loaded (the first page's), until they hydrate.
const waitingParts = new Set<Promise<void>>();

/**
 * Settled once every deferred part on the page has hydrated (or failed to load). For a page that
 * submits or navigates by itself as it hydrates (/activate): a router update (the submission's
 * pending state, the loaders' revalidation) reaching a part whose server HTML still waits for its
 * chunk makes React drop that HTML and show the part's fallback (nothing) until the chunk arrives,
 * so the header, banners and footer vanish and come back: a layout shift of the whole page.
 */
export async function deferredPartsHydrated(): Promise<void> {
  while (waitingParts.size > 0) await Promise.all(waitingParts);
}

// The first page's main parts (and what they asked to load with them), while they load.
let firstPageMain: Promise<unknown> | null = null;
let firstPageDone = false;

function firstPageMainPart(loading: Promise<unknown>) {
  if (firstPageDone) return;
  const settled = loading.catch(() => undefined);
  firstPageMain = firstPageMain ? Promise.all([firstPageMain, settled]) : settled;
}

/**
 * In the browser: starts `load` now, and on the first page the other (not main) parts wait for it
 * too. For a main part's module, for what its first use needs (the search form's calendar).
 */
export function loadWithMainParts(load: () => Promise<unknown>): void {
  if (typeof document !== "undefined") firstPageMainPart(load());
}

/** Settled once the first page's main parts have loaded (or failed); later pages never wait. */
async function mainPartsLoaded(): Promise<void> {
  // The route modules run before the page renders: a part asked for with none started has none to wait for.
  while (firstPageMain && !firstPageDone) {
    const waitingFor = firstPageMain;
    await waitingFor;
    if (firstPageMain === waitingFor) firstPageDone = true;
  }
  firstPageDone = true;
}
