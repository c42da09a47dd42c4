import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInJakarta } from "#core/dates.ts";
import { shownNightlyPrice } from "#core/pricing.ts";
import type { PropertyDetail, RoomDetail } from "#core/contract/index.ts";
import { imageCategories } from "../db/schema.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";
import { addFixtureProperty, FIXTURE_FEE, PRICE_A, PRICE_B, type Fixture } from "./fixture.ts";

describe.each(databaseKinds)("property detail calls on %s", (kind) => {
  const suite = useTestApi(kind);
  let fx: Fixture;
  const today = todayInJakarta();
  const arrival = addDays(today, 10);
  const departure = addDays(today, 13);

  beforeAll(async () => {
    fx = await addFixtureProperty(suite.database.db, today);
  });

  const exec = (query: ReturnType<typeof sql>) => suite.database.db.execute(query);
  const detail = async (
    query: Record<string, string | number> = {},
    lang = "id",
    id: number | string = fx.propertyId,
  ) => {
    const qs = new URLSearchParams(Object.entries({ ...query, lang }).map(([k, v]) => [k, String(v)]));
    return suite.api.get(`/hotels/${id}?${qs}`);
  };
  const roomOf = (hotel: PropertyDetail, id: number) => hotel.rooms.find((room) => room.id === id)!;

  describe("GET /v1/hotels/:villa", () => {
    it("answers data.hotel with the seed's property fields", async () => {
      const { status, body } = await detail({ guest: 2, arrival, departure, duration: 3 });
      expect(status).toBe(200);
      expect(body.status).toBe("success");
      expect(body.data.corrected).toBe(false);
      expect(body.data.stay).toEqual({ guest: 2, arrival, departure, nights: 3 });
      const hotel = body.data.hotel as PropertyDetail;
      expect(hotel).toMatchObject({
        id: fx.propertyId,
        name: "Villa Uji Coba",
        category_name: "Villa",
        star: 4,
        address: "Jalan Uji 1",
        capacity: 6,
        payAtVilla: 1,
        fee_percent: FIXTURE_FEE,
        min_h_booking: 2,
        tag_villa: "Our Pick",
        is_multiple: 1,
        is_referral: 0,
        dp_multiple_booking: 30,
        description_id: "Deskripsi uji",
        description_en: "Test description",
        images: "exterior-1.webp;bedroom-1.webp;swimming-1.webp",
        konfigurasi: { bed: 4, bedroom: 3, bathroom: 2 },
        villa_aksesibilitas: {
          bus: null,
          car: "on",
          bike: null,
          walk: null,
          wheel: "on",
          deskripsi: "Landai untuk kursi roda",
        },
        spoken: [
          { country_id: "id", name_country: "Indonesia" },
          { country_id: "gb", name_country: "English" },
        ],
      });
      expect(typeof hotel.lat).toBe("string");
      expect(typeof hotel.long).toBe("string");
      expect(Math.abs(Date.parse(hotel.server_time) - Date.now())).toBeLessThan(60_000);
      expect(Object.keys(hotel.images2).sort()).toEqual([...imageCategories].sort());
      expect(hotel.images2.exterior).toEqual([{ image: "exterior-1.webp", caption: "Tampak depan" }]);
      expect(hotel.images2.lobi).toEqual([]);
      expect(hotel.VillaLocations[0]).toMatchObject({
        nama_kota: expect.any(String),
        nama_provinsi: expect.any(String),
      });
      expect(hotel.Fiturs).toHaveLength(1);
      expect(hotel.Fiturs[0]).toMatchObject({ name: expect.any(String), images: expect.stringMatching(/\.svg$/) });
      expect(hotel.FitursOther).toHaveLength(1);
      expect(hotel.villa_rules).toEqual({
        checkin_first: "14:00",
        checkin_second: "16:00",
        checkout_first: "12:00",
        checkout_second: null,
        day_cancel: 7,
        refund_persent: 50,
        no_smoking: 1,
        no_pet: 0,
        no_party: 1,
        other_rules: "Jaga kebersihan\nTidak ada musik setelah 22.00",
      });
      expect(hotel.rooms.map((room) => room.id)).toEqual([fx.roomA, fx.roomB]);
      const room = roomOf(hotel, fx.roomA);
      expect(room).toMatchObject({
        name: "Kamar A",
        capacity: 2,
        images: [{ image_url: "/images/hotel/room-double-1.webp" }],
        min_night: 2,
        is_promo: 1,
        promo: { promo_percent: 10, promo_name: "Hemat" },
        unit: 1,
      });
      expect(room.rates.map((rate) => rate.rateDate)).toEqual([arrival, addDays(arrival, 1), addDays(arrival, 2)]);
    });

    it("shows prices less the fee percent, floored, and the promo price of the first night", async () => {
      const { body } = await detail({ guest: 2, arrival, departure });
      const hotel = body.data.hotel as PropertyDetail;
      const shownA = shownNightlyPrice(PRICE_A, FIXTURE_FEE);
      expect(shownA).toBe(139_999); // 155,555 x 0.9 = 139,999.5, rounded down
      const room = roomOf(hotel, fx.roomA);
      expect(room.rates.every((rate) => rate.fix_price === shownA && rate.unit === 1)).toBe(true);
      expect(room.roomRate).toBe(shownA);
      expect(room.promo_price).toBe(Math.floor((shownA * 90) / 100));
      expect(roomOf(hotel, fx.roomB).roomRate).toBe(shownNightlyPrice(PRICE_B, FIXTURE_FEE));
      expect(roomOf(hotel, fx.roomB).promo_price).toBe(0);
      // The cheapest room that holds two guests sets the price and the allotment.
      expect(hotel.startFrom).toBe(shownA);
      expect(hotel.low_price).toBe(shownA);
      expect(hotel.round).toBe(0);
      expect(hotel.allotment).toEqual({ remain: 1 });
      // Four guests fit only room B.
      const four = (await detail({ guest: 4, arrival, departure })).body.data.hotel as PropertyDetail;
      expect(four.startFrom).toBe(shownNightlyPrice(PRICE_B, FIXTURE_FEE));
      expect(four.allotment).toEqual({ remain: 2 });
      expect(four.minNight).toBe(3);
    });

    it("a room sold out on one night has unit 0; the others are untouched", async () => {
      const night = addDays(arrival, 1);
      await exec(
        sql`update room_inventory set units_booked = units_total where room_id = ${fx.roomA} and stay_date = ${night}::date`,
      );
      try {
        const hotel = (await detail({ guest: 2, arrival, departure })).body.data.hotel as PropertyDetail;
        const room = roomOf(hotel, fx.roomA);
        expect(room.unit).toBe(0);
        expect(room.rates.find((rate) => rate.rateDate === night)?.unit).toBe(0);
        expect(roomOf(hotel, fx.roomB).unit).toBe(2);
        // Room B (4 guests, 2 units) is now the best for two guests.
        expect(hotel.startFrom).toBe(shownNightlyPrice(PRICE_B, FIXTURE_FEE));
        expect(hotel.allotment.remain).toBe(2);
      } finally {
        await exec(sql`update room_inventory set units_booked = 0 where room_id = ${fx.roomA}`);
      }
    });

    it("a night without a rate makes the room unavailable; round is 1 when rates differ", async () => {
      const night = addDays(arrival, 2);
      await exec(
        sql`update room_inventory set price = ${PRICE_A + 50_000} where room_id = ${fx.roomA} and stay_date = ${night}::date`,
      );
      await exec(sql`delete from room_inventory where room_id = ${fx.roomB} and stay_date = ${night}::date`);
      try {
        const hotel = (await detail({ guest: 2, arrival, departure })).body.data.hotel as PropertyDetail;
        expect(hotel.round).toBe(1);
        const roomB = roomOf(hotel, fx.roomB);
        expect(roomB.rates).toHaveLength(2);
        expect(roomB.unit).toBe(0);
      } finally {
        await exec(sql`update room_inventory set price = ${PRICE_A} where room_id = ${fx.roomA}`);
        await exec(
          sql`insert into room_inventory (room_id, stay_date, price, units_total, units_booked) values (${fx.roomB}, ${night}::date, ${PRICE_B}, 2, 0)`,
        );
      }
    });

    it("defaults to today and tomorrow, and one guest", async () => {
      const { status, body } = await detail();
      expect(status).toBe(200);
      expect(body.data.stay).toEqual({ guest: 1, arrival: today, departure: addDays(today, 1), nights: 1 });
      expect(body.data.corrected).toBe(false);
      expect((body.data.hotel as PropertyDetail).rooms[0]!.rates.map((r: { rateDate: string }) => r.rateDate)).toEqual([
        today,
      ]);
    });

    it("a departure can come from the duration", async () => {
      const { body } = await detail({ arrival, duration: 4 });
      expect(body.data.stay).toMatchObject({ arrival, departure: addDays(arrival, 4), nights: 4 });
    });

    it("a past check-in still loads the property, priced for today to tomorrow, with corrected: true", async () => {
      const { status, body } = await detail({ guest: 2, arrival: addDays(today, -3), departure: addDays(today, -1) });
      expect(status).toBe(200);
      expect(body.data.corrected).toBe(true);
      expect(body.data.stay).toEqual({ guest: 2, arrival: today, departure: addDays(today, 1), nights: 1 });
      expect(roomOf(body.data.hotel, fx.roomA).rates[0]?.rateDate).toBe(today);
    });

    it("422 with field messages for bad dates and guests", async () => {
      const badDate = await detail({ arrival: "2026-02-30", departure });
      expect(badDate.status).toBe(422);
      expect(badDate.body.errors.arrival).toHaveLength(1);
      expect(badDate.body.errors.arrival[0]).toMatch(/YYYY-MM-DD/);
      const reversed = await detail({ arrival: departure, departure: arrival }, "en");
      expect(reversed.status).toBe(422);
      expect(reversed.body.errors.departure).toEqual(["error, check out must greater than check in"]);
      const tooLong = await detail({ arrival, departure: addDays(arrival, 91) }, "en");
      expect(tooLong.body.errors.departure).toEqual(["Maximum stay is 90 nights"]);
      const onlyDeparture = await detail({ departure }, "en");
      expect(onlyDeparture.body.errors.departure).toEqual(["start date required"]);
      const guests = await detail({ guest: 0, arrival, departure }, "en");
      expect(guests.status).toBe(422);
      expect(guests.body.errors.guest).toEqual(["At least 1 guest"]);
    });

    it("404 with the translated message for an unknown or inactive property; 422 for a bad id", async () => {
      const unknown = await detail({}, "en", 99_999_999);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: "error", message: "Data not found" });
      const unknownId = await detail({}, "id", 99_999_999);
      expect(unknownId.body.message).not.toBe("Data not found");

      const inactive = await addFixtureProperty(suite.database.db, today, { isActive: false, name: "Villa Tutup" });
      expect((await detail({}, "en", inactive.propertyId)).status).toBe(404);

      for (const id of ["abc", "0", "-4", "1.5", "99999999999"]) {
        const bad = await detail({}, "en", id);
        expect(bad.status, id).toBe(422);
        expect(bad.body.errors.villa).toEqual(["Must be a number"]);
      }
    });

    it("texts follow the caller's language", async () => {
      const en = (await detail({ arrival, departure }, "en")).body.data.hotel as PropertyDetail;
      const id = (await detail({ arrival, departure }, "id")).body.data.hotel as PropertyDetail;
      expect(en.images2.bedroom).toEqual([{ image: "bedroom-1.webp", caption: "Main bedroom" }]);
      expect(id.images2.bedroom).toEqual([{ image: "bedroom-1.webp", caption: "Kamar tidur utama" }]);
      expect(en.villa_rules.other_rules).toBe("Keep it clean\nNo music after 10 pm");
      const [names] = await Promise.all([
        suite.database.db.execute(sql`select f.name_id, f.name_en from facilities f join property_facilities pf on pf.facility_id = f.id
          where pf.property_id = ${fx.propertyId} and f.kind = 'basic'`),
      ]);
      const row = (names as unknown as { rows: { name_id: string; name_en: string }[] }).rows[0]!;
      expect(en.Fiturs[0]!.name).toBe(row.name_en);
      expect(id.Fiturs[0]!.name).toBe(row.name_id);
      // Without a lang, Accept-Language decides.
      const byHeader = await suite.api.get(`/hotels/${fx.propertyId}`, {
        headers: { "accept-language": "en-GB,en;q=0.9" },
      });
      expect(byHeader.body.data.hotel.images2.exterior[0].caption).toBe("Front view");
    });
  });

  describe("GET /v1/hotels/:villa/unavailable-dates", () => {
    const dates = async (query: Record<string, string> = {}, id: number | string = fx.propertyId) =>
      suite.api.get(`/hotels/${id}/unavailable-dates?${new URLSearchParams({ lang: "en", ...query })}`);

    it("lists a night only when every room of the property is sold out", async () => {
      const night = addDays(today, 5);
      const window = { from: today, to: addDays(today, fx.days) };
      expect((await dates(window)).body).toEqual({ status: "success", data: [] });

      await exec(
        sql`update room_inventory set units_booked = units_total where room_id = ${fx.roomA} and stay_date = ${night}::date`,
      );
      expect((await dates(window)).body.data).toEqual([]);

      await exec(
        sql`update room_inventory set units_booked = units_total where room_id = ${fx.roomB} and stay_date = ${night}::date`,
      );
      expect((await dates(window)).body.data).toEqual([{ date: night }]);

      await exec(sql`update room_inventory set units_booked = 0 where room_id in (${fx.roomA}, ${fx.roomB})`);
      expect((await dates(window)).body.data).toEqual([]);
    });

    it("nights with no rates at all count as unavailable; the default window is 365 nights from today", async () => {
      const { status, body } = await dates();
      expect(status).toBe(200);
      // The fixture stocks 40 nights: the 325 after them are unavailable.
      expect(body.data).toHaveLength(365 - fx.days);
      expect(body.data[0]).toEqual({ date: addDays(today, fx.days) });
      expect(body.data.at(-1)).toEqual({ date: addDays(today, 364) });
    });

    it("404 for an unknown property, 422 for a bad id or window", async () => {
      expect((await dates({}, 99_999_999)).status).toBe(404);
      expect((await dates({}, "x")).status).toBe(422);
      const reversed = await dates({ from: addDays(today, 5), to: today });
      expect(reversed.status).toBe(422);
      expect(reversed.body.errors.to).toEqual(["Invalid date, use the format YYYY-MM-DD"]);
      expect((await dates({ from: "tomorrow" })).body.errors.from).toBeDefined();
    });
  });

  describe("GET /v1/hotels/:villa/min-night", () => {
    const minNight = async (query: Record<string, string | number>, id: number | string = fx.propertyId) =>
      suite.api.get(
        `/hotels/${id}/min-night?${new URLSearchParams(Object.entries({ lang: "en", ...query }).map(([k, v]) => [k, String(v)]))}`,
      );

    it("takes the smallest minimum of the rooms that hold the guests and are free", async () => {
      const one = await minNight({ guest: 2, arrival, departure: addDays(arrival, 1), duration: 1 });
      expect(one.status).toBe(200);
      expect(one.body.data).toEqual({ hotel: { minNight: 2 }, nights: 1, ok: false });
      const two = await minNight({ guest: 2, arrival, departure: addDays(arrival, 2) });
      expect(two.body.data).toEqual({ hotel: { minNight: 2 }, nights: 2, ok: true });
      // Three guests fit only room B, whose minimum is 3 nights.
      const three = await minNight({ guest: 3, arrival, departure: addDays(arrival, 2) });
      expect(three.body.data).toEqual({ hotel: { minNight: 3 }, nights: 2, ok: false });
    });

    it("ignores a sold-out room, and falls back to the property's minimum when none is free", async () => {
      await exec(
        sql`update room_inventory set units_booked = units_total where room_id = ${fx.roomA} and stay_date = ${arrival}::date`,
      );
      try {
        const a = await minNight({ guest: 2, arrival, departure: addDays(arrival, 2) });
        expect(a.body.data).toEqual({ hotel: { minNight: 3 }, nights: 2, ok: false });
        await exec(
          sql`update room_inventory set units_booked = units_total where room_id = ${fx.roomB} and stay_date = ${arrival}::date`,
        );
        const none = await minNight({ guest: 2, arrival, departure: addDays(arrival, 2) });
        expect(none.body.data).toEqual({ hotel: { minNight: 1 }, nights: 2, ok: true });
      } finally {
        await exec(sql`update room_inventory set units_booked = 0 where room_id in (${fx.roomA}, ${fx.roomB})`);
      }
    });

    it("422 for a past check-in (no correction on a check) and 404 for an unknown property", async () => {
      const past = await minNight({ arrival: addDays(today, -1), departure: addDays(today, 1) });
      expect(past.status).toBe(422);
      expect(past.body.errors.arrival).toEqual(["error, check in must equal or greater than today"]);
      expect((await minNight({ arrival, departure }, 99_999_999)).status).toBe(404);
    });
  });

  describe("GET /v1/rooms/:id", () => {
    it("answers the room with its property and the next 30 nights of shown prices", async () => {
      const { status, body } = await suite.api.get(`/rooms/${fx.roomB}`);
      expect(status).toBe(200);
      const room = body.data as RoomDetail & { property: { id: number; name: string } };
      expect(room).toMatchObject({
        id: fx.roomB,
        name: "Kamar B",
        capacity: 4,
        images: [{ image_url: "/images/hotel/room-twin-1.webp" }],
        is_promo: 0,
        promo_price: 0,
        promo: { promo_percent: 0, promo_name: null },
        property: { id: fx.propertyId, name: "Villa Uji Coba", fee_percent: FIXTURE_FEE },
        roomRate: shownNightlyPrice(PRICE_B, FIXTURE_FEE),
        unit: 2,
      });
      expect(room.rates).toHaveLength(30);
      expect(room.rates[0]).toEqual({ rateDate: today, fix_price: shownNightlyPrice(PRICE_B, FIXTURE_FEE), unit: 2 });
      expect(room.rates.at(-1)!.rateDate).toBe(addDays(today, 29));
    });

    it("404 for an unknown room, 422 for a bad id", async () => {
      expect((await suite.api.get("/rooms/99999999")).status).toBe(404);
      const bad = await suite.api.get("/rooms/abc?lang=en");
      expect(bad.status).toBe(422);
      expect(bad.body.errors.id).toEqual(["Must be a number"]);
    });
  });
});
