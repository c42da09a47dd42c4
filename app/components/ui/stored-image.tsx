// Every stored picture goes through this one <img>: the original at 960 px with its 480 and 640 px
// copies beside it (core/stored-images.ts). With `sizes` the browser picks among the three by the
// box's width; with `copy` it gets that one copy (a thumbnail); with neither, the original. Any
// other URL (an outside address, an icon) is shown as it is, without srcset or sizes. With the data
// saver on, every stored picture is its smallest copy (issue 24 item 5).
// loading, fetchPriority and decoding stay the caller's: they decide the first paint (decisions
// 033, 041, 042: one fetchpriority="high" picture per page, lazy ones never compete with it).
import type { ImgHTMLAttributes } from "react";
import { useDataSaver } from "#app/components/data-saver/data-saver-context.ts";
import { SMALLEST_STORED_WIDTH, storedImageVariant, type StoredImageVariantWidth } from "#core/stored-images.ts";
import { imageSources } from "./images.ts";

type Choice =
  /** The box's width at each breakpoint; srcset offers 480w, 640w and 960w. */
  | { sizes: string; copy?: never }
  /** Always this copy: a box that never needs more. */
  | { copy: StoredImageVariantWidth; sizes?: never }
  | { sizes?: never; copy?: never };

export type StoredImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "width" | "height" | "alt"
> &
  Choice & {
    /** A stored picture's URL (`/images/<folder>/<name>.webp`), or any other picture's. */
    src: string;
    /** The intrinsic size, so the box is reserved before the picture arrives. */
    width: number;
    height: number;
    alt: string;
  };

export function StoredImage({
  src,
  sizes,
  copy,
  width,
  height,
  alt,
  loading,
  fetchPriority,
  decoding = "async",
  ...rest
}: StoredImageProps) {
  const image = imageSources(src);
  // The data saver: the smallest stored copy whatever the box.
  const saver = useDataSaver();
  const chosen = saver ? SMALLEST_STORED_WIDTH : copy;
  const responsive = image.srcSet !== undefined && sizes !== undefined && !saver;
  return (
    <img
      src={image.srcSet !== undefined && chosen !== undefined ? storedImageVariant(src, chosen) : src}
      srcSet={responsive ? image.srcSet : undefined}
      sizes={responsive ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={decoding}
      {...rest}
    />
  );
}
