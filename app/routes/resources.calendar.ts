// "Add to calendar" as a real file download (works without JavaScript), the stay as an .ics file
// (GET /v1/calendar, core/calendar.ts):
//   GET  ?order_id=…         the signed-in owner (the session's bearer token);
//   POST order_id, email     a booking made without an account (the reservation check page).
// Refusals answer the API's status with a short text.
import { downloadCalendar, type CalendarResult } from "#app/server/bookings/calendar.server.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { getAuth } from "#app/lib/session.server.ts";
import type { Route } from "./+types/resources.calendar";

function answer(result: CalendarResult): Response {
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (!result.ok) {
    const status = result.status >= 400 && result.status < 600 ? result.status : 502;
    return new Response(result.message, {
      status,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const name = result.fileName.replace(/[^\w.-]/g, "");
  return new Response(result.ics, {
    headers: {
      ...headers,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}

const orderIdOf = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 64) : "");

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const orderId = orderIdOf(new URL(request.url).searchParams.get("order_id"));
  const auth = await getAuth(request);
  if (!orderId || !auth) return answer({ ok: false, status: 404, message: "Not found" });
  return answer(await downloadCalendar(request, lang, orderId, { token: auth.token }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const form = await request.formData();
  const orderId = orderIdOf(form.get("order_id"));
  const email = typeof form.get("email") === "string" ? String(form.get("email")).trim().slice(0, 254) : "";
  if (!orderId || !email) return answer({ ok: false, status: 422, message: "order_id and email are required" });
  return answer(await downloadCalendar(request, lang, orderId, { email }));
}
