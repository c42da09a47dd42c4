// Loaded after the page's load event (app/entry.client.tsx), never part of a page's first load:
// registers the service worker (decision 058) and stops a form sent without a network before it
// leaves, so it is not lost and never sent later behind the traveller's back: the form keeps what
// was typed and says it was not sent.
import en from "#core/locales/en/offline.json" with { type: "json" };
import id from "#core/locales/id/offline.json" with { type: "json" };

export function startOffline(): void {
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
