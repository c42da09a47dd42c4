// Long stays reach my bookings (issue 11; seed 001 sections 2.3 and 3, seed 002 section 7): a
// member's email books a monthly stay by down payment through /v1 (the screens have their own
// journey spec), pays it in the sandbox page, finds it on the Long stay tab and in
// /detail-booking?isMonthly=true with the balance and its due date, pays the balance from there
// (a second payment of the same stay) and then owes nothing; in Indonesian with JavaScript off and
// in English with it on, at 360 px.
import { expect, test, type Browser, type Page } from "@playwright/test";
import en from "#core/locales/en/bookings.json" with { type: "json" };
import id from "#core/locales/id/bookings.json" with { type: "json" };
import { addDays, todayInJakarta } from "#core/dates.ts";
import { lengthChoices, longStayCheckOut } from "#core/long-stay.ts";
import { signUpAndLogIn, useFreshClientIp } from "./support/auth.ts";

const TEXT = { id, en } as const;
const APP_KEY = process.env.APP_KEY ?? "e2e-app-key-0123456789";
const headers = { "app-key": APP_KEY };
type Lang = "id" | "en";

async function memberPage(browser: Browser, lang: Lang, javaScriptEnabled: boolean) {
  const signUp = await browser.newContext({ javaScriptEnabled: true });
  const user = await signUpAndLogIn(await signUp.newPage(), { lang });
  const storageState = await signUp.storageState();
  await signUp.close();
  const context = await browser.newContext({ javaScriptEnabled, storageState, viewport: { width: 360, height: 780 } });
  await useFreshClientIp(context);
  return { page: await context.newPage(), user };
}

/** The first monthly room free for its shortest length from `checkIn`, by the API's own answer. */
async function freeMonthlyRoom(page: Page, checkIn: string) {
  const list = await page.request.get("/v1/properties/stay-monthly", { headers });
  expect(list.status()).toBe(200);
  for (const card of ((await list.json()) as { data: { id: number }[] }).data.slice(0, 30)) {
    const first = await page.request.get(`/v1/properties/stay-monthly/${card.id}?type=monthly`, { headers });
    const per = ((await first.json()) as { data: { rooms: { stayMonthly: { per: number } }[] } }).data.rooms[0]!.stayMonthly.per;
    const duration = lengthChoices("monthly", per)[0]!;
    const detail = await page.request.get(`/v1/properties/stay-monthly/${card.id}?type=monthly&isReservationForm=true&checkIn=${checkIn}&duration=${duration}`, { headers });
    const rooms = ((await detail.json()) as { data: { rooms: { id: number; notAvailable: boolean; stayMonthly: { per: number; dp_percent: number } }[] } }).data.rooms;
    // A down payment below 100 %: a balance is left to pay.
    const room = rooms.find((r) => !r.notAvailable && r.stayMonthly.per === per && r.stayMonthly.dp_percent < 100);
    if (room) return { roomId: room.id, duration };
  }
  throw new Error(`no monthly room free from ${checkIn}`);
}

for (const javaScriptEnabled of [false, true]) {
  const lang: Lang = javaScriptEnabled ? "en" : "id";
  const t = TEXT[lang];
  test(`a paid monthly stay shows on the Long stay tab and its detail (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}, 360 px)`, async ({ browser }, info) => {
    test.setTimeout(120_000);
    const { page, user } = await memberPage(browser, lang, javaScriptEnabled);
    const checkIn = addDays(todayInJakarta(), (javaScriptEnabled ? 3 : 9) + (info.project.name === "phone" ? 20 : 0));
    const { roomId, duration } = await freeMonthlyRoom(page, checkIn);
    const answer = await page.request.post("/v1/stay-monthly/reservation", {
      headers,
      data: {
        guest: { name: "Rina Wulandari", phoneNumber: "81298765432", area: "+62", count: 1, user_id: 0, email: user.email },
        reservation: { specialRequest: "", roomId, checkIn, checkOut: longStayCheckOut(checkIn, "monthly", duration), lang, duration, reservation_type: "monthly" },
        transaction: { payment_option: "Transfer" },
      },
    });
    expect(answer.status()).toBe(201);
    const { data } = (await answer.json()) as { data: { order_id: string; id: number; midtrans: { response_from_midtrans: { redirect_url: string } } } };

    await page.goto(data.midtrans.response_from_midtrans.redirect_url);
    await page.locator('button[value="settlement"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));

    await page.goto(`/my-booking?tab=longstay&lng=${lang}`);
    const card = page.locator(`[data-booking="${data.order_id}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(t.longStayStatus.Settlement);

    await page.goto(`/detail-booking?id=${data.id}&isMonthly=true&lng=${lang}`);
    const detail = page.locator(`[data-order-id="${data.order_id}"]`);
    await expect(detail).toBeVisible();
    await expect(detail).toContainText("Rina Wulandari");
    await expect(detail).toContainText(t.longStayStatus.Settlement);
    const balance = detail.locator('[data-amount="balance"]');
    await expect(balance).toBeVisible();
    await expect(balance).toContainText(t.detail.balanceOwed.split("{{")[0]!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const payBalance = page.getByRole("button", { name: t.detail.payBalance });
    await expect(payBalance).toBeVisible();
    await payBalance.click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.locator('button[value="settlement"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith("/sandbox"));
    await page.goto(`/detail-booking?id=${data.id}&isMonthly=true&lng=${lang}`);
    await expect(detail.locator('[data-amount="paid"]')).toBeVisible();
    await expect(detail.locator('[data-amount="balance"]')).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.detail.payBalance })).toHaveCount(0);
    await page.context().close();
  });
}
