// Markers on the drawn map (app/components/map/drawn-map.tsx) that do not hide one another: the
// nearest places of a property are often within a few hundred metres of it and of each other, so
// drawn at scale their markers pile up under the property's pin (issue 22). Each marker keeps its
// true point (the map draws a dot there and a leader line to the marker) and is moved only as far
// as it must: out of the property's pin along its own bearing, then apart from its neighbours.

export interface Point {
  x: number;
  y: number;
}

export interface SeparateOptions {
  /** The least distance between two markers' centres (two radii and a margin). */
  gap: number;
  /** The least distance between a marker's centre and the origin (the pin's reach and a radius). */
  originGap: number;
  /** The drawing: markers stay inside `padding` of its edges. */
  box: { width: number; height: number; padding: number };
}

const ROUNDS = 300;
const EPSILON = 1e-6;
/** A direction for points that sit exactly on the origin or on each other: spread by the golden angle. */
const fallbackDirection = (index: number): Point => ({ x: Math.cos(index * 2.399963), y: Math.sin(index * 2.399963) });

/**
 * Where to draw each marker (same order as `points`) so that every two markers are at least `gap`
 * apart and each is at least `originGap` from `origin`. Markers that already stand clear are not
 * moved; crowded ones are pushed outward along their bearing from the origin and apart from each
 * other (a few rounds of relaxation), then kept inside the box.
 */
export function separateMarks(
  origin: Point,
  points: readonly Point[],
  { gap, originGap, box }: SeparateOptions,
): Point[] {
  const placed = points.map((p) => ({ x: p.x, y: p.y }));
  const clamp = (p: Point) => {
    p.x = Math.min(box.width - box.padding, Math.max(box.padding, p.x));
    p.y = Math.min(box.height - box.padding, Math.max(box.padding, p.y));
  };
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    placed.forEach((p, i) => {
      const dx = p.x - origin.x;
      const dy = p.y - origin.y;
      const distance = Math.hypot(dx, dy);
      if (distance >= originGap - EPSILON) return;
      const towards = distance > EPSILON ? { x: dx / distance, y: dy / distance } : fallbackDirection(i);
      p.x = origin.x + towards.x * originGap;
      p.y = origin.y + towards.y * originGap;
      clamp(p);
      moved = true;
    });
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i]!;
        const b = placed[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.hypot(dx, dy);
        if (distance >= gap - EPSILON) continue;
        const apart = distance > EPSILON ? { x: dx / distance, y: dy / distance } : fallbackDirection(i + j);
        // A little more than half each, so that a pair meets the gap this round even after clamping.
        const push = (gap - distance) / 2 + 0.01;
        a.x -= apart.x * push;
        a.y -= apart.y * push;
        b.x += apart.x * push;
        b.y += apart.y * push;
        clamp(a);
        clamp(b);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return placed;
}
