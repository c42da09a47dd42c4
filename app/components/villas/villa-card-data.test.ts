import { describe, expect, it } from "vitest";
import type { PropertyCard } from "#core/contract/index.ts";
import { packVillaCards, unpackVillaCards } from "./villa-card-data.ts";

const card = (over: Partial<PropertyCard> = {}): PropertyCard => ({
  id: 7,
  name: 'Villa "Kenanga" Ubud',
  category_name: "Villa",
  property_type: "syariah",
  star: 4,
  images: ["exterior-1.webp", "bedroom-2.webp"],
  payAtVilla: 1,
  startFrom: 850000,
  round: 1,
  tag_villa: "Our Pick",
  is_popular: 1,
  VillaLocations: [{ nama_kota: "KABUPATEN GIANYAR", nama_provinsi: "BALI" }],
  ...over,
});

describe("villa cards as one JSON text", () => {
  it("gives back what a card shows, and nothing else", () => {
    expect(unpackVillaCards(packVillaCards([card()]))).toEqual([
      {
        id: 7,
        name: 'Villa "Kenanga" Ubud',
        category_name: "Villa",
        images: ["exterior-1.webp", "bedroom-2.webp"],
        payAtVilla: 1,
        startFrom: 850000,
        round: 1,
        VillaLocations: [{ nama_kota: "KABUPATEN GIANYAR" }],
      },
    ]);
  });

  it("keeps the order, and a property without a city", () => {
    const cards = unpackVillaCards(packVillaCards([card({ id: 2, VillaLocations: [] }), card({ id: 1 })]));
    expect(cards.map((c) => c.id)).toEqual([2, 1]);
    expect(cards[0]!.VillaLocations).toEqual([]);
    expect(unpackVillaCards(packVillaCards([]))).toEqual([]);
  });
});
