import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { getI18n } from "./i18n/i18n.server.ts";
import { I18nProvider } from "./i18n/react.tsx";
import { coalescedStream } from "./lib/coalesced-stream.server.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { ServerIslandsProvider } from "./components/ui/server-island.tsx";
import { serverIslands } from "./lib/server-islands.server.ts";
import { StaticHtmlProvider } from "./components/ui/static-island.tsx";
import { staticIslandHtml } from "./lib/static-islands.server.ts";
import { securityHeaders } from "./lib/security-headers.server.ts";
import { log } from "#core/log/current-logger.server.ts";
import { DATA_SAVER_VARY } from "./lib/data-saver.ts";

export const streamTimeout = 5_000;

/**
 * A loader's or action's error, through the one logger with the request's id (React Router would
 * write it with console.error). A request the visitor abandoned is not an error.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const internal = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  log.error("page loader or action failed", { error: internal ?? error });
}

/** A page is another page with the data saver on: a cache must not answer one for the other. */
function varyByDataSaver(headers: Headers) {
  for (const name of DATA_SAVER_VARY) headers.append("Vary", name);
}

/** The loader data of a client-side navigation carries the saver's choice too (root's `saveData`). */
export function handleDataRequest(response: Response) {
  varyByDataSaver(response.headers);
  return response;
}

/** True when a loader returned a promise for the page to stream (rendered through <Await>), at any depth. */
function hasDeferredData(routerContext: EntryContext): boolean {
  const holdsPromise = (value: unknown, depth: number): boolean => {
    if (value === null || typeof value !== "object" || depth > 4) return false;
    if (typeof (value as { then?: unknown }).then === "function") return true;
    return Object.values(value).some((inner) => holdsPromise(inner, depth + 1));
  };
  return holdsPromise(routerContext.staticHandlerContext.loaderData, 0);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // When a middleware answered early (405, a refused post) the i18n middleware may not have run:
  // getI18n then gives the fallback language's catalogues (it does not throw).
  const i18n = getI18n(loadContext);
  const nonce = randomBytes(16).toString("base64");
  for (const [name, value] of Object.entries(securityHeaders(nonce))) responseHeaders.set(name, value);
  varyByDataSaver(responseHeaders);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // A page without deferred data is written whole in one go: nothing would stream later but React
    // Router's own data script, and streaming it costs every such page React's boundary runtime
    // (decision 076). A page with deferred data (the detail's reviews) still streams it.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !hasDeferredData(routerContext)
        ? "onAllReady"
        : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nProvider i18n={i18n}>
          <ServerIslandsProvider value={serverIslands(loadContext)}>
            <StaticHtmlProvider value={staticIslandHtml}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </StaticHtmlProvider>
          </ServerIslandsProvider>
        </I18nProvider>
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary is written in place, never "outlined" into a hidden segment
        // that only a script reveals (React does that above 12.8 kB): pages must work without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = coalescedStream({
            onEnd() {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("page render failed", { error });
        },
      },
    );
  });
}
