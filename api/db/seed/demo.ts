/**
 * The demo data set: cities, properties with rooms and a year of nightly inventory, long-stay
 * prices, reviews, home content, restaurants and the top-up catalogue, plus the pictures they use.
 *
 * Runs once per database (recorded in app_settings under `demo_seed`), under an advisory lock so
 * that several processes starting together seed it once. Every later run only extends the
 * inventory so that it always covers INVENTORY_DAYS (455) nights from `today`, and renders any missing picture
 * (each app server may have its own images directory). The same options give the same data.
 * The demo account (demo-user.ts) is added on any run that finds it missing.
 */
import { eq } from "drizzle-orm";
import type { Database, Db } from "../client.ts";
import { appSettings, cities, facilities } from "../schema.ts";
import { attractionImageJobs, seedAttractions } from "./attractions.ts";
import { insertReturningIds, withIds } from "./batch.ts";
import { seedDemoUser } from "./demo-user.ts";
import { facilitySeeds } from "./catalogue.ts";
import { citySeeds } from "./cities.ts";
import { todayInJakarta } from "#core/dates.ts";
import { assertDate } from "./dates.ts";
import { eventImageJobs, seedEvents } from "./events.ts";
import { giveAwayImageJobs, seedGiveAways } from "./give-aways.ts";
import { propertyImageJobs, renderImages } from "./images.ts";
import { fillInventory, withBulkInventoryLoad } from "./inventory.ts";
import { insertLongStays, planLongStays } from "./long-stay.ts";
import { insertProperties, planProperties, type SeededCity } from "./properties.ts";
import { promotionImageJobs, seedPromotions } from "./promotions.ts";
import { createRandom } from "./random.ts";
import { restaurantImageJobs, seedRestaurants } from "./restaurants.ts";
import { seedReviews } from "./reviews.ts";
import { compactSearchCounts } from "./search-counts.ts";
import { seedTopUp, topUpImageJobs } from "./top-up.ts";

/** Advisory lock key of the demo seed (the migration uses 7_204_117). */
export const DEMO_SEED_LOCK = 7_204_118;
export const DEMO_SEED_KEY = "demo_seed";
export const DEFAULT_PROPERTY_COUNT = 80;
const RANDOM_SEED = 0x1d0_2024;

export interface SeedDemoOptions {
  /** Root of the served images; pictures go to its hotel/, attraction/, voucher/, ... folders. */
  imagesDir: string;
  propertyCount?: number;
  /** YYYY-MM-DD; the first night of inventory and the reference for promo and event dates. */
  today?: string;
  log?: (msg: string) => void;
  /** The demo account (demo@inap.id, a published password): demo mode only. Default true. */
  demoAccount?: boolean;
}

export async function seedDemo(database: Database, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  const today = assertDate(options.today ?? todayInJakarta());
  const propertyCount = options.propertyCount ?? DEFAULT_PROPERTY_COUNT;
  if (!Number.isInteger(propertyCount) || propertyCount < 1)
    throw new Error(`propertyCount must be a positive integer, got ${propertyCount}`);
  const log = options.log ?? (() => {});

  return database.withAdvisoryLock(DEMO_SEED_LOCK, async () => {
    const imagesStarted = performance.now();
    const images = await renderImages(options.imagesDir, ...demoImageJobs());
    if (images.written > 0) log(`demo seed: ${images.written} images rendered in ${elapsed(imagesStarted)}`);

    const started = performance.now();
    const [marker] = await database.db.select().from(appSettings).where(eq(appSettings.key, DEMO_SEED_KEY));
    if (marker) {
      const seededCount = (marker.value as { propertyCount?: number }).propertyCount;
      if (options.propertyCount !== undefined && seededCount !== propertyCount) {
        log(
          `demo seed: already seeded with ${seededCount} properties; ${propertyCount} were asked for (use an empty database to change it)`,
        );
      }
      const added = await fillInventory(database.db, { from: today });
      if (added > 0) log(`demo seed: inventory extended by ${added} room-nights in ${elapsed(started)}`);
      if (options.demoAccount !== false && (await seedDemoUser(database.db)))
        log("demo seed: demo account demo@inap.id added");
      return { seeded: false };
    }
    await database.db.transaction(async (tx) => {
      await seedEverything(tx as unknown as Db, { today, propertyCount, log });
      await tx.insert(appSettings).values({ key: DEMO_SEED_KEY, value: { version: 1, propertyCount, today } });
    });
    if (options.demoAccount !== false) await seedDemoUser(database.db);
    log(`demo seed: ${propertyCount} properties seeded in ${elapsed(started)}`);
    return { seeded: true };
  });
}

/** Every demo picture: the stills (with their narrower copies) and the animations. */
export function demoImageJobs() {
  const promotions = promotionImageJobs();
  const images = [
    ...propertyImageJobs(),
    ...attractionImageJobs(),
    ...eventImageJobs(),
    ...giveAwayImageJobs(),
    ...promotions.images,
    ...restaurantImageJobs(),
    ...topUpImageJobs(),
  ];
  return [images, promotions.animations] as const;
}

async function seedEverything(
  db: Db,
  { today, propertyCount, log }: { today: string; propertyCount: number; log: (msg: string) => void },
): Promise<void> {
  const random = createRandom(RANDOM_SEED);

  const cityIds = await insertReturningIds(
    db,
    cities,
    citySeeds.map((seed, index) => ({
      namaKota: seed.namaKota,
      namaProvinsi: seed.namaProvinsi,
      lat: seed.lat.toFixed(6),
      lng: seed.lng.toFixed(6),
      isPopular: seed.popularSort !== null,
      sort: index + 1,
    })),
  );
  const seededCities: SeededCity[] = withIds(citySeeds, cityIds).map(([seed, id]) => ({ id, seed }));
  const cityIdByName = new Map(seededCities.map((city) => [city.seed.namaKota, city.id]));

  const facilityIds = await insertReturningIds(db, facilities, [...facilitySeeds]);
  const facilityIdByIcon = new Map(withIds(facilitySeeds, facilityIds).map(([facility, id]) => [facility.icon, id]));

  const plans = planProperties(propertyCount, seededCities, random.fork("properties"));
  const { propertyIds, roomIds } = await insertProperties(db, plans, facilityIdByIcon);
  const longStayRooms = withIds(plans, propertyIds).flatMap(([plan], i) =>
    plan.hasLongStay ? (roomIds[i] ?? []) : [],
  );
  await insertLongStays(db, planLongStays(longStayRooms, random.fork("long-stay")));

  const inventoryStarted = performance.now();
  const allRoomIds = roomIds.flat();
  const seededRooms = {
    min: allRoomIds.reduce((a, b) => Math.min(a, b)),
    max: allRoomIds.reduce((a, b) => Math.max(a, b)),
  };
  const nights = await withBulkInventoryLoad(db, () => fillInventory(db, { from: today, roomIds: seededRooms }));
  log(`demo seed: ${nights} room-nights of inventory in ${elapsed(inventoryStarted)}`);

  await seedReviews(db, propertyIds, today, random.fork("reviews"));
  await seedAttractions(db, cityIdByName);
  await seedEvents(db, cityIdByName, today);
  await seedPromotions(db, cityIdByName, today);
  await seedGiveAways(db);
  await seedRestaurants(db);
  await seedTopUp(db);
  await compactSearchCounts(db);
}

function elapsed(since: number): string {
  return `${Math.round(performance.now() - since)} ms`;
}
