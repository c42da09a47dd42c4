// The voucher PDF as a real file download (works without JavaScript):
//   GET  ?order_id=…             the signed-in owner (the session's bearer token);
//   GET  ?order_id=…&email=…     a guest's booking: what a phone fetches to keep a voucher its
//                                reservation check found (decision 058);
//   POST order_id, email          a booking made without an account (the reservation check page);
//   &format=json / format=json    answers { base64, pdfName } instead, for the page's script that
//                                 decodes and downloads it (the seed's behaviour).
// Refusals answer the API's status with a short text (or JSON with format=json).
import { downloadVoucher, type VoucherResult } from "#app/server/bookings/bookings.server.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { getAuth } from "#app/lib/session.server.ts";
import type { Route } from "./+types/resources.download";

function answer(result: VoucherResult, json: boolean): Response {
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (!result.ok) {
    const status = result.status >= 400 && result.status < 600 ? result.status : 502;
    return json
      ? Response.json({ status: "error", message: result.message }, { status, headers })
      : new Response(result.message, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  }
  if (json)
    return Response.json({ status: "success", data: { base64: result.base64, pdfName: result.pdfName } }, { headers });
  const name = result.pdfName.replace(/[^\w.-]/g, "");
  return new Response(Buffer.from(result.base64, "base64"), {
    headers: { ...headers, "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${name}"` },
  });
}

const orderIdOf = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 64) : "");
const emailOf = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase().slice(0, 254) : "");

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const url = new URL(request.url);
  const orderId = orderIdOf(url.searchParams.get("order_id"));
  const json = url.searchParams.get("format") === "json";
  const email = emailOf(url.searchParams.get("email"));
  if (orderId && email) return answer(await downloadVoucher(request, lang, orderId, { email }), json);
  const auth = await getAuth(request);
  if (!orderId || !auth) return answer({ ok: false, status: 404, message: "Not found" }, json);
  return answer(await downloadVoucher(request, lang, orderId, { token: auth.token }), json);
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) === "en" ? "en" : "id";
  const form = await request.formData();
  const orderId = orderIdOf(form.get("order_id"));
  const email = emailOf(form.get("email"));
  const json = form.get("format") === "json";
  if (!orderId || !email) return answer({ ok: false, status: 422, message: "order_id and email are required" }, json);
  return answer(await downloadVoucher(request, lang, orderId, { email }), json);
}
