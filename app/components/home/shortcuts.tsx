import type { MouseEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import type { PlatformStatus } from "#core/contract/index.ts";
import { hrefWithModal, hrefWithToast, REDIRECT_PARAM } from "#app/lib/modal.ts";
import { TOP_UP_SHORTCUTS, topUpAccess, topUpHref, type TopUpShortcut } from "#app/lib/top-up-access.ts";
import { showToast } from "#app/components/ui/toast.tsx";
import { HomeSection } from "./section.tsx";
import { StrokeIcon } from "#app/components/ui/stroke-icon.tsx";
import { type SpriteName, SpriteUse } from "#app/components/ui/sprite-icon.tsx";

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
                  <LineIcon size={24} icon={`top-up-${type}`} />
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
            <LineIcon size={26} icon="food" />
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
    },
    { to: "/stay-monthly", key: "kost" },
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
                <LineIcon size={26} icon={tile.key} />
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

/** A 24-unit line icon of the sprite (the shortcuts' tiles). */
function LineIcon({ icon, size }: { icon: SpriteName; size: number }) {
  return (
    <StrokeIcon box={24} size={size} strokeWidth={1.8}>
      <SpriteUse name={icon} />
    </StrokeIcon>
  );
}
