import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { PopupPromo as PopupPromoData } from "#core/contract/index.ts";
import { DISMISS_PARAM, dismissCookie } from "#app/lib/ui-cookies.ts";
import { BannerImage } from "#app/components/ui/banner-image.tsx";
import { Modal } from "#app/components/ui/modal.tsx";

/**
 * The popup promo overlay (seed 000 section 2.5 item 11, GET /v1/promo/popup). Closing it sets a
 * cookie for a day so it does not come back on every visit: with JavaScript at once, without it
 * through the `?dismiss=popup-promo` link (the shell's loader sets the cookie and comes back).
 */
export function PopupPromo({ promo }: { promo: PopupPromoData }) {
  const { t } = useTranslation("home");
  const location = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;

  const params = new URLSearchParams(location.search);
  params.set(DISMISS_PARAM, "popup-promo");
  const closeHref = `${location.pathname}?${params.toString()}`;
  const close = () => {
    document.cookie = dismissCookie("popup-promo", { secure: window.location.protocol === "https:" });
    setOpen(false);
  };
  return (
    <Modal title={t("popup.title")} closeHref={closeHref} onClose={close} size="md">
      <Link to={`/promo/${promo.id}`} className="block overflow-hidden rounded-xl ring-1 ring-black/5 hover:opacity-95" data-popup-promo="">
        <BannerImage
          url={promo.image_url}
          sizes="(min-width: 640px) 400px, 92vw"
          alt={t("popup.open", { code: promo.code })}
          className="aspect-[2/1] w-full bg-neutral-100 object-cover"
        />
      </Link>
      <Link to={`/promo/${promo.id}`} className="mt-4 block rounded-lg bg-brand-dark px-4 py-2.5 text-center font-semibold text-white hover:bg-ink">
        {t("popup.cta")}
      </Link>
    </Modal>
  );
}
