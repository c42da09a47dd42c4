// The attraction's image slider (seed 002): CSS scroll-snap slides, and numbered links to each
// slide (#id anchors), so it slides by swipe, by scroll and by link, with or without JavaScript.
import { useTranslation } from "#app/i18n/react.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { useDataSaver } from "#app/components/data-saver/data-saver-context.ts";

export function AttractionSlider({ title, images: all }: { title: string; images: { image: string }[] }) {
  const { t } = useTranslation("discover");
  // The data saver: no slide past the first.
  const images = useDataSaver() ? all.slice(0, 1) : all;
  if (images.length === 0) {
    return (
      <div
        className="grid aspect-[16/9] w-full place-items-center rounded-2xl bg-neutral-100 text-neutral-600 sm:aspect-[16/7]"
        data-slider-empty=""
      >
        {t("attractions.noImage")}
      </div>
    );
  }
  return (
    <div data-slider="">
      <section
        aria-label={t("attractions.gallery", { title })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="scroller flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <ul className="flex w-full">
          {images.map((item, index) => (
            <li
              key={item.image}
              id={`slide-${index + 1}`}
              className="w-full shrink-0 snap-center"
              data-slide={index + 1}
            >
              <StoredImage
                src={item.image}
                sizes="(min-width: 1152px) 1120px, 100vw"
                width={960}
                height={540}
                alt={t("attractions.photo", { n: index + 1, total: images.length })}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : undefined}
                className="aspect-[16/9] w-full object-cover sm:aspect-[16/7]"
              />
            </li>
          ))}
        </ul>
      </section>
      {images.length > 1 ? (
        <ol className="mt-2 flex justify-center gap-2">
          {images.map((item, index) => (
            <li key={item.image}>
              <a
                href={`#slide-${index + 1}`}
                className="grid size-8 place-items-center rounded-full border border-neutral-300 text-sm font-semibold text-neutral-700 hover:border-brand hover:text-brand-dark"
                aria-label={t("attractions.photo", { n: index + 1, total: images.length })}
              >
                {index + 1}
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
