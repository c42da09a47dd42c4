// Image URLs and responsive sources, rendered by StoredImage (stored-image.tsx). The seeder writes
// every stored picture at 960 px (`<name>.webp`) and at 480 and 640 px beside it
// (`<name>-480.webp`, core/stored-images.ts).
// Hotel images are 3:2, promo banners and give-aways 2:1, attractions 3:2, events 16:9.
import {
  isStoredImageOriginal,
  STORED_IMAGE_VARIANT_WIDTHS,
  STORED_IMAGE_WIDTH,
  storedImageVariant,
} from "#core/stored-images.ts";

/** Intrinsic size of a hotel image (3:2). */
export const HOTEL_IMAGE_WIDTH = STORED_IMAGE_WIDTH;
export const HOTEL_IMAGE_HEIGHT = 640;

export interface ImageSources {
  src: string;
  /** Undefined when the image has no smaller variant. */
  srcSet: string | undefined;
}

/** "/images/hotel/x.webp" for a stored file name; full URLs and absolute paths pass through. */
export function hotelImageUrl(file: string): string {
  if (file.startsWith("/") || /^https?:\/\//.test(file)) return file;
  return `/images/hotel/${file}`;
}

/**
 * src and srcset (480w, 640w and 960w) for a stored picture URL: the variants exist only beside our
 * own `/images/<folder>/<name>.webp` files; anything else gets no srcset.
 */
export function imageSources(url: string): ImageSources {
  if (!isStoredImageOriginal(url)) return { src: url, srcSet: undefined };
  const variants = STORED_IMAGE_VARIANT_WIDTHS.map((width) => `${storedImageVariant(url, width)} ${width}w`);
  return { src: url, srcSet: [...variants, `${url} ${STORED_IMAGE_WIDTH}w`].join(", ") };
}
