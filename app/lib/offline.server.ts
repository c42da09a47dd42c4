// What the phone's service worker learns from each page (decision 058): whose page it is (every
// page and data answer), its language, and, on the pages a loader marks with keepOffline, until
// when the phone may keep it and what to keep with it (the voucher PDF).
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getLocale } from "#app/i18n/i18n.server.ts";
import {
  formatKeep,
  formatKeepAlso,
  KEEP_ALSO_HEADER,
  KEEP_HEADER,
  OWNER_HEADER,
  VISITOR,
} from "#core/offline/protocol.ts";
import { memberTagOf } from "./session.server.ts";

interface Keep {
  until: number | null;
  also: string[];
}

const keepContext = createContext<Keep | null>(null);

/**
 * In root's middleware, after the language's: the owner and language headers on every answer, and
 * the keep headers on an answer whose loader or action asked for them.
 */
export const offlineMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const keep: Keep = { until: null, also: [] };
  context.set(keepContext, keep);
  const response = await next();
  const owner = (await memberTagOf(request)) ?? VISITOR;
  try {
    response.headers.set(OWNER_HEADER, owner);
    response.headers.set("Content-Language", getLocale(context));
    if (keep.until !== null && response.status === 200) {
      response.headers.set(KEEP_HEADER, formatKeep(keep.until));
      const also = formatKeepAlso(keep.also);
      if (also) response.headers.set(KEEP_ALSO_HEADER, also);
    }
  } catch {
    // A Response.redirect() has immutable headers: a redirect is no page to keep.
  }
  return response;
};

/**
 * The page being answered may be kept on the phone until `until` (ms since the epoch), with the
 * addresses in `also` (encoded paths of this site). A null `until` keeps nothing.
 */
export function keepOffline(context: Readonly<RouterContextProvider>, until: number | null, also: string[] = []) {
  const keep = context.get(keepContext);
  if (!keep || until === null) return;
  keep.until = until;
  keep.also.push(...also);
}

/** The address of the voucher PDF of an order, as the page's download link names it. */
export function voucherPath(orderId: string, email?: string): string {
  const query = new URLSearchParams({ order_id: orderId });
  if (email) query.set("email", email.toLowerCase());
  return `/resources/download?${query.toString()}`;
}
