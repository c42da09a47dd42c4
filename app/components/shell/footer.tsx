import type { ReactNode } from "react";
import { InstallLinks } from "./install-links.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { TFunction } from "#app/i18n/runtime.ts";
import { StaticIsland } from "#app/components/ui/static-island.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { DataSaverSwitch } from "#app/components/data-saver/data-saver-switch.tsx";
import { useDataSaver } from "#app/components/data-saver/data-saver-context.ts";
import type { SiteLinks } from "#app/server/shell/site.server.ts";
import { StrokeIcon } from "#app/components/ui/stroke-icon.tsx";
import { Logo } from "./logo.tsx";
import { formatPhone } from "./phone.ts";
import { SpriteUse } from "#app/components/ui/sprite-icon.tsx";

/** Payment methods (seed 000 section 2.3), as self-made word-mark badges in public/icon/payments/. */
const PAYMENT_METHODS = [
  { file: "shopeepay", name: "Shopee Pay" },
  { file: "akulaku", name: "Aku Laku" },
  { file: "gopay", name: "Gopay" },
  { file: "ovo", name: "OVO" },
  { file: "kredivo", name: "Kredivo" },
  { file: "dana", name: "Dana" },
  { file: "bri", name: "BRI" },
  { file: "bni", name: "BNI" },
  { file: "mandiri", name: "Bank Mandiri" },
  { file: "bca", name: "BCA" },
  { file: "permata", name: "Bank Permata" },
  { file: "alfagroup", name: "Alfa Group" },
] as const;

/** The company column's pages. */
const COMPANY_LINKS = [
  ["/about", "footer.about"],
  ["/terms-and-conditions", "footer.terms"],
  ["/privacy-policy", "footer.privacy"],
  ["/how-to-reserve", "footer.howToReserve"],
] as const;

/** The footer's text links: 24 × 24 px targets at least (WCAG 2.2, 2.5.8), like every small link (tap-target). */
const FOOTER_LINK = "tap-target hover:text-brand-dark hover:underline";

export function Footer({ links }: { links: SiteLinks }) {
  const { t } = useTranslation("shell");
  const lang = useLang();
  const year = new Date().getFullYear();
  const saveData = useDataSaver();
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50 text-sm text-neutral-700">
      <InstallLinks />
      {/* Links and pictures only, the same on every page of a language: rendered once, never hydrated. */}
      <StaticIsland name="footer-columns" cacheKey={`${lang}\n${JSON.stringify(links)}`}>
        {() => <FooterColumns t={t} links={links} />}
      </StaticIsland>
      <div className="mx-auto max-w-6xl px-4 pb-6" id="data-saver">
        <DataSaverSwitch on={saveData} />
        <p className="mt-1 text-xs text-neutral-600">{t("dataSaver.hint")}</p>
      </div>
      <p
        className="border-t border-neutral-200 px-4 py-4 text-center text-xs text-neutral-600"
        suppressHydrationWarning
      >
        {t("footer.rights", { year })}
      </p>
    </footer>
  );
}

/** The footer's columns: a static island (decision 094), so no hooks; its page links are router links by `data-discover`. */
function FooterColumns({ t, links }: { t: TFunction; links: SiteLinks }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <Logo />
        <p className="mt-3 max-w-xs">{t("common:tagline")}</p>
        <h2 className="mt-5 font-semibold text-ink">{t("footer.getApp")}</h2>
        <div className="mt-2 flex flex-wrap gap-2">
          <StoreBadge href={links.playStoreUrl} kicker={t("footer.googlePlay")} icon={<PlayGlyph />} />
          <StoreBadge href={links.appStoreUrl} kicker={t("footer.appStore")} icon={<StoreGlyph />} />
        </div>
      </div>

      <nav aria-labelledby="footer-company">
        <h2 id="footer-company" className="font-semibold text-ink">
          {t("footer.company")}
        </h2>
        <ul className="mt-3 space-y-2">
          {COMPANY_LINKS.map(([to, label]) => (
            <li key={to}>
              <a href={to} className={FOOTER_LINK} data-discover="true">
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div>
        <h2 className="font-semibold text-ink">{t("footer.customerService")}</h2>
        <ul className="mt-3 space-y-2">
          <li>
            <a href={`mailto:${links.csEmail}`} className={`${FOOTER_LINK} gap-2`}>
              <MailGlyph />
              <span className="sr-only">{t("footer.email")}: </span>
              {links.csEmail}
            </a>
          </li>
          {links.csPhones.map((phone, index) => (
            <li key={phone}>
              <a
                href={`https://wa.me/${phone}`}
                target="_blank"
                rel="noopener noreferrer"
                className={`${FOOTER_LINK} gap-2`}
                data-cs-chat={index + 1}
              >
                <ChatGlyph />
                <span>
                  <span className="block text-xs text-neutral-500">{t("footer.chat", { n: index + 1 })}</span>
                  {formatPhone(phone)}
                </span>
                <span className="sr-only">{t("nav.newTab")}</span>
              </a>
            </li>
          ))}
        </ul>
        <h2 className="mt-5 font-semibold text-ink">{t("footer.follow")}</h2>
        <ul className="mt-2 flex gap-2">
          {links.social.map((item) => (
            <li key={item.name}>
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className="grid size-9 place-items-center rounded-full border border-neutral-300 bg-white text-neutral-700 hover:border-brand hover:text-brand-dark"
              >
                <SocialGlyph name={item.name} />
                <span className="sr-only">
                  {SOCIAL_NAMES[item.name]} {t("nav.newTab")}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h2 className="font-semibold text-ink">{t("footer.payments")}</h2>
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-3">
          {PAYMENT_METHODS.map((method) => (
            <li key={method.file}>
              <img
                src={`/icon/payments/${method.file}.svg`}
                alt={method.name}
                width={100}
                height={40}
                loading="lazy"
                decoding="async"
                className="h-auto w-full"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const SOCIAL_NAMES = { instagram: "Instagram", facebook: "Facebook", tiktok: "TikTok", youtube: "YouTube" } as const;

/** A self-made store badge: black, a simple glyph, the kicker and the store's name. */
function StoreBadge({ href, kicker, icon }: { href: string; kicker: string; icon: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-11 items-center gap-2 rounded-lg bg-black px-3 text-white hover:bg-neutral-800"
    >
      {icon}
      <span className="text-[13px] leading-tight font-semibold">{kicker}</span>
    </a>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <SpriteUse name="play-store" />
    </svg>
  );
}

function StoreGlyph() {
  return (
    <StrokeIcon box={24} size={22} stroke="#fff" strokeWidth={1.8}>
      <SpriteUse name="app-store" />
    </StrokeIcon>
  );
}

function MailGlyph() {
  return (
    <StrokeIcon box={20} size={18} strokeWidth={1.6} round="joins">
      <SpriteUse name="mail" />
    </StrokeIcon>
  );
}

function ChatGlyph() {
  return (
    <StrokeIcon box={20} size={18} stroke="#16A34A" strokeWidth={1.7} round="joins">
      <SpriteUse name="chat" />
    </StrokeIcon>
  );
}

function SocialGlyph({ name }: { name: keyof typeof SOCIAL_NAMES }) {
  return (
    <StrokeIcon box={20} size={18} strokeWidth={1.7}>
      <SpriteUse name={name} />
    </StrokeIcon>
  );
}
