import en from "#core/locales/en/validation.json" with { type: "json" };
import id from "#core/locales/id/validation.json" with { type: "json" };
import enAuth from "#core/locales/en/auth.json" with { type: "json" };
import idAuth from "#core/locales/id/auth.json" with { type: "json" };
import enBooking from "#core/locales/en/booking.json" with { type: "json" };
import idBooking from "#core/locales/id/booking.json" with { type: "json" };
import enTopUp from "#core/locales/en/topup.json" with { type: "json" };
import idTopUp from "#core/locales/id/topup.json" with { type: "json" };
import enReview from "#core/locales/en/review.json" with { type: "json" };
import idReview from "#core/locales/id/review.json" with { type: "json" };

// The API speaks the same validation catalogue as the web app, so a message key in a shared zod
// schema reads the same in a 422 answer and in a form rendered without JavaScript.
export type Lang = "id" | "en";
export type MessageKey =
  | keyof typeof en
  | keyof typeof enAuth
  | keyof typeof enBooking
  | keyof typeof enTopUp
  | keyof typeof enReview;
// The auth catalogue (accounts, sessions, mail) and the booking one (reservations, promos,
// payments) are looked up after the validation one.
// The top-up catalogue also holds the store's nested page texts: only its flat messages are the API's.
const messagesOf = (catalogue: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(catalogue).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
const catalogues: Record<Lang, Record<string, string>> = {
  id: { ...messagesOf(idReview), ...messagesOf(idTopUp), ...idBooking, ...idAuth, ...id },
  en: { ...messagesOf(enReview), ...messagesOf(enTopUp), ...enBooking, ...enAuth, ...en },
};

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
