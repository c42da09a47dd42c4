// Booking steps the booking specs share: a demo villa by its cancellation policy, the free units
// of its first room as /v1 answers, and a booking made through the reservation form and paid in
// the sandbox.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { lengthChoices, longStayCheckOut } from "#core/long-stay.ts";
import type { Lang } from "./auth.ts";
import { APP_KEY } from "./screens.ts";
import type { Stay } from "./stays.ts";

// A fresh connection each time: a pooled one left idle through the page flow may be closed under it.
const headers = { "app-key": APP_KEY, connection: "close" };

/** The first demo villa whose policy refunds something, or that is not cancellable at all, and its shortest stay. */
export async function villaWhere(
  request: APIRequestContext,
  policy: "refund" | "none",
): Promise<{ villa: number; nights: number }> {
  for (let villa = 1; villa <= 60; villa++) {
    const answer = await request.get(`/v1/hotels/${villa}?guest=2`, { headers });
    if (!answer.ok()) continue;
    const hotel = (
      (await answer.json()) as { data?: { hotel?: { villa_rules?: Record<string, number | null>; minNight?: number } } }
    ).data?.hotel;
    const rules = hotel?.villa_rules;
    if (!rules) continue;
    if (policy === "none" ? rules.day_cancel === null : rules.day_cancel !== null && (rules.refund_persent ?? 0) > 0)
      return { villa, nights: Math.max(2, hotel?.minNight ?? 1) };
  }
  throw new Error(`no demo villa with policy ${policy}`);
}

/** Free units of the villa's first room over the stay, as search answers. */
export async function freeUnits(request: APIRequestContext, villa: number, stay: Stay): Promise<number> {
  const answer = await request.get(`/v1/hotels/${villa}?guest=2&arrival=${stay.arrival}&departure=${stay.departure}`, {
    headers,
  });
  return ((await answer.json()) as { data: { hotel: { rooms: { unit: number }[] } } }).data.hotel.rooms[0]!.unit;
}

/**
 * Books the villa through the reservation form and pays in the sandbox with `method` (else the
 * sandbox's first); answers the order id.
 */
export async function bookAndPay(page: Page, villa: number, stay: Stay, lang: Lang, email: string, method?: string) {
  await page.goto(`/reservation-form?villas=${villa}&guest=2&${stay.query}&lng=${lang}`);
  await page.fill("#field-guestName", "Dewi Lestari");
  await page.fill("#field-guestNoTelp", "81234567890");
  await page.fill("#field-guestEmail", email);
  await page.getByRole("button", { name: lang === "en" ? "Reserve and pay" : "Pesan dan bayar" }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  if (method) await page.selectOption("#payment_type", method);
  await page.locator('button[value="settlement"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));
  const url = new URL(page.url());
  const orderId =
    url.searchParams.get("order_id") ?? (await page.locator("[data-order-id]").first().getAttribute("data-order-id"));
  expect(orderId, "order id after payment").toBeTruthy();
  return orderId!;
}

/** From /my-booking: the booking's detail (its link named `viewDetail`), then its cancel or change link. */
export async function openBookingAction(
  page: Page,
  lang: Lang,
  orderId: string,
  viewDetail: string,
  action: "cancel" | "change",
) {
  await page.goto(`/my-booking?lng=${lang}`);
  await page
    .locator(`[data-booking="${orderId}"]`)
    .getByRole("link", { name: new RegExp(viewDetail) })
    .click();
  await page.locator(`[data-${action}-link]`).click();
}

/**
 * The property's first monthly room free from `checkIn` for its shortest length and paid by a down
 * payment below 100 % (a balance is left to pay), by /v1's own answer; undefined when none is.
 */
export async function monthlyRoomByDp(request: APIRequestContext, property: number, checkIn: string) {
  const first = await request.get(`/v1/properties/stay-monthly/${property}?type=monthly`, { headers });
  const per = ((await first.json()) as { data: { rooms: { stayMonthly: { per: number } }[] } }).data.rooms[0]
    ?.stayMonthly.per;
  if (per === undefined) return undefined;
  const duration = lengthChoices("monthly", per)[0]!;
  const detail = await request.get(
    `/v1/properties/stay-monthly/${property}?type=monthly&isReservationForm=true&checkIn=${checkIn}&duration=${duration}`,
    { headers },
  );
  const rooms = (
    (await detail.json()) as {
      data: { rooms: { id: number; notAvailable: boolean; stayMonthly: { per: number; dp_percent: number } }[] };
    }
  ).data.rooms;
  const room = rooms.find((r) => !r.notAvailable && r.stayMonthly.per === per && r.stayMonthly.dp_percent < 100);
  return room && { roomId: room.id, duration };
}

/** A monthly stay of `duration` months in `roomId` from `checkIn`, paying the down payment, reserved through /v1 for `email`. */
export async function reserveMonthlyByDp(
  request: APIRequestContext,
  email: string,
  lang: Lang,
  stay: { roomId: number; checkIn: string; duration: number },
) {
  const { roomId, checkIn, duration } = stay;
  const answer = await request.post("/v1/stay-monthly/reservation", {
    headers,
    data: {
      guest: { name: "Rina Wulandari", phoneNumber: "81298765432", area: "+62", count: 1, user_id: 0, email },
      reservation: {
        specialRequest: "",
        roomId,
        checkIn,
        checkOut: longStayCheckOut(checkIn, "monthly", duration),
        lang,
        duration,
        reservation_type: "monthly",
      },
      transaction: { payment_option: "Transfer" },
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as {
    data: { order_id: string; id: number; midtrans: { response_from_midtrans: { redirect_url: string } } };
  };
}
