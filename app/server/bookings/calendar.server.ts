// A booking's stay as an .ics file through /v1 (GET /v1/calendar): the owner's token, or order id
// and email for a booking made without an account (the voucher's access).
import { api } from "#app/lib/api.server.ts";
import type { Language } from "#app/i18n/config.ts";
import { type FileResult, fetchWithVoucherAccess, type VoucherAccess } from "./bookings.server.ts";

export type CalendarResult = FileResult<{ ics: string; fileName: string }>;

export const downloadCalendar = (request: Request, lang: Language, orderId: string, who: VoucherAccess) =>
  fetchWithVoucherAccess(request, lang, orderId, who, (input, call) => api.stayCalendar(input, call));
