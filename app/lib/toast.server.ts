// Flash toasts after the Epic Stack's pattern: an action sets a short-lived cookie and redirects;
// root's loader reads it once, clears it and renders the toast (with or without JavaScript).
import { createCookie, redirect } from "react-router";
import { parseToast, TOAST_COOKIE, type Toast, type ToastType } from "./toast.ts";

export { TOAST_COOKIE };

export interface ToastInput {
  /** Optional; a random id is made when absent (the client dismisses toasts by id). */
  id?: string;
  type?: ToastType;
  title?: string;
  /** The message, already translated by the action (it knows the request's language). */
  description: string;
}

/**
 * Not httpOnly on purpose: it holds nothing secret, and root's shouldRevalidate looks for it so a
 * loader's redirect-with-toast during a client navigation shows too (see hasToastCookie).
 * Signed when SESSION_SECRET is set, so a toast cannot be forged through the cookie.
 */
const secret = process.env.SESSION_SECRET;
const toastCookie = createCookie(TOAST_COOKIE, {
  path: "/",
  sameSite: "lax",
  httpOnly: false,
  secure: process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true",
  maxAge: 60,
  ...(secret ? { secrets: [secret] } : {}),
});

function toToast(input: ToastInput): Toast {
  return {
    id: input.id ?? crypto.randomUUID(),
    type: input.type ?? "info",
    description: input.description,
    ...(input.title ? { title: input.title } : {}),
  };
}

/** Headers that set the toast cookie; appended to `headers` when given. */
export async function createToastHeaders(input: ToastInput, headers: Headers = new Headers()): Promise<Headers> {
  headers.append("Set-Cookie", await toastCookie.serialize(toToast(input)));
  return headers;
}

/** `return redirectWithToast("/", { type: "success", description: t("...") })` from an action. */
export async function redirectWithToast(url: string, input: ToastInput, init: ResponseInit = {}): Promise<Response> {
  const headers = await createToastHeaders(input, new Headers(init.headers));
  return redirect(url, { ...init, headers });
}

/**
 * The pending toast, if any, and the headers that clear its cookie (null when there was none):
 *   const { toast, headers } = await getToast(request);
 *   return data({ toast }, { headers: combineHeaders(headers, otherHeaders) });
 */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${TOAST_COOKIE}=`)) return { toast: null, headers: null };
  const raw: unknown = await toastCookie.parse(cookieHeader);
  const headers = new Headers({ "Set-Cookie": await toastCookie.serialize("", { maxAge: 0, expires: new Date(0) }) });
  return { toast: parseToast(raw), headers };
}

/** Merges header sets, keeping every Set-Cookie. */
export function combineHeaders(...sets: (HeadersInit | null | undefined)[]): Headers {
  const combined = new Headers();
  for (const set of sets) {
    if (!set) continue;
    new Headers(set).forEach((value, name) => {
      if (name.toLowerCase() === "set-cookie") return; // appended one by one below
      combined.append(name, value);
    });
    for (const cookie of new Headers(set).getSetCookie()) combined.append("Set-Cookie", cookie);
  }
  return combined;
}
