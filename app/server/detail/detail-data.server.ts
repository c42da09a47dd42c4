// The detail page's /v1 calls. Critical (awaited): the property with its rooms for the stay and
// the unavailable dates. Secondary (deferred, never rejecting): similar properties, reviews and
// nearby places: the page streams without waiting for them (seed 001 section 8: their failures are
// logged only).
import type { MinNightAnswer, NearbyAnswer, NearbyPlace, PropertyCard, PropertyDetail } from "#core/contract/index.ts";
import type { PropertyCardData } from "#app/components/ui/property-card.tsx";
import type { DetailHotel } from "#app/components/detail/detail-view.ts";
import type { NearbyShown } from "#app/components/detail/secondary-sections.tsx";
import { addDays } from "#core/dates.ts";
import { cheapestRoom, roomNightPrice, roomStayTotal } from "#core/rules/rooms.ts";
import { api, ApiRequestError, isUnavailableResponse, type ApiCall } from "#app/lib/api.server.ts";
import { log } from "#core/log/current-logger.server.ts";

export type LoadFailure =
  | { kind: "notFound" }
  | { kind: "error"; status: number; message: string }
  | { kind: "network" };

export interface StayInput {
  guest: number;
  arrival: string;
  departure: string;
  nights: number;
}

/** A /v1 failure as the seed's error catalogue wants it: the server's message, or 'no internet'. */
export function toFailure(error: unknown): LoadFailure {
  if (isUnavailableResponse(error)) throw error;
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return { kind: "notFound" };
    return { kind: "error", status: error.status, message: error.body?.message ?? error.message };
  }
  return { kind: "network" };
}

export async function loadProperty(villas: number, stay: StayInput, call: ApiCall) {
  const query = { guest: stay.guest, arrival: stay.arrival, departure: stay.departure, duration: stay.nights };
  const [property, unavailable] = await Promise.allSettled([
    api.hotelDetail({ params: { villa: villas }, query }, call),
    api.unavailableDates({ params: { villa: villas } }, call),
  ]);
  if (property.status === "rejected") return { ok: false as const, failure: toFailure(property.reason) };
  if (unavailable.status === "rejected") return { ok: false as const, failure: toFailure(unavailable.reason) };
  return {
    ok: true as const,
    hotel: property.value.data.hotel,
    unavailable: unavailable.value.data.map((d) => d.date),
  };
}

/** The server's minimum-night check (seed 001 section 5); null when it could not be asked. */
export async function checkMinNight(villas: number, stay: StayInput, call: ApiCall): Promise<MinNightAnswer | null> {
  try {
    const answer = await api.minNight(
      {
        params: { villa: villas },
        query: { guest: stay.guest, arrival: stay.arrival, departure: stay.departure, duration: stay.nights },
      },
      call,
    );
    return answer.data;
  } catch (error) {
    log.warn("min-night check failed", { error });
    return null;
  }
}

function logged<T>(what: string, promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    log.warn(`detail: ${what} failed`, { error });
    return null;
  });
}

/** The secondary sections' data, each as its section shows it (the nightly and the long-stay detail alike). */
export function loadSecondary(villas: number, call: ApiCall) {
  // Not cancelled with the request: these stream after the page's first byte.
  const { signal: _signal, ...streamed } = call;
  return {
    similar: logged(
      "similar",
      api.similar({ params: { id: villas } }, streamed).then((a) => similarCards(a.data)),
    ),
    reviews: logged(
      "reviews",
      api.reviews({ params: { propertyId: villas } }, streamed).then((a) => a.data),
    ),
    nearby: logged(
      "nearby",
      api.nearby({ params: { villa: villas } }, streamed).then((a) => nearbyShown(a.data)),
    ),
  };
}

/** The cheapest room that holds the party and is free every night, with its total for the stay. */
/** The room the detail page recommends (cheapestRoom: the one checkout preselects), with its prices. */
export function bestRoom(hotel: PropertyDetail, guest: number) {
  const room = cheapestRoom(hotel.rooms, guest);
  if (!room) return null;
  const nights = room.rates.map((rate) => roomNightPrice(room, rate.fix_price));
  return {
    id: room.id,
    name: room.name,
    total: roomStayTotal(room),
    unit: room.unit,
    perNight: nights.length > 0 ? Math.min(...nights) : 0,
  };
}

/** The window the unavailable dates cover (today + 365 nights), for the record. */
export const unavailableWindow = (today: string) => ({ from: today, to: addDays(today, 365) });

/**
 * What the page renders of the property (decision 037): the fields its sections and modals read,
 * and the description in the page's language only (the other one is left empty).
 */
export function detailHotel(hotel: Omit<PropertyDetail, "rooms">, lang: "id" | "en"): DetailHotel {
  const description =
    (lang === "en" ? hotel.description_en : hotel.description_id) || hotel.description_id || hotel.description_en || "";
  return {
    name: hotel.name,
    category_name: hotel.category_name,
    star: hotel.star,
    address: hotel.address,
    lat: hotel.lat,
    long: hotel.long,
    capacity: hotel.capacity,
    images: hotel.images,
    images2: hotel.images2,
    description_id: lang === "id" ? description : "",
    description_en: lang === "en" ? description : "",
    tag_villa: hotel.tag_villa,
    VillaLocations: hotel.VillaLocations.slice(0, 1).map(({ nama_kota, nama_provinsi }) => ({
      nama_kota,
      nama_provinsi,
    })),
    Fiturs: hotel.Fiturs,
    FitursOther: hotel.FitursOther.map(({ name }) => ({ name })),
    konfigurasi: hotel.konfigurasi,
    villa_aksesibilitas: hotel.villa_aksesibilitas,
    villa_rules: hotel.villa_rules,
    spoken: hotel.spoken.map(({ country_id, name_country }) => ({ country_id, name_country })),
  };
}

/** Similar properties as the cards show them: the cover photo only (the card has no slider here). */
export function similarCards(cards: PropertyCard[] | null): PropertyCardData[] | null {
  return (
    cards?.map((card) => ({
      id: card.id,
      name: card.name,
      category_name: card.category_name,
      star: card.star,
      images: card.images.slice(0, 1),
      payAtVilla: card.payAtVilla,
      startFrom: card.startFrom,
      round: card.round,
      VillaLocations: card.VillaLocations.slice(0, 1).map(({ nama_kota }) => ({ nama_kota })),
    })) ?? null
  );
}

/** The nearest places as the map section shows them: five of each, nearest first (seed 001 section 9). */
export function nearbyShown(answer: NearbyAnswer | null): NearbyShown | null {
  if (!answer) return null;
  const nearest = (places: NearbyPlace[]) =>
    [...places]
      .sort((a, b) => a.jarak - b.jarak)
      .slice(0, 5)
      .map(({ id, label, lat, lng, jarak }) => ({ id, label, lat, lng, jarak }));
  return { attractions: nearest(answer.attractions), properties: nearest(answer.properties) };
}
