import type { ClientInstrumentation } from "react-router";
import { deferredPartsHydrated } from "#app/components/ui/deferred.tsx";

/** Under slow 4G the shell's parts hydrate within about 0.6 s of the page's main part. */
const WAIT_AT_MOST_MS = 2000;

const partsHydrated = () =>
  Promise.race([deferredPartsHydrated(), new Promise((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS))]);

/**
 * On the first page, a navigation rendered while a deferred part still waits for its chunk makes
 * React drop that part's server HTML to show the update: the header, the banner or the footer
 * vanished until their chunks arrived (decision 087). A navigation that stays on the page (a URL
 * modal, a tab) renders at once, so it starts once the parts have hydrated, or after
 * WAIT_AT_MOST_MS on a network too slow for them (app/components/detail/shown-search.tsx shows the
 * detail's modals meanwhile). One to another page starts at once (see decision 087 for why).
 */
export const samePageNavigationsWaitForParts: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(navigate, { to, currentUrl }) {
        // `to` as the link or form gave it: "/detail-villas?villas=1&modal=gallery", or "?tab=daily".
        const here = new URL(currentUrl, window.location.origin);
        if (typeof to === "string" && new URL(to, here).pathname === here.pathname) await partsHydrated();
        await navigate();
      },
    });
  },
};
