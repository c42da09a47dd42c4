import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { TFunction } from "#app/i18n/runtime.ts";
import { StaticIsland } from "#app/components/ui/static-island.tsx";
import { Link, useLocation } from "react-router";
import { DataSaverNotice } from "#app/components/data-saver/data-saver-switch.tsx";
import { useDataSaver } from "#app/components/data-saver/data-saver-context.ts";
import type { Language } from "#app/i18n/config.ts";
import { LogoutButton } from "#app/components/account/logout-button.tsx";
import { ModalLink } from "#app/components/ui/modal.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { formatPoints } from "#core/money.ts";
import { Logo } from "./logo.tsx";
import { StrokeIcon } from "#app/components/ui/stroke-icon.tsx";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

/** The signed-in user as the header shows them: the shell's loader fills it from the session (points from GET /v1/customers/point). */
export interface ShellUser {
  name: string;
  points: number;
}

/** What the header's menus are drawn from: they are static islands, so the translations come as `t`. */
interface MenuProps {
  t: TFunction;
  partnerUrl: string;
  /** The menu page the current page is in (activeMenuPath). */
  active: string | null;
}

interface HeaderProps {
  lang: Language;
  user: ShellUser | null;
  partnerUrl: string;
}

const LONG_STAY = [
  { to: "/stay-weekly", key: "weekly" },
  { to: "/stay-monthly", key: "monthly" },
  { to: "/stay-yearly", key: "yearly" },
] as const;
const PROPERTY_TYPES = [
  { to: "/properties/by-type/konvensional", key: "konvensional" },
  { to: "/properties/by-type/syariah", key: "syariah" },
] as const;

/**
 * Top navigation (seed 000 section 2.2). Menus are <details> elements: they open and close with
 * the keyboard and without JavaScript. Up to 425 px wide the links fold into a burger menu.
 * With JavaScript a navigation, Escape or a click elsewhere closes the open menu.
 */
export function Header({ lang, user, partnerUrl }: HeaderProps) {
  const { t } = useTranslation("shell");
  const headerRef = useHeaderMenus();
  // The data saver says it is on above the (sticky) header, with its off switch.
  const saveData = useDataSaver();
  const active = activeMenuPath(useLocation().pathname);
  const menusKey = `${lang}\n${partnerUrl}\n${active ?? ""}`;
  return (
    <>
      {saveData ? <DataSaverNotice /> : null}
      <header ref={headerRef} className="sticky top-0 z-40 border-b border-neutral-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-3 sm:px-4">
          <Link to="/" className="me-auto flex h-14 items-center rounded-md" aria-label={t("nav.home")}>
            <Logo />
          </Link>

          {/* Links only, the same for every page of a section: rendered once per language and section, never hydrated. */}
          <StaticIsland name="header-nav" cacheKey={menusKey}>
            {() => <MainNav t={t} partnerUrl={partnerUrl} active={active} />}
          </StaticIsland>

          <div className="flex items-center gap-1">
            <LanguageSwitch current={lang} />
            {user ? <UserMenu user={user} lang={lang} /> : <LoginEntry />}
            <StaticIsland name="header-burger" cacheKey={menusKey}>
              {() => <BurgerMenu t={t} partnerUrl={partnerUrl} active={active} />}
            </StaticIsland>
          </div>
        </div>
      </header>
    </>
  );
}

const NAV_ITEM =
  "flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-2 text-neutral-800 hover:bg-neutral-100 hover:text-brand-dark";

/** Wider than 425 px: the links in a row (a second row below 768 px). A static island: no hooks. */
function MainNav({ t, partnerUrl, active }: MenuProps) {
  return (
    <nav aria-label={t("nav.label")} className="order-last hidden w-full min-[426px]:block md:order-none md:w-auto">
      <ul className="-mx-1 flex flex-wrap items-center gap-0.5 pb-2 text-sm font-medium md:pb-0">
        <li>
          <DropdownMenu
            label={t("nav.longStay")}
            items={LONG_STAY.map((i) => ({ to: i.to, label: t(`nav.${i.key}`) }))}
            active={active}
          />
        </li>
        <li>
          <DropdownMenu
            label={t("nav.propertyType")}
            items={PROPERTY_TYPES.map((i) => ({ to: i.to, label: t(`nav.${i.key}`) }))}
            active={active}
          />
        </li>
        <li>
          <PartnerLink t={t} href={partnerUrl} className={NAV_ITEM} />
        </li>
        <li>
          <MenuLink to="/reservation-check" active={active} className={NAV_ITEM} activeClassName="text-brand-dark">
            {t("nav.reservationCheck")}
          </MenuLink>
        </li>
      </ul>
    </nav>
  );
}

function DropdownMenu({
  label,
  items,
  active,
}: {
  label: string;
  items: { to: string; label: string }[];
  active: string | null;
}) {
  return (
    <details name="shell-menu" className="relative" data-menu="">
      <summary className={`menu-summary cursor-pointer select-none ${NAV_ITEM}`}>
        {label}
        <Chevron />
      </summary>
      <ul className="absolute start-0 top-full z-50 mt-1 min-w-44 rounded-xl border border-neutral-200 bg-white p-1 shadow-lg">
        {items.map((item) => (
          <li key={item.to}>
            <MenuLink
              to={item.to}
              active={active}
              className="block rounded-lg px-3 py-2 hover:bg-brand-soft"
              activeClassName="font-semibold text-brand-dark"
            >
              {item.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

function PartnerLink({ t, href, className }: { t: TFunction; href: string; className: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {t("nav.bePartner")}
      <StrokeIcon box={16} size={12} strokeWidth={1.8} round="caps">
        <SpriteUse name="new-tab" />
      </StrokeIcon>
      <span className="sr-only">{t("nav.newTab")}</span>
    </a>
  );
}

function LoginEntry() {
  const { t } = useTranslation("shell");
  return (
    <ModalLink
      modal="login"
      className="flex h-9 items-center rounded-lg border border-brand-dark px-3 text-sm font-semibold text-brand-dark hover:bg-brand-soft"
    >
      {t("nav.login")}
    </ModalLink>
  );
}

/** Points, and the account menu with /profile, /my-booking and logout (seed 000 section 2.2). */
function UserMenu({ user, lang }: { user: ShellUser; lang: Language }) {
  const { t } = useTranslation("shell");
  return (
    <>
      <span
        className="hidden rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-ink sm:inline"
        data-user-points=""
      >
        {t("nav.points", { points: formatPoints(user.points, lang) })}
      </span>
      <details name="shell-menu" className="relative" data-menu="">
        <summary
          className={`menu-summary cursor-pointer ${NAV_ITEM} text-sm`}
          aria-label={t("nav.account", { name: user.name })}
        >
          <span className="max-w-28 truncate">{user.name}</span>
          <Chevron />
        </summary>
        <ul className="absolute end-0 top-full z-50 mt-1 min-w-48 rounded-xl border border-neutral-200 bg-white p-1 text-sm shadow-lg">
          {/* Narrow screens: the points live in the menu. */}
          <li className="px-3 py-2 font-semibold text-brand-dark sm:hidden" data-user-points="">
            {t("nav.points", { points: formatPoints(user.points, lang) })}
          </li>
          <li>
            <Link to="/profile" className="block rounded-lg px-3 py-2 hover:bg-brand-soft">
              {t("nav.profile")}
            </Link>
          </li>
          <li>
            <Link to="/my-booking" className="block rounded-lg px-3 py-2 hover:bg-brand-soft">
              {t("nav.myBooking")}
            </Link>
          </li>
          <li>
            {/* POST /logout ends the session; with JavaScript after the seed's 0.5 s. */}
            <LogoutButton className="block w-full rounded-lg px-3 py-2 text-start hover:bg-brand-soft" />
          </li>
        </ul>
      </details>
    </>
  );
}

/** 425 px and narrower: the links behind a burger toggle (a <details>, so it works without JavaScript). A static island: no hooks. */
function BurgerMenu({ t, partnerUrl, active }: MenuProps) {
  return (
    <details name="shell-menu" className="group min-[426px]:hidden" data-menu="">
      <summary className="menu-summary grid size-10 cursor-pointer place-items-center rounded-md hover:bg-neutral-100">
        <StrokeIcon box={24} size={24} strokeWidth={2} round="caps">
          <SpriteUse name="menu" className="group-open:hidden" />
          <SpriteUse name="menu-close" className="hidden group-open:block" />
        </StrokeIcon>
        <span className="sr-only">{t("nav.menu")}</span>
      </summary>
      <nav
        aria-label={t("nav.menuLabel")}
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-neutral-200 bg-white px-4 pb-4 shadow-lg"
      >
        <MenuGroup title={t("nav.longStay")}>
          {LONG_STAY.map((item) => (
            <BurgerLink key={item.to} to={item.to} active={active}>
              {t(`nav.${item.key}`)}
            </BurgerLink>
          ))}
        </MenuGroup>
        <MenuGroup title={t("nav.propertyType")}>
          {PROPERTY_TYPES.map((item) => (
            <BurgerLink key={item.to} to={item.to} active={active}>
              {t(`nav.${item.key}`)}
            </BurgerLink>
          ))}
        </MenuGroup>
        <ul className="mt-2 border-t border-neutral-200 pt-2">
          <li>
            <PartnerLink
              t={t}
              href={partnerUrl}
              className="flex items-center gap-1 rounded-lg px-2 py-2.5 font-medium hover:bg-brand-soft"
            />
          </li>
          <BurgerLink to="/reservation-check" active={active}>
            {t("nav.reservationCheck")}
          </BurgerLink>
        </ul>
      </nav>
    </details>
  );
}

function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="pt-3">
      <p className="px-2 text-xs font-semibold uppercase tracking-wide text-neutral-500">{title}</p>
      <ul className="mt-1">{children}</ul>
    </div>
  );
}

function BurgerLink({ to, active, children }: { to: string; active: string | null; children: ReactNode }) {
  return (
    <li>
      <MenuLink
        to={to}
        active={active}
        className="block rounded-lg px-2 py-2.5 font-medium hover:bg-brand-soft"
        activeClassName="text-brand-dark"
      >
        {children}
      </MenuLink>
    </li>
  );
}

/**
 * A menu's page link, as <NavLink> would write it without hooks: a router link (`data-discover`,
 * followed in the page by its island), marked as the current page when the page is in its section.
 */
function MenuLink({
  to,
  active,
  className,
  activeClassName,
  children,
}: {
  to: string;
  active: string | null;
  className: string;
  activeClassName: string;
  children: ReactNode;
}) {
  const current = to === active;
  return (
    <a
      href={to}
      data-discover="true"
      className={current ? `${className} ${activeClassName}` : className}
      aria-current={current ? "page" : undefined}
    >
      {children}
    </a>
  );
}

/** The menus' pages. */
const MENU_PATHS = [...LONG_STAY.map((i) => i.to), ...PROPERTY_TYPES.map((i) => i.to), "/reservation-check"];

/** The menu page whose section `pathname` is in (NavLink's rule: the page itself or below it, any case), or null. */
export function activeMenuPath(pathname: string): string | null {
  const path = pathname.toLowerCase();
  return MENU_PATHS.find((to) => path === to || path.startsWith(`${to}/`)) ?? null;
}

function Chevron() {
  return (
    <StrokeIcon box={16} size={14} className="menu-chevron transition-transform" strokeWidth={2}>
      <SpriteUse name="chevron-down" />
    </StrokeIcon>
  );
}

/**
 * With JavaScript: one header menu open at a time; a navigation, Escape or a click outside closes
 * it (seed 000 section 2.2: opening a page closes the open header menu; the router scrolls to top).
 */
function useHeaderMenus() {
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();

  // On a navigation (not on the first render: a menu opened before hydration stays open).
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    for (const menu of ref.current?.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]") ?? [])
      menu.open = false;
  }, [location.key]);

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const openMenus = () => [...header.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")];
    function onToggle(event: Event) {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      for (const menu of openMenus()) if (menu !== opened && !menu.contains(opened)) menu.open = false;
    }
    function onPointerDown(event: PointerEvent) {
      for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      for (const menu of openMenus()) {
        const hadFocus = menu.contains(document.activeElement);
        menu.open = false;
        if (hadFocus) menu.querySelector("summary")?.focus();
      }
    }
    header.addEventListener("toggle", onToggle, true);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      header.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return ref;
}
