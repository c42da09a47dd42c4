// Image URLs and responsive sources. The seeder writes every hotel image twice: `<name>.webp`
// (960 x 640) and `<name>-480.webp` (480 x 320) beside it; other content images are single files.

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

/** src and srcset (480w and 960w) for a hotel image: the small variant exists only for our .webp files. */
export function hotelImageSources(file: string): ImageSources {
  const src = hotelImageUrl(file);
  const local = src.startsWith("/images/hotel/") && src.endsWith(".webp") && !src.endsWith("-480.webp");
  if (!local) return { src, srcSet: undefined };
  const small = src.replace(/\.webp$/, `-${HOTEL_IMAGE_SMALL_WIDTH}.webp`);
  return { src, srcSet: `${small} ${HOTEL_IMAGE_SMALL_WIDTH}w, ${src} ${HOTEL_IMAGE_WIDTH}w` };
}
