// Every screen (the routes of app/routes.ts), as URLs a person
// opens: read by the overflow spec and by `npm run screenshots`. A member's screens need the demo
// account logged in; /detail-booking needs one of its bookings (made through /v1 by demoBooking), the
// top-up results a declined and an expired top-up of it (demoTopUp).
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, todayInJakarta } from "#core/dates.ts";
import { lengthChoices, longStayCheckOut } from "#core/long-stay.ts";

export const APP_KEY = process.env.APP_KEY ?? "e2e-app-key-0123456789";
export const DEMO = { email: "demo@inap.id", password: "demo12345" };

export interface Screen {
  /** A short file-safe name. */
  name: string;
  path: string;
  member?: boolean;
  /** The path ends with the id of this purchase of the demo account (see ScreenRefs). */
  ref?: keyof ScreenRefs;
}

/** The demo account's purchases some screens show: a booking, a declined and an expired top-up. */
export interface ScreenRefs {
  booking?: string;
  /** The demo account's DP-paid monthly stay (demoLongStay: it pays in the sandbox page, so it needs a browser). */
  longStay?: string;
  topUpDeclined?: string;
  topUpExpired?: string;
}

const far = addDays(todayInJakarta(), 200);
/** A two-night stay 200 days ahead, as the pages' query string. */
export const stayQuery = (() => {
  const [y, m, d] = far.split("-");
  const [y2, m2, d2] = addDays(far, 2).split("-");
  return `arrival=${m}-${d}-${y}&departure=${m2}-${d2}-${y2}&duration=2`;
})();

/** A long stay's check-in 30 days ahead (inside the 90-day window), as the pages' URL date. */
const longStayCheckIn = (() => {
  const [y, m, d] = addDays(todayInJakarta(), 30).split("-");
  return `${m}-${d}-${y}`;
})();
/** Demo properties with a long-stay price of the period (the seed is deterministic). */
const LONG_STAY_PROPERTY = { weekly: 50, monthly: 34, yearly: 25 } as const;

export const SCREENS: readonly Screen[] = [
  { name: "home", path: "/" },
  { name: "home-register", path: "/?modal=register" },
  { name: "home-login", path: "/?modal=login" },
  { name: "villas", path: `/villas?guest=2&${stayQuery}` },
  { name: "detail-villas", path: `/detail-villas?villas=3&guest=2&${stayQuery}` },
  { name: "reservation-form", path: `/reservation-form?villas=3&guest=2&${stayQuery}` },
  { name: "reservation-check", path: "/reservation-check" },
  // The form itself needs a finished stay: review.spec.ts checks it at 360 px.
  { name: "review-bad-link", path: "/review?email=a%40example.com&order_id=X&reservation_type=daily&token=x" },
  { name: "stay-weekly", path: "/stay-weekly" },
  { name: "stay-monthly", path: "/stay-monthly" },
  { name: "stay-yearly", path: "/stay-yearly" },
  { name: "stay-monthly-detail", path: `/stay-monthly/${LONG_STAY_PROPERTY.monthly}` },
  {
    name: "stay-weekly-booking",
    path: `/stay-weekly/${LONG_STAY_PROPERTY.weekly}?modal=booking&checkIn=${longStayCheckIn}&length=2&guest=1`,
  },
  {
    name: "stay-monthly-checkout",
    path: `/stay-monthly/checkout/reservation-form?propertyId=${LONG_STAY_PROPERTY.monthly}&checkIn=${longStayCheckIn}&length=6&guest=1`,
  },
  {
    name: "stay-yearly-checkout",
    path: `/stay-yearly/checkout/reservation-form?propertyId=${LONG_STAY_PROPERTY.yearly}&checkIn=${longStayCheckIn}&length=1&guest=1&modal=payment-info`,
  },
  { name: "login", path: "/login" },
  { name: "activate", path: "/activate?token=nope" },
  { name: "mailbox", path: "/dev/mailbox" },
  { name: "not-found", path: "/no-such-page" },
  // What the service worker answers offline (decision 058), as the server renders it.
  { name: "offline", path: "/offline" },
  { name: "terms", path: "/terms-and-conditions" },
  { name: "privacy", path: "/privacy-policy" },
  { name: "about", path: "/about" },
  { name: "delete-account", path: "/delete-account" },
  { name: "how-to-reserve", path: "/how-to-reserve" },
  { name: "by-type", path: "/properties/by-type/syariah" },
  { name: "by-type-unknown", path: "/properties/by-type/hostel" },
  { name: "promo-all", path: "/promo/all" },
  { name: "events", path: "/events" },
  { name: "give-away-all", path: "/give-away/all" },
  { name: "give-away-detail", path: "/give-away-detail/1" },
  { name: "hotelall", path: "/hotelall" },
  { name: "attractions-all", path: "/tourist-attractions-all" },
  { name: "attraction", path: "/tourist-attractions/1" },
  // The drawn map (no GOOGLE_MAPS_API_KEY): villa 1's two nearest properties lie under its pin (issue 22).
  { name: "map-drawn", path: "/map?villas=1" },
  { name: "restaurant", path: "/restaurants/nusa-cafe" },
  { name: "restaurant-type", path: "/restaurants/type/2/6" },
  { name: "restaurant-product", path: "/restaurants/detail/1?outlet=2&marketplace=4" },
  { name: "profile", path: "/profile", member: true },
  { name: "profile-edit", path: "/profile/edit", member: true },
  { name: "change-password", path: "/change-password", member: true },
  { name: "my-booking", path: "/my-booking", member: true },
  { name: "home-member", path: "/", member: true },
  { name: "voucher-event", path: "/voucher-event/lebaran", member: true },
  // Resolved to /detail-booking?id=... by the payment return's redirect.
  { name: "detail-booking", path: "/my-booking?order_id=", member: true, ref: "booking" },
  // What cancelling the demo account's waiting booking would do (nothing is cancelled).
  { name: "cancel-booking", path: "/cancel-booking?order_id=", member: true, ref: "booking" },
  // The demo account's long stay paid by DP (demoLongStay): the tab, and its detail through the same redirect.
  { name: "my-booking-longstay", path: "/my-booking?tab=longstay", member: true },
  { name: "detail-booking-longstay", path: "/my-booking?order_id=", member: true, ref: "longStay" },
  // A denied and an expired top-up payment read differently (issue 22 item 7).
  { name: "topup-result-declined", path: "/top-up/result?order_id=", member: true, ref: "topUpDeclined" },
  { name: "topup-result-expired", path: "/top-up/result?order_id=", member: true, ref: "topUpExpired" },
];

/** Days 200 to 359 ahead (inside the seeded year): bookings of repeated runs spread over them. */
const randomDaysAhead = () => 200 + Math.floor(Math.random() * 160);

/** A waiting booking (villa 3, `daysAhead` days ahead, two nights) made through /v1: its order id. As the demo member, or as a guest. */
export async function bookThroughApi(
  request: APIRequestContext,
  options: { member: boolean; daysAhead?: number },
): Promise<string> {
  return (await reserveThroughApi(request, options)).orderId;
}

/** A guest's booking paid in the sandbox gateway: its order id. */
export async function paidBooking(page: Page, request: APIRequestContext): Promise<string> {
  const { orderId, payUrl } = await reserveThroughApi(request, { member: false });
  await page.goto(payUrl);
  await page.locator('button[value="settlement"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));
  return orderId;
}

/** A fresh private address per call: the login limits of /v1 count per address and email. */
function freshAddressHeaders(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { "app-key": APP_KEY, "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` };
}

/** A phone credit for the demo account, bought through /v1 and ended in the sandbox by `action`: its ref_id. */
export async function demoTopUp(request: APIRequestContext, action: "deny" | "expire"): Promise<string> {
  const headers = freshAddressHeaders();
  const login = await (await request.post("/v1/login", { headers, data: DEMO })).json();
  headers.authorization = `Bearer ${login.data.token}`;
  const providers = (await (await request.get("/v1/credit/providers/all", { headers })).json()).data as {
    provider_name: string;
    credits: { id: number; status: string }[];
  }[];
  const credit = providers.find((p) => p.provider_name === "Telkomsel")!.credits.find((c) => c.status === "Open")!;
  const bought = await (
    await request.post("/v1/credit/transactions", {
      headers,
      data: { credit_id: credit.id, phone_number: "081234567890" },
    })
  ).json();
  await request.post(bought.data.midtrans.redirect_url, { form: { action }, maxRedirects: 0 });
  return bought.data.ref_id;
}

/** Every purchase the member screens need. */
export async function screenRefs(request: APIRequestContext): Promise<ScreenRefs> {
  return {
    booking: await demoBooking(request),
    topUpDeclined: await demoTopUp(request, "deny"),
    topUpExpired: await demoTopUp(request, "expire"),
  };
}

/**
 * A waiting booking of villa 3's first room for two nights, `daysAhead` days ahead (another date
 * where earlier runs sold it out), made through /v1 as the demo member or as a guest (`guest`
 * names them; `headers` adds to the request's, e.g. the demo mailbox).
 */
export async function reserveThroughApi(
  request: APIRequestContext,
  {
    member,
    daysAhead = randomDaysAhead(),
    guest,
    headers: extraHeaders = {},
  }: { member: boolean; daysAhead?: number; guest?: { name: string; email: string }; headers?: Record<string, string> },
): Promise<{ orderId: string; payUrl: string; arrival: string }> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  // Its own address: the login limits of /v1 count per address and email.
  const headers: Record<string, string> = {
    "app-key": APP_KEY,
    "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}`,
    ...extraHeaders,
  };
  let contact = {
    name: guest?.name ?? "Budi Santoso",
    phone: "+62-81234567890",
    email: guest?.email ?? `guest-${Date.now().toString(36)}@example.com`,
  } as {
    name: string;
    phone: string;
    email: string;
    user_Id?: number;
  };
  if (member) {
    const login = await (await request.post("/v1/login", { headers, data: DEMO })).json();
    const { token, user } = login.data as { token: string; user: { id: number; phone: string; code: string } };
    headers.authorization = `Bearer ${token}`;
    contact = { name: "Demo Inap", phone: `${user.code}-${user.phone}`, email: DEMO.email, user_Id: user.id };
  }
  // A night sold out by earlier runs (the data directory stays): another date.
  for (let attempt = 0; ; attempt++) {
    const arrival = addDays(todayInJakarta(), attempt === 0 ? daysAhead : randomDaysAhead());
    const answer = await request.post("/v1/reservations/single", {
      headers,
      data: {
        arrival,
        departure: addDays(arrival, 2),
        guest: 2,
        propertyId: 3,
        roomId: 3,
        payment_option: 0,
        ...contact,
      },
    });
    const body = await answer.json();
    if (answer.ok())
      return { orderId: body.data.order_id, payUrl: body.data.midtrans.response_from_midtrans.redirect_url, arrival };
    if (answer.status() !== 409 || attempt >= 5)
      throw new Error(`booking refused: ${answer.status()} ${JSON.stringify(body)}`);
  }
}

/** One waiting booking of the demo account: its order id. */
export const demoBooking = (request: APIRequestContext) => bookThroughApi(request, { member: true });

/** Logs the demo account in on this page (the login modal). */
export async function logInDemo(page: Page, lang: "id" | "en" = "id"): Promise<void> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
  await page.goto(`/?lng=${lang}&modal=login`);
  const form = page.locator('[data-account-form="login"]');
  await form.locator('input[name="email"]').fill(DEMO.email);
  await form.locator('input[name="password"]').fill(DEMO.password);
  await form.locator('button[type="submit"]').click();
  await form.waitFor({ state: "detached" });
}

/**
 * The demo account's monthly stay, its down payment paid in the sandbox gateway (a balance still
 * owed): its order id. The first monthly room /v1 says is free for its shortest length.
 */
export async function demoLongStay(page: Page, request: APIRequestContext): Promise<string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const headers: Record<string, string> = {
    "app-key": APP_KEY,
    "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}`,
  };
  const login = await (await request.post("/v1/login", { headers, data: DEMO })).json();
  const { token, user } = login.data as { token: string; user: { id: number; phone: string; name?: string } };
  headers.authorization = `Bearer ${token}`;
  const checkIn = addDays(todayInJakarta(), 20 + Math.floor(Math.random() * 60));
  const list = (await (await request.get("/v1/properties/stay-monthly", { headers })).json()) as {
    data: { id: number }[];
  };
  for (const card of list.data.slice(0, 40)) {
    const first = (await (
      await request.get(`/v1/properties/stay-monthly/${card.id}?type=monthly`, { headers })
    ).json()) as {
      data: { rooms: { stayMonthly: { per: number } }[] };
    };
    const per = first.data.rooms[0]?.stayMonthly.per ?? 1;
    const duration = lengthChoices("monthly", per)[0] ?? per;
    const detail = (await (
      await request.get(
        `/v1/properties/stay-monthly/${card.id}?type=monthly&isReservationForm=true&checkIn=${checkIn}&duration=${duration}`,
        { headers },
      )
    ).json()) as {
      data: { rooms: { id: number; notAvailable: boolean; stayMonthly: { per: number; dp_percent: number } }[] };
    };
    const room = detail.data.rooms.find(
      (r) => !r.notAvailable && r.stayMonthly.per === per && r.stayMonthly.dp_percent < 100,
    );
    if (!room) continue;
    const answer = await request.post("/v1/stay-monthly/reservation", {
      headers,
      data: {
        guest: {
          name: "Demo Inap",
          phoneNumber: user.phone || "81234567890",
          area: "+62",
          count: 1,
          user_id: user.id,
          email: DEMO.email,
        },
        reservation: {
          specialRequest: "",
          roomId: room.id,
          checkIn,
          checkOut: longStayCheckOut(checkIn, "monthly", duration),
          lang: "id",
          duration,
          reservation_type: "monthly",
        },
        transaction: { payment_option: "Transfer" },
      },
    });
    if (!answer.ok()) continue;
    const { data } = (await answer.json()) as {
      data: { order_id: string; midtrans: { response_from_midtrans: { redirect_url: string } } };
    };
    await page.goto(data.midtrans.response_from_midtrans.redirect_url);
    await page.locator('button[value="settlement"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));
    return data.order_id;
  }
  throw new Error(`no monthly room free from ${checkIn}`);
}

/** The screen's URL in a language (a screen with a `ref` needs that purchase's id; a bare string is the booking's). */
export function screenUrl(screen: Screen, lang: "id" | "en", refs: string | ScreenRefs = ""): string {
  const ids: ScreenRefs = typeof refs === "string" ? { booking: refs } : refs;
  const path = screen.ref ? screen.path + (ids[screen.ref] ?? "") : screen.path;
  return `${path}${path.includes("?") ? "&" : "?"}lng=${lang}`;
}
