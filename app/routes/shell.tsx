import { useTranslation } from "react-i18next";
import { Outlet, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { HomePromo, PromoBanner as PromoBannerData, PromoEvent, Success } from "../../api/contract.ts";
import { Footer } from "../components/shell/footer.tsx";
import { Header, type ShellUser } from "../components/shell/header.tsx";
import { PromoBanner } from "../components/shell/promo-banner.tsx";
import { PromoEventIcon } from "../components/shell/promo-event-icon.tsx";
import { ShellModals } from "../components/shell/shell-modals.tsx";
import { siteLinks } from "../components/shell/site.server.ts";
import { useLang } from "../components/ui/use-lang.ts";
import { getLocale } from "../i18n/i18n.server.ts";
import { apiGet } from "../lib/api.server.ts";
import { hrefWithout, readModal } from "../lib/modal.ts";
import { DISMISS_PARAM, dismissCookie, isDismissKind, isDismissed } from "../lib/ui-cookies.ts";
import type { Route } from "./+types/shell";

const secureCookies = process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true";

/**
 * The shell around every page but /map: promo banner, header, footer, the promo-event icon and the
 * URL-state modals. Its data fails silently (seed 000 section 8): no banner, no icon, no promos.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);

  // Without JavaScript the banner's and the popup promo's close links land here.
  const dismiss = url.searchParams.get(DISMISS_PARAM);
  if (isDismissKind(dismiss)) {
    throw redirect(hrefWithout(url, [DISMISS_PARAM]), { headers: { "Set-Cookie": dismissCookie(dismiss, { secure: secureCookies }) } });
  }

  const lang = getLocale(context) === "en" ? "en" : "id";
  const bannerClosed = isDismissed(request.headers.get("Cookie"), "promo-banner");
  const wantsPromos = !bannerClosed || readModal(url.searchParams) === "promo";
  const [banner, promos, promoEvent] = await Promise.allSettled([
    bannerClosed ? Promise.resolve(null) : apiGet<Success<PromoBannerData[]>>("/promo/banner", { lang }),
    wantsPromos ? apiGet<Success<HomePromo[]>>("/voucher-home", { lang }) : Promise.resolve(null),
    apiGet<Success<PromoEvent | null>>("/voucher-event", { lang }),
  ]);

  const firstBanner = banner.status === "fulfilled" ? banner.value?.data[0] : undefined;
  // The accounts issue fills this from the session; nobody is signed in until then.
  const user: ShellUser | null = null;
  return {
    banner: firstBanner && firstBanner.value > 0 ? { value: firstBanner.value } : null,
    bannerImage: firstBanner?.images ?? null,
    promos: promos.status === "fulfilled" ? (promos.value?.data ?? []) : [],
    promoEvent: promoEvent.status === "fulfilled" ? promoEvent.value.data : null,
    site: siteLinks(),
    user,
  };
}

/**
 * Header and footer data do not change from page to page: like root, the shell reloads only after a
 * form submission (a language switch is a full document load). Modals therefore open and close
 * without a request.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("common");
  const lang = useLang();
  const { banner, bannerImage, promos, promoEvent, site, user } = loaderData;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[90] rounded-lg bg-ink px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t("skipToContent")}
      </a>
      {/* First in the document, so without JavaScript the keyboard reaches an open modal first. */}
      <ShellModals promos={promos} bannerImage={bannerImage} />
      {banner ? <PromoBanner banner={banner} /> : null}
      <Header lang={lang} user={user} partnerUrl={site.partnerUrl} />
      <Outlet />
      <Footer links={site} />
      {promoEvent ? <PromoEventIcon event={promoEvent} loggedIn={user !== null} /> : null}
    </>
  );
}
