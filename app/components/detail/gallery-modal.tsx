import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { useShownLocation } from "./shown-search.tsx";
import type { GalleryGroups } from "#core/contract/index.ts";
import { HOTEL_IMAGE_HEIGHT, HOTEL_IMAGE_WIDTH, hotelImageUrl } from "#app/components/ui/images.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { closeModalHref, detailHref } from "./detail-modal.ts";
import { galleryView } from "./gallery.ts";

/** The photo gallery (seed 001 section 2.1): twelve categories with counts, 'n / total', prev/next links. */
export function GalleryModal({ groups, name }: { groups: GalleryGroups; name: string }) {
  const { t } = useTranslation("detail");
  const location = useShownLocation();
  const params = new URLSearchParams(location.search);
  const view = galleryView(groups, params.get("category"), params.get("photo"));
  const to = (category: string, photo: number) =>
    detailHref(location.pathname, location.search, { modal: "gallery", category, photo: String(photo) });
  return (
    <Modal
      title={t("gallery.title", { name })}
      closeHref={closeModalHref(location.pathname, location.search)}
      size="lg"
    >
      <nav aria-label={t("gallery.categories")} className="scroller -mx-1 mb-3 flex gap-2 overflow-x-auto px-1 pb-1">
        {view.categories.map((c) =>
          c.count > 0 ? (
            <Link
              key={c.slug}
              to={to(c.slug, 1)}
              replace
              preventScrollReset
              aria-current={c.slug === view.slug ? "true" : undefined}
              className={`shrink-0 rounded-full border px-3 py-1 text-sm ${c.slug === view.slug ? "border-brand bg-brand-soft font-semibold text-brand-ink" : "border-neutral-300 text-neutral-700"}`}
            >
              {t(c.label)} <span className="text-neutral-500">({c.count})</span>
            </Link>
          ) : (
            <span
              key={c.slug}
              className="shrink-0 rounded-full border border-neutral-200 px-3 py-1 text-sm text-neutral-400"
            >
              {t(c.label)} (0)
            </span>
          ),
        )}
      </nav>
      {view.image ? (
        <figure>
          <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-neutral-100">
            <StoredImage
              key={view.image.image}
              src={hotelImageUrl(view.image.image)}
              sizes="(min-width: 672px) 624px, 92vw"
              width={HOTEL_IMAGE_WIDTH}
              height={HOTEL_IMAGE_HEIGHT}
              alt={view.image.caption || name}
              decoding="auto"
              className="absolute inset-0 size-full object-cover"
            />
          </div>
          <figcaption className="mt-2 flex items-center justify-between gap-2 text-sm">
            <span className="text-neutral-700">{view.image.caption}</span>
            <span className="shrink-0 font-semibold" data-gallery-counter="">
              {t("gallery.counter", { n: view.photo, total: view.total })}
            </span>
          </figcaption>
          <div className="mt-3 flex justify-between gap-2">
            {view.prevPhoto ? (
              <Link to={to(view.slug, view.prevPhoto)} replace preventScrollReset className="btn-secondary">
                ‹ {t("gallery.prev")}
              </Link>
            ) : (
              <span />
            )}
            {view.nextPhoto ? (
              <Link to={to(view.slug, view.nextPhoto)} replace preventScrollReset className="btn-secondary">
                {t("gallery.next")} ›
              </Link>
            ) : null}
          </div>
        </figure>
      ) : (
        <p className="text-sm text-neutral-600">{t("gallery.empty")}</p>
      )}
    </Modal>
  );
}
