// The mail catalogue (core/locales/{id,en}/mail.json) read on the server: every mail's words live
// there, in both languages with the same keys, not in the code.
import en from "#core/locales/en/mail.json" with { type: "json" };
import id from "#core/locales/id/mail.json" with { type: "json" };
import type { Lang } from "../http/messages.ts";

const catalogues: Record<Lang, unknown> = { id, en };

/** The site's name in every mail. */
export const SITE = "Inap";

/** `key` is a dotted path ("reset.subject"); `{{name}}` placeholders are filled from `values` ({{site}} always). */
export function mailText(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const lookup = (root: unknown) =>
    key
      .split(".")
      .reduce<unknown>(
        (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
        root,
      );
  const found = lookup(catalogues[lang]) ?? lookup(catalogues.en);
  const template = typeof found === "string" ? found : key;
  const all: Record<string, string | number> = { site: SITE, ...values };
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(all[name] ?? ""));
}
