import type { MouseEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import type { PlatformStatus } from "#core/contract/index.ts";
import { hrefWithModal, hrefWithToast, REDIRECT_PARAM } from "#app/lib/modal.ts";
import { TOP_UP_SHORTCUTS, topUpAccess, topUpHref, type TopUpShortcut } from "#app/lib/top-up-access.ts";
import { showToast } from "#app/components/ui/toast.tsx";
import { HomeSection } from "./section.tsx";
import { StrokeIcon } from "#app/components/ui/stroke-icon.tsx";

const TOP_UP_ICONS: Record<TopUpShortcut, string> = {
  pulsa: "M8 2.5h8a1.5 1.5 0 011.5 1.5v16a1.5 1.5 0 01-1.5 1.5H8A1.5 1.5 0 016.5 20V4A1.5 1.5 0 018 2.5zM11 18.5h2",
  pln: "M13 2.5L5.5 13.5H12l-1 8 7.5-11H12z",
  ewallet:
    "M4 7.5h15a1.5 1.5 0 011.5 1.5v9a1.5 1.5 0 01-1.5 1.5H5A1.5 1.5 0 013.5 18V6A1.5 1.5 0 015 4.5h11.5M16 13.5h.5",
  movie:
    "M3.5 8.5V6a1 1 0 011-1h15a1 1 0 011 1v2.5a2.5 2.5 0 000 5V16a1 1 0 01-1 1h-15a1 1 0 01-1-1v-2.5a2.5 2.5 0 000-5zM14 5v12",
  game: "M7 8.5h10a4 4 0 014 4v1a3.5 3.5 0 01-6.3 2.1L14 14.5h-4l-.7 1.1A3.5 3.5 0 013 13.5v-1a4 4 0 014-4zM8 11v3M6.5 12.5h3M15.5 12h.5M17.5 14h.5",
  emoney: "M3.5 6.5h17v11h-17zM3.5 10h17M7 14.5h4",
};

/**
 * Top-up shortcuts (seed 000 section 2.5 item 3; rule in app/lib/top-up-access.ts): logged out they
 * open the login modal, whose sign-in then leads to the tab asked for; logged in they open /top-up/credits with the chosen type, or say the
 * feature is under development when the platform is off. Then the Nusa Food shortcut (item 4).
 */
export function Shortcuts({ loggedIn, platformStatus }: { loggedIn: boolean; platformStatus: PlatformStatus | null }) {
  const { t } = useTranslation("home");
  const location = useLocation();
  const access = topUpAccess(loggedIn, platformStatus);
  const href = (type: TopUpShortcut) =>
    access === "login"
      ? hrefWithModal(location, "login", { [REDIRECT_PARAM]: topUpHref(type) })
      : access === "open"
        ? topUpHref(type)
        : hrefWithToast(location, "feature-in-development");
  const onClick = (event: MouseEvent) => {
    if (access !== "unavailable") return;
    event.preventDefault();
    showToast({ type: "error", description: t("common:toast.featureInDevelopment") });
  };
  const opensModal = access === "login";

  return (
    <HomeSection id="shortcuts" title={t("topUp.title")}>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <ul className="grid grid-cols-3 gap-2 rounded-2xl border border-neutral-200 bg-white p-3 sm:grid-cols-6">
          {TOP_UP_SHORTCUTS.map((type) => (
            <li key={type}>
              <Link
                to={href(type)}
                replace={opensModal}
                preventScrollReset={opensModal}
                onClick={onClick}
                className="flex flex-col items-center gap-1.5 rounded-xl px-1 py-2 text-center text-xs font-medium text-neutral-800 hover:bg-brand-soft sm:text-sm"
                data-top-up={type}
              >
                <span
                  className="grid size-11 place-items-center rounded-full bg-brand-soft text-brand-ink"
                  aria-hidden="true"
                >
                  <LineIcon size={24} path={TOP_UP_ICONS[type]} />
                </span>
                {t(`topUp.${type}`)}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/restaurants/nusa-cafe"
          className="flex items-center gap-3 rounded-2xl bg-gradient-to-br from-[#7a2e0e] to-[#b4441a] p-4 text-white hover:opacity-95"
          data-shortcut="nusa-food"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/15" aria-hidden="true">
            <LineIcon
              size={26}
              path="M3.5 12h17a8.5 8.5 0 01-17 0zM8 8.5c0-1.5 1-1.5 1-3M12 8.5c0-1.5 1-1.5 1-3M16 8.5c0-1.5 1-1.5 1-3"
            />
          </span>
          <span>
            <span className="block text-base font-bold">{t("nusaFood.title")}</span>
            <span className="block text-sm text-white/90">{t("nusaFood.subtitle")}</span>
          </span>
        </Link>
      </div>
    </HomeSection>
  );
}

/** 'What are you looking for' tiles (item 5): Hotel → conventional properties, Kost → monthly stays. */
export function LookingFor() {
  const { t } = useTranslation("home");
  const tiles = [
    {
      to: "/properties/by-type/konvensional",
      key: "hotel",
      path: "M4 20.5V6.5l8-3 8 3v14M4 20.5h16M9 20.5v-4h6v4M8 9.5h1M11.5 9.5h1M15 9.5h1M8 13h1M11.5 13h1M15 13h1",
    },
    { to: "/stay-monthly", key: "kost", path: "M3.5 11L12 4l8.5 7M5.5 9.5v11h13v-11M10 20.5v-5h4v5M4 20.5h16" },
  ] as const;
  return (
    <HomeSection id="looking-for" title={t("lookingFor.title")}>
      <ul className="grid grid-cols-2 gap-3">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              to={tile.to}
              className="flex h-full flex-col items-start gap-2 rounded-2xl border border-neutral-200 bg-white p-4 hover:border-brand hover:shadow-sm sm:flex-row sm:items-center sm:gap-3"
              data-looking-for={tile.key}
            >
              <span
                className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-ink"
                aria-hidden="true"
              >
                <LineIcon size={26} path={tile.path} />
              </span>
              <span className="min-w-0">
                <span className="block font-bold text-ink">{t(`lookingFor.${tile.key}`)}</span>
                <span className="block text-sm text-neutral-600">{t(`lookingFor.${tile.key}Text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** A 24-unit line icon drawn from one SVG path (the shortcuts' tiles). */
function LineIcon({ path, size }: { path: string; size: number }) {
  return (
    <StrokeIcon box={24} size={size} strokeWidth={1.8}>
      <path d={path} />
    </StrokeIcon>
  );
}
