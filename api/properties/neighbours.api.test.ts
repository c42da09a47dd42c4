import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { todayInJakarta } from "#core/dates.ts";
import { formatKm, haversineKm, NEAREST_MAX_KM } from "#core/geo.ts";
import type { NearbyPlace, PropertyCardWithDistance, ReviewSummary } from "#core/contract/index.ts";
import { reviews } from "../db/schema.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";
import { addFixtureProperty, type Fixture } from "./fixture.ts";

describe.each(databaseKinds)("similar, reviews, nearby and attractions on %s", (kind) => {
  const suite = useTestApi(kind);
  let fx: Fixture;
  const today = todayInJakarta();

  beforeAll(async () => {
    fx = await addFixtureProperty(suite.database.db, today);
  });

  const { rows } = suite;

  describe("GET /v1/villas/similar/:id", () => {
    it("answers up to six other active properties of the same city, as cards", async () => {
      // One more neighbour that is closed must never show.
      const closed = await addFixtureProperty(suite.database.db, today, { isActive: false, name: "Villa Tutup" });
      const { status, body } = await suite.api.get(`/villas/similar/${fx.propertyId}`);
      expect(status).toBe(200);
      expect(body.status).toBe("success");
      const ids: number[] = body.data.map((card: { id: number }) => card.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.length).toBeLessThanOrEqual(6);
      expect(ids).not.toContain(fx.propertyId);
      expect(ids).not.toContain(closed.propertyId);
      const found = await rows<{ id: number; city_id: number; is_active: boolean }>(
        sql`select id, city_id, is_active from properties where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      expect(found.every((p) => p.city_id === fx.cityId && p.is_active)).toBe(true);
      const [{ n }] = (await rows<{ n: number }>(
        sql`select count(*)::int as n from properties where city_id = ${fx.cityId} and is_active and id <> ${fx.propertyId}`,
      )) as [{ n: number }];
      expect(ids.length).toBe(Math.min(6, n));
      expect(body.data[0]).toMatchObject({
        name: expect.any(String),
        startFrom: expect.any(Number),
        VillaLocations: [expect.any(Object)],
      });
    });

    it("answers [] for a property alone in its city, 404 for an unknown one, 422 for a bad id", async () => {
      const [lonely] = await rows<{ id: number }>(
        sql`select id from cities c where not exists (select 1 from properties p where p.city_id = c.id) limit 1`,
      );
      if (lonely) {
        const alone = await addFixtureProperty(suite.database.db, today, { cityId: lonely.id, name: "Villa Sendiri" });
        expect((await suite.api.get(`/villas/similar/${alone.propertyId}`)).body).toEqual({
          status: "success",
          data: [],
        });
      }
      expect((await suite.api.get("/villas/similar/99999999")).status).toBe(404);
      expect((await suite.api.get("/villas/similar/0")).status).toBe(422);
    });
  });

  describe("GET /v1/review/:propertyId", () => {
    it("averages the five ratings per category and overall, one decimal, newest first", async () => {
      const base = { propertyId: fx.propertyId, reservationType: "daily", review: "" };
      await suite.database.db.insert(reviews).values([
        {
          ...base,
          orderId: "T-REV-1",
          email: "a@example.com",
          name: "Ani",
          cleanliness: 10,
          comfort: 8,
          food: 6,
          location: 9,
          service: 7,
          review: "Bagus",
          createdAt: new Date("2026-08-17T03:00:00Z"),
        },
        {
          ...base,
          orderId: "T-REV-2",
          email: "b@example.com",
          name: "Budi",
          cleanliness: 7,
          comfort: 7,
          food: 8,
          location: 6,
          service: 9,
          review: "Oke",
          reviewAnswer: "Terima kasih",
          createdAt: new Date("2026-11-20T20:00:00Z"),
        },
      ]);
      const { status, body } = await suite.api.get(`/review/${fx.propertyId}?lang=id`);
      expect(status).toBe(200);
      const summary = body.data as ReviewSummary;
      expect(summary).toMatchObject({
        total_data: 2,
        cleanliness_avg: 8.5,
        comfort_avg: 7.5,
        food_avg: 7,
        location_avg: 7.5,
        service_avg: 8,
        avg: 7.7, // (40 + 37) / 10
        page: 1,
        totalPage: 1,
      });
      expect(summary.data).toEqual([
        // 20:00 UTC on the 20th is the 21st in Jakarta.
        {
          id: expect.any(Number),
          name: "Budi",
          created_at_format: "21 Nov 2026",
          avg: 7.4,
          review: "Oke",
          review_answer: "Terima kasih",
        },
        {
          id: expect.any(Number),
          name: "Ani",
          created_at_format: "17 Agu 2026",
          avg: 8,
          review: "Bagus",
          review_answer: null,
        },
      ]);
      const en = (await suite.api.get(`/review/${fx.propertyId}?lang=en`)).body.data as ReviewSummary;
      expect(en.data[1]!.created_at_format).toBe("17 Aug 2026");
    });

    it("answers zeros for a property without reviews, 404 for an unknown one, 422 for bad input", async () => {
      const quiet = await addFixtureProperty(suite.database.db, today, { name: "Villa Sepi" });
      expect((await suite.api.get(`/review/${quiet.propertyId}`)).body.data).toEqual({
        total_data: 0,
        avg: 0,
        cleanliness_avg: 0,
        comfort_avg: 0,
        food_avg: 0,
        location_avg: 0,
        service_avg: 0,
        page: 1,
        totalPage: 0,
        data: [],
      });
      expect((await suite.api.get("/review/99999999")).status).toBe(404);
      expect((await suite.api.get("/review/abc")).status).toBe(422);
      const page = await suite.api.get(`/review/${fx.propertyId}?page=0&lang=en`);
      expect(page.status).toBe(422);
      expect(page.body.errors.page).toEqual(["Page must be at least 1"]);
    });

    it("pages by 20", async () => {
      const values = Array.from({ length: 23 }, (_, i) => ({
        propertyId: fx.propertyId,
        reservationType: "daily",
        orderId: `T-PAGE-${i}`,
        email: `p${i}@example.com`,
        name: `Tamu ${i}`,
        cleanliness: 8,
        comfort: 8,
        food: 8,
        location: 8,
        service: 8,
        review: "ok",
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      }));
      await suite.database.db.insert(reviews).values(values);
      const first = (await suite.api.get(`/review/${fx.propertyId}`)).body.data as ReviewSummary;
      expect(first.total_data).toBe(25);
      expect(first.totalPage).toBe(2);
      expect(first.data).toHaveLength(20);
      const second = (await suite.api.get(`/review/${fx.propertyId}?page=2`)).body.data as ReviewSummary;
      expect(second.data).toHaveLength(5);
      expect(second.data.at(-1)!.name).toBe("Tamu 0");
    });
  });

  describe("GET /v1/hotels/:villa/nearby", () => {
    it("answers the five nearest attractions and other properties, sorted, with haversine distances", async () => {
      const [origin] = await rows<{ id: number; lat: string; lng: string }>(
        sql`select p.id, p.lat, p.lng from properties p where p.is_active and exists (
              select 1 from attractions a where a.city_id = p.city_id) order by p.id limit 1`,
      );
      const { status, body } = await suite.api.get(`/hotels/${origin!.id}/nearby?lang=en`);
      expect(status).toBe(200);
      const here = { lat: Number(origin!.lat), lng: Number(origin!.lng) };
      for (const list of [body.data.attractions, body.data.properties] as NearbyPlace[][]) {
        expect(list.length).toBeGreaterThan(0);
        expect(list.length).toBeLessThanOrEqual(5);
        const distances = list.map((place) => place.jarak);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        for (const place of list) {
          expect(place.jarak).toBeCloseTo(haversineKm(here, place), 3);
          expect(place.street).toBe(formatKm(place.jarak, "en"));
          expect(place.label).toEqual(expect.any(String));
        }
      }
      expect(body.data.properties.map((p: NearbyPlace) => p.id)).not.toContain(origin!.id);

      // The five are really the nearest within NEAREST_MAX_KM: compare with every active property.
      const all = await rows<{ id: number; lat: string; lng: string }>(
        sql`select id, lat, lng from properties where is_active and id <> ${origin!.id}`,
      );
      const measured = all
        .map((p) => ({ id: p.id, d: haversineKm(here, { lat: Number(p.lat), lng: Number(p.lng) }) }))
        .sort((a, b) => a.d - b.d);
      const expected = measured.filter((p) => p.d <= NEAREST_MAX_KM).slice(0, 5);
      expect(
        measured.some((p) => p.d > NEAREST_MAX_KM),
        "the data has far properties the cap must leave out",
      ).toBe(true);
      expect(body.data.properties.map((p: NearbyPlace) => p.jarak)).toEqual(
        expected.map((e) => Math.round(e.d * 1000) / 1000),
      );
      expect(body.data.city_centre).toMatchObject({ label: expect.any(String), jarak: expect.any(Number) });
    });

    it("never lists a place farther than NEAREST_MAX_KM, from any property (the 1,400 km 'nearest' places of issue 14)", async () => {
      const origins = await rows<{ id: number }>(sql`select id from properties where is_active order by id`);
      let listed = 0;
      for (const { id } of origins.filter((_, i) => i % 5 === 0)) {
        const { body } = await suite.api.get(`/hotels/${id}/nearby`);
        for (const place of [...body.data.attractions, ...body.data.properties] as NearbyPlace[]) {
          expect(place.jarak, `property ${id}: ${place.label}`).toBeLessThanOrEqual(NEAREST_MAX_KM);
          listed++;
        }
      }
      expect(listed).toBeGreaterThan(0);
    });

    it("names attractions in the caller's language and formats km by language", async () => {
      const id = (await suite.api.get(`/hotels/${fx.propertyId}/nearby?lang=id`)).body.data;
      const en = (await suite.api.get(`/hotels/${fx.propertyId}/nearby?lang=en`)).body.data;
      const [first] = await rows<{ title_id: string; title_en: string }>(
        sql`select title_id, title_en from attractions where id = ${id.attractions[0].id}`,
      );
      expect(id.attractions[0].label).toBe(first!.title_id);
      expect(en.attractions[0].label).toBe(first!.title_en);
      expect(id.attractions[0].street).toBe(formatKm(id.attractions[0].jarak, "id"));
      expect(en.properties[0].street).toMatch(/^[\d,]+\.\d km$/);
    });

    it("404 for an unknown property, 422 for a bad id", async () => {
      expect((await suite.api.get("/hotels/99999999/nearby")).status).toBe(404);
      expect((await suite.api.get("/hotels/x/nearby")).status).toBe(422);
    });
  });

  describe("attractions", () => {
    it("GET /v1/properties/by-tourist-attraction/:id answers the ten nearest properties with their distance", async () => {
      const [attraction] = await rows<{ id: number; lat: string; lng: string }>(
        sql`select id, lat, lng from attractions order by id limit 1`,
      );
      const { status, body } = await suite.api.get(`/properties/by-tourist-attraction/${attraction!.id}?lang=en`);
      expect(status).toBe(200);
      const cards = body.data as PropertyCardWithDistance[];
      const here = { lat: Number(attraction!.lat), lng: Number(attraction!.lng) };
      const all = await rows<{ id: number; lat: string; lng: string }>(
        sql`select id, lat, lng from properties where is_active`,
      );
      const measured = all
        .map((p) => ({ id: p.id, d: haversineKm(here, { lat: Number(p.lat), lng: Number(p.lng) }) }))
        .sort((a, b) => a.d - b.d);
      expect(
        measured.some((p) => p.d > NEAREST_MAX_KM),
        "the data has far properties the cap must leave out",
      ).toBe(true);
      const expected = measured.filter((p) => p.d <= NEAREST_MAX_KM).slice(0, 10);
      expect(expected.length).toBeGreaterThan(0);
      expect(cards).toHaveLength(expected.length);
      for (const card of cards) expect(card.jarak).toBeLessThanOrEqual(NEAREST_MAX_KM);
      expect(cards.map((card) => card.jarak)).toEqual(expected.map((e) => Math.round(e.d * 1000) / 1000));
      expect(cards[0]).toMatchObject({
        name: expect.any(String),
        images: expect.any(Array),
        street: formatKm(cards[0]!.jarak, "en"),
      });
      expect((await suite.api.get("/properties/by-tourist-attraction/99999999")).status).toBe(404);
      expect((await suite.api.get("/properties/by-tourist-attraction/-1")).status).toBe(422);
    });

    it("GET /v1/tourist-attractions/:id answers the detail in the caller's language with sanitised HTML", async () => {
      const [attraction] = await rows<{ id: number; title_id: string; title_en: string }>(
        sql`select a.id, a.title_id, a.title_en from attractions a where exists (select 1 from attraction_images i where i.attraction_id = a.id) order by a.id limit 1`,
      );
      await suite.database.db.execute(
        sql`update attractions set description_en = ${'<p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><a href="https://example.com/x">good</a><img src=x onerror=alert(1)>'}
            where id = ${attraction!.id}`,
      );
      const en = await suite.api.get(`/tourist-attractions/${attraction!.id}?lang=en`);
      expect(en.status).toBe(200);
      expect(en.body.data).toMatchObject({
        id: attraction!.id,
        title: attraction!.title_en,
        lat: expect.any(String),
        lng: expect.any(String),
        city: { id: expect.any(Number), nama_kota: expect.any(String), nama_provinsi: expect.any(String) },
      });
      expect(en.body.data.description).toBe(
        '<p>Hello <strong>world</strong></p><a>bad</a><a href="https://example.com/x" rel="nofollow noopener noreferrer">good</a>',
      );
      expect(en.body.data.images.length).toBeGreaterThan(0);
      expect(en.body.data.images[0].image).toMatch(/^\/images\/attraction\/.+\.webp$/);
      expect(en.body.data.image_url_500).toMatch(/-480\.webp$/);
      const id = await suite.api.get(`/tourist-attractions/${attraction!.id}?lang=id`);
      expect(id.body.data.title).toBe(attraction!.title_id);
      expect(id.body.data.description).toMatch(/^<p>/);

      expect((await suite.api.get("/tourist-attractions/99999999")).status).toBe(404);
      expect((await suite.api.get("/tourist-attractions/1.5")).status).toBe(422);
    });
  });
});
