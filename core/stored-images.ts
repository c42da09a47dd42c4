// The widths every stored picture is written at (api/db/seed/images.ts) and offered at in srcset
// (app/components/ui/images.ts, rendered by app/components/ui/stored-image.tsx): `<name>.webp` at
// the full width and `<name>-<w>.webp` beside it.
// 640 px fits the common phone (a 72 to 92 % wide card at 360 to 412 CSS px, device pixel ratio
// 1.75 to 2); 480 px the narrower boxes and 1x screens (decision 041).

export const STORED_IMAGE_WIDTH = 960;
export const STORED_IMAGE_VARIANT_WIDTHS = [480, 640] as const;
export type StoredImageVariantWidth = (typeof STORED_IMAGE_VARIANT_WIDTHS)[number];
/** The smallest copy: what the data saver sends for every stored picture. */
export const SMALLEST_STORED_WIDTH: StoredImageVariantWidth = STORED_IMAGE_VARIANT_WIDTHS[0];

/** "/images/x/name-480.webp" for "/images/x/name.webp" (or a bare file name). */
export function storedImageVariant(url: string, width: StoredImageVariantWidth): string {
  return url.replace(/\.webp$/, `-${width}.webp`);
}

/** True for a file that is itself a variant ("name-480.webp"), not an original. */
export function isStoredImageVariant(url: string): boolean {
  return STORED_IMAGE_VARIANT_WIDTHS.some((width) => url.endsWith(`-${width}.webp`));
}

/** True for one of our own stored originals (`/images/<folder>/<name>.webp`), which have the copies beside them. */
export function isStoredImageOriginal(url: string): boolean {
  return /^\/images\/[a-z-]+\/[^/]+\.webp$/.test(url) && !isStoredImageVariant(url);
}
