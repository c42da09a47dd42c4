import en from "#app/locales/en/validation.json" with { type: "json" };
import id from "#app/locales/id/validation.json" with { type: "json" };
import enAuth from "#app/locales/en/auth.json" with { type: "json" };
import idAuth from "#app/locales/id/auth.json" with { type: "json" };
import enBooking from "#app/locales/en/booking.json" with { type: "json" };
import idBooking from "#app/locales/id/booking.json" with { type: "json" };

// The API speaks the same validation catalogue as the web app, so a message key in a shared zod
// schema reads the same in a 422 answer and in a form rendered without JavaScript.
export type Lang = "id" | "en";
export type MessageKey = keyof typeof en | keyof typeof enAuth | keyof typeof enBooking;
// The auth catalogue (accounts, sessions, mail) and the booking one (reservations, promos,
// payments) are looked up after the validation one.
const catalogues: Record<Lang, Record<string, string>> = { id: { ...idBooking, ...idAuth, ...id }, en: { ...enBooking, ...enAuth, ...en } };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogues.en, value);
}

export function translate(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key] ?? catalogues.en[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** `lang` query or body field first (as the seeds' client sends), then Accept-Language; id by default. */
export function pickLang(explicit: unknown, acceptLanguage: string | undefined): Lang {
  if (explicit === "en" || explicit === "2") return "en";
  if (explicit === "id" || explicit === "1") return "id";
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "id";
}
