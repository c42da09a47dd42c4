// The bookings catalogue (core/locales/{id,en}/bookings.json) read on the server: API messages,
// the voucher PDF and the booking mails speak the same words as the pages.
import en from "#core/locales/en/bookings.json" with { type: "json" };
import id from "#core/locales/id/bookings.json" with { type: "json" };
import type { Lang } from "../http/messages.ts";

const catalogues: Record<Lang, unknown> = { id, en };

/** `key` is a dotted path ("pdf.title"); `{{name}}` placeholders are filled from `values`. */
export function bookingText(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const lookup = (root: unknown) =>
    key
      .split(".")
      .reduce<unknown>(
        (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
        root,
      );
  const found = lookup(catalogues[lang]) ?? lookup(catalogues.en);
  const template = typeof found === "string" ? found : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

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
