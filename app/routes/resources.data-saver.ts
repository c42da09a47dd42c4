// The footer's "Hemat data" / "Data saver" switch posts here (a plain form: works without
// JavaScript): the cookie is set and the visitor goes back to the page, now a full document load
// with or without the page's scripts (app/lib/data-saver.ts).
import { redirect } from "react-router";
import { assertSameOrigin } from "#app/lib/csrf.server.ts";
import { dataSaverCookie } from "#app/lib/data-saver.ts";
import { safeRedirectPath } from "./resources.locale.ts";
import type { Route } from "./+types/resources.data-saver";

const secureCookies = process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true";

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const back = safeRedirectPath(form.get("redirectTo"));
  const choice = form.get("saver");
  if (choice !== "on" && choice !== "off") return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": dataSaverCookie(choice === "on", { secure: secureCookies }) } });
}

export function loader() {
  return redirect("/");
}
