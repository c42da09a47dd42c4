import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../client.ts";
import { migrateDatabase } from "../migrate.ts";
import { citySeeds } from "./cities.ts";
import { addDays } from "./dates.ts";
import { seedDemo } from "./demo.ts";
import { INVENTORY_DAYS } from "./inventory.ts";
import { DEMO_USER } from "./demo-user.ts";
import { startAccountsApi } from "../../auth/test-api.ts";
import { planProperties } from "./properties.ts";
import { createRandom } from "./random.ts";
import { STORED_IMAGE_VARIANT_WIDTHS, storedImageVariant } from "#core/stored-images.ts";
import { TOP_UP_TYPES } from "#core/rules/top-up.ts";

const TODAY = "2030-06-01";
const COUNTED_TABLES = [
  "cities",
  "properties",
  "rooms",
  "room_inventory",
  "property_images",
  "property_rules",
  "property_facilities",
  "property_languages",
  "long_stay_prices",
  "reviews",
  "promos",
  "vouchers",
  "attractions",
  "events",
  "restaurants",
  "top_up_products",
] as const;

let database: Database;
let imagesDir: string;
let firstRun: { seeded: boolean };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tableCounts(): Promise<Record<(typeof COUNTED_TABLES)[number], number>> {
  const counts = {} as Record<(typeof COUNTED_TABLES)[number], number>;
  for (const table of COUNTED_TABLES) {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = row!.n;
  }
  return counts;
}

beforeAll(async () => {
  imagesDir = mkdtempSync(path.join(os.tmpdir(), "demo-seed-images-"));
  database = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(database);
  firstRun = await seedDemo(database, { imagesDir, today: TODAY });
});

afterAll(async () => {
  await database?.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

describe("seedDemo", () => {
  it("seeds cities and 80 properties of both types with the flags the home page needs", async () => {
    expect(firstRun.seeded).toBe(true);
    const [cities] = await rows<{ total: number; popular: number }>(
      sql`select count(*)::int as total, count(*) filter (where is_popular)::int as popular from cities`,
    );
    expect(cities!.total).toBeGreaterThanOrEqual(12);
    expect(cities!.popular).toBeGreaterThanOrEqual(6);
    const names = await rows<{ nama_kota: string; nama_provinsi: string }>(
      sql`select nama_kota, nama_provinsi from cities`,
    );
    expect(names).toContainEqual({ nama_kota: "KABUPATEN BADUNG", nama_provinsi: "BALI" });
    expect(names).toContainEqual({ nama_kota: "KOTA YOGYAKARTA", nama_provinsi: "DI YOGYAKARTA" });

    const [props] = await rows<Record<string, number>>(sql`
      select count(*)::int as total,
        count(*) filter (where property_type = 'konvensional')::int as konvensional,
        count(*) filter (where property_type = 'syariah')::int as syariah,
        count(*) filter (where pay_at_villa)::int as pay_at_villa,
        count(*) filter (where is_popular)::int as popular,
        count(*) filter (where tag_villa = 'Our Pick')::int as our_pick,
        count(*) filter (where category_name in ('Villa', 'Hotel'))::int as villas_and_hotels,
        count(*) filter (where capacity not between 2 and 12)::int as odd_capacity,
        count(*) filter (where description_id = '' or description_en = '')::int as undescribed
      from properties`);
    expect(props).toMatchObject({ total: 80, odd_capacity: 0, undescribed: 0 });
    for (const key of ["konvensional", "syariah", "pay_at_villa", "popular", "our_pick"])
      expect(props![key]).toBeGreaterThan(0);
    expect(props!.villas_and_hotels).toBeGreaterThan(40);
  });

  it("gives every property rooms, rules, languages, facilities and an exterior-first gallery", async () => {
    const [missing] = await rows<Record<string, number>>(sql`
      select
        count(*) filter (where not exists (select 1 from rooms r where r.property_id = p.id))::int as without_rooms,
        count(*) filter (where not exists (select 1 from property_rules r where r.property_id = p.id and r.checkin_first = '14:00'))::int as without_rules,
        count(*) filter (where not exists (select 1 from property_languages l where l.property_id = p.id and l.country_id = 'id'))::int as without_indonesian,
        count(*) filter (where (select count(*) from property_facilities f where f.property_id = p.id) not between 4 and 14)::int as odd_facilities,
        count(*) filter (where (select count(*) from property_images i where i.property_id = p.id) not between 5 and 12)::int as odd_galleries,
        count(*) filter (where (select category from property_images i where i.property_id = p.id order by sort limit 1) <> 'exterior')::int as cover_not_exterior,
        count(*) filter (where p.capacity > (select max(r.capacity) from rooms r where r.property_id = p.id) + 4)::int as rooms_too_small
      from properties p`);
    expect(missing).toEqual({
      without_rooms: 0,
      without_rules: 0,
      without_indonesian: 0,
      odd_facilities: 0,
      odd_galleries: 0,
      cover_not_exterior: 0,
      rooms_too_small: 0,
    });
  });

  it("references only image files that exist, in every size", async () => {
    const referenced = await rows<{ folder: string; file: string }>(sql`
      select distinct 'hotel' as folder, file from property_images
      union select 'hotel', image from rooms
      union select 'attraction', file from attraction_images
      union select 'voucher', image from promos
      union select 'voucher', image from vouchers where image is not null
      union select 'event', image from events
      union select 'give-away', image from give_aways
      union select 'icon', icon from promo_events
      union select 'icon', gif from promo_events
      union select 'icon', logo from top_up_providers
      union select 'restaurant', file from restaurant_product_images`);
    expect(referenced.length).toBeGreaterThan(100);
    const missing = referenced.filter(({ folder, file }) => {
      const copies = file.endsWith(".webp")
        ? STORED_IMAGE_VARIANT_WIDTHS.map((width) => storedImageVariant(file, width))
        : [];
      return [file, ...copies].some((name) => !existsSync(path.join(imagesDir, folder, name)));
    });
    expect(missing).toEqual([]);
  });

  it("stocks INVENTORY_DAYS (455) nights per room from today, with some sold-out nights", async () => {
    const perRoom = await rows<{ nights: number; first: string; last: string }>(sql`
      select count(*)::int as nights, min(stay_date)::text as first, max(stay_date)::text as last
      from rooms r left join room_inventory i on i.room_id = r.id group by r.id`);
    expect(perRoom.length).toBeGreaterThan(80);
    expect(new Set(perRoom.map((room) => `${room.nights} ${room.first} ${room.last}`))).toEqual(
      new Set([`${INVENTORY_DAYS} ${TODAY} ${addDays(TODAY, INVENTORY_DAYS - 1)}`]),
    );
    expect(INVENTORY_DAYS).toBe(455);

    const [stock] = await rows<{
      sold_out: number;
      total: number;
      long_stay_sold_out: number;
      min_price: number;
      max_units: number;
    }>(sql`
      select count(*) filter (where units_booked = units_total and not long_stay)::int as sold_out, count(*) filter (where not long_stay)::int as total,
        count(*) filter (where units_booked = units_total and long_stay)::int as long_stay_sold_out,
        min(price)::int as min_price, max(units_total)::int as max_units
      from (select i.*, exists (select 1 from long_stay_prices l where l.room_id = i.room_id) as long_stay from room_inventory i) stocked`);
    expect(stock!.sold_out / stock!.total).toBeGreaterThan(0.03);
    expect(stock!.sold_out / stock!.total).toBeLessThan(0.08);
    // A room let by the month is never sold out on a night: a month of nights would nearly always hold one (issue 22).
    expect(stock!.long_stay_sold_out).toBe(0);
    expect(stock!.min_price).toBeGreaterThan(200_000);
    expect(stock!.max_units).toBeGreaterThanOrEqual(3);
  });

  it("prices weekends and high season above ordinary weekdays", async () => {
    const [prices] = await rows<{ weekday_low: number; weekend_low: number; weekday_high: number }>(sql`
      select
        avg(price) filter (where extract(isodow from stay_date) between 1 and 4 and extract(month from stay_date) in (9, 10))::float as weekday_low,
        avg(price) filter (where extract(isodow from stay_date) in (5, 6) and extract(month from stay_date) in (9, 10))::float as weekend_low,
        avg(price) filter (where extract(isodow from stay_date) between 1 and 4 and extract(month from stay_date) in (7, 8))::float as weekday_high
      from room_inventory`);
    expect(prices!.weekend_low).toBeGreaterThan(prices!.weekday_low * 1.1);
    expect(prices!.weekday_high).toBeGreaterThan(prices!.weekday_low * 1.2);
  });

  it("seeds the home content, restaurants, top-up catalogue and long-stay prices", async () => {
    const restaurants = await rows<{ id: number; slug: string }>(sql`select id, slug from restaurants order by id`);
    expect(restaurants).toEqual([
      { id: 1, slug: "nusa-cafe" },
      { id: 2, slug: "nusa-minang" },
    ]);
    const vouchers = await rows<{ code: string; expired: boolean; used_up: boolean }>(
      sql`select code, expires_at < ${`${TODAY}T00:00:00Z`}::timestamptz as expired, used_count >= quota as used_up from vouchers order by code`,
    );
    expect(vouchers).toContainEqual({ code: "HEMAT10", expired: false, used_up: false });
    expect(vouchers).toContainEqual({ code: "LAMA20", expired: true, used_up: false });
    expect(vouchers).toContainEqual({ code: "HABIS15", expired: false, used_up: true });
    const kinds = await rows<{ kind: string }>(sql`select distinct kind from promos order by kind`);
    expect(kinds.map((k) => k.kind)).toEqual(["banner", "carousel", "login", "popup", "site"]);
    const [attractions] = await rows<{ with_images: number; without_images: number }>(sql`
      select count(*) filter (where exists (select 1 from attraction_images i where i.attraction_id = a.id))::int as with_images,
        count(*) filter (where not exists (select 1 from attraction_images i where i.attraction_id = a.id))::int as without_images
      from attractions a`);
    expect(attractions).toEqual({ with_images: 8, without_images: 1 });
    const [setting] = await rows<{ value: unknown }>(
      sql`select value from app_settings where key = 'top_up_platform_status'`,
    );
    expect(setting!.value).toEqual({ ios: 1, android: 1 });
    const categories = await rows<{ category: string }>(
      sql`select distinct category from top_up_products order by category`,
    );
    // Products of every top-up type.
    expect(categories.map((c) => c.category)).toEqual([...TOP_UP_TYPES].sort());
    const [longStay] = await rows<{ monthly: number; rooms: number }>(sql`
      select count(*) filter (where type = 'monthly')::int as monthly, count(distinct room_id)::int as rooms from long_stay_prices`);
    expect(longStay!.monthly).toBe(longStay!.rooms);
    expect(longStay!.rooms).toBeGreaterThan(30);
    const periods = await rows<{
      type: string;
      properties: number;
      per_above_1: number;
      promos: number;
      dp_percents: number;
    }>(sql`
      select l.type, count(distinct r.property_id)::int as properties, count(*) filter (where l.per > 1)::int as per_above_1,
        count(*) filter (where l.promo_idr > 0)::int as promos, count(distinct l.dp_percent)::int as dp_percents
      from long_stay_prices l join rooms r on r.id = l.room_id group by l.type order by l.type`);
    const [{ total: propertyCount }] = (await rows<{ total: number }>(
      sql`select count(*)::int as total from properties`,
    )) as [{ total: number }];
    expect(periods.map((p) => p.type)).toEqual(["monthly", "weekly", "yearly"]);
    for (const period of periods) {
      expect(period.properties / propertyCount, period.type).toBeGreaterThan(0.2);
      expect(period.promos, period.type).toBeGreaterThan(0);
      expect(period.dp_percents, period.type).toBeGreaterThan(2);
    }
    expect(periods.find((p) => p.type === "monthly")!.per_above_1).toBeGreaterThan(0);
    expect(periods.find((p) => p.type === "weekly")!.per_above_1).toBeGreaterThan(0);
  });

  it("adds nothing when run again, and extends the inventory to a year from a later today", async () => {
    const before = await tableCounts();
    expect(await seedDemo(database, { imagesDir, today: TODAY })).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);

    const later = addDays(TODAY, 30);
    expect(await seedDemo(database, { imagesDir, today: later })).toEqual({ seeded: false });
    const after = await tableCounts();
    expect(after.room_inventory).toBe(before.room_inventory + before.rooms * 30);
    const perRoom = await rows<{ nights: number; last: string }>(sql`
      select count(*)::int as nights, max(stay_date)::text as last from room_inventory where stay_date >= ${later}::date group by room_id`);
    expect(new Set(perRoom.map((room) => `${room.nights} ${room.last}`))).toEqual(
      new Set([`${INVENTORY_DAYS} ${addDays(later, INVENTORY_DAYS - 1)}`]),
    );
  });

  it("creates the demo account once: activated, able to log in, with 250,000 points", async () => {
    const api = await startAccountsApi(database);
    try {
      const login = await api.post("/login?lang=en", {
        form: { email: DEMO_USER.email, password: DEMO_USER.password },
      });
      expect(login.status).toBe(200);
      expect(login.body.data.user).toMatchObject({ email: "demo@inap.id", name: "Demo Inap" });
      const userId = login.body.data.user.id as number;
      const points = await api.get(`/customers/point?userId=${userId}`, { token: login.body.data.token });
      expect(points.status).toBe(200);
      expect(points.body.data.remaining_point).toBe(250_000);
    } finally {
      await api.close();
    }
    const demoRows = async () =>
      rows<Record<string, unknown>>(sql`
        select u.id, u.phone_code, u.phone, u.referral_code, u.activated_at is not null as activated, b.remaining,
          (select count(*)::int from point_ledger l where l.user_id = u.id and l.reason = 'demo welcome points' and l.delta = 250000) as ledger
        from users u join point_balances b on b.user_id = u.id where lower(u.email) = 'demo@inap.id'`);
    const before = await demoRows();
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      phone_code: "+62",
      phone: "81234567890",
      activated: true,
      remaining: 250_000,
      ledger: 1,
    });
    expect(before[0]!.referral_code).toMatch(/^[A-Z2-9]{8}$/);

    expect(await seedDemo(database, { imagesDir, today: TODAY })).toEqual({ seeded: false });
    expect(await demoRows()).toEqual(before);
  });

  it("adds the demo account to an already-seeded database that lacks it", async () => {
    await database.db.execute(sql`delete from users where lower(email) = 'demo@inap.id'`);
    expect(await seedDemo(database, { imagesDir, today: TODAY })).toEqual({ seeded: false });
    const [row] = await rows<{ n: number; remaining: number }>(sql`
      select count(*)::int as n, max(b.remaining)::int as remaining from users u join point_balances b on b.user_id = u.id where lower(u.email) = 'demo@inap.id'`);
    expect(row).toEqual({ n: 1, remaining: 250_000 });
  });

  it("plans the same properties from the same seed", () => {
    const cities = citySeeds.map((seed, i) => ({ id: i + 1, seed }));
    const plan = () => JSON.stringify(planProperties(40, cities, createRandom(7)));
    expect(plan()).toBe(plan());
  });
});
