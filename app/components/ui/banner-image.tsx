// A 2:1 promotional banner (960 × 480 as uploaded) with the small variant in srcset where there is one.
import { imageSources } from "./images.ts";

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
  const image = imageSources(url);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={960}
      height={480}
      alt={alt}
      loading={eager === undefined ? undefined : eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
