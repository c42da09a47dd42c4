/** Small helpers to write SVG scenes as strings. */
import type { Random } from "./random.ts";

export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

export function svgDocument(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A colour from hue (degrees), saturation and lightness (percent), as hex. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.max(0, Math.min(100, saturation)) / 100;
  const l = Math.max(0, Math.min(100, lightness)) / 100;
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A gradient definition; vertical by default. */
export function gradient(
  id: string,
  stops: readonly string[],
  direction: "vertical" | "horizontal" | "diagonal" = "vertical",
): string {
  const [x2, y2] = direction === "vertical" ? [0, 1] : direction === "horizontal" ? [1, 0] : [1, 1];
  const stopTags = stops
    .map((color, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${color}"/>`)
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`;
}

export function radialGradient(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ""): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}" ${extra}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

export function text(x: number, y: number, content: string, size: number, fill: string, extra = ""): string {
  return `<text x="${round(x)}" y="${round(y)}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A rolling skyline of hills across the width, filled down to the bottom of the image. */
export function hills(
  random: Random,
  width: number,
  height: number,
  baseY: number,
  amplitude: number,
  fill: string,
): string {
  const segments = random.int(3, 5);
  const step = width / segments;
  let d = `M0 ${round(baseY + random.int(-amplitude, amplitude))}`;
  for (let i = 1; i <= segments; i++) {
    const x = i * step;
    const peakX = x - step / 2;
    const peakY = baseY - random.int(amplitude / 3, amplitude);
    d += ` Q ${round(peakX)} ${round(peakY)} ${round(x)} ${round(baseY + random.int(-amplitude / 3, amplitude / 3))}`;
  }
  d += ` L ${width} ${height} L 0 ${height} Z`;
  return path(d, fill);
}

/** A coconut palm: a curved trunk with drooping fronds. */
export function palmTree(
  x: number,
  groundY: number,
  height: number,
  lean: number,
  trunk: string,
  leaves: string,
): string {
  const topX = x + lean;
  const topY = groundY - height;
  const trunkPath = `<path d="M${round(x)} ${round(groundY)} Q ${round(x + lean * 0.2)} ${round(groundY - height * 0.5)} ${round(topX)} ${round(topY)}" stroke="${trunk}" stroke-width="${round(height / 16)}" fill="none" stroke-linecap="round"/>`;
  const length = height * 0.42;
  const fronds = [-165, -135, -100, -70, -35, -10, 20, 160]
    .map(
      (angle) =>
        `<ellipse cx="${round(topX + length / 2)}" cy="${round(topY)}" rx="${round(length / 2)}" ry="${round(length / 9)}" fill="${leaves}" transform="rotate(${angle} ${round(topX)} ${round(topY)})"/>`,
    )
    .join("");
  return trunkPath + fronds + circle(topX, topY + 4, height / 28, "#6b4f2a");
}

/** A round-crowned tree. */
export function bushyTree(x: number, groundY: number, size: number, trunk: string, crown: string): string {
  return (
    rect(x - size / 12, groundY - size * 0.6, size / 6, size * 0.6, trunk) +
    circle(x, groundY - size * 0.75, size * 0.38, crown) +
    circle(x - size * 0.25, groundY - size * 0.6, size * 0.26, crown) +
    circle(x + size * 0.25, groundY - size * 0.62, size * 0.28, crown)
  );
}

/** A potted plant for interiors. */
export function pottedPlant(x: number, floorY: number, size: number, pot: string, leaves: string): string {
  const potTop = floorY - size * 0.35;
  const leafShapes = [-60, -30, 0, 30, 60]
    .map(
      (angle) =>
        `<ellipse cx="${round(x)}" cy="${round(potTop - size * 0.35)}" rx="${round(size * 0.12)}" ry="${round(size * 0.38)}" fill="${leaves}" transform="rotate(${angle} ${round(x)} ${round(potTop)})"/>`,
    )
    .join("");
  return (
    leafShapes +
    polygon(
      [
        [x - size * 0.2, potTop],
        [x + size * 0.2, potTop],
        [x + size * 0.15, floorY],
        [x - size * 0.15, floorY],
      ],
      pot,
    )
  );
}

/** A window onto the sky (and maybe greenery), with a frame. */
export function skyWindow(
  x: number,
  y: number,
  width: number,
  height: number,
  skyId: string,
  frame: string,
  greenery: string,
): string {
  // A nested <svg> clips the view to the window.
  const view =
    rect(0, 0, width, height, `url(#${skyId})`) +
    ellipse(width * 0.3, height, width * 0.45, height * 0.35, greenery) +
    ellipse(width * 0.85, height * 1.05, width * 0.3, height * 0.25, greenery);
  return (
    `<svg x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}">${view}</svg>` +
    rect(x, y, width, height, "none", `stroke="${frame}" stroke-width="10"`) +
    rect(x + width / 2 - 4, y, 8, height, frame)
  );
}

/** Sunlight glow in the top corner of a scene. */
export function softLight(width: number, id = "glow"): string {
  return circle(width * 0.85, 40, 260, `url(#${id})`, 'opacity="0.35"');
}
