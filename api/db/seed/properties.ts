/** The demo properties: planned in memory from the seeded PRNG, then inserted in batches. */
import type { Db } from "../client.ts";
import { properties, propertyFacilities, propertyImages, propertyLanguages, propertyRules, rooms } from "../schema.ts";
import { insertReturningIds, insertRows, withIds } from "./batch.ts";
import { categoryWeights, nameSuffixes, nameWords, type PropertyCategory, type SpokenLanguage } from "./catalogue.ts";
import type { CitySeed } from "./cities.ts";
import { describeAccessibility, describeProperty } from "./descriptions.ts";
import {
  planFacilities,
  planGallery,
  planLanguages,
  planRules,
  type GalleryImage,
  type RulesPlan,
} from "./property-details.ts";
import type { Random } from "./random.ts";
import { planRooms, type RoomPlan } from "./rooms.ts";

export interface SeededCity {
  id: number;
  seed: CitySeed;
}

type PropertyRow = Omit<typeof properties.$inferInsert, "id" | "createdAt">;

export interface PropertyPlan {
  property: PropertyRow;
  rules: RulesPlan;
  languages: SpokenLanguage[];
  facilityIcons: string[];
  gallery: GalleryImage[];
  rooms: RoomPlan[];
  /** Whether its rooms get weekly, monthly and yearly prices. */
  hasLongStay: boolean;
}

/** Shares of the demo set, taken from the 80-property default (15 popular, 12 "Our Pick"). */
const POPULAR_SHARE = 15 / 80;
const OUR_PICK_SHARE = 12 / 80;

/** About a third overall: fewer on Bali's beaches, more in the cities. */
const syariahChance: Record<CitySeed["profile"], number> = { beach: 0.15, culture: 0.3, highland: 0.3, urban: 0.45 };

const starsByCategory: Record<PropertyCategory, readonly (readonly [number, number])[]> = {
  Villa: [
    [0, 25],
    [3, 20],
    [4, 35],
    [5, 20],
  ],
  Hotel: [
    [2, 15],
    [3, 35],
    [4, 35],
    [5, 15],
  ],
  "Guest House": [
    [0, 50],
    [1, 25],
    [2, 25],
  ],
  Resort: [
    [4, 50],
    [5, 50],
  ],
  Apartment: [
    [0, 40],
    [3, 30],
    [4, 30],
  ],
};

export function planProperties(count: number, cities: readonly SeededCity[], random: Random): PropertyPlan[] {
  const cityOrder = spreadOverCities(count, cities, random);
  const popular = new Set(random.sample(range(count), Math.round(count * POPULAR_SHARE)));
  const ourPick = new Set(random.sample(range(count), Math.round(count * OUR_PICK_SHARE)));
  const names = new Set<string>();
  return cityOrder.map((city, index) =>
    planProperty(city, random.fork(`property-${index}`), names, popular.has(index), ourPick.has(index)),
  );
}

function planProperty(
  city: SeededCity,
  random: Random,
  names: Set<string>,
  isPopular: boolean,
  isOurPick: boolean,
): PropertyPlan {
  const { seed } = city;
  const category = random.weighted(categoryWeights[seed.profile]);
  const syariah = random.chance(syariahChance[seed.profile]);
  const area = random.pick(seed.areas);
  const name = uniqueName(category, area.name, random, names);
  const minNight = random.chance(0.85) ? 1 : random.int(2, 3);
  const layout = planRooms(category, minNight, random);
  const facilityIcons = planFacilities(category, syariah, random);
  const hasPool = facilityIcons.includes("swimming-pool.svg");
  const access = {
    bus: random.chance(0.4),
    car: random.chance(0.85),
    bike: random.chance(0.7),
    walk: random.chance(0.5),
    wheel: random.chance(0.2),
  };
  const [descriptionId, descriptionEn] = describeProperty(
    {
      name,
      category,
      area: area.name,
      city: seed.shortName,
      profile: seed.profile,
      landmark: area.landmark,
      bedrooms: layout.bedrooms,
      capacity: layout.capacity,
      hasPool,
      servesBreakfast: facilityIcons.includes("breakfast.svg"),
      syariah,
    },
    random,
  );
  return {
    property: {
      name,
      categoryName: category,
      propertyType: syariah ? "syariah" : "konvensional",
      star: random.weighted(starsByCategory[category]),
      address: `${random.pick(area.streets)} No. ${random.int(1, 120)}, ${area.name}, ${seed.shortName}, ${provinceLabel(seed.namaProvinsi)}`,
      lat: (area.lat + (random.next() - 0.5) * 0.016).toFixed(6),
      lng: (area.lng + (random.next() - 0.5) * 0.016).toFixed(6),
      cityId: city.id,
      capacity: layout.capacity,
      bedrooms: layout.bedrooms,
      beds: layout.beds,
      bathrooms: layout.bathrooms,
      payAtVilla: random.chance(0.25),
      isPopular,
      tagVilla: isOurPick ? "Our Pick" : null,
      feePercent: random.chance(0.1) ? random.int(5, 10) : 0,
      minHBooking: random.chance(0.85) ? 0 : random.int(1, 3),
      minNight,
      isMultiple: layout.rooms.length > 1 && random.chance(0.6),
      isReferral: random.chance(0.3),
      dpMultipleBooking: random.pick([30, 50]),
      promoPercent: random.chance(0.8) ? 0 : random.pick([5, 10, 15]),
      descriptionId,
      descriptionEn,
      accessBus: access.bus,
      accessCar: access.car,
      accessBike: access.bike,
      accessWalk: access.walk,
      accessWheel: access.wheel,
      accessibilityDescription: describeAccessibility(access, area.landmark[0]),
    },
    rules: planRules(syariah, random),
    languages: planLanguages(seed.profile, random),
    facilityIcons,
    gallery: planGallery(category, hasPool, layout.bedrooms, random),
    rooms: layout.rooms,
    hasLongStay: random.chance(0.5),
  };
}

/** Every city gets its weighted share (at least one when there are enough properties), in shuffled order. */
function spreadOverCities(count: number, cities: readonly SeededCity[], random: Random): SeededCity[] {
  const totalWeight = cities.reduce((sum, city) => sum + city.seed.weight, 0);
  const floor = count >= cities.length ? 1 : 0;
  const shares = cities.map((city) => ({
    city,
    count: Math.max(floor, Math.floor((count * city.seed.weight) / totalWeight)),
  }));
  let assigned = shares.reduce((sum, share) => sum + share.count, 0);
  // Hand out what rounding left over (or take back what the floor added), heaviest cities first.
  const byWeight = [...shares].sort((a, b) => b.city.seed.weight - a.city.seed.weight);
  for (let i = 0; assigned !== count; i = (i + 1) % byWeight.length) {
    const share = byWeight[i]!;
    if (assigned < count) {
      share.count++;
      assigned++;
    } else if (share.count > floor) {
      share.count--;
      assigned--;
    }
  }
  const order = shares.flatMap((share) => Array.from({ length: share.count }, () => share.city));
  return random.sample(order, order.length);
}

function uniqueName(category: PropertyCategory, area: string, random: Random, taken: Set<string>): string {
  const compose = (word: string) => {
    switch (category) {
      case "Villa":
        return `Villa ${word} ${area}`;
      case "Hotel":
        return `Hotel ${word} ${area}`;
      case "Guest House":
        return `${word} Guest House ${area}`;
      case "Resort":
        return `${word} Resort ${area}`;
      case "Apartment":
        return `Apartemen ${word} ${area}`;
    }
  };
  let name = compose(random.pick(nameWords));
  for (let tries = 0; taken.has(name) && tries < 8; tries++) name = compose(random.pick(nameWords));
  for (let tries = 0; taken.has(name) && tries < 8; tries++)
    name = compose(`${random.pick(nameWords)} ${random.pick(nameSuffixes)}`);
  for (let n = 2; taken.has(name); n++) name = compose(`${random.pick(nameWords)} ${n}`);
  taken.add(name);
  return name;
}

/** "DI YOGYAKARTA" -> "DI Yogyakarta", "JAWA BARAT" -> "Jawa Barat". */
function provinceLabel(namaProvinsi: string): string {
  return namaProvinsi
    .split(" ")
    .map((word) => (word === "DI" || word === "DKI" ? word : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(" ");
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`Unknown facility ${name}`);
  return value;
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

export interface InsertedProperties {
  propertyIds: number[];
  /** Room ids per property, in plan order. */
  roomIds: number[][];
}

export async function insertProperties(
  db: Db,
  plans: readonly PropertyPlan[],
  facilityIdByIcon: ReadonlyMap<string, number>,
): Promise<InsertedProperties> {
  const propertyIds = await insertReturningIds(
    db,
    properties,
    plans.map((plan) => plan.property),
  );
  const each = <T>(build: (plan: PropertyPlan, propertyId: number) => T[]) =>
    withIds(plans, propertyIds).flatMap(([plan, propertyId]) => build(plan, propertyId));

  await insertRows(
    db,
    propertyRules,
    each((plan, propertyId) => [{ propertyId, ...plan.rules }]),
  );
  await insertRows(
    db,
    propertyLanguages,
    each((plan, propertyId) => plan.languages.map((language) => ({ propertyId, ...language }))),
  );
  await insertRows(
    db,
    propertyFacilities,
    each((plan, propertyId) =>
      plan.facilityIcons.map((icon) => ({ propertyId, facilityId: required(facilityIdByIcon.get(icon), icon) })),
    ),
  );
  await insertRows(
    db,
    propertyImages,
    each((plan, propertyId) => plan.gallery.map((image) => ({ propertyId, ...image }))),
  );

  const flatRoomIds = await insertReturningIds(
    db,
    rooms,
    each((plan, propertyId) => plan.rooms.map((room) => ({ propertyId, ...room }))),
  );
  const roomIds: number[][] = [];
  let offset = 0;
  for (const plan of plans) {
    roomIds.push(flatRoomIds.slice(offset, offset + plan.rooms.length));
    offset += plan.rooms.length;
  }
  return { propertyIds, roomIds };
}
