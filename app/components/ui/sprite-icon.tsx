import sprite from "./icon-sprite.svg?no-inline";

// The site's icons are drawn once, in one cached file (app/components/ui/icon-sprite.svg, hashed by
// the build), and each page names them (<use href>) instead of writing every path into its HTML
// (decision 076). A drawing's fill and stroke come from the <svg> around it, as with inline paths.

/** The drawings of icon-sprite.svg (app/components/ui/sprite-icon.test.ts keeps the two in step). */
export const SPRITE_NAMES = [
  "logo",
  "flag-id",
  "flag-en",
  "play-store",
  "app-store",
  "mail",
  "chat",
  "instagram",
  "facebook",
  "tiktok",
  "youtube",
  "new-tab",
  "menu",
  "menu-close",
  "chevron-down",
  "close",
  "chevron-left",
  "chevron-right",
  "star",
  "discount",
  "search",
  "filter",
  "calendar",
  "person",
  "top-up-pulsa",
  "top-up-pln",
  "top-up-ewallet",
  "top-up-movie",
  "top-up-game",
  "top-up-emoney",
  "hotel",
  "kost",
  "food",
  "fact-guests",
  "fact-beds",
  "fact-bedrooms",
  "fact-bathrooms",
  "map-pin",
  "whatsapp",
  "pause",
  "play",
  "pin",
] as const;

/** Facility icons by the seeder's icon file name (`wifi.svg` → facility-wifi); `check` for the rest. */
export const FACILITY_ICONS = [
  "wifi",
  "ac",
  "swimming-pool",
  "parking",
  "tv",
  "kitchen",
  "breakfast",
  "refrigerator",
  "towel",
  "toiletries",
  "security",
  "garden",
  "gym",
  "restaurant",
  "spa",
  "laundry",
  "elevator",
  "airport-shuttle",
  "reception",
  "prayer-room",
  "room-service",
  "bicycle",
  "scooter",
  "playground",
  "bbq",
  "bar",
  "desk",
  "hair-dryer",
  "hot-water",
  "iron",
  "wardrobe",
  "meeting-room",
  "bus",
  "car",
  "bike",
  "walk",
  "wheel",
  "check",
] as const;

export type FacilityIconKey = (typeof FACILITY_ICONS)[number];
export type SpriteName = (typeof SPRITE_NAMES)[number] | `facility-${FacilityIconKey}`;

/** One drawing of the sprite, filling the <svg> it is placed in (whose viewBox matches the drawing's). */
export function SpriteUse({ name, className }: { name: SpriteName; className?: string }) {
  return <use href={`${sprite}#${name}`} className={className} />;
}
