// The installable app's manifest in one language (decision 058). The icons are the sizes Chrome on
// Android asks for (192 and 512, a maskable 512 whose mark sits in the safe circle).
/** The brand orange (root's theme-color meta too): the browser bar and the installed app's splash and title bar. */
export const THEME_COLOUR = "#FA5900";

export const APP_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export function webAppManifest(
  lang: "id" | "en",
  texts: { name: string; shortName: string; description: string },
): Record<string, unknown> {
  return {
    id: "/",
    lang,
    dir: "ltr",
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    // Home in the manifest's language (`?lng=` is the site's language choice).
    start_url: lang === "en" ? "/?lng=en" : "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOUR,
    background_color: "#FFFFFF",
    icons: APP_ICONS,
    categories: ["travel"],
  };
}
