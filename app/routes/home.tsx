import { useTranslation } from "#app/i18n/react.tsx";
import { data, redirect, useRouteLoaderData } from "react-router";
import { AfterLoad } from "#app/components/home/after-load.tsx";
import { handleSearchSubmission, loadSearchBoxCities } from "#app/server/search/search-form.server.ts";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { api, apiCall } from "#app/lib/api.server.ts";
import { lookUpOrder } from "#app/lib/order-lookup.server.ts";
import { paymentResultFor } from "#app/lib/payment-return.ts";
import { todayInJakarta } from "#core/dates.ts";
import { afterOrderLookup, planHomeQuery } from "#app/lib/home-query.ts";
import { formatRegionName } from "#core/locations.ts";
import { attractionShown, cardShown, eventsShown } from "#app/components/home/home-data.ts";
import { shellSendsPromos } from "#app/server/shell/shell-promos.ts";
import { readModal, skipRevalidationForUiParams } from "#app/lib/modal.ts";
import { getAuth } from "#app/lib/session.server.ts";
import { islandData } from "#app/lib/server-islands.server.ts";
import { ServerIsland } from "#app/components/ui/server-island.tsx";
import { isDismissed } from "#app/lib/ui-cookies.ts";
import type { loader as shellLoader } from "./shell.tsx";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import type { HomeBelowFoldProps } from "#app/components/home/below-fold.tsx";
import type { Route } from "./+types/home";

/** The catalogues this screen uses besides the shell's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["home"] } satisfies I18nHandle;

const ATTRACTIONS_SHOWN = 3;

// Home is links, pictures, popups and a search form that all work as plain HTML: the server renders
// them in place and they hydrate as their chunks arrive, so none is first-load JavaScript
// (docs/decisions/030-speed.md, 032-first-load-js.md). Until the search box's chunk arrives its
// form posts to this route's action, as without JavaScript.
const searchBox = deferred(() => import("#app/components/search/search-box.tsx").then((m) => m.SearchBox), {
  i18n: ["search", "validation"],
  main: true,
});
const belowFold = deferred(() => import("#app/components/home/below-fold.tsx").then((m) => m.HomeBelowFold));
const shortcuts = deferred(() => import("#app/components/home/shortcuts.tsx").then((m) => m.Shortcuts));
const promoCarousel = deferred(() => import("#app/components/home/promo-carousel.tsx").then((m) => m.PromoCarousel));
const popupPromo = deferred(() => import("#app/components/home/popup-promo.tsx").then((m) => m.PopupPromo), {
  i18n: ["promos"],
});
const paymentResult = deferred(
  () => import("#app/components/ui/payment-result-modal.tsx").then((m) => m.PaymentResultModal),
  { i18n: ["payment"] },
);
const homeParts = [searchBox, shortcuts, belowFold, promoCarousel, popupPromo, paymentResult];
const preloadHomeParts = () => Promise.all(homeParts.map((part) => part.preload()));

/** The value of a settled call, or the fallback: a failing section is silently empty (seed 000 section 8). */
function valueOr<T>(result: PromiseSettledResult<T>, fallback: T): T {
  return result.status === "fulfilled" ? result.value : fallback;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = getLocale(context) === "en" ? "en" : "id";
  const call = apiCall(request, { lang });

  // The query string first (seed 000 section 2.5): some visits leave home at once.
  const plan = planHomeQuery(url.searchParams, request.headers.get("User-Agent"));
  if (plan.kind === "redirect") throw redirect(plan.location);
  const signedIn = (await getAuth(request)) !== null;
  let orderLinks = { bookingHref: null as string | null, appHref: null as string | null };
  let payment = plan.payment;
  if (plan.kind === "lookup-order") {
    const order = await lookUpOrder(plan.orderId, call);
    // The popup says the order's real state, never the gateway's word in the query string.
    payment = paymentResultFor(url.searchParams, order);
    const outcome = afterOrderLookup({ order, userAgent: request.headers.get("User-Agent"), payment, signedIn });
    if (outcome.kind === "redirect") throw redirect(outcome.location);
    orderLinks = outcome;
  }

  // The popup promo waits while another popup is open, and stays away for a day once closed.
  const wantsPopup =
    !payment && !readModal(url.searchParams) && !isDismissed(request.headers.get("Cookie"), "popup-promo");
  // The top-up shortcuts need the platform status only for a signed-in visitor (app/lib/top-up-access.ts).
  const [promos, popup, attractions, giveAways, popular, tagged, events, cities, cityNames, platform] =
    await Promise.allSettled([
      // The shell sends the same list when it sends any: the carousel then takes the shell's.
      shellSendsPromos(request.headers.get("Cookie"), url.searchParams) ? Promise.resolve(null) : api.homePromos(call),
      wantsPopup ? api.popupPromos(call) : Promise.resolve(null),
      api.attractions(call),
      api.giveAways({ params: { limit: 5 } }, call),
      api.homeVillas({ query: { isRandom: true } }, call),
      api.taggedVillas({ query: { tag: "Our Pick" } }, call),
      api.events(call),
      api.citiesWithProperties(call),
      loadSearchBoxCities(lang),
      signedIn ? api.topUpPlatformStatus(call) : Promise.resolve(null),
      preloadHomeParts(),
    ]);

  return {
    today: todayInJakarta(),
    payment,
    ...orderLinks,
    /** null: the shell's list (shell-promos.ts). */
    promos: valueOr(promos, null)?.data ?? null,
    popupPromos: valueOr(popup, null)?.data ?? [],
    // Links and pictures only: on the first page the server renders them and they never hydrate.
    below: islandData<HomeBelowFoldProps>(request, context, "home-below", {
      lang,
      attractions: (valueOr(attractions, null)?.data ?? [])
        .filter((a) => a.images.length > 0)
        .slice(0, ATTRACTIONS_SHOWN)
        .map(attractionShown),
      giveAways: valueOr(giveAways, null)?.data ?? [],
      popular: (valueOr(popular, null)?.data ?? []).map(cardShown),
      tagged: (valueOr(tagged, null)?.data ?? []).map(cardShown),
      events: eventsShown(valueOr(events, null)?.data ?? []),
      cities: (valueOr(cities, null)?.data ?? []).map((c) => ({ id: c.id, name: formatRegionName(c.nama_kota) })),
    }),
    cityNames: valueOr(cityNames, []),
    platformStatus: valueOr(platform, null)?.data ?? null,
  };
}

/** A client-side navigation here loads the parts' chunks beside the data (app/components/ui/deferred.tsx). */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withDeferredParts(serverLoader, homeParts);

/** The search box posts here (works without JavaScript): a valid search redirects to /villas. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleSearchSubmission(request, getLocale(context) === "en" ? "en" : "id");
  if (result instanceof Response) return result;
  return data(result, { status: 400 });
}

/** Opening or closing a modal needs no new data. */
export const shouldRevalidate = skipRevalidationForUiParams;

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  const shell = useRouteLoaderData<typeof shellLoader>("routes/shell");
  const loggedIn = Boolean(shell?.user);
  const { payment, bookingHref, appHref, popupPromos } = loaderData;
  return (
    <main id="main">
      <title>{t("title")}</title>
      <meta name="description" content={t("metaDescription")} />
      {/* Popups first in the document, so without JavaScript the keyboard reaches them first. */}
      {payment ? (
        <paymentResult.Component result={payment} closeHref="/" bookingHref={bookingHref} appHref={appHref} />
      ) : null}
      {popupPromos.length > 0 ? (
        <AfterLoad>
          <popupPromo.Component promos={popupPromos} />
        </AfterLoad>
      ) : null}
      <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-soft to-white">
        <div className="mx-auto max-w-6xl px-4 pb-2 pt-6 sm:pt-10">
          <h1 id="hero-heading" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {t("hero.title")}
          </h1>
          <p className="mt-1 text-neutral-700">{t("hero.subtitle")}</p>
          <searchBox.Component
            submission={actionData}
            today={loaderData.today}
            cityNames={loaderData.cityNames}
            className="mt-4"
          />
        </div>
      </section>

      <promoCarousel.Component promos={loaderData.promos ?? shell?.promos ?? []} />
      <shortcuts.Component loggedIn={loggedIn} platformStatus={loaderData.platformStatus} />
      <ServerIsland name="home-below" data={loaderData.below}>
        {(below) => <belowFold.Component {...below} />}
      </ServerIsland>
    </main>
  );
}
