import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInJakarta } from "#core/dates.ts";
import { LONG_STAY_HORIZON_NIGHTS } from "#core/long-stay.ts";
import { shownNightlyPrice } from "#core/pricing.ts";
import type { HotelSearchAnswer } from "#core/contract/index.ts";
import { queryRows } from "../db/client.ts";
import { databaseKinds, useTestApi } from "../test/harness.ts";
import { referenceIds, searchTableStrays } from "./search-reference.ts";

describe.each(databaseKinds)("GET /v1/hotels on %s", (kind) => {
  const suite = useTestApi(kind);
  const today = todayInJakarta();
  // Far enough ahead to be clear of the seed's own sold-out pattern being the only reason.
  const arrival = addDays(today, 20);
  const departure = addDays(today, 23);

  const search = async (query: Record<string, string | number>, headers: Record<string, string> = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return suite.api.get(`/hotels?${qs}`, { headers });
  };

  /** Every property id of a search, over all its pages. */
  const allIds = async (query: Record<string, string | number>) => {
    const first = await search({ ...query, page: 1 });
    expect(first.status).toBe(200);
    const ids: number[] = first.body.hotels.map((h: { id: number }) => h.id);
    for (let page = 2; page <= first.body.totalPage; page++) {
      const next = await search({ ...query, page });
      ids.push(...next.body.hotels.map((h: { id: number }) => h.id));
    }
    return ids;
  };

  /** A property with exactly one room type, free on every night of the range. */
  async function singleRoomProperty(): Promise<{
    propertyId: number;
    roomId: number;
    capacity: number;
    feePercent: number;
  }> {
    const [row] = await queryRows<{ property_id: number; room_id: number; capacity: number; fee_percent: number }>(
      suite.database.db,
      sql`select r.property_id, min(r.id) as room_id, min(r.capacity) as capacity, min(p.fee_percent) as fee_percent
          from rooms r join properties p on p.id = r.property_id
          group by r.property_id having count(*) = 1 order by r.property_id limit 1`,
    );
    if (!row) throw new Error("the demo data has no single-room property");
    await suite.database.db.execute(
      sql`update room_inventory set units_booked = 0 where room_id = ${row.room_id} and stay_date >= ${arrival}::date and stay_date < ${departure}::date`,
    );
    return { propertyId: row.property_id, roomId: row.room_id, capacity: row.capacity, feePercent: row.fee_percent };
  }

  it("answers the seed's shape: hotels, totalPage, and cards with startFrom and locations", async () => {
    const { status, body } = await search({ guest: 2, arrival, departure, page: 1 });
    expect(status).toBe(200);
    const answer = body as HotelSearchAnswer;
    expect(answer.status).toBe("success");
    expect(answer.hotels.length).toBeGreaterThan(0);
    expect(answer.totalPage).toBe(Math.ceil(answer.total / 12));
    const card = answer.hotels[0]!;
    expect(card).toMatchObject({ id: expect.any(Number), name: expect.any(String), category_name: expect.any(String) });
    expect(card.VillaLocations[0]).toMatchObject({ nama_kota: expect.any(String), nama_provinsi: expect.any(String) });
    expect(Number.isInteger(card.startFrom)).toBe(true);
    expect([0, 1]).toContain(card.payAtVilla);
    expect([0, 1]).toContain(card.round);
  });

  it("leaves out a property whose only room is sold out on one night of the stay", async () => {
    const { propertyId, roomId, capacity } = await singleRoomProperty();
    const query = { guest: Math.min(capacity, 2), arrival, departure };
    expect(await allIds(query)).toContain(propertyId);

    await suite.database.db.execute(
      sql`update room_inventory set units_booked = units_total where room_id = ${roomId} and stay_date = ${addDays(arrival, 1)}::date`,
    );
    expect(await allIds(query)).not.toContain(propertyId);

    // The night after the stay does not count: departure day is not a night.
    await suite.database.db.execute(sql`update room_inventory set units_booked = 0 where room_id = ${roomId}`);
    await suite.database.db.execute(
      sql`update room_inventory set units_booked = units_total where room_id = ${roomId} and stay_date = ${departure}::date`,
    );
    expect(await allIds(query)).toContain(propertyId);
  });

  it("closes a property whose rooms are each sold out on a different night, not one with a room still free", async () => {
    // Decision 077: two rooms close by their lowest and highest room; three or more are counted.
    const from = addDays(today, 40);
    const to = addDays(from, 3);
    const properties = await queryRows<{ property_id: number; rooms: number[] }>(
      suite.database.db,
      sql`select property_id, array_agg(id order by id) as rooms from rooms group by property_id
          having count(*) between 2 and 3 order by count(*), property_id`,
    );
    const two = properties.find((p) => p.rooms.length === 2)!;
    const [three, partial] = properties.filter((p) => p.rooms.length === 3);
    expect(two && three && partial).toBeTruthy();
    await suite.database.db.execute(
      sql`update room_inventory set units_booked = 0 where stay_date >= ${from}::date and stay_date < ${to}::date
          and room_id in (select id from rooms where property_id in (${two.property_id}, ${three!.property_id}, ${partial!.property_id}))`,
    );
    const sellOut = (roomId: number, night: number) =>
      suite.database.db.execute(
        sql`update room_inventory set units_booked = units_total where room_id = ${roomId} and stay_date = ${addDays(from, night)}::date`,
      );
    await sellOut(two.rooms[0]!, 0);
    await sellOut(two.rooms[1]!, 2);
    for (const [night, roomId] of three!.rooms.entries()) await sellOut(roomId, night);
    // As many sold-out rows as rooms, from two rooms: the third is free on every night.
    await sellOut(partial!.rooms[0]!, 0);
    await sellOut(partial!.rooms[0]!, 1);
    await sellOut(partial!.rooms[1]!, 2);

    const query = { guest: 1, arrival: from, departure: to };
    const ids = await allIds(query);
    expect(ids).not.toContain(two.property_id);
    expect(ids).not.toContain(three!.property_id);
    expect(ids).toContain(partial!.property_id);
    expect(ids).toEqual(await referenceIds(suite.database.db, 1, from, to));
    expect((await search({ ...query, page: 1 })).body.total).toBe(ids.length);
  });

  it("lists nothing past the stocked inventory, and a room whose span ends inside the stay is left out", async () => {
    // The seed stocks every room as far as the longest long stay reaches (decision 020).
    const beyond = LONG_STAY_HORIZON_NIGHTS + 10;
    const far = await search({
      guest: 1,
      arrival: addDays(today, beyond),
      departure: addDays(today, beyond + 2),
      page: 1,
    });
    expect(far.status).toBe(200);
    expect(far.body.hotels).toEqual([]);
    expect(far.body.totalPage).toBe(0);

    const { propertyId, roomId } = await singleRoomProperty();
    await suite.database.db.execute(
      sql`update rooms set stocked_until = ${addDays(arrival, 1)}::date where id = ${roomId}`,
    );
    expect(await allIds({ guest: 1, arrival, departure })).not.toContain(propertyId);
    await suite.database.db.execute(
      sql`update rooms set stocked_until = (select max(stay_date) from room_inventory where room_id = ${roomId}) where id = ${roomId}`,
    );
    expect(await allIds({ guest: 1, arrival, departure })).toContain(propertyId);
  });

  it("leaves out a property when no room holds the guests", async () => {
    const { propertyId, capacity } = await singleRoomProperty();
    if (capacity >= 20) return;
    expect(await allIds({ guest: capacity + 1, arrival, departure })).not.toContain(propertyId);
  });

  it("prices from the lowest nightly rate over the stay, less the fee, floored, and flags varying rates", async () => {
    const { propertyId, roomId, feePercent } = await singleRoomProperty();
    await suite.database.db.execute(sql`update properties set fee_percent = 7 where id = ${propertyId}`);
    const rates = [812_345, 799_999, 905_000];
    for (const [night, rate] of rates.entries()) {
      await suite.database.db.execute(
        sql`update room_inventory set price = ${rate} where room_id = ${roomId} and stay_date = ${addDays(arrival, night)}::date`,
      );
    }
    const ids = await allIds({ guest: 1, arrival, departure });
    expect(ids).toContain(propertyId);
    const page = Math.floor(ids.indexOf(propertyId) / 12) + 1;
    const card = (await search({ guest: 1, arrival, departure, page })).body.hotels.find(
      (h: { id: number }) => h.id === propertyId,
    );
    expect(card.startFrom).toBe(shownNightlyPrice(799_999, 7));
    expect(card.startFrom).toBe(743_999);
    expect(card.round).toBe(1);

    for (let night = 0; night < rates.length; night++) {
      await suite.database.db.execute(
        sql`update room_inventory set price = 500000 where room_id = ${roomId} and stay_date = ${addDays(arrival, night)}::date`,
      );
    }
    const flat = (await search({ guest: 1, arrival, departure, page })).body.hotels.find(
      (h: { id: number }) => h.id === propertyId,
    );
    expect(flat.startFrom).toBe(465_000);
    expect(flat.round).toBe(0);
    await suite.database.db.execute(sql`update properties set fee_percent = ${feePercent} where id = ${propertyId}`);
  });

  it("paginates without overlap and answers an empty page past the end with the real page count", async () => {
    const query = { guest: 1, arrival, departure };
    const first = await search({ ...query, page: 1 });
    const second = await search({ ...query, page: 2 });
    expect(first.body.totalPage).toBeGreaterThanOrEqual(2);
    expect(first.body.hotels).toHaveLength(12);
    const firstIds = new Set(first.body.hotels.map((h: { id: number }) => h.id));
    expect(second.body.hotels.some((h: { id: number }) => firstIds.has(h.id))).toBe(false);
    const ids = await allIds(query);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(first.body.total);

    const past = await search({ ...query, page: first.body.totalPage + 5 });
    expect(past.status).toBe(200);
    expect(past.body.hotels).toEqual([]);
    expect(past.body.totalPage).toBe(first.body.totalPage);
  });

  it("filters by city and by property name", async () => {
    const [city] = await queryRows<{ city_id: number }>(
      suite.database.db,
      sql`select city_id from properties group by city_id order by count(*) desc limit 1`,
    );
    const { body } = await search({ guest: 1, arrival, departure, page: 1, city: city!.city_id });
    const inCity = await queryRows<{ id: number }>(
      suite.database.db,
      sql`select id from properties where city_id = ${city!.city_id}`,
    );
    const cityIds = new Set(inCity.map((r) => r.id));
    expect(body.hotels.length).toBeGreaterThan(0);
    for (const hotel of body.hotels) expect(cityIds.has(hotel.id)).toBe(true);

    const [named] = await queryRows<{ id: number; name: string }>(
      suite.database.db,
      sql`select id, name from properties order by id limit 1`,
    );
    const fragment = named!.name.split(" ").slice(-1)[0]!.toLowerCase();
    const byName = await allIds({ guest: 1, arrival, departure, propertyName: fragment });
    const expected = await queryRows<{ id: number }>(
      suite.database.db,
      sql`select id from properties where name ilike ${"%" + fragment + "%"}`,
    );
    for (const id of byName) expect(expected.map((r) => r.id)).toContain(id);

    const wildcard = await search({ guest: 1, arrival, departure, page: 1, propertyName: "%" });
    expect(wildcard.body.hotels).toEqual([]);
  });

  it("treats empty optional filters as absent", async () => {
    const plain = await search({ guest: 1, arrival, departure, page: 1 });
    const empty = await search({ guest: 1, arrival, departure, page: 1, city: "", propertyName: "  " });
    expect(empty.status).toBe(200);
    expect(empty.body.total).toBe(plain.body.total);
  });

  it("refuses a call without the app key, or with a wrong one (401)", async () => {
    const response = await fetch(`${suite.api.url}/hotels?guest=1&arrival=${arrival}&departure=${departure}&page=1`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: "error", message: expect.any(String) });
    const wrong = await search({ guest: 1, arrival, departure, page: 1 }, { "app-key": "nope" });
    expect(wrong.status).toBe(401);
  });

  it.each([
    ["an impossible date", { arrival: "2026-02-30" }, "arrival"],
    ["a date in the URL format", { arrival: "11-21-2026" }, "arrival"],
    ["page 0", { page: 0 }, "page"],
    ["91 nights", { departure: addDays(addDays(today, 20), 91) }, "departure"],
    ["guest 0", { guest: 0 }, "guest"],
    ["21 guests", { guest: 21 }, "guest"],
    ["a check-in in the past", { arrival: addDays(today, -1) }, "arrival"],
    ["a check-out before the check-in", { departure: addDays(today, 19) }, "departure"],
    ["a check-out on the check-in day", { departure: addDays(today, 20) }, "departure"],
    ["a city that is not a number", { city: "bali" }, "city"],
  ])("answers 422 with a message for the field on %s", async (_name, override, field) => {
    const { status, body } = await search({ guest: 2, arrival, departure, page: 1, ...override });
    expect(status).toBe(422);
    expect(body.status).toBe("error");
    expect(body.errors[field]?.[0]).toEqual(expect.any(String));
  });

  it("speaks the caller's language in errors", async () => {
    const en = await search({ guest: 2, arrival: addDays(today, -1), departure, page: 1 }, { "accept-language": "en" });
    expect(en.body.errors.arrival[0]).toBe("error, check in must equal or greater than today");
    const id = await search({ guest: 2, arrival: addDays(today, -1), departure, page: 1 }, { "accept-language": "id" });
    expect(id.body.errors.arrival[0]).toBe("error, check in harus sama dengan atau setelah hari ini");
    const max = await search(
      { guest: 2, arrival, departure: addDays(arrival, 91), page: 1 },
      { "accept-language": "en" },
    );
    expect(max.body.errors.departure[0]).toBe("Maximum stay is 90 nights");
  });

  // Last: it leaves the data uneven for good.
  it("answers exactly what reading every room answers, under sold-out nights, uneven spans and room changes", async () => {
    // Make the data uneven: sell out a spread of room-nights, cut some rooms' spans short inside
    // the stays below, move a room to another property and drop another (the trigger's cases).
    const rooms = await queryRows<{ id: number; property_id: number }>(
      suite.database.db,
      sql`select id, property_id from rooms order by id`,
    );
    expect(rooms.length).toBeGreaterThan(10);
    for (const [n, room] of rooms.entries()) {
      if (n % 3 === 0) {
        await suite.database.db.execute(
          sql`update room_inventory set units_booked = units_total where room_id = ${room.id} and stay_date = ${addDays(arrival, n % 4)}::date`,
        );
      }
      if (n % 7 === 1)
        await suite.database.db.execute(
          sql`update rooms set stocked_until = ${addDays(arrival, n % 3)}::date where id = ${room.id}`,
        );
      if (n % 11 === 2)
        await suite.database.db.execute(
          sql`update rooms set stocked_from = ${addDays(arrival, 1)}::date where id = ${room.id}`,
        );
    }
    const [moved, dropped] = [rooms[4]!, rooms[9]!];
    await suite.database.db.execute(
      sql`update rooms set property_id = ${rooms[0]!.property_id}, capacity = 20 where id = ${moved.id}`,
    );
    await suite.database.db.execute(sql`delete from rooms where id = ${dropped.id}`);
    // The sold-out nights' own table (decision 035) follows: a room with sold-out nights moved and
    // made smaller, a sold-out night freed again, and one booked out on top of the rest.
    const [shrunk, freed] = [rooms[6]!, rooms[12]!];
    await suite.database.db.execute(
      sql`update rooms set property_id = ${rooms[1]!.property_id}, capacity = 1 where id = ${shrunk.id}`,
    );
    await suite.database.db.execute(sql`update room_inventory set units_booked = 0 where room_id = ${freed.id}`);
    await suite.database.db.execute(
      sql`update room_inventory set units_booked = units_total where room_id = ${rooms[13]!.id} and stay_date = ${arrival}::date`,
    );
    // A property with sold-out nights closes, another moves to another city (the copies on the
    // sold-out nights and the counts follow, decision 067).
    await suite.database.db.execute(sql`update properties set is_active = false where id = ${rooms[3]!.property_id}`);
    await suite.database.db.execute(
      sql`update properties set city_id = (select min(id) from cities where id <> properties.city_id) where id = ${rooms[15]!.property_id}`,
    );
    // The summary, the table of sold-out nights and the counts equal their definitions.
    expect(await searchTableStrays(suite.database.db)).toEqual({ summaries: [], soldOut: [], counts: [] });

    const cities = await queryRows<{ city_id: number }>(
      suite.database.db,
      sql`select city_id from properties group by city_id order by count(*) desc limit 1`,
    );
    for (const [guest, offset, nights, city] of [
      [1, 0, 1, undefined],
      [2, 0, 3, undefined],
      [2, 1, 2, cities[0]?.city_id],
      [4, 0, 4, undefined],
      [20, 0, 2, undefined],
      [3, 2, 1, undefined],
      [1, 0, 4, cities[0]?.city_id],
      [2, 3, 2, undefined],
    ] as const) {
      const from = addDays(arrival, offset);
      const to = addDays(from, nights);
      const query = { guest, arrival: from, departure: to, ...(city === undefined ? {} : { city }) };
      const expected = await referenceIds(suite.database.db, guest, from, to, city);
      expect(await allIds(query), JSON.stringify(query)).toEqual(expected);
      const first = await search({ ...query, page: 1 });
      expect(first.body.total).toBe(expected.length);
    }
  });
});
