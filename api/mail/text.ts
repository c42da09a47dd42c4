// The mail catalogue (core/locales/{id,en}/mail.json) read on the server: every mail's words live
// there, in both languages with the same keys, not in the code.
import en from "#core/locales/en/mail.json" with { type: "json" };
import id from "#core/locales/id/mail.json" with { type: "json" };
import { type Catalogues, catalogueText } from "../http/catalogue-text.ts";
import type { Lang } from "../http/messages.ts";

const catalogues: Catalogues = { id, en };

/** The site's name in every mail. */
export const SITE = "Inap";

/** `key` is a dotted path ("reset.subject"); `{{name}}` placeholders are filled from `values` ({{site}} always). */
export const mailText = (lang: Lang, key: string, values: Record<string, string | number> = {}): string =>
  catalogueText(catalogues, lang, key, { site: SITE, ...values });
