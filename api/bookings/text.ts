// The bookings catalogue (core/locales/{id,en}/bookings.json) read on the server: API messages,
// the voucher PDF and the booking mails speak the same words as the pages.
import en from "#core/locales/en/bookings.json" with { type: "json" };
import id from "#core/locales/id/bookings.json" with { type: "json" };
import { type Catalogues, catalogueText } from "../http/catalogue-text.ts";
import type { Lang } from "../http/messages.ts";

const catalogues: Catalogues = { id, en };

/** `key` is a dotted path ("pdf.title"); `{{name}}` placeholders are filled from `values`. */
export const bookingText = (lang: Lang, key: string, values: Record<string, string | number> = {}): string =>
  catalogueText(catalogues, lang, key, values);

export const langOf = (value: string | null | undefined): Lang => (value === "en" ? "en" : "id");

/** Customer-service contacts (the shell's defaults: app/server/shell/site.server.ts). */
export function customerService(): { email: string; phones: [string, string] } {
  const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;
  const digits = (name: string, fallback: string) => env(name, fallback).replace(/\D/g, "") || fallback;
  return {
    email: env("CS_EMAIL", "cs@inap.id"),
    phones: [digits("CS_PHONE_1", "6281100000001"), digits("CS_PHONE_2", "6281100000002")],
  };
}
