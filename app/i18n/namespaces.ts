// Translation resources per route (docs/decisions/030-speed.md). A route names the catalogues its
// screen uses in its handle, `export const handle = { i18n: ["villas", "search"] } satisfies
// I18nHandle`; the page then embeds only those and the shell's, not the whole catalogue. A route
// that names none gets every catalogue, as before. namespaces.test.ts checks every declaration
// against what the route's components use.

import { readModal } from "#app/lib/modal.ts";

/** Catalogues the shell (header, footer, error page, its popups) uses on every page. */
export const SHELL_NAMESPACES = ["common"] as const;

/**
 * The account modals' catalogues (login, register, forgot, reset and their form kit): embedded only
 * in a page whose URL opens one; a client-side navigation that opens one loads them first, like a
 * route's (root.tsx). docs/decisions/032-first-load-js.md.
 */
export const ACCOUNT_MODAL_NAMESPACES = ["account", "auth", "validation"] as const;
const ACCOUNT_MODALS: readonly string[] = ["login", "register", "forgot", "reset"];

export interface I18nHandle {
  /** The catalogues the route's screen uses, besides the shell's. */
  i18n?: readonly string[];
}

function declared(handle: unknown): readonly string[] | undefined {
  if (handle === null || typeof handle !== "object") return undefined;
  const list = (handle as I18nHandle).i18n;
  return Array.isArray(list) ? list : undefined;
}

/**
 * The catalogues a page needs, from its matched routes and its query (an open account modal): the
 * shell's and every match's declaration, or null (every catalogue) when the deepest route declares nothing.
 */
export function namespacesOf(matches: readonly { handle?: unknown }[], search = ""): string[] | null {
  const leaf = matches[matches.length - 1];
  if (!leaf || declared(leaf.handle) === undefined) return null;
  const wanted = new Set<string>(SHELL_NAMESPACES);
  if (ACCOUNT_MODALS.includes(readModal(search) ?? "")) for (const ns of ACCOUNT_MODAL_NAMESPACES) wanted.add(ns);
  for (const match of matches) for (const ns of declared(match.handle) ?? []) wanted.add(ns);
  return [...wanted];
}
