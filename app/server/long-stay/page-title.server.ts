// "Page N" for a long-stay list's <title>, worded on the server: the words are the page links'
// (the villas catalogue), which the list's page need not embed for one title (decision 032).
import type { I18n } from "#app/i18n/runtime.ts";

/** The title's page part for a 0-based page: "" on the first page. */
export function pageTitleOf(i18n: Pick<I18n, "t">, page: number): string {
  return page > 0 ? i18n.t("villas:pagination.page", { page: page + 1 }) : "";
}
