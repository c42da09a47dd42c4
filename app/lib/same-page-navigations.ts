import type { ClientInstrumentation } from "react-router";
import { deferredPartsHydrated } from "#app/components/ui/deferred.tsx";

/** Under slow 4G the shell's parts hydrate within about 0.6 s of the page's main part. */
const WAIT_AT_MOST_MS = 2000;

/**
 * On the first page, a navigation that stays on the page (a URL modal, a tab, a form posted to the
 * page itself) renders at once, and to show it React drops the server's HTML of every part still
 * waiting for its chunk: the header, the banner and the footer would vanish until their chunks
 * arrived. So such a navigation starts once the page's parts have hydrated (app/components/detail/
 * shown-search.tsx shows the detail's modals meanwhile), or after WAIT_AT_MOST_MS on a network
 * too slow for that. A navigation to another page starts at once: its own data and chunks take
 * longer than the parts' loading.
 */
export const samePageNavigationsWaitForParts: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(navigate, { to, currentUrl }) {
        // `to` as the link or form gave it: "/detail-villas?villas=1&modal=gallery", or "?tab=daily".
        const here = new URL(currentUrl, window.location.origin);
        if (typeof to === "string" && new URL(to, here).pathname === here.pathname) {
          await Promise.race([deferredPartsHydrated(), new Promise((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS))]);
        }
        await navigate();
      },
    });
  },
};
