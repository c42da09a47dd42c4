/** Upcoming events in the demo cities, each with one to three dates in the coming months. */
import type { Db } from "../client.ts";
import { eventSchedules, events } from "../schema.ts";
import { insertReturningIds, insertRows, withIds } from "./batch.ts";
import { addDays } from "./dates.ts";
import { webpFile, type ImageJob } from "./images.ts";
import { createRandom, hashSeed } from "./random.ts";
import { eventPoster } from "./scenes-content.ts";

interface EventSeed {
  code: string;
  category: string;
  nameId: string;
  nameEn: string;
  namaKota: string;
  /** The place line on the poster. */
  place: string;
  /** Days from the seed day to the first date, and how many consecutive days it runs. */
  startsInDays: number;
  days: number;
  hue: number;
}

const eventSeeds: readonly EventSeed[] = [
  {
    code: "pesta-kesenian-bali",
    category: "Budaya",
    nameId: "Pesta Kesenian Bali",
    nameEn: "Bali Arts Festival",
    namaKota: "KOTA DENPASAR",
    place: "Denpasar, Bali",
    startsInDays: 12,
    days: 3,
    hue: 280,
  },
  {
    code: "ubud-writers-festival",
    category: "Festival",
    nameId: "Ubud Writers & Readers Festival",
    nameEn: "Ubud Writers & Readers Festival",
    namaKota: "KABUPATEN GIANYAR",
    place: "Ubud, Bali",
    startsInDays: 25,
    days: 3,
    hue: 200,
  },
  {
    code: "festival-kesenian-yogyakarta",
    category: "Budaya",
    nameId: "Festival Kesenian Yogyakarta",
    nameEn: "Yogyakarta Arts Festival",
    namaKota: "KOTA YOGYAKARTA",
    place: "Yogyakarta",
    startsInDays: 40,
    days: 2,
    hue: 20,
  },
  {
    code: "yadnya-kasada",
    category: "Budaya",
    nameId: "Upacara Yadnya Kasada Bromo",
    nameEn: "Yadnya Kasada Ceremony at Bromo",
    namaKota: "KABUPATEN PROBOLINGGO",
    place: "Gunung Bromo",
    startsInDays: 55,
    days: 1,
    hue: 330,
  },
  {
    code: "malang-flower-carnival",
    category: "Karnaval",
    nameId: "Malang Flower Carnival",
    nameEn: "Malang Flower Carnival",
    namaKota: "KOTA MALANG",
    place: "Malang, Jawa Timur",
    startsInDays: 75,
    days: 1,
    hue: 140,
  },
  {
    code: "festival-bau-nyale",
    category: "Festival",
    nameId: "Festival Bau Nyale",
    nameEn: "Bau Nyale Festival",
    namaKota: "KABUPATEN LOMBOK TENGAH",
    place: "Pantai Seger, Lombok",
    startsInDays: 95,
    days: 2,
    hue: 240,
  },
  {
    code: "pekan-kuliner-jakarta",
    category: "Kuliner",
    nameId: "Pekan Kuliner Jakarta",
    nameEn: "Jakarta Culinary Week",
    namaKota: "KOTA ADMINISTRASI JAKARTA SELATAN",
    place: "Jakarta Selatan",
    startsInDays: 120,
    days: 3,
    hue: 10,
  },
];

export function eventImageJobs(): ImageJob[] {
  return eventSeeds.map((seed) => ({
    folder: "event",
    name: seed.code,
    render: () => eventPoster(seed.hue, createRandom(hashSeed(seed.code))),
  }));
}

export async function seedEvents(db: Db, cityIdByName: ReadonlyMap<string, number>, today: string): Promise<void> {
  const ids = await insertReturningIds(
    db,
    events,
    eventSeeds.map((seed) => ({
      category: seed.category,
      nameId: seed.nameId,
      nameEn: seed.nameEn,
      cityId: cityIdByName.get(seed.namaKota)!,
      image: webpFile(seed.code),
    })),
  );
  await insertRows(
    db,
    eventSchedules,
    withIds(eventSeeds, ids).flatMap(([seed, eventId]) =>
      Array.from({ length: seed.days }, (_, day) => ({ eventId, eventDate: addDays(today, seed.startsInDays + day) })),
    ),
  );
}
