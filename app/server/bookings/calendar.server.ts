// A booking's stay as an .ics file through /v1 (GET /v1/calendar): the owner's token, or order id
// and email for a booking made without an account (the voucher's access).
import { api, apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import type { Language } from "#app/i18n/config.ts";

export type CalendarResult =
  | { ok: true; ics: string; fileName: string }
  | { ok: false; status: number; message: string };

export async function downloadCalendar(
  request: Request,
  lang: Language,
  orderId: string,
  who: { token: string } | { email: string },
): Promise<CalendarResult> {
  try {
    const call = apiCall(request, { lang, ...("token" in who && { token: who.token }) });
    const body = await api.stayCalendar(
      { query: { order_id: orderId, ...("email" in who && { email: who.email }) } },
      call,
    );
    return { ok: true, ...body.data };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
