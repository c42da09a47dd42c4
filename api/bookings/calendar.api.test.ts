// GET /v1/calendar: the stay as an .ics file, with the voucher's access and rule (paid or
// confirmed), read back with ical.js and a strict RFC 5545 reader (tests/support/ics-reader.ts).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readEvents } from "#tests/support/ics-reader.ts";
import {
  bookSingle,
  getFromFreshAddress,
  paidGuestAndMemberBookings,
  prepareStay,
  settleInSandbox,
  signedInUser,
  startBookingApi,
  type Stay,
} from "../reservations/test-api.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";

describe.each(databaseKinds)("GET /calendar on %s", (kind) => {
  const suite = useTestApi(kind, startBookingApi);
  const { rows } = suite;

  const book = async (stay: Stay, overrides: Record<string, string> = {}, token?: string) =>
    (await bookSingle(suite.api, stay, overrides, token)).orderId;
  const settle = (orderId: string) => settleInSandbox(suite.api, suite.database, orderId);
  const setRules = (
    propertyId: number,
    rules: { inFirst: string; inSecond: string | null; outFirst: string } | null,
  ) =>
    rules
      ? suite.database.db.execute(sql`
          insert into property_rules (property_id, checkin_first, checkin_second, checkout_first, checkout_second)
          values (${propertyId}, ${rules.inFirst}, ${rules.inSecond}, ${rules.outFirst}, null)
          on conflict (property_id) do update set checkin_first = excluded.checkin_first,
            checkin_second = excluded.checkin_second, checkout_first = excluded.checkout_first, checkout_second = null`)
      : suite.database.db.execute(sql`delete from property_rules where property_id = ${propertyId}`);

  it("the owner's paid stay: check-in to check-out in Asia/Jakarta, the property, its map and the order id", async () => {
    const owner = await signedInUser(suite.database);
    const stay = await prepareStay(suite.database);
    await setRules(stay.propertyId, { inFirst: "14:00", inSecond: "16:00", outFirst: "12:00" });
    const orderId = await book(stay, { user_Id: String(owner.id), lang: "id" }, owner.token);
    const get = (lang: string) =>
      suite.api.request("GET", `/calendar?order_id=${orderId}`, {
        token: owner.token,
        headers: { "accept-language": lang },
      });
    // Not yet paid: the voucher's refusal.
    const before = await get("en");
    expect(before.status).toBe(409);
    expect(before.body.message).toMatch(/not available/i);
    await settle(orderId);

    const answer = await get("en");
    expect(answer.status).toBe(200);
    expect(answer.body.data.fileName).toBe(`inap-${orderId}.ics`);
    const [event, ...more] = readEvents(answer.body.data.ics);
    expect(more).toEqual([]);
    const [property] = await rows<{ name: string; address: string; lat: string; lng: string }>(
      sql`select name, address, lat, lng from properties where id = ${stay.propertyId}`,
    );
    expect(event!.allDay).toBe(false);
    expect(event!.start).toMatchObject({ date: stay.arrival, time: "14:00:00", tzid: "Asia/Jakarta" });
    expect(event!.end).toMatchObject({ date: stay.departure, time: "12:00:00", tzid: "Asia/Jakarta" });
    expect(event!.start.instant!.toISOString()).toBe(`${stay.arrival}T07:00:00.000Z`);
    expect(event!.summary).toBe(`Stay at ${property!.name}`);
    expect(event!.location).toContain(property!.name);
    expect(event!.location).toContain(property!.address);
    expect(event!.description).toContain(`Order ID: ${orderId}`);
    expect(event!.description).toContain("between 14:00 and 16:00");
    expect(event!.description).toContain(`https://www.google.com/maps/search/?api=1&query=`);
    expect(event!.geo).toEqual({ lat: Number(property!.lat), lng: Number(property!.lng) });
    expect(event!.uid).toMatch(new RegExp(`^${orderId}@`));
    expect(event!.url).toMatch(/\/detail-booking\?id=\d+$/);

    // The page's language, not the booking's: Indonesian on an Indonesian page.
    const id = readEvents((await get("id")).body.data.ics)[0]!;
    expect(id.summary).toBe(`Menginap di ${property!.name}`);
    expect(id.description).toContain(`ID Pesanan: ${orderId}`);
  });

  it("a property without stated hours: an all-day span through the check-out day", async () => {
    const owner = await signedInUser(suite.database);
    const stay = await prepareStay(suite.database, { nights: 3 });
    await setRules(stay.propertyId, null);
    const orderId = await book(stay, { user_Id: String(owner.id) }, owner.token);
    await settle(orderId);
    const answer = await suite.api.request("GET", `/calendar?order_id=${orderId}`, { token: owner.token });
    expect(answer.status).toBe(200);
    const [event] = readEvents(answer.body.data.ics);
    expect(event!.allDay).toBe(true);
    expect(event!.start.date).toBe(stay.arrival);
    const dayAfter = new Date(`${stay.departure}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(event!.end.date).toBe(dayAfter.toISOString().slice(0, 10));
    await setRules(stay.propertyId, { inFirst: "14:00", inSecond: null, outFirst: "12:00" });
  });

  it("a guest's booking with its email; never someone else's", async () => {
    const { owner, other, stay, guest, member } = await paidGuestAndMemberBookings(
      suite.api,
      suite.database,
      "tamu.kalender@example.com",
    );
    const get = getFromFreshAddress(suite.api, "/calendar");
    const found = await get(`order_id=${guest}&email=TAMU.KALENDER@example.com`);
    expect(found.status).toBe(200);
    const event = readEvents(found.body.data.ics)[0]!;
    expect(event.start.date).toBe(stay.arrival);
    expect(event.end.date).toBe(stay.departure);
    // The guest's link is the reservation check with the order id only: the email stays out of the file.
    expect(event.url).toMatch(new RegExp(`/reservation-check\\?order_id=${guest}$`));
    expect(found.body.data.ics).not.toContain("tamu.kalender");
    expect((await get(`order_id=${guest}&email=wrong@example.com`)).status).toBe(404);
    expect((await get(`order_id=${guest}`)).status).toBe(404);
    expect((await get(`order_id=${member}&email=${owner.email}`)).status).toBe(404);
    expect((await get(`order_id=${member}`, other.token)).status).toBe(404);
    expect((await get(`order_id=${member}`, owner.token)).status).toBe(200);
    expect((await get(``)).status).toBe(422);
  });
});
