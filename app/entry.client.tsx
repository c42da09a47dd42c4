import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserI18n } from "./i18n/browser.ts";
import { defaultNamespace, fallbackLanguage, isLanguage } from "./i18n/config.ts";
import { I18N_SCRIPT_ID } from "./i18n/embed.ts";
import { I18nProvider } from "./i18n/react.tsx";
import { samePageNavigationsWaitForParts } from "./lib/first-page-navigations.ts";

// The server embeds the active language's catalogues in the page, so hydration needs no request.
const lang = isLanguage(document.documentElement.lang) ? document.documentElement.lang : fallbackLanguage;
const embedded = document.getElementById(I18N_SCRIPT_ID)?.textContent;
const bundles = embedded ? (JSON.parse(embedded) as Record<string, Record<string, unknown>>) : {};

browserI18n.init({ lng: lang, defaultNS: defaultNamespace, resources: { [lang]: bundles } });

// The first screen's main picture (the one image with fetchpriority=high, decision 033) is decoded
// before hydration takes the main thread (loaded is not enough: decoding=async paints it in a
// later frame): otherwise its paint waits behind hydration's work, and the largest paint comes a
// few frames after the first. Capped, so a slow picture never keeps the page from becoming
// interactive for long (every control works without JavaScript).
const firstPicture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
if (firstPicture) {
  await Promise.race([
    firstPicture.decode().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1_000)),
  ]);
}

// Hydration starts after the first frame has been painted (decision 092). When the modules are
// already there as the document is parsed (a cached visit, a fast network), hydration could
// otherwise run before that frame, and what its parts request would land before the first paint.
// A hidden tab paints no frame: it hydrates at once.
if (document.visibilityState === "visible") {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

startTransition(() => {
  hydrateRoot(
    document,
    <I18nProvider i18n={browserI18n}>
      <StrictMode>
        <HydratedRouter instrumentations={[samePageNavigationsWaitForParts]} />
      </StrictMode>
    </I18nProvider>,
  );
});
