// The detail page's UI-only query parameters (the route's shouldRevalidate reads them on every
// navigation, so this module is first-load JavaScript: keep it this small).

/** Parameters that only change what is shown, never the data. */
export const DETAIL_UI_PARAMS = ["modal", "category", "photo", "message", "toast", "reserveError"] as const;

/** True when only UI parameters differ between two URLs of the same page. */
export function onlyDetailUiChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of DETAIL_UI_PARAMS) params.delete(key);
    params.sort();
    return params.toString();
  };
  return current.search !== next.search && strip(current) === strip(next);
}

interface RevalidateArgs {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}

/** A detail page's `shouldRevalidate`: opening a modal or paging the gallery reloads nothing. */
export function revalidateUnlessOnlyDetailUiChanged({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: RevalidateArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (onlyDetailUiChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
