// Modals are URL state (DESIGN.md section 1): `?modal=login` renders the login modal open from the
// server without JavaScript; with JavaScript the same link opens it without a request, because
// the loaders' shouldRevalidate ignores these parameters. These helpers are pure and isomorphic.

/** The shell's modals (seed 000 section 2.4). The payment result is opened by the gateway's return parameters. */
export const MODAL_NAMES = ["login", "register", "forgot", "reset", "promo", "message", "payment"] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export const MODAL_PARAM = "modal";
/** `?modal=message&message=<key>`: the key of a known message (never free text from the URL). */
export const MESSAGE_PARAM = "message";
/** `?toast=<key>`: a known toast rendered by the server (see app/lib/toast.ts). */
export const TOAST_PARAM = "toast";

/** `?modal=login&redirectTo=<path>`: where the login modal's sign-in leads (a home top-up shortcut's page). */
export const REDIRECT_PARAM = "redirectTo";

/** Parameters that describe only transient UI: no loader needs to run when just they change. */
export const UI_PARAMS: readonly string[] = [MODAL_PARAM, MESSAGE_PARAM, TOAST_PARAM, REDIRECT_PARAM];

export interface LocationLike {
  pathname: string;
  search: string;
  hash?: string;
}

export function isModalName(value: unknown): value is ModalName {
  return typeof value === "string" && (MODAL_NAMES as readonly string[]).includes(value);
}

/** The open modal named by the query, or null (an unknown name opens nothing). */
export function readModal(search: URLSearchParams | string): ModalName | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const name = params.get(MODAL_PARAM);
  return isModalName(name) ? name : null;
}

function href(location: LocationLike, params: URLSearchParams): string {
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}${location.hash ?? ""}`;
}

/**
 * The current URL with `modal` set (and optional extra UI parameters, e.g. a message key or a
 * toast); a modal that was open is replaced, as seed 000 section 4 says: one modal at a time.
 */
export function hrefWithModal(location: LocationLike, name: ModalName, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(location.search);
  for (const key of UI_PARAMS) params.delete(key);
  params.set(MODAL_PARAM, name);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return href(location, params);
}

/** The current URL without the modal and the other transient UI parameters: the close link. */
export function hrefWithoutModal(location: LocationLike): string {
  const params = new URLSearchParams(location.search);
  for (const key of UI_PARAMS) params.delete(key);
  return href(location, params);
}

/** The current URL with a known `?toast=` key (the server renders it; see app/lib/toast.ts). */
export function hrefWithToast(location: LocationLike, key: string): string {
  const params = new URLSearchParams(location.search);
  params.set(TOAST_PARAM, key);
  return href(location, params);
}

/** The current URL without some parameters (e.g. a one-shot `dismiss` or `toast`). */
export function hrefWithout(location: LocationLike, names: readonly string[]): string {
  const params = new URLSearchParams(location.search);
  for (const key of names) params.delete(key);
  return href(location, params);
}

/** True when two URLs differ only in the transient UI parameters (same path, same other parameters). */
export function onlyUiParamsChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  if (current.search === next.search) return false; // the very same URL: a deliberate reload
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of UI_PARAMS) params.delete(key);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}

interface RevalidateArgs {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string | undefined;
  defaultShouldRevalidate: boolean;
}

/**
 * For a route's `shouldRevalidate`: opening or closing a modal (or a toast) is not a reason to
 * reload data, so with JavaScript a modal opens without a request. Anything else: the default.
 *   export const shouldRevalidate = skipRevalidationForUiParams;
 */
export function skipRevalidationForUiParams({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: RevalidateArgs): boolean {
  if (formMethod !== undefined && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (onlyUiParamsChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
