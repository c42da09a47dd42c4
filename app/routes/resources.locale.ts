import { redirect } from "react-router";
import { isLanguage } from "#app/i18n/config.ts";
import { localeCookie } from "#app/i18n/i18n.server.ts";
import type { Route } from "./+types/resources.locale";

/** The language flags post here (works without JavaScript): set the cookie, go back. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lng = form.get("lng");
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!isLanguage(lng)) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": await localeCookie.serialize(lng) } });
}

export function loader() {
  return redirect("/");
}

/** Only same-site paths; never `//host` or a full URL. */
export function safeRedirectPath(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return "/";
  // A stale ?lng= in the target would override the choice just made.
  const url = new URL(value, "http://local");
  url.searchParams.delete("lng");
  // Checked after parsing too: dot segments turn "/.//evil.example" into the path "//evil.example",
  // which a browser reads as another host.
  if (url.origin !== "http://local" || /^[/\\]{2}/.test(url.pathname)) return "/";
  return url.pathname + url.search + url.hash;
}
