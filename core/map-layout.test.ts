import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { separateMarks } from "./map-layout.ts";

const box = { width: 400, height: 300, padding: 24 };
const options = { gap: 22, originGap: 28, box };
const origin = { x: 200, y: 150 };
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe("separateMarks", () => {
  it("leaves markers that stand clear where they are", () => {
    const points = [
      { x: 60, y: 40 },
      { x: 340, y: 260 },
      { x: 200, y: 40 },
    ];
    expect(separateMarks(origin, points, options)).toEqual(points);
  });

  it("moves a marker out of the property's pin along its own bearing", () => {
    const [moved] = separateMarks(origin, [{ x: 205, y: 145 }], options);
    expect(distance(moved!, origin)).toBeCloseTo(28, 5);
    // Still north-east of the property, at the same bearing.
    expect(Math.atan2(moved!.y - origin.y, moved!.x - origin.x)).toBeCloseTo(Math.atan2(-5, 5), 5);
  });

  it("separates places drawn on the property and on each other (the issue's pile under the pin)", () => {
    const pile = [origin, origin, { x: 201, y: 150 }, { x: 201, y: 151 }, { x: 199, y: 149 }, origin];
    const placed = separateMarks(origin, pile, options);
    for (const p of placed) expect(distance(p, origin)).toBeGreaterThanOrEqual(28 - 1e-6);
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++)
        expect(distance(placed[i]!, placed[j]!)).toBeGreaterThanOrEqual(22 - 1e-6);
  });

  it("keeps every marker inside the box, apart from the others and clear of the pin, for any ten places", () => {
    const point = fc.record({
      x: fc.double({ min: 24, max: 376, noNaN: true }),
      y: fc.double({ min: 24, max: 276, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 10 }), (points) => {
        const placed = separateMarks(origin, points, options);
        expect(placed).toHaveLength(points.length);
        for (const p of placed) {
          expect(p.x).toBeGreaterThanOrEqual(24);
          expect(p.x).toBeLessThanOrEqual(376);
          expect(p.y).toBeGreaterThanOrEqual(24);
          expect(p.y).toBeLessThanOrEqual(276);
          expect(distance(p, origin)).toBeGreaterThanOrEqual(28 - 0.01);
        }
        for (let i = 0; i < placed.length; i++)
          for (let j = i + 1; j < placed.length; j++)
            expect(distance(placed[i]!, placed[j]!)).toBeGreaterThanOrEqual(22 - 0.01);
      }),
      { numRuns: 300 },
    );
  });
});
