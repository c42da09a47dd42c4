// The pictures of the content lists (home's sections and their show-all pages): the same stored
// picture, intrinsic size and box wherever an event or an attraction is shown.
import { StoredImage } from "./stored-image.tsx";

/** The `sizes` of a picture in a show-all page's grid: 1 column on phones, 2 from 640 px, 3 from 1024 px. */
export const SHOW_ALL_GRID_SIZES = "(min-width: 1152px) 370px, (min-width: 640px) 46vw, 92vw";

interface PictureProps {
  src: string;
  sizes: string;
  /** Above the fold: loaded eagerly; otherwise lazily. */
  eager: boolean;
}

/** An event's picture (16:9), decorative: the card names the event. */
export function EventPicture({ src, sizes, eager }: PictureProps) {
  return (
    <StoredImage
      src={src}
      sizes={sizes}
      width={960}
      height={540}
      alt=""
      loading={eager ? "eager" : "lazy"}
      className="aspect-video w-full bg-neutral-100 object-cover"
    />
  );
}

/** An attraction's picture (3:2), decorative: the card names the attraction. */
export function AttractionPicture({
  src,
  sizes,
  eager,
  className = "aspect-[3/2] w-full object-cover",
}: PictureProps & { className?: string }) {
  return (
    <StoredImage
      src={src}
      sizes={sizes}
      width={960}
      height={640}
      alt=""
      loading={eager ? "eager" : "lazy"}
      className={className}
    />
  );
}
