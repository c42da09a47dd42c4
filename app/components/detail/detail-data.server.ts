// The detail page's /v1 calls. Critical (awaited): the property with its rooms for the stay and
// the unavailable dates. Secondary (deferred, never rejecting): similar properties, reviews and
// nearby places: the page streams without waiting for them (seed 001 section 8: their failures are
// logged only).
import type { MinNightAnswer, NearbyAnswer, PropertyCard, PropertyDetail, PropertyDetailAnswer, ReviewSummary, Success, UnavailableDate } from "../../../api/contract.ts";
import type { Language } from "../../i18n/config.ts";
import { addDays } from "../../lib/dates.ts";
import { apiGet, ApiRequestError } from "../../lib/api.server.ts";

export type LoadFailure = { kind: "notFound" } | { kind: "error"; status: number; message: string } | { kind: "network" };

export interface StayInput {
  guest: number;
  arrival: string;
  departure: string;
  nights: number;
}

/** A /v1 failure as the seed's error catalogue wants it: the server's message, or 'no internet'. */
export function toFailure(error: unknown): LoadFailure {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return { kind: "notFound" };
    return { kind: "error", status: error.status, message: error.body?.message ?? error.message };
  }
  return { kind: "network" };
}

export async function loadProperty(villas: number, stay: StayInput, lang: Language, signal: AbortSignal) {
  const query = { guest: stay.guest, arrival: stay.arrival, departure: stay.departure, duration: stay.nights };
  const [property, unavailable] = await Promise.allSettled([
    apiGet<PropertyDetailAnswer>(`/hotels/${villas}`, { lang, query, signal }),
    apiGet<Success<UnavailableDate[]>>(`/hotels/${villas}/unavailable-dates`, { lang, signal }),
  ]);
  if (property.status === "rejected") return { ok: false as const, failure: toFailure(property.reason) };
  if (unavailable.status === "rejected") return { ok: false as const, failure: toFailure(unavailable.reason) };
  return { ok: true as const, hotel: property.value.data.hotel, unavailable: unavailable.value.data.map((d) => d.date) };
}

/** The server's minimum-night check (seed 001 section 5); null when it could not be asked. */
export async function checkMinNight(villas: number, stay: StayInput, lang: Language): Promise<MinNightAnswer | null> {
  try {
    const answer = await apiGet<Success<MinNightAnswer>>(`/hotels/${villas}/min-night`, {
      lang,
      query: { guest: stay.guest, arrival: stay.arrival, departure: stay.departure, duration: stay.nights },
    });
    return answer.data;
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", msg: "min-night check failed", error: String(error) }));
    return null;
  }
}

function logged<T>(what: string, promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.warn(JSON.stringify({ level: "warn", msg: `detail: ${what} failed`, error: String(error) }));
    return null;
  });
}

export function loadSecondary(villas: number, lang: Language) {
  return {
    similar: logged("similar", apiGet<Success<PropertyCard[]>>(`/villas/similar/${villas}`, { lang }).then((a) => a.data)),
    reviews: logged("reviews", apiGet<Success<ReviewSummary>>(`/review/${villas}`, { lang }).then((a) => a.data)),
    nearby: logged("nearby", apiGet<Success<NearbyAnswer>>(`/hotels/${villas}/nearby`, { lang }).then((a) => a.data)),
  };
}

/** The cheapest room that holds the party and is free every night, with its total for the stay. */
export function bestRoom(hotel: PropertyDetail, guest: number) {
  let best: { id: number; name: string; total: number; unit: number; perNight: number } | null = null;
  for (const room of hotel.rooms) {
    if (room.capacity < guest || room.unit <= 0) continue;
    const promo = room.is_promo ? room.promo.promo_percent : 0;
    const total = room.rates.reduce((sum, r) => sum + r.fix_price - Math.floor((r.fix_price * promo) / 100), 0);
    const perNight = room.rates.length > 0 ? Math.min(...room.rates.map((r) => r.fix_price - Math.floor((r.fix_price * promo) / 100))) : 0;
    if (!best || total < best.total) best = { id: room.id, name: room.name, total, unit: room.unit, perNight };
  }
  return best;
}

/** The window the unavailable dates cover (today + 365 nights), for the record. */
export const unavailableWindow = (today: string) => ({ from: today, to: addDays(today, 365) });
