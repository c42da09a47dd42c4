// Words from a translation catalogue (core/locales/{id,en}/*.json) on the server, for the texts the
// API writes itself: mails, the voucher PDF, messages.
import type { Lang } from "./messages.ts";

export type Catalogues = Record<Lang, unknown>;

/**
 * `key` is a dotted path ("pdf.title"), looked up in `lang` and then in English; `{{name}}`
 * placeholders are filled from `values`. A key found in neither answers itself, as i18next does.
 */
export function catalogueText(
  catalogues: Catalogues,
  lang: Lang,
  key: string,
  values: Record<string, string | number> = {},
): string {
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
