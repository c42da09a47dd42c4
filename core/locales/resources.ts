// Every catalogue, by language and namespace. Server-only import (the browser receives only the
// active language's catalogues, embedded in the HTML by root).
import enAccount from "./en/account.json" with { type: "json" };
import enAuth from "./en/auth.json" with { type: "json" };
import enBooking from "./en/booking.json" with { type: "json" };
import enBookings from "./en/bookings.json" with { type: "json" };
import enCommon from "./en/common.json" with { type: "json" };
import enDetail from "./en/detail.json" with { type: "json" };
import enHome from "./en/home.json" with { type: "json" };
import enLongStay from "./en/longstay.json" with { type: "json" };
import enOffline from "./en/offline.json" with { type: "json" };
import enPages from "./en/pages.json" with { type: "json" };
import enPayment from "./en/payment.json" with { type: "json" };
import enDiscover from "./en/discover.json" with { type: "json" };
import enPromos from "./en/promos.json" with { type: "json" };
import enReservation from "./en/reservation.json" with { type: "json" };
import enReview from "./en/review.json" with { type: "json" };
import enSearch from "./en/search.json" with { type: "json" };
import enShell from "./en/shell.json" with { type: "json" };
import enTopUp from "./en/topup.json" with { type: "json" };
import enValidation from "./en/validation.json" with { type: "json" };
import enVillas from "./en/villas.json" with { type: "json" };
import enVouchers from "./en/vouchers.json" with { type: "json" };
import idAccount from "./id/account.json" with { type: "json" };
import idAuth from "./id/auth.json" with { type: "json" };
import idBooking from "./id/booking.json" with { type: "json" };
import idBookings from "./id/bookings.json" with { type: "json" };
import idCommon from "./id/common.json" with { type: "json" };
import idDetail from "./id/detail.json" with { type: "json" };
import idHome from "./id/home.json" with { type: "json" };
import idLongStay from "./id/longstay.json" with { type: "json" };
import idOffline from "./id/offline.json" with { type: "json" };
import idPages from "./id/pages.json" with { type: "json" };
import idPayment from "./id/payment.json" with { type: "json" };
import idDiscover from "./id/discover.json" with { type: "json" };
import idPromos from "./id/promos.json" with { type: "json" };
import idReservation from "./id/reservation.json" with { type: "json" };
import idReview from "./id/review.json" with { type: "json" };
import idSearch from "./id/search.json" with { type: "json" };
import idShell from "./id/shell.json" with { type: "json" };
import idTopUp from "./id/topup.json" with { type: "json" };
import idValidation from "./id/validation.json" with { type: "json" };
import idVillas from "./id/villas.json" with { type: "json" };
import idVouchers from "./id/vouchers.json" with { type: "json" };

export const resources = {
  id: {
    common: idCommon,
    shell: idShell,
    home: idHome,
    villas: idVillas,
    pages: idPages,
    payment: idPayment,
    discover: idDiscover,
    promos: idPromos,
    search: idSearch,
    validation: idValidation,
    auth: idAuth,
    account: idAccount,
    booking: idBooking,
    bookings: idBookings,
    detail: idDetail,
    reservation: idReservation,
    topup: idTopUp,
    longstay: idLongStay,
    review: idReview,
    vouchers: idVouchers,
    offline: idOffline,
  },
  en: {
    common: enCommon,
    shell: enShell,
    home: enHome,
    villas: enVillas,
    pages: enPages,
    payment: enPayment,
    discover: enDiscover,
    promos: enPromos,
    search: enSearch,
    validation: enValidation,
    auth: enAuth,
    account: enAccount,
    booking: enBooking,
    bookings: enBookings,
    detail: enDetail,
    reservation: enReservation,
    topup: enTopUp,
    longstay: enLongStay,
    review: enReview,
    vouchers: enVouchers,
    offline: enOffline,
  },
} as const;

export type Namespace = keyof (typeof resources)["id"];
