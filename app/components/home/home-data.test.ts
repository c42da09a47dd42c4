import { describe, expect, it } from "vitest";
import type { HomeEvent, PropertyCard } from "#core/contract/index.ts";
import { attractionShown, cardShown, EVENTS_SHOWN, eventsShown } from "./home-data.ts";

const card: PropertyCard = {
  id: 1,
  name: "Villa",
  category_name: "Villa",
  property_type: "konvensional",
  star: 4,
  images: ["cover.webp", "b.webp", "c.webp"],
  payAtVilla: 0,
  startFrom: 500_000,
  round: 0,
  tag_villa: null,
  is_popular: 1,
  VillaLocations: [
    { nama_kota: "KOTA MALANG", nama_provinsi: "JAWA TIMUR" },
    { nama_kota: "KOTA BATU", nama_provinsi: "JAWA TIMUR" },
  ],
};

const event = (id: number): HomeEvent => ({
  id,
  category: "Festival",
  nameEvent: `Event ${id}`,
  kota: { id: 1, nama_kota: "KOTA MALANG" },
  nama_kota: "KOTA MALANG",
  image_url: "/images/event/x.webp",
  schedule: [{ eventDates: "2027-01-02" }, { eventDates: "2027-01-01" }],
});

describe("home data sent to the page", () => {
  it("a card keeps what it shows: its cover, its first location's city, name, category, stars and price notes", () => {
    expect(cardShown(card)).toEqual({
      id: 1,
      name: "Villa",
      category_name: "Villa",
      star: 4,
      payAtVilla: 0,
      startFrom: 500_000,
      round: 0,
      images: ["cover.webp"],
      VillaLocations: [{ nama_kota: "KOTA MALANG" }],
    });
    expect(cardShown({ ...card, images: [], VillaLocations: [] })).toMatchObject({ images: [], VillaLocations: [] });
  });

  it("an attraction keeps its first image", () => {
    expect(
      attractionShown({ id: 1, code: "a", title: "A", images: [{ image: "1.webp" }, { image: "2.webp" }] }).images,
    ).toEqual([{ image: "1.webp" }]);
  });

  it("events: the first ones shown, each with its first date", () => {
    const shown = eventsShown(Array.from({ length: EVENTS_SHOWN + 2 }, (_, i) => event(i)));
    expect(shown.map((e) => e.id)).toEqual(Array.from({ length: EVENTS_SHOWN }, (_, i) => i));
    expect(shown[0]!.schedule).toEqual([{ eventDates: "2027-01-02" }]);
  });
});
