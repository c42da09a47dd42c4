// Fixed lists of the catalogue that pages read in the browser, apart from the /v1 contract (which
// re-exports them) so that a page's first-load code does not carry the contract and zod.

/** Seed 000 section 2.1: the property types of the header's dropdown and /properties/by-type. */
export const PROPERTY_TYPES = ["konvensional", "syariah"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** Seed 000 section 9: properties-by-type limit. */
export const BY_TYPE_LIMIT = 200;
/** Cards on one page of a property list: /villas, /hotelall (/v1 pages them) and /properties/by-type. */
export const LIST_PAGE_SIZE = 12;

/** Restaurant pages show at most this many products per section (seed 002 section 9). */
export const RESTAURANT_SECTION_MAX = 3;

/** The two brands' slugs; the web app's toggle switches between them. */
export const RESTAURANT_SLUGS = ["nusa-cafe", "nusa-minang"] as const;
export type RestaurantSlug = (typeof RESTAURANT_SLUGS)[number];
