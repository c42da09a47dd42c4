import { useState, type MouseEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocation } from "react-router";
import { DISMISS_PARAM, dismissCookie } from "#app/lib/ui-cookies.ts";
import { ModalLink } from "#app/components/ui/modal.tsx";
import { CloseIcon } from "#app/components/ui/close-icon.tsx";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

export interface BannerData {
  /** Saving percentage (GET /v1/promo/banner → data[0].value). */
  value: number;
}

/**
 * The promo banner above the header (seed 000 section 2.2): the saving percentage, a link that
 * opens the promo modal, and a close button. Closing remembers itself in a cookie: with
 * JavaScript at once, without it through `?dismiss=promo-banner` (handled by the shell's loader).
 */
export function PromoBanner({ banner }: { banner: BannerData }) {
  const { t } = useTranslation("shell");
  const location = useLocation();
  const [closed, setClosed] = useState(false);
  if (closed) return null;

  const params = new URLSearchParams(location.search);
  params.set(DISMISS_PARAM, "promo-banner");
  const closeHref = `${location.pathname}?${params.toString()}`;
  const onClose = (event: MouseEvent) => {
    event.preventDefault();
    document.cookie = dismissCookie("promo-banner", { secure: window.location.protocol === "https:" });
    setClosed(true);
  };

  return (
    <aside aria-label={t("banner.label")} className="bg-ink text-white" data-promo-banner="">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-1.5 text-sm sm:px-4">
        <svg
          viewBox="0 0 20 20"
          width="18"
          height="18"
          aria-hidden="true"
          className="hidden shrink-0 text-[#FF9A5C] min-[400px]:block"
          fill="currentColor"
        >
          <SpriteUse name="discount" />
        </svg>
        <p className="min-w-0 flex-1 font-semibold leading-tight">{t("banner.saveUpTo", { value: banner.value })}</p>
        <ModalLink
          modal="promo"
          className="tap-target shrink-0 rounded px-1 font-semibold text-[#FFB98F] underline underline-offset-2 hover:text-white"
        >
          {t("banner.findMore")}
        </ModalLink>
        <a
          href={closeHref}
          onClick={onClose}
          className="-me-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-white/10"
          data-promo-banner-close=""
        >
          <CloseIcon size={14} strokeWidth={2.2} />
          <span className="sr-only">{t("banner.close")}</span>
        </a>
      </div>
    </aside>
  );
}
