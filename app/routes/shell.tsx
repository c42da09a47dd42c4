import { useTranslation } from "#app/i18n/react.tsx";
import { data, Outlet, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { ShellUser } from "#app/components/shell/header.tsx";
import { shellSendsPromos } from "#app/server/shell/shell-promos.ts";
import { siteLinks } from "#app/server/shell/site.server.ts";
import { deferred } from "#app/components/ui/deferred.tsx";
import { useLang } from "#app/components/ui/use-lang.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import type { Language } from "#app/i18n/config.ts";
import { api, apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import { readFormFlash } from "#app/lib/form-flash.server.ts";
import { referralCookieFromUrl } from "#app/lib/referral.server.ts";
import { clearSession, getAuth } from "#app/lib/session.server.ts";
import { hrefWithout, readModal } from "#app/lib/modal.ts";
import { DISMISS_PARAM, dismissCookie, isDismissKind, isDismissed } from "#app/lib/ui-cookies.ts";
import type { Route } from "./+types/shell";
import { log } from "#core/log/current-logger.server.ts";

// The shell's parts all work as plain HTML (links, <details> menus, forms), so their code stays out
// of the first-load JavaScript: the server renders them in place and they hydrate as their chunks
// arrive (app/components/ui/deferred.tsx). Until then a click is an ordinary page load. Their
// words (the `shell` catalogue) travel with them, one request for all six, instead of in every page;
// their code too is one request (app/components/shell/shell-parts.ts).
const header = deferred(() => import("#app/components/shell/shell-parts.ts").then((m) => m.Header), {
  i18n: ["shell"],
});
const promoBanner = deferred(() => import("#app/components/shell/shell-parts.ts").then((m) => m.PromoBanner), {
  i18n: ["shell"],
});
const promoEventIcon = deferred(() => import("#app/components/shell/shell-parts.ts").then((m) => m.PromoEventIcon), {
  i18n: ["shell"],
});
const shellModals = deferred(() => import("#app/components/shell/shell-parts.ts").then((m) => m.ShellModals), {
  i18n: ["shell"],
});
const footer = deferred(() => import("#app/components/shell/shell-parts.ts").then((m) => m.Footer), {
  i18n: ["shell"],
});
const demoMailNotice = deferred(() => import("#app/components/shell/shell-parts.ts").then((m) => m.DemoMailNotice), {
  i18n: ["shell"],
});
const preloadShellParts = () =>
  Promise.all([header, promoBanner, promoEventIcon, shellModals, footer, demoMailNotice].map((part) => part.preload()));

const secureCookies = process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true";

/**
 * The shell around every page but /map: promo banner, header, footer, the promo-event icon and the
 * URL-state modals. Its data fails silently (seed 000 section 8): no banner, no icon, no promos.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);

  // The reset mail's link says `?modal=reset-password` (docs/api.md): the modal's name here is "reset".
  if (url.searchParams.get("modal") === "reset-password") {
    url.searchParams.set("modal", "reset");
    throw redirect(`${url.pathname}${url.search}`);
  }

  // Without JavaScript the banner's and the popup promo's close links land here.
  const dismiss = url.searchParams.get(DISMISS_PARAM);
  if (isDismissKind(dismiss)) {
    throw redirect(hrefWithout(url, [DISMISS_PARAM]), {
      headers: { "Set-Cookie": dismissCookie(dismiss, { secure: secureCookies }) },
    });
  }

  const lang = getLocale(context) === "en" ? "en" : "id";
  const bannerClosed = isDismissed(request.headers.get("Cookie"), "promo-banner");
  const promoEventClosed = isDismissed(request.headers.get("Cookie"), "promo-event");
  const wantsPromos = shellSendsPromos(request.headers.get("Cookie"), url.searchParams);
  const call = apiCall(request, { lang });
  const [banner, promos, promoEvent] = await Promise.allSettled([
    bannerClosed ? Promise.resolve(null) : api.promoBanner(call),
    wantsPromos ? api.homePromos(call) : Promise.resolve(null),
    promoEventClosed ? Promise.resolve(null) : api.promoEvent(call),
    preloadShellParts(),
  ]);

  const firstBanner = banner.status === "fulfilled" ? banner.value?.data[0] : undefined;
  const { user, promoLogin, headers: accountHeaders } = await shellAccount(request, lang);
  const { flash, clear } = await readFormFlash(request);
  const reff = await referralCookieFromUrl(url);
  const headers = new Headers();
  for (const cookie of [...accountHeaders, clear, reff]) if (cookie) headers.append("Set-Cookie", cookie);
  if (isAccountModal(readModal(url.searchParams)))
    await import("#app/components/shell/shell-modals.tsx").then((m) => m.preloadAccountForms());
  return data(
    {
      banner: firstBanner && firstBanner.value > 0 ? { value: firstBanner.value } : null,
      bannerImage: firstBanner?.images ?? null,
      promos: promos.status === "fulfilled" ? (promos.value?.data ?? []) : [],
      promoEvent: promoEvent.status === "fulfilled" ? (promoEvent.value?.data ?? null) : null,
      site: siteLinks(),
      user,
      account: { flash, promoLogin, googleClientId: process.env.GOOGLE_CLIENT_ID || null },
      // Mail goes nowhere but the outbox: the app says so (DESIGN.md section 5) and links the mailbox.
      mailDemo: !process.env.SMTP_URL,
    },
    { headers },
  );
}

const isAccountModal = (name: string | null) =>
  name === "login" || name === "register" || name === "forgot" || name === "reset";

/**
 * The signed-in user for the header: name and points (GET /v1/customers/point), and the members'
 * login promo (GET /v1/promo-login). Their failures are only logged (seed 000 section 8); a token
 * /v1 no longer accepts (401) ends the browser's session too.
 */
async function shellAccount(
  request: Request,
  lang: Language,
): Promise<{ user: ShellUser | null; promoLogin: number; headers: string[] }> {
  const auth = await getAuth(request);
  const call = apiCall(request, { lang });
  const promoLoginCall = api.memberPromo(call).then(
    (answer) => answer.data.promoLogin,
    () => 0,
  );
  if (!auth) return { user: null, promoLogin: await promoLoginCall, headers: [] };
  const [points, promoLogin] = await Promise.all([
    api.points({ query: { userId: auth.user.id } }, { ...call, token: auth.token }).then(
      (answer) => ({ ok: true as const, points: answer.data.remaining_point }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    promoLoginCall,
  ]);
  if (!points.ok && points.error instanceof ApiRequestError && points.error.status === 401) {
    return { user: null, promoLogin, headers: [await clearSession(request)] };
  }
  if (!points.ok) log.warn("points fetch failed", { error: points.error });
  return { user: { name: auth.user.name, points: points.ok ? points.points : 0 }, promoLogin, headers: [] };
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
  const { banner, bannerImage, promos, promoEvent, site, user, account, mailDemo } = loaderData;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[90] rounded-lg bg-ink px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t("skipToContent")}
      </a>
      {/* First in the document, so without JavaScript the keyboard reaches an open modal first. */}
      <shellModals.Component promos={promos} bannerImage={bannerImage} account={account} />
      {mailDemo ? <demoMailNotice.Component /> : null}
      {banner ? <promoBanner.Component banner={banner} /> : null}
      <header.Component lang={lang} user={user} partnerUrl={site.partnerUrl} />
      <Outlet />
      {/* Before the footer: below 640 px the icon sits in the page's flow there (it floats wider). */}
      {promoEvent ? <promoEventIcon.Component event={promoEvent} loggedIn={user !== null} /> : null}
      <footer.Component links={site} />
    </>
  );
}
