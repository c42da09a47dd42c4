import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";

describe.each(databaseKinds)("undated property lists on %s", (kind) => {
  const suite = useTestApi(kind);

  it("lists every active property over pages of 12", async () => {
    const [{ total }] = (await queryRows<{ total: string }>(
      suite.database.db,
      sql`select count(*) as total from properties where is_active`,
    )) as [{ total: string }];
    const first = await suite.api.get("/hotels/all-villa?page=1");
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(Number(total));
    expect(first.body.totalPage).toBe(Math.ceil(Number(total) / 12));
    expect(first.body.hotels).toHaveLength(12);
    const withPrice = first.body.hotels.filter((h: { startFrom: number }) => h.startFrom > 0);
    expect(withPrice.length).toBeGreaterThan(0);
  });

  it("filters by popular, city and property type", async () => {
    const popular = await suite.api.get("/hotels/all-villa?page=1&popular=true");
    expect(popular.body.hotels.length).toBeGreaterThan(0);
    for (const hotel of popular.body.hotels) expect(hotel.is_popular).toBe(1);

    const syariah = await suite.api.get("/hotels/all-villa?page=1&propertyType=syariah");
    for (const hotel of syariah.body.hotels) expect(hotel.property_type).toBe("syariah");

    const bad = await suite.api.get("/hotels/all-villa?page=0&propertyType=other");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["page", "propertyType"]);
  });

  it("lists properties by type, in the list order, up to the limit (default 200)", async () => {
    const counts = await queryRows<{ property_type: string; total: number }>(
      suite.database.db,
      sql`select property_type, count(*)::int as total from properties where is_active group by property_type`,
    );
    for (const type of ["konvensional", "syariah"]) {
      const expected = counts.find((row) => row.property_type === type)?.total ?? 0;
      expect(expected).toBeGreaterThan(0);
      const { status, body } = await suite.api.get(`/properties/by-type/${type}`);
      expect(status).toBe(200);
      expect(body.data).toHaveLength(Math.min(expected, 200));
      for (const hotel of body.data) expect(hotel.property_type).toBe(type);
      // The same order as the undated list filtered by type.
      const listed = await suite.api.get(`/hotels/all-villa?page=1&propertyType=${type}`);
      expect(body.data.slice(0, 12).map((h: { id: number }) => h.id)).toEqual(
        listed.body.hotels.map((h: { id: number }) => h.id),
      );
    }
    const two = await suite.api.get("/properties/by-type/konvensional?limit=2");
    expect(two.body.data).toHaveLength(2);
  });

  it("refuses an unknown type and a limit outside 1 to 200 with a 422, and lists no inactive property", async () => {
    const unknown = await suite.api.get("/properties/by-type/hostel");
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(["type"]);
    for (const limit of ["0", "201", "abc", "1.5"]) {
      const bad = await suite.api.get(`/properties/by-type/syariah?limit=${limit}`);
      expect(bad.status, limit).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(["limit"]);
    }
    const [inactive] = await queryRows<{ id: number; property_type: string }>(
      suite.database.db,
      sql`select id, property_type from properties order by id limit 1`,
    );
    await queryRows(suite.database.db, sql`update properties set is_active = false where id = ${inactive!.id}`);
    try {
      const { body } = await suite.api.get(`/properties/by-type/${inactive!.property_type}`);
      expect(body.data.map((h: { id: number }) => h.id)).not.toContain(inactive!.id);
    } finally {
      await queryRows(suite.database.db, sql`update properties set is_active = true where id = ${inactive!.id}`);
    }
  });

  it("answers popular properties for home, shuffled on request", async () => {
    const { status, body } = await suite.api.get("/hotels/home-villa?isRandom=true");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(8);
    for (const hotel of body.data) expect(hotel.is_popular).toBe(1);
  });

  it("answers tagged properties", async () => {
    const { body } = await suite.api.get("/hotels/tag-villa?tag=Our+Pick");
    expect(body.data.length).toBeGreaterThan(0);
    for (const hotel of body.data) expect(hotel.tag_villa).toBe("Our Pick");
    const none = await suite.api.get("/hotels/tag-villa?tag=Nothing+Like+This");
    expect(none.body.data).toEqual([]);
  });

  it("answers names with a display location for the autocomplete", async () => {
    const { body } = await suite.api.get("/properties/name-and-id");
    expect(body.data.length).toBeGreaterThanOrEqual(80);
    const item = body.data[0];
    expect(item).toEqual({ id: expect.any(Number), name: expect.any(String), location: expect.any(String) });
    expect(item.location).not.toMatch(/^(KOTA|KABUPATEN)\b/);
  });

  it("answers every city, and the cities that have properties, popular first", async () => {
    const all = await suite.api.get("/list-cities");
    expect(all.body.data.length).toBeGreaterThanOrEqual(12);
    const withProperties = await suite.api.get("/hotel/cities");
    const list = withProperties.body.data;
    expect(list.length).toBeGreaterThan(0);
    for (const city of list) expect(city.total_property).toBeGreaterThan(0);
    const firstNonPopular = list.findIndex((c: { is_popular: number }) => c.is_popular === 0);
    if (firstNonPopular >= 0)
      expect(list.slice(firstNonPopular).every((c: { is_popular: number }) => c.is_popular === 0)).toBe(true);
  });
});
