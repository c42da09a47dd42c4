import { useState, type MouseEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import type { PopupPromo as PopupPromoData } from "#core/contract/index.ts";
import { DISMISS_PARAM, dismissCookie } from "#app/lib/ui-cookies.ts";
import { BannerImage } from "#app/components/ui/banner-image.tsx";
import { Modal } from "#app/components/ui/modal.tsx";

/** `?popupSlide=N`: the slide shown without JavaScript (the arrows are links to the next URL). */
export const POPUP_SLIDE_PARAM = "popupSlide";

/** The slide after (step 1) or before (step -1) `index`, cycling at both ends. */
export function cycle(index: number, step: 1 | -1, total: number): number {
  return total === 0 ? 0 : (((index + step) % total) + total) % total;
}

function slideOf(search: string, total: number): number {
  const value = Number(new URLSearchParams(search).get(POPUP_SLIDE_PARAM));
  return Number.isInteger(value) && value >= 0 && value < total ? value : 0;
}

const ARROW =
  "grid size-11 shrink-0 place-items-center rounded-full border border-neutral-300 bg-white text-xl font-bold text-ink hover:bg-neutral-100";

/**
 * The popup promo overlay (seed 000 section 2.5 item 11, seed 002: a modal carousel of images with
 * left and right arrows that cycle; GET /v1/promo/popup). Closing it sets a cookie for a day so it
 * does not come back on every visit: with JavaScript at once, without it through the
 * `?dismiss=popup-promo` link (the shell's loader sets the cookie and comes back). Without
 * JavaScript the arrows are links to `?popupSlide=N`; with it they change the slide in place.
 */
export function PopupPromo({ promos }: { promos: PopupPromoData[] }) {
  const { t } = useTranslation(["home", "promos"]);
  const location = useLocation();
  const total = promos.length;
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(() => slideOf(location.search, total));
  const promo = promos[index];
  if (!open || !promo) return null;

  const hrefWith = (edit: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(location.search);
    edit(params);
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const closeHref = hrefWith((params) => {
    params.delete(POPUP_SLIDE_PARAM);
    params.set(DISMISS_PARAM, "popup-promo");
  });
  const close = () => {
    document.cookie = dismissCookie("popup-promo", { secure: window.location.protocol === "https:" });
    setOpen(false);
  };
  const arrow = (step: 1 | -1) => {
    const target = cycle(index, step, total);
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      setIndex(target);
    };
    return (
      <Link
        to={hrefWith((params) => params.set(POPUP_SLIDE_PARAM, String(target)))}
        replace
        preventScrollReset
        onClick={onClick}
        className={ARROW}
        aria-label={t(step === 1 ? "promos:popup.next" : "promos:popup.previous")}
        data-popup-arrow={step === 1 ? "next" : "previous"}
      >
        <span aria-hidden="true">{step === 1 ? "›" : "‹"}</span>
      </Link>
    );
  };
  return (
    <Modal title={t("popup.title")} closeHref={closeHref} onClose={close} size="md">
      <section aria-roledescription="carousel" aria-label={t("popup.title")} data-popup-carousel="">
        <section
          aria-roledescription="slide"
          aria-label={t("promos:popup.position", { n: index + 1, total })}
          data-popup-slide={index}
        >
          {/* At most 280 px wide: smaller than the home's first promo banner at every width, so the
              popup, which opens after the page has loaded, never becomes its largest paint (LCP). */}
          <Link
            to={`/promo/${promo.id}`}
            className="mx-auto block w-4/5 max-w-[280px] overflow-hidden rounded-xl ring-1 ring-black/5 hover:opacity-95"
            data-popup-promo={promo.id}
          >
            <BannerImage
              key={promo.id}
              url={promo.image_url}
              sizes="280px"
              alt={t("popup.open", { code: promo.code })}
              className="aspect-[2/1] w-full bg-neutral-100 object-cover"
            />
          </Link>
        </section>
        {total > 1 ? (
          <div className="mt-3 flex items-center justify-between gap-3">
            {arrow(-1)}
            <p className="text-sm text-neutral-700" aria-live="polite" data-popup-position="">
              {t("promos:popup.position", { n: index + 1, total })}
            </p>
            {arrow(1)}
          </div>
        ) : null}
      </section>
      <Link
        to={`/promo/${promo.id}`}
        className="mt-4 block rounded-lg bg-brand-dark px-4 py-2.5 text-center font-semibold text-white hover:bg-ink"
      >
        {t("popup.cta")}
      </Link>
    </Modal>
  );
}
