// The product's pictures (seed 002: a gallery whose click opens an image modal). Each picture is a
// link to ?photo={n}; the modal is rendered by the server when the URL names a photo, so it opens
// and closes (and steps between photos) with or without JavaScript. With JavaScript the Modal
// traps focus and closes on Escape; the route does not reload its data for these links.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import { Modal } from "#app/components/ui/modal.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { PHOTO_PARAM, searchWith } from "./order-params.ts";

export function ProductGallery({ name, images }: { name: string; images: { id: number; image: string }[] }) {
  const { t } = useTranslation("discover");
  const location = useLocation();
  if (images.length === 0) {
    return (
      <div className="grid aspect-[4/3] w-full place-items-center rounded-2xl bg-neutral-100 text-neutral-600">
        {t("attractions.noImage")}
      </div>
    );
  }
  const total = images.length;
  const photoHref = (n: number) => `${location.pathname}${searchWith(location.search, { [PHOTO_PARAM]: String(n) })}`;
  const shown = Number(new URLSearchParams(location.search).get(PHOTO_PARAM));
  const open = Number.isInteger(shown) && shown >= 1 && shown <= total ? shown : 0;
  const [first, ...rest] = images;
  return (
    <div id="gallery" className="scroll-mt-20" data-gallery="">
      <Link
        to={photoHref(1)}
        preventScrollReset
        className="block overflow-hidden rounded-2xl"
        aria-label={t("restaurants.openPhoto", { n: 1, total })}
        data-photo-link="1"
      >
        <StoredImage
          src={first!.image}
          sizes="(min-width: 1024px) 560px, 100vw"
          width={640}
          height={640}
          alt=""
          fetchPriority="high"
          className="aspect-[4/3] w-full object-cover transition hover:scale-[1.02] lg:aspect-square"
        />
      </Link>
      {rest.length > 0 ? (
        <ul className="mt-2 grid grid-cols-4 gap-2">
          {rest.map((item, index) => {
            const n = index + 2;
            return (
              <li key={item.id}>
                <Link
                  to={photoHref(n)}
                  preventScrollReset
                  className="block overflow-hidden rounded-lg"
                  aria-label={t("restaurants.openPhoto", { n, total })}
                  data-photo-link={n}
                >
                  <StoredImage
                    src={item.image}
                    copy={480}
                    width={480}
                    height={480}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {open > 0 ? (
        <PhotoModal
          name={name}
          images={images}
          n={open}
          photoHref={photoHref}
          closeHref={`${location.pathname}${searchWith(location.search, { [PHOTO_PARAM]: null })}#gallery`}
        />
      ) : null}
    </div>
  );
}

function PhotoModal({
  name,
  images,
  n,
  photoHref,
  closeHref,
}: {
  name: string;
  images: { id: number; image: string }[];
  n: number;
  photoHref: (n: number) => string;
  closeHref: string;
}) {
  const { t } = useTranslation("discover");
  const total = images.length;
  const step =
    "inline-flex min-h-11 items-center whitespace-nowrap rounded-lg border border-neutral-300 px-3 text-sm font-semibold text-neutral-800 hover:border-brand hover:text-brand-dark";
  return (
    <Modal title={t("restaurants.photoTitle", { name, n, total })} closeHref={closeHref} size="lg">
      <div data-photo-modal={n}>
        <StoredImage
          src={images[n - 1]!.image}
          width={640}
          height={640}
          alt={t("attractions.photo", { n, total })}
          decoding="auto"
          className="mx-auto aspect-square max-h-[60dvh] w-full rounded-lg object-contain"
        />
        {total > 1 ? (
          <div className="mt-3 flex justify-between gap-2">
            <Link
              to={photoHref(n === 1 ? total : n - 1)}
              replace
              preventScrollReset
              className={step}
              data-photo-previous=""
            >
              <span aria-hidden="true">‹&nbsp;</span>
              {t("restaurants.previousPhoto")}
            </Link>
            <Link
              to={photoHref(n === total ? 1 : n + 1)}
              replace
              preventScrollReset
              className={step}
              data-photo-next=""
            >
              {t("restaurants.nextPhoto")}
              <span aria-hidden="true">&nbsp;›</span>
            </Link>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
