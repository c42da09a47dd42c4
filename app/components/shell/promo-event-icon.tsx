import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import type { PromoEvent } from "#core/contract/index.ts";
import { hrefWithModal } from "#app/lib/modal.ts";
import { showToast } from "#app/components/ui/toast.tsx";

/**
 * The floating promo-event icon (seed 000 section 2.3), when an event is active. Logged out, a
 * click says 'You must log in first' and opens the login modal (without JavaScript the link
 * carries `?toast=login-required` and the server renders both). Hidden on /voucher-event/*.
 * Logged in it goes to /voucher-event/{event_type} (the seam for the accounts issue).
 */
export function PromoEventIcon({ event, loggedIn }: { event: PromoEvent; loggedIn: boolean }) {
  const { t } = useTranslation("shell");
  const location = useLocation();
  const navigate = useNavigate();
  if (location.pathname.startsWith("/voucher-event")) return null;

  const loginHref = hrefWithModal(location, "login", { toast: "login-required" });
  const onClick = (e: MouseEvent) => {
    if (loggedIn) return;
    e.preventDefault();
    showToast({ type: "error", description: t("common:toast.loginRequired") });
    void navigate(hrefWithModal(location, "login"), { replace: true, preventScrollReset: true });
  };
  return (
    <Link
      to={loggedIn ? `/voucher-event/${encodeURIComponent(event.event_type)}` : loginHref}
      preventScrollReset
      onClick={onClick}
      className="fixed bottom-3 end-3 z-30 block size-14 rounded-full bg-white p-1 shadow-lg ring-1 ring-black/5 transition-transform hover:scale-105 sm:bottom-6 sm:end-6 sm:size-[72px]"
      data-promo-event=""
    >
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
    </Link>
  );
}
