// What home's sections render of each list (content-sections.tsx, property-card.tsx): the loader
// sends no more, since its data is embedded in the page as a script (docs/decisions/032-first-load-js.md).
import type { PropertyCardData } from "#app/components/ui/property-card.tsx";
import type { HomeAttraction, HomeEvent, PropertyCard } from "#core/contract/index.ts";

/** How many events the section shows (six on a phone, three on wider screens). */
export const EVENTS_SHOWN = 6;

/** A card shows its name, category, stars, price notes, cover and its first location's city. */
export function cardShown(card: PropertyCard): PropertyCardData {
  const { id, name, category_name, star, payAtVilla, startFrom, round } = card;
  return {
    id,
    name,
    category_name,
    star,
    payAtVilla,
    startFrom,
    round,
    images: card.images.slice(0, 1),
    VillaLocations: card.VillaLocations.slice(0, 1).map(({ nama_kota }) => ({ nama_kota })),
  };
}

/** An attraction shows its first image. */
export function attractionShown(attraction: HomeAttraction): HomeAttraction {
  return { ...attraction, images: attraction.images.slice(0, 1) };
}

/** The first events, each with its first date only. */
export function eventsShown(events: readonly HomeEvent[]): HomeEvent[] {
  return events.slice(0, EVENTS_SHOWN).map((event) => ({ ...event, schedule: event.schedule.slice(0, 1) }));
}
