/** Room types of a demo property and the layout figures (capacity, bedrooms, beds, bathrooms) they imply. */
import { hotelRoomTemplates, roomPromoNames, type PropertyCategory, type RoomTemplate } from "./catalogue.ts";
import { ROOM_IMAGE_VARIANTS, roomImageFile } from "./images.ts";
import type { Random } from "./random.ts";

export interface RoomPlan {
  name: string;
  capacity: number;
  image: string;
  minNight: number;
  isPromo: boolean;
  promoPercent: number;
  promoName: string | null;
}

export interface RoomLayout {
  rooms: RoomPlan[];
  capacity: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
}

const MAX_ROOM_CAPACITY = 8;
const MAX_PROPERTY_CAPACITY = 12;

export function planRooms(category: PropertyCategory, minNight: number, random: Random): RoomLayout {
  const layout = category === "Villa" ? villaLayout(random) : multiRoomLayout(category, random);
  const rooms = layout.types.map((template) => roomPlan(template, minNight, random));
  return { ...layout, rooms };
}

/** A villa is usually let whole (one room type, one unit); some are a compound of small villas. */
function villaLayout(random: Random) {
  const bedrooms = random.weighted([
    [1, 15],
    [2, 30],
    [3, 25],
    [4, 17],
    [5, 8],
    [6, 5],
  ] as const);
  const beds = bedrooms + (random.chance(0.3) ? 1 : 0);
  const bathrooms = Math.max(1, bedrooms - (bedrooms > 1 && random.chance(0.3) ? 1 : 0));
  if (bedrooms <= 3 && random.chance(0.25)) {
    const types = Array.from({ length: bedrooms }, (_, i) => ({
      name: `Villa ${i + 1} Kamar Tidur`,
      capacity: (i + 1) * 2,
    }));
    return { types, capacity: bedrooms * 2, bedrooms, beds, bathrooms };
  }
  const sleeps = bedrooms * 2 + (random.chance(0.3) ? 1 : 0);
  const suffix = random.chance(0.3) ? " dengan Kolam Renang Pribadi" : "";
  return {
    types: [{ name: `Villa ${bedrooms} Kamar Tidur${suffix}`, capacity: Math.min(MAX_ROOM_CAPACITY, sleeps) }],
    capacity: Math.min(MAX_PROPERTY_CAPACITY, sleeps),
    bedrooms,
    beds,
    bathrooms,
  };
}

/** Hotels and the like: 2 to 4 room types (guest houses and apartments 1 to 3), smallest first. */
function multiRoomLayout(category: Exclude<PropertyCategory, "Villa">, random: Random) {
  const templates = hotelRoomTemplates[category];
  const count = category === "Hotel" || category === "Resort" ? random.int(2, 4) : random.int(1, 3);
  const types = random.sample(templates, count).sort((a, b) => a.capacity - b.capacity);
  // A property sleeps at least two: a lone single room gets a double beside it.
  const double = templates.find((template) => template.capacity === 2 && !types.includes(template));
  if (types.every((type) => type.capacity < 2) && double) types.push(double);
  const largest = types[types.length - 1] ?? templates[0]!;
  const bedrooms = category === "Apartment" ? Math.max(1, Number(/(\d) Kamar/.exec(largest.name)?.[1] ?? 1)) : 1;
  return {
    types,
    capacity: largest.capacity,
    bedrooms,
    beds: bedrooms + (largest.capacity > 2 ? 1 : 0),
    bathrooms: bedrooms > 1 ? bedrooms - 1 : 1,
  };
}

function roomPlan(template: RoomTemplate, minNight: number, random: Random): RoomPlan {
  const twin = /Twin/.test(template.name);
  const isPromo = random.chance(0.12);
  return {
    name: template.name,
    capacity: template.capacity,
    image: roomImageFile(twin, random.int(1, ROOM_IMAGE_VARIANTS)),
    minNight: template.capacity >= 6 && random.chance(0.2) ? Math.max(minNight, 2) : minNight,
    isPromo,
    promoPercent: isPromo ? random.pick([10, 15, 20, 25]) : 0,
    promoName: isPromo ? random.pick(roomPromoNames) : null,
  };
}
