// Draws the installable app's icons (public/icons/*.png, committed) from the logo's mark: a roof over
// a door in the brand orange. Run again after changing the mark: node scripts/app-icons.ts
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { APP_ICONS, THEME_COLOUR } from "../core/offline/manifest.ts";

/** The mark on a 32-unit square; `inset` shrinks it into the maskable icon's safe circle (80 %). */
function markSvg(size: number, { rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = 1 - inset * 2;
  const offset = 16 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${THEME_COLOUR}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round">
    <path d="M7 15.5L16 8l9 7.5" stroke-linecap="round"/>
    <path d="M10.5 14v9.5h11V14"/>
    <rect x="14.2" y="17.5" width="3.6" height="6" rx="1" fill="#fff" stroke="none"/>
  </g>
</svg>`;
}

mkdirSync("public/icons", { recursive: true });
for (const icon of [...APP_ICONS, { src: "/icons/apple-touch-180.png", sizes: "180x180", purpose: "apple" }]) {
  const size = Number(icon.sizes.split("x")[0]);
  const svg = markSvg(size, { rounded: icon.purpose === "any", inset: icon.purpose === "maskable" ? 0.1 : 0 });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(`public${icon.src}`);
  console.log(`public${icon.src}`);
}
