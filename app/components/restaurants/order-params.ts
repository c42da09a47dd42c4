// The product page's URL state: the chosen outlet and marketplace (ids), an Add To Order attempt
// without JavaScript (order=1), and the photo shown in the image modal. None of them needs new data.

export const OUTLET_PARAM = "outlet";
export const MARKETPLACE_PARAM = "marketplace";
export const ORDER_PARAM = "order";
export const PHOTO_PARAM = "photo";
export const ORDER_UI_PARAMS = [OUTLET_PARAM, MARKETPLACE_PARAM, ORDER_PARAM, PHOTO_PARAM] as const;

/** `search` with some parameters set (a string) or removed (null); "" when none is left. */
export function searchWith(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** True when two URLs of the same page differ only in the parameters above (or the UI ones). */
export function onlyOrderParamsChanged(current: URL, next: URL, uiParams: readonly string[]): boolean {
  if (current.pathname !== next.pathname || current.search === next.search) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of [...ORDER_UI_PARAMS, ...uiParams]) params.delete(key);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}
