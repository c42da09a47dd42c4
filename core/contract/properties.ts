// /v1 property pages (seed 001 sections 3 and 7, seed 002): the property with its rooms for a
// stay, unavailable dates, the minimum-night check, nearby places, similar properties, a room,
// attractions and the properties near them, and reviews (api/properties, api/reviews).
import { z } from "zod";
import { addDays, MAX_NIGHTS, todayInJakarta, validateStay } from "../dates.ts";
import { LIST_GUEST_MAX } from "../guests.ts";
import type { PropertyCard, Success, VillaLocation } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { idParams, optionalApiDate, page, positiveId } from "./fields.ts";

export interface GalleryImage {
  /** File name under /images/hotel/. */
  image: string;
  /** In the caller's language. */
  caption: string;
}

/** images2: the twelve gallery groups, each possibly empty. */
export type GalleryGroups = Record<
  | "bathroom"
  | "bedroom"
  | "exterior"
  | "dining"
  | "indoor"
  | "kitchen"
  | "lain_lain"
  | "layout"
  | "living"
  | "lobi"
  | "outdoor"
  | "swimming",
  GalleryImage[]
>;

export interface RoomRate {
  /** YYYY-MM-DD, one night. */
  rateDate: string;
  /** Shown price of the night: rate less the property's fee percent, floored. */
  fix_price: number;
  /** Free units that night (0: sold out). */
  unit: number;
}

export interface RoomDetail {
  id: number;
  name: string;
  capacity: number;
  images: { image_url: string }[];
  min_night: number;
  is_promo: 0 | 1;
  /** roomRate less the room's promo percent, floored; 0 when the room has no promo. */
  promo_price: number;
  promo: { promo_percent: number; promo_name: string | null };
  /** Shown price of the first night (0 when that night has no rate). */
  roomRate: number;
  rates: RoomRate[];
  /** Fewest free units over the nights; 0 when any night is sold out or has no rate. */
  unit: number;
}

export interface VillaRules {
  checkin_first: string | null;
  checkin_second: string | null;
  checkout_first: string | null;
  checkout_second: string | null;
  day_cancel: number | null;
  refund_persent: number | null;
  /** 1 means not allowed. */
  no_smoking: 0 | 1;
  no_pet: 0 | 1;
  no_party: 0 | 1;
  /** In the caller's language, one rule per line. */
  other_rules: string;
}

export interface PropertyDetail {
  id: number;
  name: string;
  category_name: string;
  property_type: string;
  star: number;
  address: string;
  lat: string;
  long: string;
  capacity: number;
  /** Lowest shown nightly price of any room over the stay (0 when no night has a rate). */
  low_price: number;
  /** Lowest shown nightly price of a room that holds the guests and is free every night; else low_price. */
  startFrom: number;
  round: 0 | 1;
  payAtVilla: 0 | 1;
  fee_percent: number;
  min_h_booking: number;
  /** ISO time of the server, for the advance-booking rule. */
  server_time: string;
  /** Semicolon-separated file names under /images/hotel/, gallery order. */
  images: string;
  images2: GalleryGroups;
  description_id: string;
  description_en: string;
  tag_villa: string | null;
  VillaLocations: VillaLocation[];
  is_multiple: 0 | 1;
  is_referral: 0 | 1;
  dp_multiple_booking: number;
  /** Basic facilities; `images` is the icon's file name under /icon/amenities/. */
  Fiturs: { name: string; images: string }[];
  FitursOther: { name: string }[];
  konfigurasi: { bed: number; bedroom: number; bathroom: number };
  villa_aksesibilitas: {
    bus: "on" | null;
    car: "on" | null;
    bike: "on" | null;
    walk: "on" | null;
    wheel: "on" | null;
    deskripsi: string;
  };
  villa_rules: VillaRules;
  spoken: { country_id: string; name_country: string }[];
  allotment: { remain: number };
  minNight: number;
  rooms: RoomDetail[];
}

export interface PropertyDetailAnswer {
  status: "success";
  data: {
    hotel: PropertyDetail;
    /** The stay the rates are for (YYYY-MM-DD). */
    stay: { guest: number; arrival: string; departure: string; nights: number };
    /** true when the asked check-in was in the past and the rates are for today and tomorrow instead. */
    corrected: boolean;
  };
}

export interface UnavailableDate {
  date: string;
}

export interface MinNightAnswer {
  hotel: { minNight: number };
  nights: number;
  ok: boolean;
}

export interface ReviewItem {
  id: number;
  name: string;
  /** "21 Nov 2026" / "21 Agu 2026" (Asia/Jakarta date of writing). */
  created_at_format: string;
  /** Mean of the five ratings, 0-10, one decimal. */
  avg: number;
  review: string;
  review_answer: string | null;
}

export interface ReviewSummary {
  total_data: number;
  avg: number;
  cleanliness_avg: number;
  comfort_avg: number;
  food_avg: number;
  location_avg: number;
  service_avg: number;
  page: number;
  totalPage: number;
  data: ReviewItem[];
}

export interface RoomAnswer extends RoomDetail {
  property: { id: number; name: string; fee_percent: number };
}

export interface NearbyPlace {
  id: number;
  label: string;
  lat: number;
  lng: number;
  /** Great-circle distance in km (haversine, 6371 km), to the metre. */
  jarak: number;
  /** The distance for display: "1,2 km" (id) / "1.2 km" (en). */
  street: string;
}

export interface NearbyAnswer {
  attractions: NearbyPlace[];
  /** The nearest other active properties: the only other places our data knows. */
  properties: NearbyPlace[];
  /** The centre of the property's city. */
  city_centre: NearbyPlace | null;
}

export interface PropertyCardWithDistance extends PropertyCard {
  jarak: number;
  street: string;
}

export interface AttractionDetail {
  id: number;
  code: string;
  title: string;
  /** Sanitised HTML: p, br, strong, em, ul, ol, li and a with an http(s) href only. */
  description: string;
  images: { image: string }[];
  image_url_500: string | null;
  lat: string;
  lng: string;
  city: VillaLocation & { id: number };
}

const absentIfEmpty = (v: unknown) => (v === "" || v === undefined ? undefined : v);

const stayFields = {
  guest: z
    .preprocess(
      absentIfEmpty,
      z.coerce
        .number({ message: "invalidNumber" })
        .int({ message: "invalidNumber" })
        .min(1, { message: "guestMin" })
        .max(LIST_GUEST_MAX, { message: "guestMax" })
        .default(1),
    )
    .meta({ description: "guests, default 1" }),
  arrival: optionalApiDate.meta({ description: "check-in, YYYY-MM-DD, default today" }),
  departure: optionalApiDate.meta({ description: "check-out, YYYY-MM-DD, default arrival + duration" }),
  duration: z
    .preprocess(
      absentIfEmpty,
      z.coerce
        .number({ message: "invalidNumber" })
        .int({ message: "invalidNumber" })
        .min(1, { message: "stayTooShort" })
        .max(MAX_NIGHTS, { message: "stayTooLong" })
        .optional(),
    )
    .meta({ description: "nights when no departure is given, default 1" }),
};

export interface Stay {
  guest: number;
  arrival: string;
  departure: string;
  nights: number;
  /** The asked check-in was in the past, so the stay became today to tomorrow. */
  corrected: boolean;
}

/**
 * guest, arrival, departure, duration of the detail page's calls. With no dates the stay is today
 * to tomorrow; with an arrival and no departure it lasts `duration` nights (default 1). The stay
 * rules are validateStay's, the same the web forms use. With `correctPast`, a check-in before
 * today does not fail: the stay becomes today to tomorrow and `corrected` is true (the detail page
 * must still load when a stored check-in has gone stale, seed 001 section 4).
 */
export function staySchema({ correctPast }: { correctPast: boolean }) {
  return z.object(stayFields).transform((query, ctx): Stay => {
    const today = todayInJakarta();
    const arrival = query.arrival ?? (query.departure === undefined ? today : undefined);
    const departure = query.departure ?? (arrival !== undefined ? addDays(arrival, query.duration ?? 1) : undefined);
    const stay = validateStay({ arrival, departure, today });
    if (stay.ok)
      return { guest: query.guest, arrival: arrival!, departure: departure!, nights: stay.nights, corrected: false };
    if (stay.error === "checkInPast" && correctPast) {
      return { guest: query.guest, arrival: today, departure: addDays(today, 1), nights: 1, corrected: true };
    }
    ctx.addIssue({ code: "custom", path: [stay.field], message: stay.error });
    return z.NEVER;
  });
}

/** The date picker's window: from (default today) for up to 366 nights (default 365). */
export const UNAVAILABLE_DEFAULT_DAYS = 365;
export const UNAVAILABLE_MAX_DAYS = 366;

export const dateWindowQuery = z
  .object({
    from: optionalApiDate.meta({ description: "first date, default today" }),
    to: optionalApiDate.meta({ description: "end date (exclusive), default from + 365" }),
  })
  .transform((query, ctx) => {
    const from = query.from ?? todayInJakarta();
    const to = query.to ?? addDays(from, UNAVAILABLE_DEFAULT_DAYS);
    if (to <= from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "invalidDate" });
      return z.NEVER;
    }
    // A longer window is cut, not refused: the picker asks for what it shows.
    const last = addDays(from, UNAVAILABLE_MAX_DAYS);
    // biome-ignore lint/complexity/useMathMinMax: API dates are strings compared in calendar order; Math.min would give NaN
    return { from, to: to > last ? last : to };
  });

export const REVIEWS_PAGE_SIZE = 20;

const villaParams = idParams("villa");

export const properties = {
  detail: endpoint<PropertyDetailAnswer>()("GET /hotels/:villa", {
    access: "app-key",
    description:
      "The property with its rooms and their nightly rates for the stay. A check-in in the past is corrected to today-to-tomorrow (`corrected: true`) rather than refused. 404 for an unknown or inactive property.",
    params: villaParams,
    query: staySchema({ correctPast: true }),
    answer: "PropertyDetailAnswer",
  }),
  unavailableDates: endpoint<Success<UnavailableDate[]>>()("GET /hotels/:villa/unavailable-dates", {
    access: "app-key",
    description:
      "Nights on which no room of the property has a free unit, for the date picker (a window longer than 366 nights is cut).",
    params: villaParams,
    query: dateWindowQuery,
    answer: "Success<UnavailableDate[]>",
  }),
  minNight: endpoint<Success<MinNightAnswer>>()("GET /hotels/:villa/min-night", {
    access: "app-key",
    description: "Whether the stay meets the property's minimum nights (a past check-in is a 422 here).",
    params: villaParams,
    query: staySchema({ correctPast: false }),
    answer: "Success<MinNightAnswer>",
  }),
  nearby: endpoint<Success<NearbyAnswer>>()("GET /hotels/:villa/nearby", {
    access: "app-key",
    description:
      "The five nearest attractions, the nearest other properties and the city centre, with great-circle distances.",
    params: villaParams,
    answer: "Success<NearbyAnswer>",
  }),
  similar: endpoint<Success<PropertyCard[]>>()("GET /villas/similar/:id", {
    access: "app-key",
    description: "Properties like this one (same city first).",
    params: idParams("id"),
    answer: "Success<PropertyCard[]>",
  }),
  room: endpoint<Success<RoomAnswer>>()("GET /rooms/:id", {
    access: "app-key",
    description: "One room with its rates from today and its property.",
    params: idParams("id"),
    answer: "Success<RoomAnswer>",
  }),
  nearAttraction: endpoint<Success<PropertyCardWithDistance[]>>()("GET /properties/by-tourist-attraction/:id", {
    access: "app-key",
    description: "Properties near an attraction, nearest first, with their distance.",
    params: idParams("id"),
    answer: "Success<PropertyCardWithDistance[]>",
  }),
  attraction: endpoint<Success<AttractionDetail>>()("GET /tourist-attractions/:id", {
    access: "app-key",
    description: "One attraction with its sanitised description and its city.",
    params: idParams("id"),
    answer: "Success<AttractionDetail>",
  }),
  reviews: endpoint<Success<ReviewSummary>>()("GET /review/:propertyId", {
    access: "app-key",
    description:
      "Review averages over every review of the property and one page (20) of the newest. 404 for an unknown or inactive property.",
    params: z.object({ propertyId: positiveId }),
    query: z.object({ page }),
    answer: "Success<ReviewSummary>",
  }),
};
