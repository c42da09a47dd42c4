// Offline support in the browser (decision 058): after the page's load event, registers the service
// worker and stops a form sent without a network before it leaves, so it is not lost and never sent
// later behind the traveller's back: the form keeps what was typed and says it was not sent.
// It rides in the root's deferred toaster part (app/components/ui/toast.tsx), whose chunk every page
// loads after its first load: no page's first-load JavaScript grows by a byte.
import { useEffect } from "react";
import en from "#core/locales/en/offline.json" with { type: "json" };
import id from "#core/locales/id/offline.json" with { type: "json" };

let started = false;

/** Starts offline support once per page load, after the load event (never before first paint or hydration). */
export function useOfflineSupport(): void {
  useEffect(() => {
    if (started || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    started = true;
    if (document.readyState === "complete") startOffline();
    else addEventListener("load", startOffline, { once: true });
  }, []);
}

function startOffline(): void {
  navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => undefined);
  // Capture on window: before React Router's own submit handling (on the document) sees the form.
  window.addEventListener("submit", stopWhenOffline, true);
}

function stopWhenOffline(event: SubmitEvent): void {
  const form = event.target;
  // A form the phone can answer by itself (a kept voucher) goes on to the service worker.
  if (navigator.onLine || !(form instanceof HTMLFormElement) || form.hasAttribute("data-offline-ok")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  let notice = form.nextElementSibling;
  if (!(notice instanceof HTMLElement) || !notice.hasAttribute("data-offline-not-sent")) {
    notice = document.createElement("p");
    notice.setAttribute("role", "alert");
    notice.setAttribute("data-offline-not-sent", "");
    notice.className = "mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900";
    form.after(notice);
  }
  (notice as HTMLElement).textContent = (document.documentElement.lang === "en" ? en : id).guardNotSent;
}
