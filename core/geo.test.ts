import { describe, expect, it } from "vitest";
import {
  EARTH_RADIUS_KM,
  formatKm,
  haversineKm,
  isValidLatLng,
  nearest,
  NEAREST_DEFAULT_LIMIT,
  NEAREST_MAX_KM,
  projectAround,
} from "./geo.ts";

const denpasar = { lat: -8.6705, lng: 115.2126 };
const ubud = { lat: -8.5069, lng: 115.2625 };
const jakarta = { lat: -6.2088, lng: 106.8456 };

describe("constants", () => {
  it("match the seeds", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(NEAREST_DEFAULT_LIMIT).toBe(5);
  });
});

describe("isValidLatLng", () => {
  it("accepts coordinates in range", () => {
    expect(isValidLatLng(denpasar)).toBe(true);
    expect(isValidLatLng({ lat: 90, lng: -180 })).toBe(true);
  });

  it("rejects missing, non-numeric and out-of-range coordinates", () => {
    expect(isValidLatLng(null)).toBe(false);
    expect(isValidLatLng(undefined)).toBe(false);
    expect(isValidLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 0, lng: 180.1 })).toBe(false);
    expect(isValidLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: "1", lng: 2 })).toBe(false);
    expect(isValidLatLng({ lat: 1 })).toBe(false);
  });
});

describe("haversineKm", () => {
  it("is 0 for the same point", () => {
    expect(haversineKm(denpasar, denpasar)).toBe(0);
  });

  it("is one degree of arc along the equator", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo((Math.PI * 6371) / 180, 9);
  });

  it("measures real distances", () => {
    // Cross-checked with the spherical law of cosines: 19.0 km and 962.2 km.
    expect(haversineKm(denpasar, ubud)).toBeCloseTo(19.0, 1);
    expect(haversineKm(denpasar, jakarta)).toBeCloseTo(962.2, 1);
  });

  it("is symmetric", () => {
    expect(haversineKm(denpasar, jakarta)).toBeCloseTo(haversineKm(jakarta, denpasar), 9);
  });

  it("is half the circumference between antipodes", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
    expect(haversineKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it("crosses the antimeridian the short way", () => {
    expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo((Math.PI * 6371) / 180, 6);
  });

  it("is NaN for an invalid point", () => {
    expect(haversineKm({ lat: Number.NaN, lng: 0 }, denpasar)).toBeNaN();
    expect(haversineKm(denpasar, { lat: 100, lng: 0 })).toBeNaN();
  });
});

describe("nearest", () => {
  const places = [
    { name: "Jakarta", ...jakarta },
    { name: "Ubud", ...ubud },
    { name: "Broken", lat: Number.NaN, lng: 0 },
    { name: "Kuta", lat: -8.7237, lng: 115.1752 },
    { name: "Sanur", lat: -8.6783, lng: 115.2633 },
  ];

  it("sorts by distance and attaches it", () => {
    const result = nearest(denpasar, places, 5, Number.POSITIVE_INFINITY);
    expect(result.map((p) => p.name)).toEqual(["Sanur", "Kuta", "Ubud", "Jakarta"]);
    expect(result[0]?.distanceKm).toBeCloseTo(haversineKm(denpasar, places[4]!), 12);
    expect(result[0]).toMatchObject({ name: "Sanur", lat: -8.6783, lng: 115.2633 });
  });

  it("leaves out places farther than NEAREST_MAX_KM (50 km) unless told otherwise", () => {
    expect(NEAREST_MAX_KM).toBe(50);
    // Jakarta is about 980 km from Denpasar; Ubud about 22 km.
    expect(nearest(denpasar, places).map((p) => p.name)).toEqual(["Sanur", "Kuta", "Ubud"]);
    for (const place of nearest(denpasar, places)) expect(place.distanceKm).toBeLessThanOrEqual(NEAREST_MAX_KM);
    expect(nearest(denpasar, places, 5, 10).map((p) => p.name)).toEqual(["Sanur", "Kuta"]);
    // Exactly at the cap is still near; just past it is not.
    const onCircle = { lat: 0, lng: (NEAREST_MAX_KM / (2 * Math.PI * EARTH_RADIUS_KM)) * 360 };
    expect(nearest({ lat: 0, lng: 0 }, [onCircle])).toHaveLength(1);
    expect(nearest({ lat: 0, lng: 0 }, [{ lat: 0, lng: onCircle.lng * 1.001 }])).toEqual([]);
  });

  it("limits the count", () => {
    expect(nearest(denpasar, places, 2).map((p) => p.name)).toEqual(["Sanur", "Kuta"]);
    expect(nearest(denpasar, places, 0)).toEqual([]);
    expect(nearest(denpasar, places, -1)).toEqual([]);
    expect(nearest(denpasar, places, Number.NaN)).toEqual([]);
  });

  it("takes 5 by default", () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: i, lat: 0, lng: i / 10 }));
    expect(nearest({ lat: 0, lng: 0 }, many).map((p) => p.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it("keeps input order for ties", () => {
    const tied = [
      { id: "a", lat: 0, lng: 0.1 },
      { id: "b", lat: 0, lng: -0.1 },
      { id: "c", lat: 0.1, lng: 0 },
    ];
    expect(nearest({ lat: 0, lng: 0 }, tied).map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("does not change its input", () => {
    const copy = structuredClone(places);
    nearest(denpasar, places);
    expect(places).toEqual(copy);
  });

  it("gives nothing for an invalid origin or no places", () => {
    expect(nearest({ lat: Number.NaN, lng: 0 }, places)).toEqual([]);
    expect(nearest(denpasar, [])).toEqual([]);
  });
});

describe("formatKm", () => {
  it.each([
    // one decimal with the language's separator
    [1.2, "id", "1,2 km"],
    [1.2, "en", "1.2 km"],
    [0, "en", "0.0 km"],
    [3, "id", "3,0 km"],
    // rounded to the nearest tenth
    [1.24, "en", "1.2 km"],
    [1.25, "en", "1.3 km"],
    [0.04, "id", "0,0 km"],
    [9.96, "en", "10.0 km"],
    // thousands grouped
    [1234.56, "id", "1.234,6 km"],
    [1234.56, "en", "1,234.6 km"],
    // a negative or missing distance: nothing
    [-1, "en", ""],
    [Number.NaN, "id", ""],
    [null, "id", ""],
    [undefined, "en", ""],
  ] as const)("writes %j km in %s as %j", (km, lang, text) => {
    expect(formatKm(km, lang)).toBe(text);
  });
});

describe("projectAround", () => {
  const box = { width: 400, height: 300, padding: 20 };
  it("puts the origin in the middle, north up and east right, the farthest place on the edge", () => {
    const origin = { lat: -8, lng: 115 };
    const [north, east, south] = projectAround(
      origin,
      [
        { lat: -7.9, lng: 115 },
        { lat: -8, lng: 115.05 },
        { lat: -8.02, lng: 115 },
      ],
      box,
    );
    expect(north!.x).toBeCloseTo(200, 6);
    expect(north!.y).toBeCloseTo(20, 6); // the farthest: on the top edge inside the padding
    expect(east!.x).toBeGreaterThan(200);
    expect(east!.y).toBeCloseTo(150, 6);
    expect(south!.y).toBeGreaterThan(150);
    for (const p of [north!, east!, south!]) {
      expect(p.x).toBeGreaterThanOrEqual(20);
      expect(p.x).toBeLessThanOrEqual(380);
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(280);
    }
  });
  it("keeps relative distances (a place twice as far is drawn twice as far)", () => {
    const [near, far] = projectAround(
      { lat: 0, lng: 0 },
      [
        { lat: 0, lng: 0.01 },
        { lat: 0, lng: 0.02 },
      ],
      box,
    );
    expect(far!.x - 200).toBeCloseTo(2 * (near!.x - 200), 6);
  });
  it("draws a place on the origin in the middle", () => {
    expect(projectAround({ lat: 1, lng: 1 }, [{ lat: 1, lng: 1 }], box)[0]).toMatchObject({ x: 200, y: 150 });
  });
});
