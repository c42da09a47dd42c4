// Toasts (seed 000 section 9: close after 5 seconds). Three sources, one shape on screen:
// - a flash cookie set by an action (app/lib/toast.server.ts), read by root's loader;
// - `?toast=<key>` for a few known messages the server renders without JavaScript (never free
//   text from the URL);
// - showToast() from an event handler, with JavaScript.

export const TOAST_TYPES = ["success", "error", "info"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** The flash-toast cookie (set by app/lib/toast.server.ts). */
export const TOAST_COOKIE = "flash_toast";

/** In the browser: a flash toast is waiting (root's shouldRevalidate then reloads root's data). */
export function hasToastCookie(): boolean {
  return typeof document !== "undefined" && document.cookie.split(/;\s*/).some((c) => c.startsWith(`${TOAST_COOKIE}=`));
}

/** How long a toast stays (CSS animation in app.css, so it also closes without JavaScript). */
export const TOAST_DURATION_MS = 5_000;

export interface Toast {
  id: string;
  type: ToastType;
  title?: string | undefined;
  description: string;
}

/** The known `?toast=` keys and their message keys in common.json. */
export const QUERY_TOASTS = {
  "login-required": { type: "error", messageKey: "toast.loginRequired" },
  "feature-in-development": { type: "error", messageKey: "toast.featureInDevelopment" },
} as const satisfies Record<string, { type: ToastType; messageKey: string }>;
export type QueryToastKey = keyof typeof QUERY_TOASTS;

export function isToastType(value: unknown): value is ToastType {
  return typeof value === "string" && (TOAST_TYPES as readonly string[]).includes(value);
}

/** The toast a `?toast=` value names, or null for an unknown or missing key. */
export function queryToast(
  value: string | null | undefined,
): { key: QueryToastKey; type: ToastType; messageKey: string } | null {
  if (!value || !Object.hasOwn(QUERY_TOASTS, value)) return null;
  const key = value as QueryToastKey;
  return { key, ...QUERY_TOASTS[key] };
}

const MAX_TEXT = 500;

/** A value read back from the cookie, checked field by field (the cookie comes from the client). */
export function parseToast(value: unknown): Toast | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, type, title, description } = value as Record<string, unknown>;
  if (typeof id !== "string" || id.length === 0 || id.length > 64) return null;
  if (!isToastType(type)) return null;
  if (typeof description !== "string" || description.length === 0 || description.length > MAX_TEXT) return null;
  if (title !== undefined && (typeof title !== "string" || title.length > MAX_TEXT)) return null;
  return { id, type, description, ...(title ? { title } : {}) };
}
