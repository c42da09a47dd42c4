import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import i18next, { type i18n } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { fallbackLanguage } from "./i18n/config.ts";
import { getInstance } from "./i18n/i18n.server.ts";
import { resources } from "#core/locales/resources.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { AppCssProvider } from "./lib/app-css.tsx";
import appCss from "./app.css?inline";
import { securityHeaders } from "./lib/security-headers.server.ts";

export const streamTimeout = 5_000;

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
  // Resolved before the render promise: when a middleware answered early (405, a refused post),
  // the i18n middleware may not have run, and a throw inside the executor would crash the process.
  const i18n = await resolveI18n(loadContext);
  const nonce = randomBytes(16).toString("base64");
  for (const [name, value] of Object.entries(securityHeaders(nonce))) responseHeaders.set(name, value);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <AppCssProvider value={appCss}>
          <I18nextProvider i18n={i18n}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </I18nextProvider>
        </AppCssProvider>
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary is written in place, never "outlined" into a hidden segment
        // that only a script reveals (React does that above 12.8 kB): pages must work without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

async function resolveI18n(context: RouterContextProvider): Promise<i18n> {
  try {
    return getInstance(context);
  } catch {
    const instance = i18next.createInstance();
    await instance.use(initReactI18next).init({ lng: fallbackLanguage, resources, defaultNS: "common", interpolation: { escapeValue: false } });
    return instance;
  }
}
