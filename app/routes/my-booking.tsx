// /my-booking (seed 001 sections 2.3, 4, 8): tabs Daily, Long stay, Top Up & Bills as links
// (?tab=daily|longstay|topup: no JavaScript needed; only the selected tab's data is loaded, so long
// stays load when first chosen), active and history sections, the empty texts, the account menu.
// Links from the app and the payment return: ?reservation_id (order_from=web → the detail page,
// otherwise the app's deep link) and ?order_id (looked up, then the deep link on a mobile user
// agent or the detail page; a failed lookup shows the list).
import { redirect } from "react-router";
import { dailyBookings, longStayBookings, topUpHistory } from "#app/server/bookings/bookings.server.ts";
import { getLocale } from "#app/i18n/i18n.server.ts";
import { apiCall, ApiRequestError } from "#app/lib/api.server.ts";
import { requireAuth } from "#app/lib/session.server.ts";
import { isMobileUserAgent, purchaseAppLink, purchaseWebHref, reservationIdTarget } from "#app/lib/home-query.ts";
import { lookUpOrder } from "#app/lib/order-lookup.server.ts";
import type { Route } from "./+types/my-booking";
import { deferred, withDeferredParts } from "#app/components/ui/deferred.tsx";
import { MY_BOOKING_TABS as TABS, type MyBookingTab as Tab } from "#app/components/bookings/my-booking-tabs.ts";
import type { I18nHandle } from "#app/i18n/namespaces.ts";
import { keepOffline } from "#app/lib/offline.server.ts";
import { keepUntilLatest } from "#core/offline/protocol.ts";

export const handle = { i18n: [] } satisfies I18nHandle;

function tabOf(value: string | null): Tab {
  if (value === "top-up") return "topup";
  return (TABS as readonly string[]).includes(value ?? "") ? (value as Tab) : "daily";
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  withDeferredParts(serverLoader, [myBookingPage]);

export async function loader({ request, context }: Route.LoaderArgs) {
  await myBookingPage.preload();
  const auth = await requireAuth(request);
  const lang = getLocale(context) === "en" ? "en" : "id";
  const url = new URL(request.url);

  const reservationId = url.searchParams.get("reservation_id")?.trim();
  if (reservationId && /^\d{1,10}$/.test(reservationId)) {
    throw redirect(
      reservationIdTarget(reservationId, url.searchParams.get("order_from"), request.headers.get("User-Agent")),
    );
  }
  const orderId = url.searchParams.get("order_id")?.trim();
  if (orderId && orderId.length <= 64) {
    const order = await lookUpOrder(orderId, apiCall(request, { lang }));
    if (order) {
      const app = isMobileUserAgent(request.headers.get("User-Agent")) ? purchaseAppLink(order) : null;
      throw redirect(app ?? purchaseWebHref(order, true));
    }
  }

  const tab = tabOf(url.searchParams.get("tab"));
  const call = apiCall(request, { lang });
  // The phone keeps the list offline for 30 days after the last stay it shows (decision 058).
  const keptAt = Date.now();
  const keep = (stayEnds: string[]) => keepOffline(context, keepUntilLatest(stayEnds, keptAt));
  try {
    if (tab === "daily") {
      const daily = await dailyBookings(auth, call);
      keep(daily.map((b) => b.checkOut.slice(0, 10)));
      return { tab, daily, error: null, keptAt };
    }
    if (tab === "longstay") {
      const longStays = await longStayBookings(auth, call);
      keep(longStays.map((b) => b.check_out.slice(0, 10)));
      return { tab, longStays, error: null, keptAt };
    }
    const topUps = await topUpHistory(auth, call);
    keep([]);
    return { tab, topUps, error: null, keptAt };
  } catch (error) {
    // Seed 001 section 8: with a response, its message; without, the no-internet text.
    if (error instanceof ApiRequestError && error.status === 401) throw redirect("/");
    return { tab, error: error instanceof ApiRequestError ? error.message || "loadFailed" : "nointernet" };
  }
}

const myBookingPage = deferred(
  () => import("#app/components/bookings/my-booking-page.tsx").then((m) => m.MyBookingPage),
  { i18n: ["bookings", "topup", "account", "shell"] },
);

export default myBookingPage.Component;
