// How promos and give-aways leave /v1: text in the caller's language, terms sanitised with the one
// sanitiser of /v1 (api/properties/sanitize-html.ts, sanitize-html's allow-list), and the optional
// button kept only when it has both a text and a safe link.
import type { PromoListItem } from "#core/contract/index.ts";
import type { promos } from "../db/schema.ts";
import { imageUrl } from "../http/images.ts";
import type { Lang } from "../http/messages.ts";
import { sanitizeHtml } from "../properties/sanitize-html.ts";
import { isStoredImageOriginal, storedImageVariant } from "#core/stored-images.ts";

/**
 * A button link the pages may render: a path on this site ("/villas?city=5", never "//host") or an
 * absolute http(s) URL. Anything else (javascript:, data:, a bare word) is dropped.
 */
export function safeLink(link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (/^\/(?![/\\])/.test(value)) return /[\s<>"]/.test(value) ? null : value;
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

interface ButtonColumns {
  btnText: string | null;
  btnTextEn: string | null;
  btnLink: string | null;
}

/** Both or neither: a button needs a text (English falls back to the Indonesian one) and a safe link. */
export function buttonOf(row: ButtonColumns, lang: Lang): { btn_text: string | null; btn_link: string | null } {
  const text = ((lang === "en" ? row.btnTextEn || row.btnText : row.btnText) ?? "").trim();
  const link = safeLink(row.btnLink);
  return text && link ? { btn_text: text, btn_link: link } : { btn_text: null, btn_link: null };
}

/** The 480 px variant the seeder writes beside each stored picture (the seed's image_url_500). */
export function smallImageUrl(url: string): string {
  return isStoredImageOriginal(url) ? storedImageVariant(url, 480) : url;
}

export function toPromoItem(row: typeof promos.$inferSelect & { redeemable: boolean }, lang: Lang): PromoListItem {
  const image = imageUrl("voucher", row.image);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    title: lang === "en" ? row.titleEn : row.titleId,
    value: row.value,
    images: image,
    image_url: image,
    image_url_500: smallImageUrl(image),
    term_and_conditions: sanitizeHtml(lang === "en" ? row.termsEn : row.termsId),
    redeemable: Boolean(row.redeemable),
    ...buttonOf(row, lang),
  };
}
