// Image URLs and responsive sources. The seeder writes every stored picture twice: `<name>.webp`
// (960 px wide) and `<name>-480.webp` beside it (api/db/seed/images.ts). Hotel images are 3:2,
// promo banners and give-aways 2:1, attractions 3:2, events 16:9.

/** Intrinsic size of a hotel image (3:2); the small variant is half of it. */
export const HOTEL_IMAGE_WIDTH = 960;
export const HOTEL_IMAGE_HEIGHT = 640;
export const HOTEL_IMAGE_SMALL_WIDTH = 480;

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

/** src and srcset (480w and 960w) for a hotel image file name or URL. */
export function hotelImageSources(file: string): ImageSources {
  return imageSources(hotelImageUrl(file));
}

/**
 * src and srcset (480w and 960w) for a stored picture URL: the small variant exists only beside our
 * own `/images/<folder>/<name>.webp` files; anything else gets no srcset.
 */
export function imageSources(url: string): ImageSources {
  const local = /^\/images\/[a-z-]+\/[^/]+\.webp$/.test(url) && !url.endsWith(`-${HOTEL_IMAGE_SMALL_WIDTH}.webp`);
  if (!local) return { src: url, srcSet: undefined };
  const small = url.replace(/\.webp$/, `-${HOTEL_IMAGE_SMALL_WIDTH}.webp`);
  return { src: url, srcSet: `${small} ${HOTEL_IMAGE_SMALL_WIDTH}w, ${url} ${HOTEL_IMAGE_WIDTH}w` };
}
