import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The route table of seed 000 section 2.1, in its order; a route's id names its title in pages.json.

export default [
  // Resource routes (no UI): language switch, destination suggestions.
  route("resources/locale", "routes/resources.locale.ts"),
  // The footer's data saver switch (a cookie; works without JavaScript).
  route("resources/data-saver", "routes/resources.data-saver.ts"),
  route("resources/destinations", "routes/resources.destinations.ts"),
  // The translation catalogues a client-side navigation needs and the page did not embed.
  route("resources/locales", "routes/resources.locales.ts"),
  // The voucher PDF as a file (GET for the owner, POST with order id and email for a guest).
  route("resources/download", "routes/resources.download.ts"),
  // A paid stay as an .ics file (GET for the owner, POST with order id and email for a guest).
  route("resources/calendar", "routes/resources.calendar.ts"),
  // Accounts: the modal forms' action, and logout (action only).
  route("resources/auth", "routes/resources.auth.ts"),
  route("logout", "routes/logout.ts"),
  // The installable app's manifest, in each language (/manifest/id.webmanifest, /manifest/en.webmanifest).
  route("manifest/:file", "routes/resources.manifest.ts"),

  // /map is the only screen outside the shell.
  route("map", "routes/map.tsx"),

  layout("routes/shell.tsx", [
    route("restaurants/detail/:productId", "routes/restaurant-detail.tsx", { id: "restaurantDetail" }),
    route("restaurants/type/:restaurantId/:typeId", "routes/restaurant-type.tsx", { id: "restaurantType" }),
    route("restaurants/:slug", "routes/restaurant.tsx", { id: "restaurant" }),
    route("voucher-event/:eventType", "routes/voucher-event.tsx", { id: "voucherEvent" }),
    route("top-up/credits", "routes/top-up.tsx"),
    route("top-up/result", "routes/top-up-result.tsx"),
    route("review", "routes/review.tsx", { id: "review" }),
    route("detail-villas", "routes/detail-villas.tsx", { id: "detailVillas" }),
    route("detail-villa", "routes/detail-villas.tsx", { id: "detailVilla" }),
    route("events", "routes/events.tsx"),
    route("detail-booking", "routes/detail-booking.tsx", { id: "detailBooking" }),
    route("cancel-booking", "routes/cancel-booking.tsx", { id: "cancelBooking" }),
    route("change-booking", "routes/change-booking.tsx", { id: "changeBooking" }),
    route("villas", "routes/villas.tsx"),
    route("hotelall", "routes/hotelall.tsx", { id: "hotelAll" }),
    route("reservation-form", "routes/reservation-form.tsx", { id: "reservationForm" }),
    route("terms-and-conditions", "routes/terms.tsx", { id: "terms" }),
    route("privacy-policy", "routes/privacy.tsx", { id: "privacy" }),
    route("delete-account", "routes/delete-account.tsx", { id: "deleteAccount" }),
    route("about", "routes/about.tsx", { id: "about" }),
    route("profile/edit", "routes/profile-edit.tsx", { id: "profileEdit" }),
    route("profile", "routes/profile.tsx", { id: "profile" }),
    route("change-password", "routes/change-password.tsx", { id: "changePassword" }),
    route("my-booking", "routes/my-booking.tsx", { id: "myBooking" }),
    route("reservation-check", "routes/reservation-check.tsx", { id: "reservationCheck" }),
    route("how-to-reserve", "routes/how-to-reserve.tsx", { id: "howToReserve" }),
    ...(["monthly", "weekly", "yearly"] as const).flatMap((period) => [
      route(`stay-${period}/checkout/reservation-form`, "routes/stay-checkout.tsx", {
        id: `longStayCheckout-${period}`,
      }),
      route(`stay-${period}/:propertyId`, "routes/stay-detail.tsx", { id: `longStayDetail-${period}` }),
      route(`stay-${period}`, "routes/stay-list.tsx", { id: `longStayList-${period}` }),
    ]),
    route("properties/by-type/:propertyType", "routes/properties-by-type.tsx", { id: "propertiesByType" }),
    // 'all' is the gallery (seed 000 section 2.1), matched before a promo's id.
    route("promo/all", "routes/promo-all.tsx", { id: "promoAll" }),
    route("promo/:promoId", "routes/promo-detail.tsx", { id: "promo" }),
    route("give-away/all", "routes/give-away-all.tsx", { id: "giveAwayAll" }),
    route("give-away-detail/:id", "routes/give-away-detail.tsx", { id: "giveAwayDetail" }),
    route("tourist-attractions/:id", "routes/tourist-attraction.tsx", { id: "attractionDetail" }),
    route("tourist-attractions-all", "routes/tourist-attractions-all.tsx", { id: "attractionsAll" }),
    // Accounts: the login page, the activation link, the development mailbox.
    route("login", "routes/login.tsx"),
    route("activate", "routes/activate.tsx"),
    route("dev/mailbox", "routes/dev-mailbox.tsx"),
    route("dev/mailbox/:id", "routes/dev-mailbox-message.tsx"),
    // What the service worker answers without the network for a page the phone has not kept.
    route("offline", "routes/offline.tsx"),
    index("routes/home.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
