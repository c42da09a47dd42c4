// A property with known numbers, added to a suite's private copy of the demo database, so that
// prices, units and averages can be checked exactly whatever the demo data holds.
import { eq, sql } from "drizzle-orm";
import { addDays } from "#core/dates.ts";
import { queryRows, type Db } from "../db/client.ts";
import {
  facilities,
  properties,
  propertyFacilities,
  propertyImages,
  propertyLanguages,
  propertyRules,
  roomInventory,
  rooms,
} from "../db/schema.ts";

export interface Fixture {
  propertyId: number;
  cityId: number;
  /** Room A: 2 guests, 1 unit, min 2 nights, promo 10%. Room B: 4 guests, 2 units, min 3 nights. */
  roomA: number;
  roomB: number;
  feePercent: number;
  priceA: number;
  priceB: number;
  /** Nights of inventory from `from`. */
  from: string;
  days: number;
}

export const FIXTURE_FEE = 10;
export const PRICE_A = 155_555;
export const PRICE_B = 200_000;

export async function addFixtureProperty(
  db: Db,
  today: string,
  overrides: Partial<typeof properties.$inferInsert> = {},
): Promise<Fixture> {
  // In the city of the first active demo property, so that "similar" has neighbours.
  const [near] = await queryRows<{ city_id: number; lat: string; lng: string }>(
    db,
    sql`select city_id, lat, lng from properties where is_active order by id limit 1`,
  );
  if (!near) throw new Error("the demo data has no property");
  const [property] = await db
    .insert(properties)
    .values({
      name: "Villa Uji Coba",
      categoryName: "Villa",
      propertyType: "konvensional",
      star: 4,
      address: "Jalan Uji 1",
      lat: (Number(near.lat) + 0.01).toFixed(6),
      lng: (Number(near.lng) + 0.01).toFixed(6),
      cityId: near.city_id,
      capacity: 6,
      bedrooms: 3,
      beds: 4,
      bathrooms: 2,
      payAtVilla: true,
      tagVilla: "Our Pick",
      feePercent: FIXTURE_FEE,
      minHBooking: 2,
      minNight: 1,
      isMultiple: true,
      isReferral: false,
      dpMultipleBooking: 30,
      descriptionId: "Deskripsi uji",
      descriptionEn: "Test description",
      accessCar: true,
      accessWheel: true,
      accessibilityDescription: "Landai untuk kursi roda",
      ...overrides,
    })
    .returning({ id: properties.id });
  const propertyId = property!.id;
  const [a, b] = await db
    .insert(rooms)
    .values([
      {
        propertyId,
        name: "Kamar A",
        capacity: 2,
        image: "room-double-1.webp",
        minNight: 2,
        isPromo: true,
        promoPercent: 10,
        promoName: "Hemat",
      },
      { propertyId, name: "Kamar B", capacity: 4, image: "room-twin-1.webp", minNight: 3 },
    ])
    .returning({ id: rooms.id });
  const days = 40;
  const inventory: (typeof roomInventory.$inferInsert)[] = [];
  for (let d = 0; d < days; d++) {
    const stayDate = addDays(today, d);
    inventory.push({ roomId: a!.id, stayDate, price: PRICE_A, unitsTotal: 1, unitsBooked: 0 });
    inventory.push({ roomId: b!.id, stayDate, price: PRICE_B, unitsTotal: 2, unitsBooked: 0 });
  }
  await db.insert(roomInventory).values(inventory);
  await db.insert(propertyRules).values({
    propertyId,
    checkinFirst: "14:00",
    checkinSecond: "16:00",
    checkoutFirst: "12:00",
    dayCancel: 7,
    refundPercent: 50,
    noSmoking: true,
    noPet: false,
    noParty: true,
    otherRulesId: "Jaga kebersihan\nTidak ada musik setelah 22.00",
    otherRulesEn: "Keep it clean\nNo music after 10 pm",
  });
  await db.insert(propertyLanguages).values([
    { propertyId, countryId: "gb", nameCountry: "English" },
    { propertyId, countryId: "id", nameCountry: "Indonesia" },
  ]);
  await db.insert(propertyImages).values([
    {
      propertyId,
      file: "exterior-1.webp",
      category: "exterior",
      captionId: "Tampak depan",
      captionEn: "Front view",
      sort: 0,
    },
    {
      propertyId,
      file: "bedroom-1.webp",
      category: "bedroom",
      captionId: "Kamar tidur utama",
      captionEn: "Main bedroom",
      sort: 1,
    },
    {
      propertyId,
      file: "swimming-1.webp",
      category: "swimming",
      captionId: "Kolam renang",
      captionEn: "Swimming pool",
      sort: 2,
    },
  ]);
  const firstFacility = async (kind: "basic" | "other") =>
    (await db.select().from(facilities).where(eq(facilities.kind, kind)).orderBy(facilities.id).limit(1))[0]!;
  await db.insert(propertyFacilities).values([
    { propertyId, facilityId: (await firstFacility("basic")).id },
    { propertyId, facilityId: (await firstFacility("other")).id },
  ]);
  return {
    propertyId,
    cityId: near.city_id,
    roomA: a!.id,
    roomB: b!.id,
    feePercent: FIXTURE_FEE,
    priceA: PRICE_A,
    priceB: PRICE_B,
    from: today,
    days,
  };
}
