/**
 * SVG scenes for the property gallery: one drawing per gallery area, its colours and layout
 * varied by the seed so the variants of one area look different.
 */
import type { ImageCategory } from "../schema.ts";
import type { Random } from "./random.ts";
import {
  bushyTree,
  circle,
  ellipse,
  gradient,
  hills,
  hsl,
  palmTree,
  path,
  polygon,
  pottedPlant,
  radialGradient,
  rect,
  skyWindow,
  softLight,
  svgDocument,
  text,
} from "./svg.ts";

export const SCENE_WIDTH = 960;
export const SCENE_HEIGHT = 640;
const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  hillFar: string;
  hillNear: string;
  lawn: string;
  wall: string;
  wallShade: string;
  roof: string;
  wood: string;
  woodDark: string;
  accent: string;
  fabric: string;
  floor: string;
  floorLine: string;
  plant: string;
  waterTop: string;
  waterDeep: string;
}

function palette(random: Random): Palette {
  const time = random.pick(["day", "morning", "sunset"] as const);
  const skyHue = 200 + random.int(-12, 12);
  const skies = {
    day: [hsl(skyHue, 65, 52), hsl(skyHue - 10, 70, 86), "#fff6c8"],
    morning: [hsl(skyHue, 55, 66), hsl(32, 90, 86), "#fff1b8"],
    sunset: [hsl(250, 45, 38), hsl(24, 90, 66), "#ffd27a"],
  } as const;
  const [skyTop, skyBottom, sun] = skies[time];
  const greenHue = 95 + random.int(-15, 20);
  const wallHue = random.pick([35, 30, 45, 20, 200, 160]);
  const woodHue = 25 + random.int(-6, 8);
  const accentHue = random.int(0, 359);
  return {
    skyTop,
    skyBottom,
    sun,
    hillFar: hsl(greenHue + 20, 25, time === "sunset" ? 32 : 55),
    hillNear: hsl(greenHue, 40, time === "sunset" ? 26 : 38),
    lawn: hsl(greenHue, 45, 42),
    wall: hsl(wallHue, 30 + random.int(0, 25), 86 + random.int(-4, 6)),
    wallShade: hsl(wallHue, 25, 72),
    roof: hsl(random.pick([12, 20, 28, 200]), 45, 30 + random.int(0, 12)),
    wood: hsl(woodHue, 45, 42 + random.int(-6, 8)),
    woodDark: hsl(woodHue, 45, 26),
    accent: hsl(accentHue, 55, 55),
    fabric: hsl(accentHue + 180, 30 + random.int(0, 25), 70),
    floor: hsl(woodHue, 35, 55 + random.int(-8, 8)),
    floorLine: hsl(woodHue, 35, 40),
    plant: hsl(greenHue + 10, 50, 32),
    waterTop: hsl(188 + random.int(-8, 8), 75, 62),
    waterDeep: hsl(200, 80, 40),
  };
}

const skyDefs = (p: Palette) =>
  gradient("sky", [p.skyTop, p.skyBottom]) +
  gradient("water", [p.waterTop, p.waterDeep]) +
  radialGradient("glow", "#ffffff", "#ffffff00");

function clouds(random: Random): string {
  return Array.from({ length: random.int(2, 4) }, () => {
    const x = random.int(40, W - 160);
    const y = random.int(40, 160);
    const s = random.int(30, 55);
    return `<g opacity="0.85">${ellipse(x, y, s * 1.6, s * 0.55, "#ffffff")}${ellipse(x + s, y - s * 0.3, s, s * 0.6, "#ffffff")}${ellipse(x - s * 0.8, y + 4, s * 0.9, s * 0.45, "#ffffff")}</g>`;
  }).join("");
}

function outdoorBackdrop(random: Random, p: Palette, horizon: number): string {
  let body =
    rect(0, 0, W, H, "url(#sky)") +
    circle(random.int(120, W - 120), random.int(70, 150), random.int(40, 60), p.sun) +
    clouds(random);
  if (random.chance(0.5)) {
    body += rect(0, horizon - 60, W, 70, "url(#water)") + rect(0, horizon - 62, W, 4, "#ffffff", 'opacity="0.5"');
  } else {
    body += hills(random, W, H, horizon - 70, 60, p.hillFar) + hills(random, W, H, horizon - 20, 40, p.hillNear);
  }
  return body;
}

function windowGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  cellW: number,
  cellH: number,
  random: Random,
  lit: string,
  dark: string,
): string {
  let cells = "";
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      cells += rect(x + col * (cellW + 12), y + row * (cellH + 14), cellW, cellH, random.chance(0.45) ? lit : dark);
    }
  }
  return cells;
}

function villaBuilding(random: Random, p: Palette, groundY: number): string {
  const left = random.int(230, 300);
  const width = random.int(380, 460);
  const height = random.int(150, 190);
  const top = groundY - height;
  const overhang = 50;
  const roofPeak = top - random.int(90, 130);
  const glass = gradient("glass", ["#d8f0ff", "#7fb3d5"]);
  let body = `<defs>${glass}</defs>`;
  body += rect(left, top, width, height, p.wall);
  body += polygon(
    [
      [left - overhang, top + 8],
      [left + width / 2, roofPeak],
      [left + width + overhang, top + 8],
    ],
    p.roof,
  );
  body += rect(left - overhang, top + 2, width + overhang * 2, 10, p.woodDark);
  const doors = random.int(2, 4);
  const doorW = (width - 40) / doors - 14;
  for (let i = 0; i < doors; i++) {
    const x = left + 20 + i * (doorW + 14);
    body +=
      rect(x, top + 40, doorW, height - 40, "url(#glass)") +
      rect(x + doorW / 2 - 2, top + 40, 4, height - 40, p.woodDark);
  }
  body += rect(left, groundY - 8, width, 8, p.woodDark);
  for (const x of [left + 4, left + width - 14]) body += rect(x, top + 10, 10, height - 10, p.wood);
  return body;
}

function hotelBuilding(random: Random, p: Palette, groundY: number): string {
  const floors = random.int(5, 8);
  const cols = random.int(5, 7);
  const cellW = 34;
  const cellH = 30;
  const width = cols * (cellW + 12) + 40;
  const height = floors * (cellH + 14) + 70;
  const left = (W - width) / 2 + random.int(-80, 80);
  const top = groundY - height;
  let body = rect(left, top, width, height, p.wall) + rect(left + width - 30, top, 30, height, p.wallShade);
  body += rect(left - 10, top - 16, width + 20, 18, p.roof);
  body += windowGrid(left + 20, top + 20, cols, floors, cellW, cellH, random, "#ffe3a3", "#8fb8d8");
  body +=
    rect(left + width / 2 - 70, groundY - 60, 140, 60, "#9fd0ee") +
    rect(left + width / 2 - 95, groundY - 72, 190, 14, p.woodDark);
  body +=
    rect(left + 30, top - 50, 120, 34, p.accent) +
    text(left + 90, top - 26, "HOTEL", 20, "#ffffff", 'text-anchor="middle" font-weight="bold"');
  return body;
}

function joglo(random: Random, p: Palette, groundY: number): string {
  const centre = W / 2 + random.int(-100, 100);
  const width = random.int(360, 420);
  const height = random.int(120, 150);
  const top = groundY - height;
  let body = rect(centre - width / 2, top, width, height, p.wall);
  body += polygon(
    [
      [centre - width / 2 - 60, top + 10],
      [centre - width / 4, top - 60],
      [centre + width / 4, top - 60],
      [centre + width / 2 + 60, top + 10],
    ],
    p.roof,
  );
  body += polygon(
    [
      [centre - width / 4, top - 58],
      [centre - width / 10, top - 140],
      [centre + width / 10, top - 140],
      [centre + width / 4, top - 58],
    ],
    p.roof,
    'opacity="0.92"',
  );
  for (let i = 0; i < 5; i++)
    body += rect(centre - width / 2 + 20 + (i * (width - 50)) / 4, top + 10, 12, height - 10, p.woodDark);
  body += rect(centre - 50, top + 40, 100, height - 40, p.wood);
  return body;
}

export type ExteriorStyle = "villa" | "joglo" | "hotel";

/** Which building the exterior variant (1-based) shows: two houses, then two hotel blocks. */
export function exteriorStyle(variant: number): ExteriorStyle {
  return (["villa", "joglo", "hotel", "hotel"] as const)[(variant - 1) % 4]!;
}

function exterior(random: Random, p: Palette, variant: number): string {
  const groundY = 470;
  let body = outdoorBackdrop(random, p, 420);
  body += rect(0, groundY - 20, W, H - groundY + 20, p.lawn);
  const style = exteriorStyle(variant);
  body +=
    style === "villa"
      ? villaBuilding(random, p, groundY)
      : style === "hotel"
        ? hotelBuilding(random, p, groundY)
        : joglo(random, p, groundY);
  body += polygon(
    [
      [W / 2 - 40, groundY],
      [W / 2 + 40, groundY],
      [W / 2 + 150, H],
      [W / 2 - 150, H],
    ],
    "#d9c7a2",
  );
  body += palmTree(random.int(60, 160), groundY + 40, random.int(260, 330), random.int(-40, 40), p.woodDark, p.plant);
  body += palmTree(random.int(780, 900), groundY + 50, random.int(240, 310), random.int(-50, 30), p.woodDark, p.plant);
  body +=
    bushyTree(random.int(200, 260), groundY + 30, 90, p.woodDark, p.hillNear) +
    bushyTree(random.int(700, 760), groundY + 36, 80, p.woodDark, p.plant);
  return body;
}

/** Back wall, floor and a window: the base of every interior. */
function interiorShell(random: Random, p: Palette, floorY: number, withWindow = true): string {
  let body = rect(0, 0, W, floorY, p.wall) + rect(0, floorY, W, H - floorY, p.floor);
  for (let y = floorY + 22; y < H; y += 26 + (y - floorY) / 6) body += rect(0, y, W, 2, p.floorLine, 'opacity="0.5"');
  body += rect(0, floorY - 10, W, 10, p.wallShade);
  if (withWindow) body += skyWindow(random.int(60, 120), 70, 220, 230, "sky", p.woodDark, p.plant);
  return body + softLight(W);
}

function bedroom(random: Random, p: Palette, twin = random.chance(0.35)): string {
  const floorY = 430;
  let body = interiorShell(random, p, floorY);
  const bedLeft = twin ? 330 : 360;
  const bedWidth = twin ? 200 : 420;
  const beds = twin ? [bedLeft, bedLeft + 260] : [bedLeft];
  body += rect(bedLeft - 20, 200, twin ? 500 : 460, 150, p.wood, 'rx="10"');
  for (const x of beds) {
    body += rect(x, 330, bedWidth, 150, "#fbfbf7", 'rx="14"');
    body += rect(x, 390, bedWidth, 110, p.fabric, 'rx="10"');
    const pillows = twin ? 1 : 2;
    for (let i = 0; i < pillows; i++)
      body += rect(
        x + 20 + i * 200,
        300,
        twin ? bedWidth - 40 : 180,
        56,
        "#ffffff",
        'rx="20" stroke="#e2e2dc" stroke-width="2"',
      );
    body += rect(x, 440, bedWidth, 14, p.accent, 'opacity="0.8"');
  }
  const tableX = twin ? bedLeft + 210 : bedLeft + bedWidth + 20;
  body +=
    rect(tableX, 380, 46, 70, p.woodDark) +
    polygon(
      [
        [tableX + 6, 330],
        [tableX + 40, 330],
        [tableX + 48, 360],
        [tableX - 2, 360],
      ],
      "#f6e7c1",
    ) +
    rect(tableX + 20, 360, 6, 20, p.woodDark);
  body +=
    rect(720, 90, 160, 100, p.accent, 'opacity="0.75"') +
    rect(712, 82, 176, 116, "none", `stroke="${p.woodDark}" stroke-width="8"`);
  return body;
}

function bathroom(random: Random, p: Palette): string {
  const floorY = 450;
  let body = rect(0, 0, W, floorY, p.wall);
  const tile = random.int(44, 64);
  for (let x = 0; x < W; x += tile) body += rect(x, 0, 2, floorY, p.wallShade, 'opacity="0.6"');
  for (let y = 0; y < floorY; y += tile) body += rect(0, y, W, 2, p.wallShade, 'opacity="0.6"');
  body += rect(0, floorY, W, H - floorY, hsl(30, 10, 75)) + softLight(W);
  if (random.chance(0.5)) {
    body +=
      rect(80, 360, 420, 150, "#ffffff", 'rx="60"') +
      rect(96, 372, 388, 40, "url(#water)", 'rx="20" opacity="0.7"') +
      rect(420, 250, 10, 120, "#b8b8b8");
  } else {
    body +=
      rect(120, 470, 300, 24, "#e8e8e8") + rect(210, 90, 10, 60, "#b8b8b8") + ellipse(215, 155, 36, 12, "#b8b8b8");
    body += rect(110, 80, 320, 400, "#bfe3f2", 'opacity="0.35" stroke="#9a9a9a" stroke-width="4"');
  }
  body += rect(600, 330, 260, 30, p.wood) + rect(620, 360, 220, 120, p.woodDark) + ellipse(730, 330, 70, 14, "#ffffff");
  body += rect(640, 110, 180, 190, "#cfe6f2", 'rx="90" stroke="#9a9a9a" stroke-width="6"');
  body += rect(880, 210, 50, 150, p.fabric, 'rx="6"') + rect(870, 200, 70, 12, "#b8b8b8");
  body += pottedPlant(560, floorY + 40, 110, p.wood, p.plant);
  return body;
}

function living(random: Random, p: Palette): string {
  const floorY = 440;
  let body = interiorShell(random, p, floorY);
  body += ellipse(560, 540, 330, 70, p.accent, 'opacity="0.45"');
  body +=
    rect(360, 300, 440, 110, p.fabric, 'rx="20"') +
    rect(340, 360, 480, 100, p.fabric, 'rx="24"') +
    rect(330, 330, 50, 130, p.fabric, 'rx="18"') +
    rect(780, 330, 50, 130, p.fabric, 'rx="18"');
  for (const x of [400, 520, 640]) body += rect(x, 320, 100, 60, p.accent, 'rx="16" opacity="0.85"');
  body +=
    rect(470, 500, 220, 20, p.woodDark, 'rx="6"') +
    rect(490, 520, 12, 40, p.woodDark) +
    rect(660, 520, 12, 40, p.woodDark);
  body += ellipse(580, 494, 36, 10, "#ffffff");
  body += pottedPlant(890, 470, 170, p.woodDark, p.plant);
  body +=
    rect(560, 90, 200, 130, p.woodDark, 'rx="6"') + rect(572, 102, 176, 106, random.chance(0.5) ? "#1d2a38" : p.accent);
  return body;
}

function dining(random: Random, p: Palette): string {
  const floorY = 450;
  let body = interiorShell(random, p, floorY);
  const lamps = random.int(2, 3);
  for (let i = 0; i < lamps; i++) {
    const x = 420 + i * (300 / lamps) + 40;
    body +=
      rect(x - 1, 0, 2, 150, "#555555") +
      polygon(
        [
          [x - 40, 190],
          [x + 40, 190],
          [x + 18, 150],
          [x - 18, 150],
        ],
        p.accent,
      ) +
      circle(x, 196, 12, "#fff4c2");
  }
  for (const x of [370, 500, 630, 760])
    body += rect(x, 330, 60, 100, p.woodDark, 'rx="8"') + rect(x, 420, 60, 16, p.woodDark);
  body +=
    rect(340, 410, 520, 24, p.wood, 'rx="6"') +
    rect(370, 434, 16, 110, p.woodDark) +
    rect(814, 434, 16, 110, p.woodDark);
  body +=
    ellipse(600, 404, 60, 14, "#ffffff") +
    circle(580, 392, 12, "#f2a541") +
    circle(604, 388, 12, "#d94f3d") +
    circle(626, 394, 11, "#7fb548");
  return body;
}

function kitchen(random: Random, p: Palette): string {
  const floorY = 470;
  let body = interiorShell(random, p, floorY, false);
  body += rect(0, 230, W, 120, hsl(0, 0, 94));
  for (let x = 0; x < W; x += 40) body += rect(x, 230, 2, 120, p.wallShade, 'opacity="0.6"');
  body += rect(40, 60, 620, 150, p.wood, 'rx="6"');
  for (let x = 40; x < 660; x += 124)
    body +=
      rect(x + 4, 64, 116, 142, p.wood, `stroke="${p.woodDark}" stroke-width="3"`) +
      rect(x + 56, 180, 12, 4, "#dddddd");
  body += rect(20, 340, 700, 22, hsl(30, 8, 30)) + rect(30, 362, 680, 140, p.woodDark);
  for (let x = 30; x < 700; x += 136) body += rect(x + 6, 372, 124, 120, p.wood) + rect(x + 62, 380, 12, 4, "#dddddd");
  body += rect(300, 326, 140, 16, "#333333") + circle(340, 334, 10, "#666666") + circle(400, 334, 10, "#666666");
  body +=
    rect(760, 150, 160, 340, hsl(0, 0, 88), 'rx="10"') +
    rect(760, 290, 160, 4, "#999999") +
    rect(890, 180, 8, 80, "#999999") +
    rect(890, 310, 8, 120, "#999999");
  body += ellipse(560, 320, 44, 12, p.accent) + rect(530, 290, 60, 30, p.accent, 'rx="6"');
  body += pottedPlant(150, 340, 80, p.accent, p.plant);
  if (random.chance(0.5))
    body +=
      rect(440, 0, 2, 120, "#555555") +
      polygon(
        [
          [410, 150],
          [472, 150],
          [456, 118],
          [426, 118],
        ],
        p.accent,
      );
  return body;
}

function lobby(random: Random, p: Palette): string {
  const floorY = 440;
  let body = rect(0, 0, W, floorY, p.wall) + rect(0, floorY, W, H - floorY, hsl(35, 15, 80));
  for (let x = 200; x < 760; x += 24) body += rect(x, 60, 12, 300, p.wood);
  body +=
    rect(330, 150, 300, 70, p.woodDark, 'rx="8"') +
    text(
      480,
      196,
      random.pick(["SELAMAT DATANG", "WELCOME", "RESEPSIONIS"]),
      26,
      "#f7e3b0",
      'text-anchor="middle" font-weight="bold"',
    );
  body += rect(250, 360, 460, 110, p.woodDark, 'rx="10"') + rect(240, 350, 480, 18, p.accent);
  body += ellipse(480, 600, 380, 30, "#ffffff", 'opacity="0.25"');
  body += pottedPlant(120, 500, 220, p.woodDark, p.plant) + pottedPlant(840, 500, 220, p.woodDark, p.plant);
  for (const x of [150, 810])
    body +=
      rect(x - 1, 0, 2, 60, "#666666") + circle(x, 80, 26, "#fff1c4") + circle(x, 80, 40, "#fff1c4", 'opacity="0.3"');
  body += softLight(W);
  return body;
}

function swimming(random: Random, p: Palette): string {
  const horizon = 330;
  let body = outdoorBackdrop(random, p, horizon + 40);
  body += rect(0, horizon, W, H - horizon, "#e8dcc3");
  body += polygon(
    [
      [180, 380],
      [780, 380],
      [920, 600],
      [40, 600],
    ],
    "url(#water)",
  );
  for (let i = 0; i < 7; i++) {
    const y = 410 + i * 26;
    body += `<path d="M ${120 + i * 8} ${y} q 40 -10 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.45"/>`;
  }
  body += polygon(
    [
      [180, 380],
      [780, 380],
      [790, 392],
      [170, 392],
    ],
    "#ffffff",
  );
  for (const x of [820, 880])
    body +=
      polygon(
        [
          [x - 30, 470],
          [x + 30, 470],
          [x + 60, 540],
          [x, 540],
        ],
        "#ffffff",
      ) + rect(x - 28, 462, 40, 12, p.accent, 'rx="4"');
  body += rect(828, 300, 6, 180, p.woodDark) + path("M 730 310 Q 831 230 932 310 Z", p.accent);
  body +=
    palmTree(90, 470, 340, 30, p.woodDark, p.plant) +
    palmTree(random.int(620, 700), 360, 260, -30, p.woodDark, p.plant);
  return body;
}

function indoor(random: Random, p: Palette): string {
  const floorY = 450;
  let body = interiorShell(random, p, floorY, false);
  body += skyWindow(60, 60, 520, 320, "sky", p.woodDark, p.plant);
  body += rect(640, 80, 260, 360, p.woodDark);
  for (let y = 100; y < 420; y += 80) {
    body += rect(650, y + 60, 240, 8, p.wood);
    for (let x = 660; x < 880; x += random.int(18, 28))
      body += rect(x, y + random.int(10, 24), 14, 60 - random.int(8, 20), hsl(random.int(0, 359), 40, 50));
  }
  body +=
    rect(200, 400, 200, 90, p.fabric, 'rx="20"') +
    rect(190, 360, 60, 130, p.fabric, 'rx="18"') +
    rect(200, 480, 12, 40, p.woodDark) +
    rect(388, 480, 12, 40, p.woodDark);
  body += pottedPlant(520, 500, 150, p.accent, p.plant);
  return body;
}

function outdoor(random: Random, p: Palette): string {
  const groundY = 400;
  let body = outdoorBackdrop(random, p, groundY);
  body += rect(0, groundY - 10, W, H - groundY + 10, p.lawn);
  const gazeboX = random.int(380, 580);
  body +=
    rect(gazeboX - 120, 430, 240, 30, p.wood) +
    rect(gazeboX - 110, 300, 14, 140, p.woodDark) +
    rect(gazeboX + 96, 300, 14, 140, p.woodDark);
  body +=
    polygon(
      [
        [gazeboX - 170, 310],
        [gazeboX, 190],
        [gazeboX + 170, 310],
      ],
      hsl(40, 45, 45),
    ) + rect(gazeboX - 170, 306, 340, 10, p.woodDark);
  body += rect(gazeboX - 100, 410, 200, 22, p.fabric, 'rx="6"');
  for (let i = 0; i < 6; i++) body += ellipse(gazeboX - 40 + i * 30 + (i % 2) * 10, 490 + i * 26, 30, 10, "#cfc6b0");
  for (let i = 0; i < 14; i++)
    body += circle(
      random.int(20, W - 20),
      random.int(470, 620),
      random.int(5, 9),
      random.pick(["#e85d75", "#f4c542", "#ffffff", "#ff8c42"]),
    );
  body += bushyTree(110, 460, 180, p.woodDark, p.hillNear) + bushyTree(860, 470, 200, p.woodDark, p.plant);
  return body;
}

function floorPlan(random: Random, p: Palette): string {
  const line = hsl(215, 50, 30);
  let body = rect(0, 0, W, H, "#f7f9fc");
  for (let x = 0; x < W; x += 32) body += rect(x, 0, 1, H, "#dfe7f2");
  for (let y = 0; y < H; y += 32) body += rect(0, y, W, 1, "#dfe7f2");
  const split = random.int(380, 520);
  const rooms: [number, number, number, number, string][] = [
    [80, 70, split - 80, 260, "KAMAR TIDUR"],
    [split, 70, 880 - split, 180, "KAMAR MANDI"],
    [split, 250, 880 - split, 280, "RUANG KELUARGA"],
    [80, 330, split - 80, 200, "DAPUR"],
  ];
  for (const [x, y, width, height, label] of rooms) {
    body += rect(x, y, width, height, "none", `stroke="${line}" stroke-width="6"`);
    body += text(x + width / 2, y + height / 2, label, 20, line, 'text-anchor="middle" font-weight="bold"');
  }
  body += path(`M ${split} 300 A 50 50 0 0 1 ${split - 50} 350`, "none", `stroke="${line}" stroke-width="2"`);
  body +=
    rect(700, 530, 120, 40, p.accent, 'rx="6" opacity="0.8"') +
    text(760, 557, "TERAS", 18, "#ffffff", 'text-anchor="middle"');
  return body;
}

function riceTerraces(random: Random, p: Palette): string {
  let body = rect(0, 0, W, H, "url(#sky)") + clouds(random);
  body += polygon(
    [
      [520, 240],
      [700, 90],
      [880, 240],
    ],
    p.hillFar,
  );
  for (let i = 0; i < 8; i++) {
    const y = 200 + i * 56;
    const green = hsl(80 + i * 4 + random.int(-5, 5), 50, 52 - i * 3);
    body += path(`M 0 ${y + 20} Q ${W / 3} ${y - 30} ${W / 2} ${y + 10} T ${W} ${y} L ${W} ${H} L 0 ${H} Z`, green);
    body += `<path d="M 0 ${y + 20} Q ${W / 3} ${y - 30} ${W / 2} ${y + 10} T ${W} ${y}" stroke="${hsl(80, 40, 30)}" stroke-width="3" fill="none" opacity="0.5"/>`;
  }
  body += palmTree(random.int(80, 200), 420, 260, 20, p.woodDark, p.plant);
  return body;
}

const scenes: Record<ImageCategory, (random: Random, p: Palette, variant: number) => string> = {
  exterior,
  lobi: lobby,
  bedroom: (random, p) => bedroom(random, p),
  bathroom,
  living,
  dining,
  kitchen,
  swimming,
  indoor,
  outdoor,
  layout: floorPlan,
  lain_lain: riceTerraces,
};

/** Interiors without lettering may be drawn mirrored, for more variety from the same layout. */
const mirrorable = new Set<ImageCategory>([
  "bedroom",
  "bathroom",
  "living",
  "dining",
  "kitchen",
  "indoor",
  "swimming",
  "outdoor",
]);

export function propertyScene(category: ImageCategory, variant: number, random: Random): string {
  const p = palette(random);
  const body = scenes[category](random, p, variant);
  return document(body, p, mirrorable.has(category) && variant % 2 === 0);
}

/** The picture of a room type: a bedroom, twin or double. */
export function roomScene(random: Random, twin: boolean, mirrored: boolean): string {
  const p = palette(random);
  return document(bedroom(random, p, twin), p, mirrored);
}

function document(body: string, p: Palette, mirrored: boolean): string {
  return svgDocument(W, H, mirrored ? `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>` : body, skyDefs(p));
}
