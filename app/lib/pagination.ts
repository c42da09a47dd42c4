// Page numbers under a result list (seed 000 section 9: 5 visible pages). Pages are 0-based
// here, as in the UI state; the /v1 API's pages are 1-based (see toHotelsApiQuery).

/** Seed 000 section 9: "Pagination shows 5 visible pages". */
export const VISIBLE_PAGES = 5;

function wholeOrZero(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

/**
 * The 0-based page indexes to show: a window of `visible` pages with the current one in the
 * middle, shifted inward at either end. [] when there are no pages. A current page outside
 * [0, totalPages) is treated as the nearest real page.
 */
export function visiblePages(current0: number, totalPages: number, visible: number = VISIBLE_PAGES): number[] {
  const total = wholeOrZero(totalPages);
  const count = Math.min(wholeOrZero(visible), total);
  if (count === 0) return [];
  const current = Math.min(wholeOrZero(current0), total - 1);
  const start = Math.min(Math.max(current - Math.floor(count / 2), 0), total - count);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Whether a previous page exists (the left arrow is active). */
export function hasPrevious(current0: number): boolean {
  return Number.isFinite(current0) && current0 > 0;
}

/** Whether a next page exists (the right arrow is active). */
export function hasNext(current0: number, totalPages: number): boolean {
  return Number.isFinite(current0) && Number.isFinite(totalPages) && current0 < totalPages - 1;
}

/** The 0-based page a `?page=` value names: a whole number of digits, anything else is page 0. */
export function pageParam(raw: string | null): number {
  const text = raw?.trim() ?? "";
  if (!/^\d{1,6}$/.test(text)) return 0;
  return Number(text);
}

/**
 * One page of a list the server has whole (the long-stay lists): its items, the page count, and
 * whether the asked page is past the last one (the caller sends the visitor to the last page).
 */
export function slicePage<T>(
  items: readonly T[],
  page0: number,
  pageSize: number,
): { items: T[]; page: number; totalPages: number; pastEnd: boolean } {
  const totalPages = Math.ceil(items.length / pageSize);
  const page = Math.min(wholeOrZero(page0), Math.max(0, totalPages - 1));
  return {
    items: items.slice(page * pageSize, (page + 1) * pageSize),
    page,
    totalPages,
    pastEnd: page !== wholeOrZero(page0),
  };
}
