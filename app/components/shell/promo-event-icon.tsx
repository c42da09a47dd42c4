import { type MouseEvent, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation, useNavigate } from "react-router";
import type { PromoEvent } from "#core/contract/index.ts";
import { hrefWithModal } from "#app/lib/modal.ts";
import { DISMISS_PARAM, dismissCookie } from "#app/lib/ui-cookies.ts";
import { showToast } from "#app/components/ui/toast.tsx";
import { CloseIcon } from "#app/components/ui/close-icon.tsx";

/**
 * The promo-event icon (seed 000 section 2.3), when an event is active. Logged out, a click says
 * 'You must log in first' and opens the login modal (without JavaScript the link carries
 * `?toast=login-required` and the server renders both). Hidden on /voucher-event/*. Logged in it
 * goes to /voucher-event/{event_type} (the seam for the accounts issue).
 *
 * Issue 22: it can be closed, remembered in a cookie like the popup promo (with JavaScript at once,
 * without it through `?dismiss=promo-event`, handled by the shell's loader). From 640 px it floats
 * in the corner; narrower, where a floating icon always covers some of the page, it sits in the
 * page's flow above the footer and covers nothing.
 */
export function PromoEventIcon({ event, loggedIn }: { event: PromoEvent; loggedIn: boolean }) {
  const { t } = useTranslation("shell");
  const location = useLocation();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  if (closed || location.pathname.startsWith("/voucher-event")) return null;

  const loginHref = hrefWithModal(location, "login", { toast: "login-required" });
  const onClick = (e: MouseEvent) => {
    if (loggedIn) return;
    e.preventDefault();
    showToast({ type: "error", description: t("common:toast.loginRequired") });
    void navigate(hrefWithModal(location, "login"), { replace: true, preventScrollReset: true });
  };
  const params = new URLSearchParams(location.search);
  params.set(DISMISS_PARAM, "promo-event");
  const onClose = (e: MouseEvent) => {
    e.preventDefault();
    document.cookie = dismissCookie("promo-event", { secure: window.location.protocol === "https:" });
    setClosed(true);
  };
  return (
    <div
      className="mx-auto mt-8 flex max-w-6xl items-center gap-3 px-4 sm:fixed sm:end-6 sm:bottom-6 sm:z-30 sm:m-0 sm:block sm:max-w-none sm:p-0"
      data-promo-event-box=""
    >
      <Link
        to={loggedIn ? `/voucher-event/${encodeURIComponent(event.event_type)}` : loginHref}
        preventScrollReset
        onClick={onClick}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-full font-semibold text-brand-dark sm:block"
        data-promo-event=""
      >
        <span className="block size-14 shrink-0 rounded-full bg-white p-1 shadow-lg ring-1 ring-black/5 transition-transform hover:scale-105 sm:size-[72px]">
          <img
            src={event.icon_url}
            alt={t("promoEvent.open")}
            width={72}
            height={72}
            loading="lazy"
            fetchPriority="low"
            decoding="async"
            className="size-full rounded-full object-cover"
          />
        </span>
        <span aria-hidden="true" className="text-sm sm:hidden">
          {t("promoEvent.open")}
        </span>
      </Link>
      <a
        href={`${location.pathname}?${params.toString()}`}
        onClick={onClose}
        className="grid size-8 shrink-0 place-items-center rounded-full border border-neutral-300 bg-white text-neutral-700 shadow-sm hover:border-brand hover:text-brand-dark sm:absolute sm:-end-2 sm:-top-2 sm:size-7"
        data-promo-event-close=""
      >
        <CloseIcon size={12} strokeWidth={2.4} />
        <span className="sr-only">{t("promoEvent.close")}</span>
      </a>
    </div>
  );
}
