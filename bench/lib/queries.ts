// The rotating search mix: what many users searching at once would send. Deterministic (a fixed
// seed), so two runs on the same day send the same requests.
import { addDays, apiDateToUrl } from "#core/dates.ts";
import { buildVillasSearch } from "#app/lib/search-params.ts";

export interface Stay {
  /** YYYY-MM-DD */
  arrival: string;
  departure: string;
  nights: number;
  guest: number;
  city: number | undefined;
  /** 1-based, as /v1 counts. */
  page: number;
}

/** mulberry32: a tiny seeded generator, good enough to spread a query mix. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [value, w] of choices) {
    roll -= w;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/**
 * `count` stays: arrivals from tomorrow to about four months out (nearer dates more often),
 * 1 to 7 nights (short stays more often), 1 to 4 guests, a city filter on about a third
 * (the cities with the most properties), pages 1 to 3 (page 1 most often).
 */
export function makeStays(options: { today: string; cityIds: number[]; count?: number; seed?: number }): Stay[] {
  const random = seededRandom(options.seed ?? 20_260_101);
  const stays: Stay[] = [];
  for (let i = 0; i < (options.count ?? 600); i++) {
    const horizon = weighted(random, [
      [14, 3],
      [45, 3],
      [120, 2],
    ] as const);
    const offset = 1 + Math.floor(random() * horizon);
    const nights = weighted(random, [
      [1, 3],
      [2, 4],
      [3, 3],
      [4, 2],
      [5, 1],
      [6, 1],
      [7, 1],
    ] as const);
    const guest = weighted(random, [
      [1, 2],
      [2, 5],
      [3, 2],
      [4, 2],
    ] as const);
    const withCity = options.cityIds.length > 0 && random() < 0.35;
    const city = withCity ? options.cityIds[Math.floor(random() * options.cityIds.length)] : undefined;
    const page = weighted(random, [
      [1, 6],
      [2, 3],
      [3, 2],
    ] as const);
    const arrival = addDays(options.today, offset);
    stays.push({ arrival, departure: addDays(arrival, nights), nights, guest, city, page });
  }
  return stays;
}

/** GET /v1/hotels?guest=&arrival=&departure=&page=[&city=] */
export function hotelsPath(stay: Stay): string {
  const params = new URLSearchParams({
    guest: String(stay.guest),
    arrival: stay.arrival,
    departure: stay.departure,
    page: String(stay.page),
  });
  if (stay.city !== undefined) params.set("city", String(stay.city));
  return `/v1/hotels?${params.toString()}`;
}

/** GET /villas?guest=&arrival=MM-DD-YYYY&departure=&duration=[&city=][&page=], page 0-based as the UI counts. */
export function villasPath(stay: Stay): string {
  return (
    "/villas" +
    buildVillasSearch({
      guest: stay.guest,
      arrival: apiDateToUrl(stay.arrival),
      departure: apiDateToUrl(stay.departure),
      duration: stay.nights,
      city: stay.city ?? null,
      page: stay.page - 1,
    })
  );
}

/** A rotating source shared by every connection: each request takes the next path. */
export function rotating(paths: string[], start = 0): () => string {
  if (paths.length === 0) throw new Error("rotating() needs at least one path");
  let i = start % paths.length;
  return () => {
    const path = paths[i]!;
    i = (i + 1) % paths.length;
    return path;
  };
}
