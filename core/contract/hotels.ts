// /v1 hotels: the dated search, the undated list, home's popular and tagged properties, and the
// names for autocomplete (api/hotels).
import { z } from "zod";
import { todayInJakarta, validateStay } from "../dates.ts";
import { LIST_GUEST_MAX } from "../guests.ts";
import { BY_TYPE_LIMIT, PROPERTY_TYPES, type PropertyType } from "../rules/catalogue.ts";
import type { PropertyCard, Success } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { apiDate, flag, optionalInt, optionalText, page } from "./fields.ts";

export interface HotelSearchAnswer {
  status: "success";
  hotels: PropertyCard[];
  /** 1-based page that was answered. */
  page: number;
  totalPage: number;
  total: number;
}

export interface PropertyNameSuggestion {
  id: number;
  name: string;
  /** "City, Province" as formatted for display. */
  location: string;
}

/** Page size of /hotels and /hotels/all-villa. */
export const HOTELS_PAGE_SIZE = 12;

/**
 * A dated search. The stay rules are validateStay's, the same function the web forms use; "today"
 * is the Jakarta business date when the query is parsed.
 */
export const hotelSearchQuery = z
  .object({
    guest: z.coerce
      .number({ message: "invalidNumber" })
      .int({ message: "invalidNumber" })
      .min(1, { message: "guestMin" })
      .max(LIST_GUEST_MAX, { message: "guestMax" })
      .meta({ description: "guests" }),
    arrival: apiDate.meta({ description: "check-in, YYYY-MM-DD, not before today" }),
    departure: apiDate.meta({ description: "check-out, YYYY-MM-DD, 1 to 90 nights after arrival" }),
    page: page.meta({ description: "1-based page" }),
    city: optionalInt.meta({ description: "city id" }),
    propertyName: optionalText(100).meta({ description: "substring of the name; % and _ match literally" }),
  })
  .transform((query, ctx) => {
    const stay = validateStay({ arrival: query.arrival, departure: query.departure, today: todayInJakarta() });
    if (!stay.ok) {
      ctx.addIssue({ code: "custom", path: [stay.field], message: stay.error });
      return z.NEVER;
    }
    return { ...query, nights: stay.nights };
  });

export { BY_TYPE_LIMIT, PROPERTY_TYPES, type PropertyType };

export const allVillaQuery = z.object({
  page,
  city: optionalInt.meta({ description: "city id" }),
  propertyName: optionalText(100).meta({ description: "substring of the name" }),
  popular: flag.meta({ description: "popular properties only (true)" }),
  propertyType: z.enum(PROPERTY_TYPES).optional(),
});

export const hotels = {
  search: endpoint<HotelSearchAnswer>()("GET /hotels", {
    access: "app-key",
    description:
      "Dated search. A property is listed when one of its rooms holds `guest` people and has a free unit on every night from `arrival` up to (not including) `departure`. Order: popular, then tagged, then stars, then id; 12 a page. `startFrom` is the lowest nightly rate among the matching rooms over the stay less the property's fee percent, rounded down; `round` is 1 when that room's nightly rates differ over the stay. A page past the end answers `hotels: []` with the real `totalPage`.",
    query: hotelSearchQuery,
    answer: "HotelSearchAnswer",
  }),
  allVilla: endpoint<HotelSearchAnswer>()("GET /hotels/all-villa", {
    access: "app-key",
    description:
      "Every property, undated, in the search's order. `startFrom` is the lowest free nightly rate over the next 30 days (0 when none), `round` 0.",
    query: allVillaQuery,
    answer: "HotelSearchAnswer",
  }),
  byType: endpoint<Success<PropertyCard[]>>()("GET /properties/by-type/:type", {
    access: "app-key",
    description:
      "Active properties of one type in the search's order, at most `limit`. `startFrom` as in /hotels/all-villa. An empty type is `data: []`.",
    params: z.object({ type: z.enum(PROPERTY_TYPES) }),
    query: z.object({
      limit: z.preprocess(
        (v) => (v === "" || v === undefined ? undefined : v),
        z.coerce
          .number({ message: "invalidNumber" })
          .int({ message: "invalidNumber" })
          .min(1, { message: "invalidNumber" })
          .max(BY_TYPE_LIMIT, { message: "invalidNumber" })
          .default(BY_TYPE_LIMIT),
      ),
    }),
    answer: "Success<PropertyCard[]>",
  }),
  homeVilla: endpoint<Success<PropertyCard[]>>()("GET /hotels/home-villa", {
    access: "app-key",
    description: "Popular properties for home (8), shuffled when `isRandom` is true.",
    query: z.object({ isRandom: flag }),
    answer: "Success<PropertyCard[]>",
  }),
  tagVilla: endpoint<Success<PropertyCard[]>>()("GET /hotels/tag-villa", {
    access: "app-key",
    description: "Properties with the tag (8; case-insensitive). Cacheable for 60 seconds.",
    query: z.object({ tag: optionalText(50).default("Our Pick").meta({ description: "the tag, default Our Pick" }) }),
    answer: "Success<PropertyCard[]>",
  }),
  nameAndId: endpoint<Success<PropertyNameSuggestion[]>>()("GET /properties/name-and-id", {
    access: "app-key",
    description: "Property names for autocomplete, sorted by name. Cacheable for 5 minutes.",
    answer: "Success<PropertyNameSuggestion[]>",
  }),
};
