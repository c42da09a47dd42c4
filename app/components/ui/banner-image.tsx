// A 2:1 promotional banner (960 × 480 as uploaded) with the small variant in srcset where there is one.
import { StoredImage } from "./stored-image.tsx";

export function BannerImage({
  url,
  sizes,
  alt,
  eager,
  priority = eager,
  className = "aspect-[2/1] w-full object-cover",
}: {
  url: string;
  sizes: string;
  alt: string;
  eager?: boolean;
  /** fetchpriority=high (and so React's preload in the head): by default as eager; one per page. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <StoredImage
      src={url}
      sizes={sizes}
      width={960}
      height={480}
      alt={alt}
      loading={eager === undefined ? undefined : eager ? "eager" : "lazy"}
      // A lazy banner is never the first screen's main picture (a carousel's later slides peek
      // in): low, so the browser's boost for pictures in the viewport does not make it compete
      // with the page's largest paint (decision 041).
      fetchPriority={priority ? "high" : eager === false ? "low" : undefined}
      className={className}
    />
  );
}
