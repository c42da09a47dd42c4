import { HOTEL_IMAGE_HEIGHT, HOTEL_IMAGE_WIDTH, hotelImageUrl } from "./images.ts";
import { StoredImage } from "./stored-image.tsx";

/** The `sizes` of a card's cover in the list grids: 1 column on phones, 2 to 4 above 640 px. */
export const CARD_GRID_SIZES = "(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw";

interface HotelPhotoProps {
  /** A stored hotel image's file name (or a full URL). */
  file: string;
  sizes: string;
  alt: string;
  /** The page's main picture: loaded eagerly, with high priority; otherwise lazily. */
  priority: boolean;
  className?: string;
}

/** A hotel photo (3:2) covering its positioned box. */
export function HotelPhoto({
  file,
  sizes,
  alt,
  priority,
  className = "absolute inset-0 size-full object-cover",
}: HotelPhotoProps) {
  return (
    <StoredImage
      src={hotelImageUrl(file)}
      sizes={sizes}
      width={HOTEL_IMAGE_WIDTH}
      height={HOTEL_IMAGE_HEIGHT}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
