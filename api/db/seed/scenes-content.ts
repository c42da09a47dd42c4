/** SVG scenes for the home content: attractions, promo banners, events, give-aways, icons, food, logos. */
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
  radialGradient,
  rect,
  svgDocument,
  text,
} from "./svg.ts";

export type Landmark =
  | "sea-temple"
  | "stupa-temple"
  | "crater-lake"
  | "beach"
  | "street"
  | "volcano"
  | "rice-terrace"
  | "lake-temple";

const LANDSCAPE_W = 960;
const LANDSCAPE_H = 640;

function sky(random: Random): { defs: string; body: string } {
  const sunset = random.chance(0.4);
  const top = sunset ? hsl(255, 40, 35) : hsl(205 + random.int(-10, 10), 65, 50);
  const bottom = sunset ? hsl(25, 90, 65) : hsl(195, 70, 85);
  const defs =
    gradient("sky", [top, bottom]) +
    gradient("sea", [hsl(190, 70, 50), hsl(210, 75, 30)]) +
    gradient("lake", [hsl(170, 60, 70), hsl(175, 55, 50)]);
  const sun = circle(
    random.int(100, LANDSCAPE_W - 100),
    random.int(70, 160),
    random.int(36, 55),
    sunset ? "#ffd27a" : "#fff4c0",
  );
  return { defs, body: rect(0, 0, LANDSCAPE_W, LANDSCAPE_H, "url(#sky)") + sun };
}

function meru(x: number, baseY: number, tiers: number, width: number, roof: string, post: string): string {
  let shapes = rect(x - width * 0.1, baseY - 40, width * 0.2, 40, post);
  for (let i = 0; i < tiers; i++) {
    const w = width * (1 - i / (tiers + 1));
    const y = baseY - 40 - i * 26;
    shapes += polygon(
      [
        [x - w / 2, y],
        [x + w / 2, y],
        [x + w / 3, y - 20],
        [x - w / 3, y - 20],
      ],
      roof,
    );
  }
  return shapes;
}

const landmarks: Record<Landmark, (random: Random) => string> = {
  "sea-temple": (random) => {
    const { defs, body } = sky(random);
    const rock = hsl(25, 20, 30);
    return svgDocument(
      LANDSCAPE_W,
      LANDSCAPE_H,
      body +
        rect(0, 380, LANDSCAPE_W, 260, "url(#sea)") +
        path("M 330 420 Q 360 250 480 240 Q 610 250 640 420 Z", rock) +
        bushyTree(430, 270, 70, rock, hsl(110, 40, 30)) +
        meru(520, 250, 5, 90, hsl(20, 30, 18), hsl(30, 25, 35)) +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<path d="M ${i * 170} ${470 + i * 20} q 40 -16 80 0 t 80 0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.6"/>`,
        ).join(""),
      defs,
    );
  },
  "stupa-temple": (random) => {
    const { defs, body } = sky(random);
    const stone = hsl(35, 12, 45 + random.int(-5, 5));
    let shapes = body + hills(random, LANDSCAPE_W, LANDSCAPE_H, 420, 50, hsl(110, 30, 40));
    for (let i = 0; i < 6; i++) {
      const w = 620 - i * 90;
      shapes += rect(480 - w / 2, 470 - i * 38, w, 40, i % 2 ? stone : hsl(35, 12, 40));
    }
    for (let i = 0; i < 7; i++) shapes += path(`M ${300 + i * 60} 280 q 20 -40 40 0 Z`, stone);
    shapes += path("M 440 250 Q 480 160 520 250 Z", stone) + rect(476, 150, 8, 40, stone);
    return svgDocument(LANDSCAPE_W, LANDSCAPE_H, shapes + rect(0, 500, LANDSCAPE_W, 140, hsl(105, 40, 35)), defs);
  },
  "crater-lake": (random) => {
    const { defs, body } = sky(random);
    return svgDocument(
      LANDSCAPE_W,
      LANDSCAPE_H,
      body +
        path("M 0 260 Q 240 160 480 230 T 960 220 L 960 640 L 0 640 Z", hsl(40, 10, 75)) +
        ellipse(480, 470, 420, 110, "url(#lake)") +
        path("M 0 560 Q 300 500 480 580 T 960 560 L 960 640 L 0 640 Z", hsl(40, 12, 85)) +
        Array.from(
          { length: 5 },
          () =>
            `<ellipse cx="${random.int(150, 800)}" cy="${random.int(350, 420)}" rx="90" ry="22" fill="#ffffff" opacity="0.45"/>`,
        ).join(""),
      defs,
    );
  },
  beach: (random) => {
    const { defs, body } = sky(random);
    let shapes =
      body +
      rect(0, 330, LANDSCAPE_W, 150, "url(#sea)") +
      path("M 0 470 Q 300 430 520 460 T 960 450 L 960 640 L 0 640 Z", hsl(42, 60, 78));
    for (let i = 0; i < 4; i++)
      shapes += `<path d="M 0 ${440 + i * 8} Q 480 ${420 + i * 10} 960 ${436 + i * 8}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.7"/>`;
    shapes +=
      palmTree(120, 560, 360, 50, hsl(28, 40, 28), hsl(110, 45, 30)) +
      palmTree(860, 580, 300, -40, hsl(28, 40, 28), hsl(110, 45, 30));
    shapes +=
      rect(560, 470, 6, 110, "#6b4f2a") + path("M 480 480 Q 563 420 646 480 Z", hsl(random.int(0, 359), 65, 55));
    return svgDocument(LANDSCAPE_W, LANDSCAPE_H, shapes, defs);
  },
  street: (random) => {
    const { defs, body } = sky(random);
    let shapes =
      body +
      polygon(
        [
          [380, 640],
          [580, 640],
          [500, 330],
          [460, 330],
        ],
        hsl(30, 8, 45),
      );
    for (let side = 0; side < 2; side++) {
      for (let i = 0; i < 5; i++) {
        const h = 120 + ((i * 37) % 60);
        const w = 90 - i * 12;
        const x = side === 0 ? 40 + i * 80 : 920 - i * 80 - w;
        shapes +=
          rect(x, 560 - h - i * 40 + i * 20, w, h, hsl(random.int(0, 359), 40, 70)) +
          rect(x, 560 - i * 20, w, 18, hsl(20, 30, 30));
      }
    }
    for (let i = 0; i < 12; i++) shapes += circle(120 + i * 65, 120 + Math.abs(6 - i) * 6, 12, hsl(i * 30, 80, 55));
    shapes += `<path d="M 100 110 Q 480 170 860 110" stroke="#333333" stroke-width="2" fill="none"/>`;
    shapes += text(
      480,
      300,
      "MALIOBORO",
      40,
      "#1f5f3a",
      `text-anchor="middle" font-weight="bold" stroke="#ffffff" stroke-width="1"`,
    );
    return svgDocument(LANDSCAPE_W, LANDSCAPE_H, shapes, defs);
  },
  volcano: (random) => {
    const { defs, body } = sky(random);
    let shapes =
      body +
      polygon(
        [
          [220, 460],
          [420, 220],
          [520, 220],
          [720, 460],
        ],
        hsl(25, 15, 40),
      );
    for (let i = 0; i < 4; i++)
      shapes += ellipse(470 + i * 18, 200 - i * 40, 50 + i * 14, 26 + i * 6, "#f2f2f2", 'opacity="0.8"');
    shapes +=
      polygon(
        [
          [0, 480],
          [180, 300],
          [360, 480],
        ],
        hsl(120, 25, 30),
      ) + rect(0, 460, LANDSCAPE_W, 180, hsl(35, 25, 62));
    shapes += path("M 0 520 Q 480 470 960 520 L 960 640 L 0 640 Z", hsl(35, 20, 55));
    return svgDocument(LANDSCAPE_W, LANDSCAPE_H, shapes, defs);
  },
  "rice-terrace": (random) => {
    const { defs, body } = sky(random);
    let shapes = body;
    for (let i = 0; i < 9; i++) {
      const y = 220 + i * 50;
      const edge = `M 0 ${y + 30} Q 320 ${y - 30} 480 ${y + 10} T 960 ${y}`;
      shapes +=
        path(`${edge} L 960 640 L 0 640 Z`, hsl(85 + i * 3, 50, 50 - i * 3)) +
        path(edge, "none", `stroke="${hsl(80, 40, 30)}" stroke-width="3" opacity="0.5"`);
    }
    shapes += palmTree(780, 330, 240, -20, hsl(28, 40, 28), hsl(110, 45, 28));
    return svgDocument(LANDSCAPE_W, LANDSCAPE_H, shapes, defs);
  },
  "lake-temple": (random) => {
    const { defs, body } = sky(random);
    let shapes =
      body +
      hills(random, LANDSCAPE_W, LANDSCAPE_H, 330, 80, hsl(120, 25, 35)) +
      rect(0, 380, LANDSCAPE_W, 260, "url(#lake)");
    shapes +=
      meru(420, 420, 11, 150, hsl(20, 30, 18), hsl(30, 20, 40)) +
      meru(620, 420, 3, 110, hsl(20, 30, 18), hsl(30, 20, 40));
    shapes += rect(300, 410, 420, 14, hsl(30, 15, 50));
    return svgDocument(LANDSCAPE_W, LANDSCAPE_H, shapes, defs);
  },
};

export function attractionScene(landmark: Landmark, random: Random): string {
  return landmarks[landmark](random);
}

export const BANNER_W = 960;
export const BANNER_H = 480;

/** Decorations shared by promo banners and give-aways. */
function bannerBackground(hue: number, random: Random): { defs: string; body: string } {
  const defs = gradient("bg", [hsl(hue, 70, 45), hsl(hue + 40, 75, 58)], "diagonal");
  let body = rect(0, 0, BANNER_W, BANNER_H, "url(#bg)");
  for (let i = 0; i < 7; i++)
    body += circle(
      random.int(0, BANNER_W),
      random.int(0, BANNER_H),
      random.int(30, 140),
      "#ffffff",
      `opacity="${(random.int(6, 16) / 100).toFixed(2)}"`,
    );
  return { defs, body };
}

/**
 * What a promo picture shows. Pictures carry no words (issue 22, decision 045): one picture serves
 * both languages, so it holds only what reads the same in each (a figure and a code); the title
 * and terms are the page's text, in the page's language.
 */
export interface BannerText {
  /** The big figure, e.g. "20%" or "Rp 50K". */
  headline: string;
  /** The code to type, shown in a pill (only for a code that works at checkout). */
  code?: string;
  hue: number;
}

export function promoBanner(banner: BannerText, random: Random): string {
  const { defs, body } = bannerBackground(banner.hue, random);
  let shapes = body;
  shapes += text(62, 290, banner.headline, 170, "#ffffff", 'font-weight="bold"');
  if (banner.code)
    shapes +=
      rect(70, 340, 40 + banner.code.length * 21, 62, "#ffffff", 'rx="31"') +
      text(90, 382, banner.code, 32, hsl(banner.hue, 70, 35), 'font-weight="bold"');
  shapes += suitcase(760, 250, banner.hue);
  return svgDocument(BANNER_W, BANNER_H, shapes, defs);
}

function suitcase(x: number, y: number, hue: number): string {
  return (
    rect(x - 70, y - 120, 140, 28, "none", `stroke="#ffffff" stroke-width="14" rx="12"`) +
    rect(x - 120, y - 96, 240, 200, hsl(hue + 180, 60, 50), 'rx="24"') +
    rect(x - 40, y - 96, 14, 200, "#ffffff", 'opacity="0.6"') +
    rect(x + 26, y - 96, 14, 200, "#ffffff", 'opacity="0.6"') +
    circle(x - 80, y + 116, 14, "#333333") +
    circle(x + 80, y + 116, 14, "#333333")
  );
}

function giftBox(x: number, y: number, size: number, box: string, ribbon: string): string {
  return (
    rect(x - size / 2, y - size / 2, size, size * 0.8, box, 'rx="8"') +
    rect(x - size * 0.56, y - size * 0.7, size * 1.12, size * 0.24, box, 'rx="8" opacity="0.9"') +
    rect(x - size * 0.08, y - size * 0.7, size * 0.16, size, ribbon) +
    ellipse(x - size * 0.2, y - size * 0.78, size * 0.2, size * 0.1, ribbon) +
    ellipse(x + size * 0.2, y - size * 0.78, size * 0.2, size * 0.1, ribbon)
  );
}

/** A give-away picture: gifts and confetti, no words (its title is the page's text, issue 22). */
export function giveAwayBanner(hue: number, random: Random): string {
  const { defs, body } = bannerBackground(hue, random);
  let shapes = body + giftBox(300, 330, 220, hsl(hue + 120, 60, 55), "#ffe28a");
  shapes +=
    giftBox(730, 300, 200, hsl(hue + 160, 60, 55), "#ffffff") +
    giftBox(860, 370, 110, hsl(hue + 200, 60, 60), "#ffe28a");
  for (let i = 0; i < 18; i++)
    shapes += rect(
      random.int(520, 940),
      random.int(20, 200),
      10,
      18,
      hsl(random.int(0, 359), 80, 60),
      `transform="rotate(${random.int(0, 90)} 700 100)"`,
    );
  return svgDocument(BANNER_W, BANNER_H, shapes, defs);
}

export const EVENT_W = 960;
export const EVENT_H = 540;

/** An event poster: a lit stage, no words (the event's name and place are the page's text, issue 22). */
export function eventPoster(hue: number, random: Random): string {
  const defs =
    gradient("night", [hsl(hue, 55, 18), hsl(hue + 30, 60, 35)]) + radialGradient("spot", "#fff6d0", "#fff6d000");
  let body = rect(0, 0, EVENT_W, EVENT_H, "url(#night)");
  for (let i = 0; i < 4; i++)
    body += polygon(
      [
        [200 + i * 190, 0],
        [240 + i * 190, 0],
        [330 + i * 120 - 120, 400],
        [150 + i * 120 - 40, 400],
      ],
      "#fff6d0",
      'opacity="0.12"',
    );
  body += `<path d="M 0 60 Q 480 150 960 60" stroke="#ffd27a" stroke-width="2" fill="none"/>`;
  for (let i = 0; i < 16; i++)
    body += circle(30 + i * 60, 60 + Math.sin((i / 15) * Math.PI) * 45, 10, hsl(i * 24 + hue, 85, 60));
  body += rect(120, 360, 720, 40, hsl(hue + 10, 35, 28)) + ellipse(480, 380, 260, 60, "url(#spot)");
  for (let i = 0; i < 26; i++)
    body += circle(random.int(0, EVENT_W), random.int(440, EVENT_H), random.int(16, 26), "#0d0d14");
  return svgDocument(EVENT_W, EVENT_H, body, defs);
}

export const ICON_SIZE = 256;

/** The floating promo-event icon: a ketupat (woven rice cake) with a percent badge. */
export function promoEventIcon(hue: number): string {
  const c = ICON_SIZE / 2;
  let body = circle(c, c, 120, hsl(hue, 70, 45));
  body += polygon(
    [
      [c, 40],
      [c + 80, c],
      [c, 216],
      [c - 80, c],
    ],
    hsl(95, 55, 45),
  );
  for (let i = 1; i < 4; i++)
    body += `<path d="M ${c - 80 + i * 20} ${c - i * 22} L ${c + i * 20} ${c + 88 - i * 22}" stroke="${hsl(95, 60, 30)}" stroke-width="5"/>`;
  body +=
    circle(196, 70, 40, "#ffcf33") +
    text(196, 84, "%", 42, hsl(hue, 70, 35), 'text-anchor="middle" font-weight="bold"');
  return svgDocument(ICON_SIZE, ICON_SIZE, body);
}

export const CLAIM_GIF_SIZE = 320;

/** One frame of the "you got a voucher" animation: a gift that opens while confetti falls. */
export function voucherClaimFrame(frame: number, frames: number, hue: number): string {
  const s = CLAIM_GIF_SIZE;
  const lift = Math.round((frame / (frames - 1)) * 60);
  let body = rect(0, 0, s, s, "#fffaf0");
  for (let i = 0; i < 16; i++) {
    const x = (i * 53) % s;
    const y = ((i * 37 + frame * 24) % (s + 40)) - 20;
    body += rect(x, y, 10, 16, hsl(i * 40, 80, 60), `transform="rotate(${(i * 33 + frame * 20) % 360} ${x} ${y})"`);
  }
  body += rect(80, 170, 160, 110, hsl(hue, 65, 50), 'rx="10"') + rect(150, 170, 20, 110, "#ffd34d");
  body += `<g transform="translate(0 ${-lift}) rotate(${-lift / 4} 80 160)">${rect(70, 140, 180, 36, hsl(hue, 65, 42), 'rx="8"')}${rect(150, 140, 20, 36, "#ffd34d")}</g>`;
  if (lift > 20)
    body += text(160, 120 + (60 - lift), "VOUCHER", 30, hsl(hue, 70, 35), 'text-anchor="middle" font-weight="bold"');
  return svgDocument(s, s, body);
}

export const FOOD_SIZE = 640;
export type Dish = "rice-plate" | "soup-bowl" | "satay" | "iced-drink" | "coffee" | "dessert";

export function foodScene(dish: Dish, random: Random): string {
  const s = FOOD_SIZE;
  const table = hsl(28 + random.int(-6, 6), 40, 45 + random.int(-8, 8));
  const defs = radialGradient("plate", "#ffffff", "#e6e6e0");
  let body = rect(0, 0, s, s, table);
  for (let y = 40; y < s; y += 80) body += rect(0, y, s, 3, hsl(28, 35, 35), 'opacity="0.5"');
  body += rect(
    40,
    60,
    200,
    140,
    hsl(random.int(0, 359), 50, 60),
    'rx="8" opacity="0.8" transform="rotate(-12 140 130)"',
  );
  const c = s / 2;
  switch (dish) {
    case "rice-plate":
      body += circle(c, c, 230, "url(#plate)") + ellipse(c - 30, c + 10, 140, 100, hsl(30, 55, 45 + random.int(-5, 5)));
      body += ellipse(c + 90, c - 70, 70, 60, "#ffffff") + circle(c + 90, c - 70, 26, "#f7b733");
      body += Array.from({ length: 6 }, (_, i) =>
        ellipse(c - 150 + i * 20, c + 120 - (i % 2) * 10, 18, 8, "#7cb342"),
      ).join("");
      body += ellipse(c + 130, c + 90, 40, 24, "#d84315");
      break;
    case "soup-bowl":
      body += circle(c, c, 220, "#f0ece4") + circle(c, c, 185, hsl(40, 70, 55 + random.int(-8, 8)));
      for (let i = 0; i < 5; i++) body += circle(c - 80 + i * 40, c - 20 + (i % 2) * 50, 28, hsl(30, 25, 60));
      for (let i = 0; i < 10; i++)
        body += ellipse(c + random.int(-120, 120), c + random.int(-120, 120), 10, 5, "#43a047");
      break;
    case "satay":
      body += rect(90, 170, 460, 300, "#fafafa", 'rx="30"');
      for (let i = 0; i < 5; i++) {
        const y = 220 + i * 50;
        body += rect(110, y, 420, 6, "#c8a165");
        for (let j = 0; j < 4; j++)
          body += rect(200 + j * 70, y - 16, 54, 38, hsl(20, 55, 32 + random.int(-4, 6)), 'rx="10"');
      }
      body += ellipse(c, 500, 120, 40, "#6d3c14");
      break;
    case "iced-drink": {
      const drink = hsl(random.pick([30, 45, 10, 120]), 70, 55);
      body +=
        polygon(
          [
            [c - 110, 120],
            [c + 110, 120],
            [c + 80, 560],
            [c - 80, 560],
          ],
          "#ffffff",
          'opacity="0.5"',
        ) +
        polygon(
          [
            [c - 100, 200],
            [c + 100, 200],
            [c + 78, 550],
            [c - 78, 550],
          ],
          drink,
        );
      for (let i = 0; i < 5; i++)
        body += rect(c - 70 + (i % 3) * 45, 230 + i * 40, 44, 44, "#ffffff", 'opacity="0.5" rx="6"');
      body += rect(c + 30, 40, 14, 260, hsl(random.int(0, 359), 60, 55), 'transform="rotate(12 320 200)"');
      break;
    }
    case "coffee":
      body +=
        ellipse(c, c + 60, 220, 140, "#f5f5f0") + circle(c, c, 150, "#ffffff") + circle(c, c, 120, hsl(25, 55, 28));
      body +=
        `<path d="M ${c - 40} ${c} q 40 -40 80 0 q -40 50 -80 0" fill="#e8c9a0"/>` +
        rect(c + 140, c - 20, 60, 40, "#ffffff", 'rx="20"');
      break;
    case "dessert":
      body += circle(c, c, 210, "#ffffff") + circle(c, c, 170, hsl(35, 60, 85));
      for (let i = 0; i < 24; i++)
        body += ellipse(
          c + random.int(-120, 120),
          c + random.int(-120, 120),
          22,
          8,
          "#4caf50",
          `transform="rotate(${random.int(0, 180)} ${c} ${c})"`,
        );
      body += circle(c - 40, c - 30, 40, "#8d5524") + circle(c + 50, c + 40, 36, "#c62828");
      break;
  }
  return svgDocument(s, s, body, defs);
}

export const LOGO_W = 480;
export const LOGO_H = 240;

/** A simple word-mark on a brand colour, for top-up providers. */
export function providerLogo(name: string, colour: string): string {
  const body = rect(0, 0, LOGO_W, LOGO_H, "#ffffff") + rect(20, 20, LOGO_W - 40, LOGO_H - 40, colour, 'rx="36"');
  return svgDocument(
    LOGO_W,
    LOGO_H,
    body + text(LOGO_W / 2, 140, name, 56, "#ffffff", 'text-anchor="middle" font-weight="bold"'),
  );
}
