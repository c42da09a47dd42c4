import { useTranslation } from "#app/i18n/react.tsx";
import { use } from "react";
import {
  data,
  type ShouldRevalidateFunctionArgs,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { fallbackLanguage, isLanguage } from "./i18n/config.ts";
import { cataloguesJson, I18N_SCRIPT_ID, loadNamespaces, missingNamespaces } from "./i18n/embed.ts";
import { namespacesOf } from "./i18n/namespaces.ts";
import { getLocale, languageMiddleware, localeCookie } from "./i18n/i18n.server.ts";
import { errorPageOf } from "./lib/error-page.ts";
import { useNonce } from "./lib/nonce.tsx";
import { hasToastCookie } from "./lib/toast.ts";
import { combineHeaders, getToast } from "./lib/toast.server.ts";
import { deferred } from "./components/ui/deferred.tsx";
import { offlineMiddleware } from "./lib/offline.server.ts";
import { DataSaverContext } from "./components/data-saver/data-saver-context.ts";
import { isDataSaverOn } from "./lib/data-saver.ts";

// Toasts close by themselves and by a plain link, and the progress bar has nothing to show before
// the first navigation: their code hydrates after the page's (docs/decisions/032-first-load-js.md).
const toaster = deferred(() => import("./components/ui/toast.tsx").then((m) => m.Toaster));
const progressBar = deferred(() => import("./components/ui/progress-bar.tsx").then((m) => m.ProgressBar));

export const middleware: Route.MiddlewareFunction[] = [languageMiddleware, offlineMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  // `?lng=en` on any page is a language choice: keep it in the cookie too.
  const chosen = new URL(request.url).searchParams.get("lng");
  const languageHeaders = isLanguage(chosen) ? { "Set-Cookie": await localeCookie.serialize(chosen) } : undefined;
  // A flash toast set by an action (app/lib/toast.server.ts): shown once, then its cookie is cleared.
  const { toast, headers: toastHeaders } = await getToast(request);
  await Promise.all([toaster.preload(), progressBar.preload()]);
  // The data saver (app/lib/data-saver.ts): the page without scripts, small pictures, no map tiles.
  // Only when on: a page whose scripts run always has it off, and its inline data stays as it was.
  const saveData = isDataSaverOn(request.headers) ? { saveData: true as const } : {};
  return data({ locale, toast, ...saveData }, { headers: combineHeaders(languageHeaders, toastHeaders) });
}

// The header and footer data do not change on navigation; only a language switch (a full
// document load) or a form submission needs root's loader again, or a loader's redirect that left
// a flash toast (its cookie is readable for exactly this check).
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod !== "GET") return defaultShouldRevalidate;
  return hasToastCookie();
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = rootData?.locale ?? fallbackLanguage;
  const nonce = useNonce();
  const { i18n } = useTranslation();
  const all = i18n.getDataByLanguage(locale) ?? {};
  // Only the catalogues this page's routes declare (every one when the page's route declares none).
  const catalogues = cataloguesJson(all, namespacesOf(useMatches(), useLocation().search));
  // With the data saver on the page is sent as it works without JavaScript: no scripts, no data for
  // them. Decided on the server only: in the browser (scripts running) the saver is off.
  const scripts = !(import.meta.env.SSR && rootData && "saveData" in rootData);
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#FA5900" />
        {/* No paint before the page's top (demo bar, promo banner, header) is parsed whole: a frame of
            a half-parsed header, its right-hand buttons still arriving, shifted them (decision 083). */}
        <link rel="expect" href="#main" blocking="render" />
        {/* The one stylesheet, hashed and cached a year, first in the head (React places a stylesheet
            with a precedence before the scripts' preloads): decision 089. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Server only (such a page has no scripts, nothing hydrates it), so the client bundles carry none of it. */}
        {import.meta.env.SSR && !scripts ? <DataSaverContext value>{children}</DataSaverContext> : children}
        {scripts ? (
          <>
            <script
              id={I18N_SCRIPT_ID}
              type="application/json"
              data-namespaces={Object.keys(all).join(",")}
              nonce={nonce}
              suppressHydrationWarning
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not markup; "<" is escaped so it cannot close the script
              dangerouslySetInnerHTML={{ __html: catalogues }}
            />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // A client-side navigation to a route that needs catalogues the page has not got yet waits for
  // them (inside the navigation's transition, so the current page stays until they arrive).
  const { i18n } = useTranslation();
  const missing = missingNamespaces(i18n, namespacesOf(useMatches(), useLocation().search));
  if (missing) use(loadNamespaces(i18n, missing));
  return (
    <>
      <progressBar.Component />
      <Outlet />
      <toaster.Component toast={loaderData.toast} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const kind = errorPageOf(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center" data-error-page={kind}>
      <title>{t(`errors.${kind}Title`)}</title>
      <h1 className="text-2xl font-bold">{t(`errors.${kind}Title`)}</h1>
      <p className="mt-3 text-neutral-600">{t(`errors.${kind}Body`)}</p>
      <a className="btn-primary mt-6 inline-block" href={kind === "unavailable" ? "" : "/"}>
        {t(kind === "unavailable" ? "errors.tryAgain" : "errors.backHome")}
      </a>
    </main>
  );
}
